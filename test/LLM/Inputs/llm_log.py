#!/usr/bin/env python3
"""Prints the fake server's request log (fake_llm.py --log) one request a
line: index, kind, fault, whether the key matched, and the seconds since the
previous request (one decimal), for FileCheck."""
import json
import sys

prev = None
with open(sys.argv[1]) as f:
    i = 0
    for i, line in enumerate(f, 1):
        r = json.loads(line)
        gap = "-" if prev is None else "%.1f" % (r["t"] - prev)
        prev = r["t"]
        print("request %d: %s fault=%s auth=%s gap=%s" % (
            i, r["kind"], r["fault"], "ok" if r["auth_ok"] else "bad", gap))
print("requests: %d" % i)
