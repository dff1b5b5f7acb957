#!/usr/bin/env python3
"""Exits 0 when two trajectory.json files record the same tasks (every step,
decision, candidate, call, token and cost); prints the first difference.
Wall-clock times (the reference's, each step's and evaluation's) differ
between any two runs and are not compared."""
import json
import sys

WALL_CLOCK = {"reference_wall_s", "wall_s", "evaluate_s"}

a, b = (json.load(open(p))["tasks"] for p in sys.argv[1:3])


def diff(x, y, path):
    if type(x) is not type(y):
        return path
    if isinstance(x, dict):
        for k in sorted((set(x) | set(y)) - WALL_CLOCK):
            if k not in x or k not in y:
                return path + "." + k
            d = diff(x[k], y[k], path + "." + k)
            if d:
                return d
    elif isinstance(x, list):
        if len(x) != len(y):
            return path + " (length)"
        for i, (u, v) in enumerate(zip(x, y)):
            d = diff(u, v, "%s[%d]" % (path, i))
            if d:
                return d
    elif x != y:
        return path
    return None


d = diff(a, b, "tasks")
if d:
    print("trajectories differ at", d)
    sys.exit(1)
