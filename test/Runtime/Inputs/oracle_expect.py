#!/usr/bin/env python3
"""Inputs and checks for the f64-oracle CPU-run test (cpu-run-f64-oracle.test).

    oracle_expect.py write FUNC DIR        writes DIR/in/arg0.f32
    oracle_expect.py check FUNC DIR        compares the outputs of the f32
                                           task (DIR/out32/arg1.f32) and of
                                           its f64 oracle (DIR/out64) with an
                                           exact computation in Python
"""
import array, math, os, random, struct, sys

FIRSTS = [1.0, 2.0, 4.0, 0.5]
SHAPES = {"long_sum": ((4, 16385), 4), "softmax": ((256, 1000), 256000)}


def long_sum_inputs():
    vals = []
    for first in FIRSTS:
        # Each tail value is a quarter of an ulp of the first element.
        vals += [first] + [first * 2.0 ** -25] * 16384
    return vals


def softmax_f64(x):
    out = []
    for r in range(256):
        row = x[r * 1000:(r + 1) * 1000]
        m = max(row)
        e = [math.exp(v - m) for v in row]
        s = math.fsum(e)
        out += [v / s for v in e]
    return out


def to_f32(v):
    return struct.unpack("f", struct.pack("f", v))[0]


def ulps(a, b):
    """Distance in f32 ulps of two positive f32 values."""
    ia = struct.unpack("I", struct.pack("f", a))[0]
    ib = struct.unpack("I", struct.pack("f", b))[0]
    return abs(ia - ib)


def read(d, sub, n, count):
    a = array.array("f")
    with open(os.path.join(d, sub, "arg%d.f32" % n), "rb") as f:
        a.fromfile(f, count)
    return list(a)


def main():
    mode, func = sys.argv[1:3]
    shape, out_count = SHAPES[func]
    if mode == "write":
        d = sys.argv[3]
        if func == "long_sum":
            vals = long_sum_inputs()
        else:
            rng = random.Random(func)
            vals = [rng.uniform(-1, 1) for _ in range(shape[0] * shape[1])]
        os.makedirs(os.path.join(d, "in"), exist_ok=True)
        with open(os.path.join(d, "in", "arg0.f32"), "wb") as f:
            array.array("f", vals).tofile(f)
        return 0
    d = sys.argv[3]
    got32 = read(d, "out32", 1, out_count)
    got64 = read(d, "out64", 1, out_count)
    if func == "long_sum":
        print("f32 task: %s" % " ".join(repr(v) for v in got32))
        print("f64 oracle: %s" % " ".join(repr(v) for v in got64))
        exact = [to_f32(first * (1 + 2.0 ** -11)) for first in FIRSTS]
        print("oracle exact: %s" % ("yes" if got64 == exact else "no"))
        return 0
    x = read(d, "in", 0, shape[0] * shape[1])
    exact = [to_f32(v) for v in softmax_f64(x)]
    worst32 = max(ulps(g, e) for g, e in zip(got32, exact))
    worst64 = max(ulps(g, e) for g, e in zip(got64, exact))
    print("softmax: oracle within 1 ulp of the exact result: %s"
          % ("yes" if worst64 <= 1 else "no (%d)" % worst64))
    print("softmax: f32 task less accurate than the oracle: %s"
          % ("yes" if worst32 > worst64 else "no (%d, %d)" % (worst32, worst64)))
    return 0


sys.exit(main())
