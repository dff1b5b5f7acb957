#!/usr/bin/env python3
"""The round trip of htam.strategy: the kernel htam-emit-strategy emitted
for each task against the candidate htam-optimize generated for the same
choice.

  strategy_round_trip.py REPORT_DIR EMITTED_MLIR

REPORT_DIR is a strategy-only run's report-dir: trajectory.json names, per
task, the step whose candidate became the task's htam.strategy, and
candidates/<task>-step<N>.cu holds that candidate's source. EMITTED_MLIR is
htam-emit-strategy's output: the CUDA source of @<task>_kernels is its
`htam.cuda_source` (the task's own when every launch is a library
step). Prints one line per task; exit status 1 when a task has
no strategy, no emitted kernel, or the sources differ.
"""

import json
import os
import re
import sys


def mlir_string(text, start):
    """The MLIR string literal opening at text[start] (a quote), decoded."""
    out = bytearray()
    i = start + 1
    while text[i] != '"':
        if text[i] == "\\":
            nxt = text[i + 1]
            if nxt in '"\\':
                out += nxt.encode()
                i += 2
            elif nxt == "n":
                out += b"\n"
                i += 2
            elif nxt == "t":
                out += b"\t"
                i += 2
            else:
                out.append(int(text[i + 1:i + 3], 16))
                i += 3
        else:
            out += text[i].encode()
            i += 1
    return out.decode()


def emitted_source(module, task):
    """The source on @<task>_kernels, or on the task itself when every
    launch is a library step (no binary)."""
    m = re.search(r"gpu\.binary @" + re.escape(task) +
                  r"_kernels\b[^\n]*?htam\.cuda_source = \"", module)
    if not m:
        m = re.search(r"func\.func @" + re.escape(task) +
                      r"\([^\n]*?htam\.cuda_source = \"", module)
    return mlir_string(module, m.end() - 1) if m else None


def main():
    report_dir, emitted_path = sys.argv[1:3]
    with open(os.path.join(report_dir, "trajectory.json")) as f:
        trajectory = json.load(f)
    with open(emitted_path) as f:
        module = f.read()
    ok = True
    for task in trajectory["tasks"]:
        name = task["name"]
        if task.get("emitted") != "strategy":
            print(f"{name}: no htam.strategy (emitted: {task.get('emitted')})")
            ok = False
            continue
        step = task["strategy"]["step"]
        cand = os.path.join(report_dir, "candidates", f"{name}-step{step}.cu")
        with open(cand) as f:
            generated = f.read()
        emitted = emitted_source(module, name)
        if emitted is None:
            print(f"{name}: htam-emit-strategy emitted no source for @{name}")
            ok = False
        elif emitted != generated:
            print(f"{name}: the emitted kernel differs from step {step}'s "
                  f"candidate")
            ok = False
        else:
            print(f"{name}: step {step} {task['strategy']['candidate']}: "
                  f"identical")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
