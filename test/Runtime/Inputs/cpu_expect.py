#!/usr/bin/env python3
"""Inputs and expected outputs for the htam-run --cpu-run tests.

    cpu_expect.py write FUNC DIR   writes DIR/in/arg<N>.f32 (seeded, [-1, 1))
    cpu_expect.py check FUNC DIR   recomputes FUNC in plain Python from those
                                   inputs and compares DIR/out/arg<N>.f32

The operators are those of test/GPU/Reference/Inputs/*.mlir (and the
padded conv of test/GPU/Strategies/Inputs/conv_edges.mlir), written here
from their definitions, so the JIT-run MLIR is checked against independent
code.
"""
import math, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Inputs"))
from f32io import arg_path, mismatches, read_f32, read_inputs, write_inputs

SHAPES = {
    "swish": ([(128, 4096)], (128, 4096)),
    "softmax": ([(256, 1000)], (256, 1000)),
    "matmul": ([(200, 96), (96, 130)], (200, 130)),
    "maxpool": ([(4, 8, 32, 32)], (4, 8, 16, 16)),
    "sum_dim0": ([(333, 257)], (257,)),
    "conv2d_pad_stride_dilate": ([(3, 5, 17, 19), (7, 5, 3, 3)], (3, 7, 8, 9)),
}


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def swish(x):
    return [v / (1.0 + math.exp(-v)) for v in x]


def softmax(x):
    out = []
    for r in range(256):
        row = x[r * 1000:(r + 1) * 1000]
        m = max(row)
        e = [math.exp(v - m) for v in row]
        s = sum(e)
        out += [v / s for v in e]
    return out


def matmul(a, b):
    out = []
    for i in range(200):
        arow = a[i * 96:(i + 1) * 96]
        for j in range(130):
            out.append(sum(arow[k] * b[k * 130 + j] for k in range(96)))
    return out


def maxpool(x):
    out = []
    for n in range(4):
        for c in range(8):
            base = (n * 8 + c) * 1024
            for h in range(16):
                for w in range(16):
                    out.append(max(x[base + (2 * h + i) * 32 + 2 * w + j]
                                   for i in range(2) for j in range(2)))
    return out


def sum_dim0(x):
    return [sum(x[r * 257 + c] for r in range(333)) for c in range(257)]


def conv2d_pad_stride_dilate(x, w):
    # tensor.pad by 1 on H and W, then stride 2 and dilation 2.
    out = []
    for n in range(3):
        for f in range(7):
            for oh in range(8):
                for ow in range(9):
                    s = 0.0
                    for c in range(5):
                        for kh in range(3):
                            for kw in range(3):
                                h, v = 2 * oh + 2 * kh - 1, 2 * ow + 2 * kw - 1
                                if 0 <= h < 17 and 0 <= v < 19:
                                    s += (x[((n * 5 + c) * 17 + h) * 19 + v] *
                                          w[((f * 5 + c) * 3 + kh) * 3 + kw])
                    out.append(s)
    return out


def main():
    mode, func, d = sys.argv[1:4]
    ins, out_shape = SHAPES[func]
    sizes = [numel(shape) for shape in ins]
    if mode == "write":
        write_inputs(func, d, sizes)
        return 0
    expected = globals()[func](*read_inputs(d, sizes))
    got = read_f32(arg_path(d, "out", len(ins)), numel(out_shape))
    worst = max(abs(g - e) / (1e-5 + 1e-5 * abs(e)) for g, e in zip(got, expected))
    bad = mismatches(got, expected, 1e-5)
    if bad:
        i = bad[0]
        print("%s: %d mismatches, first at %d: got %r expected %r"
              % (func, len(bad), i, got[i], expected[i]))
        return 1
    print("%s: %d outputs agree (worst %.3f of the tolerance)"
          % (func, len(expected), worst))
    return 0


sys.exit(main())
