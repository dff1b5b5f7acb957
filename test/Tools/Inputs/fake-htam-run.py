#!/usr/bin/env python3
# A stand-in for htam-run in plant-candidates.test: answers every planted
# candidate (DIR/<task>.<kind>.mlir, before --func) with the failure kind
# its kind would get, except `edge`, which it accepts, so that the runner's
# comparison with the expected kinds is seen to report a candidate that
# passes but must not.
import json
import sys

VERDICT = {"reference": "none", "f64": "none", "reverse": "none",
           "zeros": "degenerate", "constant": "degenerate",
           "copy": "degenerate", "tiny": "inaccurate",
           "one-off": "inaccurate", "edge": "none",
           "ignore-input": "degenerate", "tf32": "inaccurate",
           "fp16": "inaccurate", "partial": "nan_mismatch"}
candidates = []
for arg in sys.argv[1:]:
    if arg == "--func":
        break
    kind = arg[:-len(".mlir")].rsplit(".", 1)[1]
    candidates.append({"failure": VERDICT[kind]})
print(json.dumps({"candidates": candidates}))
sys.exit(2 if any(c["failure"] != "none" for c in candidates) else 0)
