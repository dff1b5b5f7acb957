#!/usr/bin/env python3
"""A stand-in for htam-opt with a kernel database (no GPU): it logs its
kernel-db options in calls.txt beside the report directory's parent; the
first run of a task "searches" (one correct step) and leaves DIR/<func> as
its entry, a later run "reuses" it (no steps, reused_from_kernel_db and the
entry's time), as htam-optimize's trajectory says (docs/DRIVER.md)."""
import json
import os
import re
import sys

opts = next(a for a in sys.argv if a.startswith("--htam-optimize="))
opts = opts.split("=", 1)[1]
report = re.search(r"report-dir=(\S+)", opts).group(1)
db = re.search(r"kernel-db=(\S+)", opts)
reuse = re.search(r"kernel-db-reuse=(\S+)", opts)
reuse = reuse.group(1) if reuse else "verify"
with open(os.path.join(os.path.dirname(os.path.dirname(report)),
                       "calls.txt"), "a") as f:
    f.write(f"{os.path.basename(os.path.dirname(report))} "
            f"kernel-db={os.path.basename(db.group(1)) if db else 'none'} "
            f"kernel-db-reuse={reuse if db else 'none'}\n")
func = re.search(r"func\.func @(\w+)", open(sys.argv[1]).read()).group(1)
task = {"name": func, "reference_us": 1000.0, "emitted": "candidate"}
entry = os.path.join(db.group(1), func) if db else None
if entry and os.path.exists(entry):
    task.update({"steps": [], "best_us": 250.0, "best_step": 0,
                 "best_card": "c", "best_candidate": "x",
                 "reused_from_kernel_db": reuse,
                 "kernel_db": {"key": "k" * 32, "lookup": "hit"}})
else:
    task["steps"] = [{"step": 1, "outcome": "correct", "time_us": 500.0,
                      "card": "c", "candidate": "x"}]
    if entry:
        os.makedirs(db.group(1), exist_ok=True)
        open(entry, "w").close()
        task["kernel_db"] = {"key": "k" * 32, "lookup": "miss",
                             "recorded": "added"}
os.makedirs(report, exist_ok=True)
with open(os.path.join(report, "trajectory.json"), "w") as f:
    json.dump({"tasks": [task]}, f)
