#!/usr/bin/env python3
"""Inputs and expected outputs of the constant-tensor tasks of this folder.

    constants_expect.py write FUNC DIR   writes DIR/in/arg0.f32 (seeded)
    constants_expect.py check FUNC DIR   recomputes FUNC in plain Python with
                                         the constants written out below and
                                         compares DIR/out/arg1.f32

The constants are copied from Inputs/*.mlir by hand: a run that ignored a
constant, read it in the wrong layout (i1 bits, f64 words) or regenerated
it like an input disagrees.
"""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Inputs"))
from f32io import (arg_path, f32, mismatches, read_f32, read_inputs,
                   write_inputs)


def mlp(x):
    w = [[1.0, -2.0], [0.5, 0.25], [-1.5, 3.0]]
    b = [0.125, -0.75]
    out = []
    for i in range(4):
        for j in range(2):
            s = sum(x[i * 3 + k] * w[k][j] for k in range(3)) + b[j]
            out.append(max(s, 0.0))
    return out


def masked(x):
    mask = [1, 0, 1, 1, 0, 0, 1, 0]
    return [v if m else v * -0.5 for v, m in zip(x, mask)]


def gather(x):
    table = [4, 0, 2, 4]
    scale = [1.0, -2.0, 0.5, 3.0]
    return [x[table[j] * 3 + i] * scale[j] for i in range(3) for j in range(4)]


def f64_truncf(x):
    w = [f32(0.1), f32(-0.2), f32(0.30000000000000004)]
    b = [f32(1.0e-3), f32(2.5), f32(-7.125)]
    return [f32(f32(x[i * 3 + j] * w[j]) + b[j]) for i in range(2)
            for j in range(3)]


def resource(x):
    w = [1.5, -0.25, 2.0, 0.75]
    return [x[i * 4 + j] + w[j] for i in range(3) for j in range(4)]


SHAPES = {"mlp": (12, 8), "masked": (8, 8), "gather": (15, 12),
          "f64_truncf": (6, 6), "resource": (12, 12)}


def main():
    mode, func, d = sys.argv[1:4]
    n_in, n_out = SHAPES[func]
    if mode == "write":
        write_inputs(func, d, [n_in])
        return 0
    expected = globals()[func](*read_inputs(d, [n_in]))
    got = read_f32(arg_path(d, "out", 1), n_out)
    bad = mismatches(got, expected, 1e-6)
    if bad:
        i = bad[0]
        print("%s: %d mismatches, first at %d: got %r expected %r"
              % (func, len(bad), i, got[i], expected[i]))
        return 1
    print("%s: %d outputs agree" % (func, len(expected)))
    return 0


sys.exit(main())
