#!/usr/bin/env python3
"""A stand-in for htam-opt in the htam-bench driver test (no GPU): it records
its --htam-optimize options in calls.txt beside the report directory's parent
(reference-us, memory, memory-out), appends a line to memory-out, and writes
a trajectory with one correct step. The reference time is the one
given by reference-us, else a fresh "measurement" (1000 us). accept= is
htam-optimize's (default accuracy); other than allclose the task says so and
carries best_accuracy_ratio (FAKE_HTAM_RATIO, default 0.75; "inf" is written
bare, as LLVM's JSON writer prints an infinite double), unless
FAKE_HTAM_FALLBACK gives the reason why the task has no f64 oracle: then it
was judged by allclose, as htam-optimize records it."""
import json
import os
import re
import sys
import time

opts = next(a for a in sys.argv if a.startswith("--htam-optimize="))
opts = opts.split("=", 1)[1]
task = os.path.basename(sys.argv[1])
report = re.search(r"report-dir=(\S+)", opts).group(1)
given = re.search(r"reference-us=(\S+)", opts)
memory = re.search(r"(?:^| )memory=(\S+)", opts)
memory_out = re.search(r"memory-out=(\S+)", opts)
accept = re.search(r"(?:^| )accept=(\S+)", opts)
accept = accept.group(1) if accept else "accuracy"
with open(os.path.join(os.path.dirname(os.path.dirname(report)),
                       "calls.txt"), "a") as f:
    f.write(f"{os.path.basename(os.path.dirname(report))} "
            f"{os.path.basename(report)} "
            f"reference-us={given.group(1) if given else 'none'} "
            f"memory={os.path.basename(memory.group(1)) if memory else 'none'} "
            f"memory-out="
            f"{os.path.basename(memory_out.group(1)) if memory_out else 'none'}"
            f" accept={accept}\n")
# What htam-optimize's memory-out does, in short: the run's evidence merged
# into the file (here a line per run).
if memory_out:
    with open(memory_out.group(1), "a") as f:
        f.write(f"# learned from {os.path.basename(os.path.dirname(report))}\n")
# FAKE_HTAM_SLEEP: a run that takes this long (the budget test).
time.sleep(float(os.environ.get("FAKE_HTAM_SLEEP", "0")))
func = re.search(r"func\.func @(\w+)", open(sys.argv[1]).read()).group(1)
ref = float(given.group(1)) if given else 1000.0
os.makedirs(report, exist_ok=True)
task_json = {"name": func, "reference_us": ref, "emitted": "candidate",
             "steps": [{"step": 1, "outcome": "correct", "time_us": 500.0,
                        "card": "c", "candidate": "x"}]}
ratio = os.environ.get("FAKE_HTAM_RATIO", "0.75")
fallback = os.environ.get("FAKE_HTAM_FALLBACK")
if accept != "allclose":
    task_json["accept_requested"] = accept
    task_json["accept"] = "allclose" if fallback else accept
    if fallback:
        task_json["accept_fallback"] = fallback
    else:
        task_json["best_accuracy_ratio"] = 12345.5 if ratio == "inf" \
            else float(ratio)
text = json.dumps({"tasks": [task_json]})
with open(os.path.join(report, "trajectory.json"), "w") as f:
    f.write(text.replace("12345.5", "inf"))
