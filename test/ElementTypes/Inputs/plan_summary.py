#!/usr/bin/env python3
"""Summarizes `htam-run --print-plan` JSON (stdin) in three lines: the
argument specs, the scratch buffers' byte sizes and the constants (name,
element type, shape), and the number of launches."""
import json, sys

plan = json.load(sys.stdin)
print("args " + " ".join(a["spec"] for a in plan["args"]))
print("scratch " + " ".join(str(b) for b in plan.get("scratch_bytes", [])))
print("constants " + " ".join("%s:%s%s" % (c["name"], c["element_type"],
                                            c["shape"])
                              for c in plan["constants"]))
print("launches %d" % len(plan["launches"]))
