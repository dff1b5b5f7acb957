#!/usr/bin/env python3
"""Inputs and expected outputs of the element-type tasks of this folder.

    elementtypes_expect.py write FUNC DIR   writes DIR/in/arg<N>.f32 (seeded)
    elementtypes_expect.py check FUNC DIR   recomputes FUNC in plain Python
                                            and compares DIR/out/arg<N>.f32

Each task is f32 at its edge and mixes other element types inside (i1
masks, i64 index tables and positions, f64 sums, i32 arithmetic); the
formulas below follow the torch-mlir-style bodies of Inputs/*.mlir with
the integer semantics of arith (truncating fptosi and remsi, arithmetic
shifts; the unsigned ops of u32_arith read the bit patterns as numpy's
uint32 does, written out here with 32-bit masks). The inputs are chosen so that no output is degenerate (both
outcomes of each mask and reduction occur): `write` refuses otherwise.
"""
import math, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Inputs"))
from f32io import (arg_path, f32, mismatches, read_f32, read_inputs,
                   write_inputs)


def mask_select(x, y):
    c = f32(0.1)
    return [[a if a > 0.5 else f32(b * c) for a, b in zip(x, y)]]


def gather_i64(w):
    idx = [5, 0, 3, 3, 1]
    return [[w[i * 4 + j] for i in idx for j in range(4)]]


def embedding_ids(x):
    return [int(f32(f32(a + 1.0) * 3.0)) for a in x]


def embedding_i32(x, w):
    return [[w[i * 16 + j] for i in embedding_ids(x) for j in range(16)]]


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


def u32(v):
    """The i32 `v` as an unsigned 32-bit value (numpy.uint32(v))."""
    return v & 0xFFFFFFFF


def s32(v):
    """The 32-bit pattern `v` as a signed value (numpy.int32)."""
    v = u32(v)
    return v - (1 << 32) if v >= 1 << 31 else v


def u32_operands(x, y):
    """q = fptosi(16 x) and d = fptosi(8 y) | 1 (odd, non-zero)."""
    return ([int(f32(a * 16.0)) for a in x],
            [int(f32(b * 8.0)) | 1 for b in y])


def u32_arith(x, y):
    qs, ds = u32_operands(x, y)
    div, rem, shr, cmp, ext, span = [], [], [], [], [], []
    for q, d in zip(qs, ds):
        uq, ud = u32(q), u32(d)
        div.append(f32(uq // ud))
        rem.append(f32(u32(uq % ud + uq // 3)))
        shr.append(f32(uq >> 3))
        cmp.append(float((uq < ud) + 2 * (uq <= ud) + 4 * (uq > ud) +
                         8 * (uq >= ud)))
        ext.append(f32(uq))
        span.append(f32(s32(max(uq, ud) - min(uq, ud))))
    return [div, rem, shr, cmp, ext, span]


# Input sizes, output sizes.
SHAPES = {"mask_select": ([32, 32], [32]), "gather_i64": ([24], [20]),
          "index_casts": ([15], [15]), "max_index": ([64], [4, 4]),
          "f64_sum": ([128], [4]), "any_all": ([48], [6, 6]),
          "i32_arith": ([32], [32]),
          "u32_arith": ([32, 32], [32] * 6),
          "embedding_i32": ([8, 96], [128])}


def degenerate(func, outs):
    """Why `outs` would let a wrong kernel pass, or None."""
    if func == "any_all":
        for o in outs:
            if len(set(o)) < 2:
                return "a reduction gives the same value on every row"
    if func == "max_index" and len(set(outs[1])) < 2:
        return "every row has its maximum at the same index"
    return None


def degenerate_operands(func, args):
    """Why the integer operands of `func` would miss a bug, or None."""
    if func == "embedding_i32":
        ids = embedding_ids(args[0])
        if not all(0 <= i < 6 for i in ids):
            return "an id outside the table"
        if len(set(ids)) < 3:
            return "fewer than three distinct ids"
        return None
    if func != "u32_arith":
        return None
    qs, ds = u32_operands(*args)
    # Through 64 bits, q / d for a negative q is wrong unless d divides
    # 2^32 - 1 (1, 3, 5); a negative d is above every q >= 0 unsigned.
    if not any(q < 0 and d == 7 for q, d in zip(qs, ds)):
        return "no negative q is divided by 7"
    if not any(q >= 0 and d < 0 for q, d in zip(qs, ds)):
        return "no negative d meets a non-negative q"
    if not any(q < 0 and d > 0 for q, d in zip(qs, ds)):
        return "no negative q meets a positive d"
    return None


def main():
    mode, func, d = sys.argv[1:4]
    ins, outs = SHAPES[func]
    if mode == "write":
        args = write_inputs(func, d, ins)
        why = (degenerate_operands(func, args) or
               degenerate(func, globals()[func](*args)))
        if why:
            print("%s: degenerate inputs: %s" % (func, why))
            return 1
        return 0
    expected = globals()[func](*read_inputs(d, ins))
    total = 0
    for k, (n, exp) in enumerate(zip(outs, expected)):
        got = read_f32(arg_path(d, "out", len(ins) + k), n)
        bad = mismatches(got, exp, 1e-6)
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
