#!/usr/bin/env python3
"""Compares two htam-run results of the same candidates, one judged on the
device (the accuracy partials) and one with --accuracy-on-host: the same
verdicts, kinds, trials and worst elements, and accuracy numbers equal up
to the rounding of the partial sums (relative 1e-9). Prints one line per
candidate and the count; exits 1 on any disagreement."""
import json
import math
import sys

SAME = ("label", "failure", "trial", "trials_passed", "first_bad_index",
        "arg", "distribution")


def numbers(prefix, value, out):
    if isinstance(value, dict):
        for k, v in value.items():
            numbers(prefix + "." + k, v, out)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        out[prefix] = float(value)
    elif value is None or isinstance(value, str):
        out[prefix] = value


def close(a, b):
    if isinstance(a, str) or isinstance(b, str) or a is None or b is None:
        return a == b
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b)) + 1e-300


def main():
    device = json.load(open(sys.argv[1]))["candidates"]
    host = json.load(open(sys.argv[2]))["candidates"]
    bad = 0
    if len(device) != len(host):
        print(f"candidates differ: {len(device)} vs {len(host)}")
        return 1
    for d, h in zip(device, host):
        problems = [k for k in SAME if d.get(k) != h.get(k)]
        dn, hn = {}, {}
        numbers("accuracy", d.get("accuracy", {}), dn)
        numbers("accuracy", h.get("accuracy", {}), hn)
        if dn.keys() != hn.keys():
            problems.append("accuracy fields")
        problems += [k for k in dn if k in hn and not close(dn[k], hn[k])]
        state = "agree" if not problems else "DIFFER in " + ", ".join(problems)
        print(f"{d.get('label')}: {d.get('failure')} {state}")
        bad += bool(problems)
    print(f"{len(device) - bad} of {len(device)} candidates agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
