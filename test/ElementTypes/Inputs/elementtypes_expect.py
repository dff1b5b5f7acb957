#!/usr/bin/env python3
"""Inputs and expected outputs of the element-type tasks of this folder.

    elementtypes_expect.py write FUNC DIR   writes DIR/in/arg<N>.f32 (seeded)
    elementtypes_expect.py check FUNC DIR   recomputes FUNC in plain Python
                                            and compares DIR/out/arg<N>.f32

Each task is f32 at its edge and mixes other element types inside (i1
masks, i64 index tables and positions, f64 sums, i32 arithmetic); the
formulas below follow the torch-mlir-style bodies of Inputs/*.mlir with
the integer semantics of arith (truncating fptosi and remsi, arithmetic
shifts). The inputs are chosen so that no output is degenerate (both
outcomes of each mask and reduction occur): `write` refuses otherwise.
"""
import array, math, os, random, struct, sys


def f32(v):
    return struct.unpack("f", struct.pack("f", v))[0]


def mask_select(x, y):
    c = f32(0.1)
    return [[a if a > 0.5 else f32(b * c) for a, b in zip(x, y)]]


def gather_i64(w):
    idx = [5, 0, 3, 3, 1]
    return [[w[i * 4 + j] for i in idx for j in range(4)]]


def index_casts(x):
    return [[f32(x[i * 5 + j] + (i * 5 + j)) for i in range(3)
             for j in range(5)]]


def max_index(x):
    vals, idxs = [], []
    for i in range(4):
        best, at = -math.inf, 0
        for j in range(16):
            v = x[i * 16 + j]
            if v > best:
                best, at = v, j
        vals.append(best)
        idxs.append(float(at))
    return [vals, idxs]


def f64_sum(x):
    out = []
    for i in range(4):
        s = 0.0
        for j in range(32):
            s += x[i * 32 + j]
        out.append(f32(s))
    return [out]


def any_all(x):
    hi, lo = f32(0.8), f32(-0.8)
    rows = [x[i * 8:(i + 1) * 8] for i in range(6)]
    return [[1.0 if any(v > hi for v in r) else 0.0 for r in rows],
            [1.0 if all(v > lo for v in r) else 0.0 for r in rows]]


def i32_arith(x):
    out = []
    for v in x:
        q = min(max(int(f32(v * 16.0)), -8), 7)
        rem = int(math.fmod(q, 5))
        out.append(f32((2 * q + rem + ((q >> 1) & 3)) * 0.0625))
    return [out]


# Input sizes, output sizes.
SHAPES = {"mask_select": ([32, 32], [32]), "gather_i64": ([24], [20]),
          "index_casts": ([15], [15]), "max_index": ([64], [4, 4]),
          "f64_sum": ([128], [4]), "any_all": ([48], [6, 6]),
          "i32_arith": ([32], [32])}


def degenerate(func, outs):
    """Why `outs` would let a wrong kernel pass, or None."""
    if func == "any_all":
        for o in outs:
            if len(set(o)) < 2:
                return "a reduction gives the same value on every row"
    if func == "max_index" and len(set(outs[1])) < 2:
        return "every row has its maximum at the same index"
    return None


def read(path, n):
    a = array.array("f")
    with open(path, "rb") as f:
        a.fromfile(f, n)
    return list(a)


def main():
    mode, func, d = sys.argv[1:4]
    ins, outs = SHAPES[func]
    if mode == "write":
        rng = random.Random(func)
        os.makedirs(os.path.join(d, "in"), exist_ok=True)
        for k, n in enumerate(ins):
            vals = array.array("f", (rng.uniform(-1, 1) for _ in range(n)))
            with open(os.path.join(d, "in", "arg%d.f32" % k), "wb") as f:
                vals.tofile(f)
        args = [read(os.path.join(d, "in", "arg%d.f32" % k), n)
                for k, n in enumerate(ins)]
        why = degenerate(func, globals()[func](*args))
        if why:
            print("%s: degenerate inputs: %s" % (func, why))
            return 1
        return 0
    args = [read(os.path.join(d, "in", "arg%d.f32" % k), n)
            for k, n in enumerate(ins)]
    expected = globals()[func](*args)
    total = 0
    for k, (n, exp) in enumerate(zip(outs, expected)):
        got = read(os.path.join(d, "out", "arg%d.f32" % (len(ins) + k)), n)
        bad = [i for i, (g, e) in enumerate(zip(got, exp))
               if not abs(g - e) <= 1e-6 + 1e-6 * abs(e)]
        if bad:
            i = bad[0]
            print("%s: output %d: %d mismatches, first at %d: got %r "
                  "expected %r" % (func, k, len(bad), i, got[i], exp[i]))
            return 1
        total += n
    print("%s: %d outputs agree" % (func, total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
