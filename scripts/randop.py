#!/usr/bin/env python3
#===- randop.py - Random operator tasks for htam ---------------------------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Random linalg-on-tensors operator tasks, drawn from a grammar (issue 25).

Each task is one public func.func on static f32 tensors, in the forms htam
reads (bench/kernelbench/*.mlir, test/Strategies/Inputs/*.mlir), written as
DIR/<name>.mlir. The grammar (docs/RANDOP.md):

  elementwise  chains of unary/binary ops and select-on-compare, in one
               generic, a chain of generics, named ops or arith on tensors
  broadcast    operands read through maps that drop dims (or linalg.broadcast)
  transpose    linalg.transpose or a permuted generic, maybe + a broadcast add
  reduction    any nonempty set of dims, combiner addf, subf (acc - x), mulf,
               maximumf/minimumf (or cmpf+select); linalg.reduce or generic,
               keepdim by expand_shape or a size-1 loop; maybe a mean
  argmax       max/min with its index: one generic with two results
  softmax      linalg.softmax, softmax/logsumexp as generics over any dim
  norm         layer norm (last 1-2 dims, affine or not), RMS norm
  pad          tensor.pad (random low/high, constant) + maybe an epilogue
  slice        tensor.extract_slice (offsets, strides 1-2) + an epilogue,
               or the sum of two slices
  contraction  matmul (named or generic, transposed operands), batch_matmul,
               matvec, maybe a bias/ReLU epilogue
  multi        two results: a row sum and a row max, a map and the row sum
               of its result, or one value returned twice

Shapes are random and static, with odd sizes, primes and sizes next to
powers of two. --size small: a few thousand elements (CPU-runnable);
--size gpu: 16 MB .. 512 MB of compulsory traffic per task, memory-bound
classes only (matvec is the only contraction). The output is deterministic: the same options write
byte-identical files. Task i's seed is derived from --seed and i alone, so
`--first i --count 1` writes task i again, the same file.

Besides the tasks, DIR gets manifest.jsonl (one JSON object per task: name,
func, file, class, form, seed, index, task_seed, size, inputs, outputs,
bytes (compulsory traffic), reduced (the main reduction's extent), atol,
rtol, note) and manifest.tsv, the suite manifest of htam-bench
(`htam-bench run --suite DIR`). scripts/check-randop.py runs the tasks
through htam on the CPU; scripts/randop-roofline.py turns htam-bench runs
of a gpu suite into roofline fractions (docs/RANDOP.md).

    randop.py --seed 7 --count 200 --size small -o /tmp/ro
    randop.py --seed 1 --count 200 --size gpu -o /tmp/ro-gpu
    randop.py --seed 7 --first 12 --count 1 -o /tmp/one   # task 12 alone
"""
import argparse
import json
import math
import os
import random
import sys

CLASSES = ["elementwise", "broadcast", "transpose", "reduction", "argmax",
           "softmax", "norm", "pad", "slice", "contraction", "multi"]
# Drawing weights of the classes (the tasks' mix).
WEIGHTS = {"elementwise": 3, "broadcast": 2, "transpose": 2, "reduction": 5,
           "argmax": 1, "softmax": 2, "norm": 2, "pad": 1, "slice": 1,
           "contraction": 1, "multi": 1}
# Elements of the largest tensor of a task, by --size.
SIZES = {"small": (64, 4096), "gpu": (4 << 20, 48 << 20)}
# Compulsory bytes of a task, by --size (tasks outside are drawn again).
BYTES = {"small": (0, 1 << 62), "gpu": (16 << 20, 512 << 20)}
NEG_INF = "0xFF800000"
POS_INF = "0x7F800000"


def T(shape):
    return "tensor<" + "".join(f"{d}x" for d in shape) + "f32>"


def numel(shape):
    return math.prod(shape)


def amap(rank, exprs):
    """affine_map<(d0, ..) -> (exprs)>; exprs: ints are dims, strings as is."""
    dims = ", ".join(f"d{i}" for i in range(rank))
    res = ", ".join(f"d{e}" if isinstance(e, int) else e for e in exprs)
    return f"affine_map<({dims}) -> ({res})>"


def flt(v):
    """An f32 constant literal MLIR parses."""
    text = repr(float(v))
    if "e" in text and "." not in text.split("e")[0]:
        mant, exp = text.split("e")
        return f"{mant}.0e{exp}"
    return text if ("e" in text or "." in text) else text + ".0"


class Shapes:
    """Random static shapes: odd sizes, primes, powers of two +- 1, and
    sometimes a size 1."""
    PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 61,
              67, 73, 97, 101, 127, 131, 251, 257, 509, 521, 1021, 1031,
              2039, 4093, 8191]

    def __init__(self, rng, size):
        self.rng, self.size = rng, size

    def dim(self, lo, hi):
        """One size in [lo, hi], of a random kind."""
        r = self.rng
        lo, hi = max(1, lo), max(1, max(lo, hi))
        kind = r.random()
        if kind < 0.25:
            p = [x for x in self.PRIMES if lo <= x <= hi]
            if p:
                return r.choice(p)
        if kind < 0.5:
            e = r.randint(max(0, int(math.log2(lo))), max(0, int(math.log2(hi))))
            v = (1 << e) + r.choice([-1, 1, 0, 3, -3])
            if lo <= v <= hi:
                return v
        # Log-uniform in [lo, hi].
        return max(lo, min(hi, int(round(math.exp(
            r.uniform(math.log(lo), math.log(hi + 1)))))))

    def target(self):
        lo, hi = SIZES[self.size]
        return int(math.exp(self.rng.uniform(math.log(lo), math.log(hi))))

    def shape(self, rank, total=None, inner_min=1):
        """A shape of `rank` dims with about `total` elements (default: a
        random size of --size); the last dim at least `inner_min`."""
        total = total or self.target()
        r = self.rng
        if rank == 1:
            return [max(inner_min, total)]
        dims = []
        left = total
        for i in range(rank - 1):
            # Spread the size over the dims, sometimes unevenly.
            share = left ** (1.0 / (rank - i)) * math.exp(r.uniform(-1.2, 1.2))
            if r.random() < 0.06:
                d = 1
            else:
                d = self.dim(max(1, int(share / 3)), max(2, int(share * 2)))
            d = max(1, min(d, left))
            dims.append(d)
            left = max(1, left // d)
        dims.append(max(inner_min, left))
        r.shuffle(dims) if r.random() < 0.3 else None
        return dims


def pick_rank(rng, lo, hi):
    """A rank in [lo, hi], 2 and 3 more often than 1 and 4."""
    weights = {1: 1, 2: 3, 3: 3, 4: 2}
    ranks = list(range(lo, hi + 1))
    return rng.choices(ranks, [weights[r] for r in ranks])[0]


def long_at(rng, shape, dims):
    """The shape with its largest size moved to one of `dims` (reductions
    over long rows), with probability 0.6."""
    if rng.random() < 0.6:
        big = max(range(len(shape)), key=lambda i: shape[i])
        to = rng.choice(dims)
        shape[big], shape[to] = shape[to], shape[big]
    return shape


class Func:
    """One task function being written: arguments, body lines, results."""

    def __init__(self, name):
        self.name, self.args, self.lines, self.n = name, [], [], 0
        self.consts = {}

    def arg(self, shape, name="x"):
        v = f"%{name}{len(self.args)}"
        self.args.append((v, list(shape)))
        return v

    def fresh(self, p="v"):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, line):
        self.lines.append("  " + line)

    def const(self, value):
        """A function-level f32 constant (one per value)."""
        key = value if isinstance(value, str) else flt(value)
        if key not in self.consts:
            v = self.fresh("c")
            self.emit(f"{v} = arith.constant {key} : f32")
            self.consts[key] = v
        return self.consts[key]

    def empty(self, shape):
        v = self.fresh("e")
        self.emit(f"{v} = tensor.empty() : {T(shape)}")
        return v

    def fill(self, value, shape):
        c = self.const(value)
        e = self.empty(shape)
        v = self.fresh("f")
        self.emit(f"{v} = linalg.fill ins({c} : f32) outs({e} : {T(shape)}) "
                  f"-> {T(shape)}")
        return v

    def generic(self, ins, outs, rank, iters, body):
        """ins: [(value, shape, exprs)], outs: [(init, shape, exprs)];
        body(payload, in_args, out_args) -> [yielded values]."""
        maps = [amap(rank, e) for _, _, e in ins + outs]
        res = [self.fresh("g") for _ in outs]
        its = ", ".join(f'"{i}"' for i in iters)
        ins_t = ", ".join(T(s) for _, s, _ in ins)
        outs_t = ", ".join(T(s) for _, s, _ in outs)
        head = (f"{', '.join(res)} = linalg.generic {{indexing_maps = "
                f"[{', '.join(maps)}], iterator_types = [{its}]}}")
        if ins:
            head += (f" ins({', '.join(v for v, _, _ in ins)} : {ins_t})")
        head += f" outs({', '.join(v for v, _, _ in outs)} : {outs_t}) {{"
        self.emit(head)
        p = Payload(self)
        a_in = [p.fresh("a") for _ in ins]
        a_out = [p.fresh("o") for _ in outs]
        ys = body(p, a_in, a_out)
        self.emit("^bb0(" + ", ".join(f"{a}: f32" for a in a_in + a_out) + "):")
        for line in p.lines:
            self.emit("  " + line)
        self.emit(f"  linalg.yield {', '.join(ys)} : "
                  f"{', '.join('f32' for _ in ys)}")
        rt = outs_t if len(outs) == 1 else f"({outs_t})"
        self.emit(f"}} -> {rt}")
        return res if len(res) > 1 else res[0]

    def text(self, results, header):
        args = ", ".join(f"{v}: {T(s)}" for v, s in self.args)
        rts = ", ".join(T(s) for _, s in results)
        rts = rts if len(results) == 1 else f"({rts})"
        out = [f"// {line}" for line in header]
        out.append(f"func.func @{self.name}({args}) -> {rts} {{")
        out += self.lines
        out.append(f"  return {', '.join(v for v, _ in results)} : "
                   f"{', '.join(T(s) for _, s in results)}")
        out.append("}")
        return "\n".join(out) + "\n"


class Payload:
    """The scalar ops of one linalg region."""

    def __init__(self, func):
        self.func, self.lines, self.consts = func, [], {}

    def fresh(self, p="p"):
        return self.func.fresh(p)

    def op(self, text):
        v = self.fresh("p")
        self.lines.append(f"{v} = {text}")
        return v

    def const(self, value):
        key = value if isinstance(value, str) else flt(value)
        if key not in self.consts:
            self.consts[key] = self.op(f"arith.constant {key} : f32")
        return self.consts[key]

    def index_f32(self, dim):
        i = self.op(f"linalg.index {dim} : index")
        n = self.op(f"arith.index_cast {i} : index to i32")
        return self.op(f"arith.sitofp {n} : i32 to f32")


# Scalar op chains: every op keeps values of inputs in [-1, 1] bounded
# (|v| <= bound), so that no chain overflows.
def unary(p, rng, v, bound):
    """(value, bound) of a random unary op of v."""
    choices = ["neg", "abs", "relu", "tanh", "sigmoid", "scale", "shift",
               "square", "leaky", "clamp", "sqrt", "log1p", "rsqrt1p"]
    if bound <= 8:
        choices.append("exp")
    k = rng.choice(choices)
    if k == "neg":
        return p.op(f"arith.negf {v} : f32"), bound
    if k == "abs":
        return p.op(f"math.absf {v} : f32"), bound
    if k == "relu":
        return p.op(f"arith.maximumf {v}, {p.const(0.0)} : f32"), bound
    if k == "tanh":
        return p.op(f"math.tanh {v} : f32"), 1.0
    if k == "sigmoid":
        n = p.op(f"arith.negf {v} : f32")
        e = p.op(f"math.exp {n} : f32")
        d = p.op(f"arith.addf {e}, {p.const(1.0)} : f32")
        return p.op(f"arith.divf {p.const(1.0)}, {d} : f32"), 1.0
    if k == "scale":
        c = rng.choice([0.5, 1.5, 2.0, -0.75, 3.0, 0.125])
        return p.op(f"arith.mulf {v}, {p.const(c)} : f32"), bound * abs(c)
    if k == "shift":
        c = rng.choice([0.5, -1.0, 0.25, 2.0])
        return p.op(f"arith.addf {v}, {p.const(c)} : f32"), bound + abs(c)
    if k == "square":
        return p.op(f"arith.mulf {v}, {v} : f32"), bound * bound
    if k == "leaky":
        c = p.op(f"arith.cmpf ogt, {v}, {p.const(0.0)} : f32")
        s = p.op(f"arith.mulf {v}, {p.const(0.01)} : f32")
        return p.op(f"arith.select {c}, {v}, {s} : f32"), bound
    if k == "clamp":
        lo, hi = rng.choice([(-0.5, 0.5), (0.0, 6.0), (-1.0, 1.0)])
        a = p.op(f"arith.maximumf {v}, {p.const(lo)} : f32")
        return p.op(f"arith.minimumf {a}, {p.const(hi)} : f32"), \
            max(abs(lo), abs(hi))
    if k == "sqrt":
        a = p.op(f"math.absf {v} : f32")
        return p.op(f"math.sqrt {a} : f32"), math.sqrt(bound) + 1
    if k == "log1p":
        a = p.op(f"math.absf {v} : f32")
        b = p.op(f"arith.addf {a}, {p.const(1.0)} : f32")
        return p.op(f"math.log {b} : f32"), math.log(bound + 1) + 1
    if k == "rsqrt1p":
        s = p.op(f"arith.mulf {v}, {v} : f32")
        b = p.op(f"arith.addf {s}, {p.const(1.0)} : f32")
        return p.op(f"math.rsqrt {b} : f32"), 1.0
    return p.op(f"math.exp {v} : f32"), math.exp(bound)


def binary(p, rng, a, ba, b, bb):
    k = rng.choice(["add", "sub", "mul", "max", "min", "div", "select"])
    if k == "add":
        return p.op(f"arith.addf {a}, {b} : f32"), ba + bb
    if k == "sub":
        return p.op(f"arith.subf {a}, {b} : f32"), ba + bb
    if k == "mul":
        return p.op(f"arith.mulf {a}, {b} : f32"), ba * bb
    if k == "max":
        return p.op(f"arith.maximumf {a}, {b} : f32"), max(ba, bb)
    if k == "min":
        return p.op(f"arith.minimumf {a}, {b} : f32"), max(ba, bb)
    if k == "div":
        # a / (|b| + 1): never a division by (almost) zero.
        d = p.op(f"math.absf {b} : f32")
        e = p.op(f"arith.addf {d}, {p.const(1.0)} : f32")
        return p.op(f"arith.divf {a}, {e} : f32"), ba
    pred = rng.choice(["ogt", "olt", "oge", "ule"])
    c = p.op(f"arith.cmpf {pred}, {a}, {b} : f32")
    x, y = (a, b) if rng.random() < 0.5 else (b, a)
    return p.op(f"arith.select {c}, {x}, {y} : f32"), max(ba, bb)


def chain(p, rng, values, length):
    """A random chain over `values` (bounds 1): every value is used, the
    result is one value."""
    live = [(v, 1.0) for v in values]
    for _ in range(length):
        if len(live) > 1 and rng.random() < 0.6:
            (a, ba), (b, bb) = live.pop(rng.randrange(len(live))), \
                live.pop(rng.randrange(len(live)))
            live.append(binary(p, rng, a, ba, b, bb))
        else:
            i = rng.randrange(len(live))
            live[i] = unary(p, rng, *live[i])
        if live[-1][1] > 1e4:
            live[-1] = (p.op(f"math.tanh {live[-1][0]} : f32"), 1.0)
    while len(live) > 1:
        (a, ba), (b, bb) = live.pop(), live.pop()
        live.append(binary(p, rng, a, ba, b, bb))
    return live[0][0]


class Task:
    def __init__(self, name, cls, form, func, results, note, bytes_moved,
                 tol=1e-4, reduced=0):
        self.name, self.cls, self.form = name, cls, form
        self.func, self.results, self.note = func, results, note
        # reduced: the extent of the task's (main) reduction, 0 if none.
        self.bytes, self.tol, self.reduced = bytes_moved, tol, reduced


def reduce_tol(n):
    """A tolerance for sums of n fp32 terms in another order (the serial
    reference against a tree): 1e-4 up to 4096 terms, then growing."""
    return 1e-4 if n <= 4096 else float(f"{min(1e-2, 1e-4 * math.sqrt(n / 4096)):.1e}")


def io_bytes(func, results, reads=None):
    r = sum(numel(s) for _, s in func.args) if reads is None else reads
    return 4 * (r + sum(numel(s) for _, s in results))


# ---------------------------------------------------------------- classes
def gen_elementwise(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 1, 4)
    shape = sh.shape(rank)
    n_in = rng.choice([1, 1, 2, 2, 3])
    xs = [f.arg(shape) for _ in range(n_in)]
    form = rng.choice(["generic", "generic", "chain", "named", "tensor_arith"])
    ident = list(range(rank))
    if form == "generic":
        e = f.empty(shape)
        r = f.generic([(x, shape, ident) for x in xs], [(e, shape, ident)],
                      rank, ["parallel"] * rank,
                      lambda p, a, o: [chain(p, rng, a, rng.randint(1, 5))])
    elif form == "chain":
        # One generic per op (a fusion opportunity): unary or binary with
        # the previous result.
        cur = xs[0]
        rest = xs[1:]
        for _ in range(rng.randint(2, 4)):
            e = f.empty(shape)
            ins = [cur] + ([rest.pop()] if rest else [])
            cur = f.generic([(x, shape, ident) for x in ins],
                            [(e, shape, ident)], rank, ["parallel"] * rank,
                            lambda p, a, o: [chain(p, rng, a, 1)])
        while rest:
            e = f.empty(shape)
            cur = f.generic([(x, shape, ident) for x in (cur, rest.pop())],
                            [(e, shape, ident)], rank, ["parallel"] * rank,
                            lambda p, a, o: [chain(p, rng, a, 1)])
        r = cur
    elif form == "named":
        cur = xs[0]
        for x in xs[1:]:
            op = rng.choice(["add", "sub", "mul", "max", "min"])
            e = f.empty(shape)
            v = f.fresh("n")
            f.emit(f"{v} = linalg.{op} ins({cur}, {x} : {T(shape)}, {T(shape)}) "
                   f"outs({e} : {T(shape)}) -> {T(shape)}")
            cur = v
        op = rng.choice(["exp", "abs", "negf", "tanh"])
        e = f.empty(shape)
        v = f.fresh("n")
        f.emit(f"{v} = linalg.{op} ins({cur} : {T(shape)}) outs({e} : "
               f"{T(shape)}) -> {T(shape)}")
        r = v
    else:
        cur = xs[0]
        for x in xs[1:] or [xs[0]]:
            op = rng.choice(["addf", "mulf", "subf", "maximumf"])
            v = f.fresh("t")
            f.emit(f"{v} = arith.{op} {cur}, {x} : {T(shape)}")
            cur = v
        v = f.fresh("t")
        f.emit(f"{v} = math.{rng.choice(['tanh', 'absf', 'exp'])} {cur} : "
               f"{T(shape)}")
        r = v
    res = [(r, shape)]
    return Task(name, "elementwise", form, f, res,
                f"{n_in} inputs of {'x'.join(map(str, shape))}",
                io_bytes(f, res))


def dropped(rng, rank, keep_one=False):
    """A random proper subset of dims of a rank-`rank` space (sorted)."""
    while True:
        kept = sorted(d for d in range(rank) if rng.random() < 0.5)
        if len(kept) < rank and (kept or not keep_one):
            return kept


def gen_broadcast(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 2, 4)
    shape = sh.shape(rank)
    x = f.arg(shape)
    ins = [(x, shape, list(range(rank)))]
    form = rng.choice(["generic", "generic", "named_broadcast", "unit_dim"])
    for _ in range(rng.randint(1, 2)):
        kept = dropped(rng, rank, keep_one=True)
        bshape = [shape[d] for d in kept]
        if form == "unit_dim":
            # A size-1 dim read at index 0 (PyTorch's keepdim broadcast).
            bshape = [shape[d] if d in kept else 1 for d in range(rank)]
            b = f.arg(bshape, "b")
            ins.append((b, bshape, [d if d in kept else "0"
                                    for d in range(rank)]))
        elif form == "named_broadcast":
            b = f.arg(bshape, "b")
            e = f.empty(shape)
            v = f.fresh("bc")
            dims = [d for d in range(rank) if d not in kept]
            f.emit(f"{v} = linalg.broadcast ins({b} : {T(bshape)}) outs({e} : "
                   f"{T(shape)}) dimensions = [{', '.join(map(str, dims))}]")
            ins.append((v, shape, list(range(rank))))
        else:
            b = f.arg(bshape, "b")
            ins.append((b, bshape, kept))
    e = f.empty(shape)
    r = f.generic(ins, [(e, shape, list(range(rank)))], rank,
                  ["parallel"] * rank,
                  lambda p, a, o: [chain(p, rng, a, rng.randint(1, 3))])
    res = [(r, shape)]
    return Task(name, "broadcast", form, f, res,
                f"{'x'.join(map(str, shape))} with "
                f"{', '.join('x'.join(map(str, s)) for _, s in f.args[1:])}",
                io_bytes(f, res))


def gen_transpose(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 2, 4)
    shape = sh.shape(rank)
    perm = list(range(rank))
    while perm == sorted(perm):
        rng.shuffle(perm)
    out = [shape[p] for p in perm]
    x = f.arg(shape)
    form = rng.choice(["named", "generic", "generic_epilogue",
                       "named_bias"])
    if form.startswith("named"):
        e = f.empty(out)
        r = f.fresh("tr")
        f.emit(f"{r} = linalg.transpose ins({x} : {T(shape)}) outs({e} : "
               f"{T(out)}) permutation = [{', '.join(map(str, perm))}]")
    else:
        # out[i] = x[perm^-1]: loops over the output, x read through perm.
        inv = [perm.index(d) for d in range(rank)]
        e = f.empty(out)
        r = f.generic([(x, shape, inv)], [(e, out, list(range(rank)))], rank,
                      ["parallel"] * rank,
                      lambda p, a, o: [a[0] if form == "generic" else
                                       chain(p, rng, a, rng.randint(1, 2))])
    if form == "named_bias":
        kept = dropped(rng, rank, keep_one=True)
        bshape = [out[d] for d in kept]
        b = f.arg(bshape, "b")
        e = f.empty(out)
        r = f.generic([(r, out, list(range(rank))), (b, bshape, kept)],
                      [(e, out, list(range(rank)))], rank, ["parallel"] * rank,
                      lambda p, a, o: [p.op(f"arith.addf {a[0]}, {a[1]} : f32")])
    res = [(r, out)]
    return Task(name, "transpose", form, f, res,
                f"{'x'.join(map(str, shape))} permuted {perm}",
                io_bytes(f, res))


COMBINERS = ["add", "add", "sub", "mul", "max", "min", "max_select"]


def combine(p, kind, x, acc, rng):
    order = rng.random() < 0.5
    if kind == "add":
        a, b = (x, acc) if order else (acc, x)
        return p.op(f"arith.addf {a}, {b} : f32")
    if kind == "sub":
        return p.op(f"arith.subf {acc}, {x} : f32")
    if kind == "mul":
        a, b = (x, acc) if order else (acc, x)
        return p.op(f"arith.mulf {a}, {b} : f32")
    if kind in ("max", "min"):
        op = "maximumf" if kind == "max" else "minimumf"
        a, b = (x, acc) if order else (acc, x)
        return p.op(f"arith.{op} {a}, {b} : f32")
    c = p.op(f"arith.cmpf ogt, {x}, {acc} : f32")
    return p.op(f"arith.select {c}, {x}, {acc} : f32")


def combiner_init(kind):
    return {"add": 0.0, "sub": 0.0, "mul": 1.0, "max": NEG_INF,
            "min": POS_INF, "max_select": NEG_INF}[kind]


def gen_reduction(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 1, 4)
    shape = sh.shape(rank)
    red = sorted(d for d in range(rank) if rng.random() < 0.5) or \
        [rng.randrange(rank)]
    shape = long_at(rng, shape, red)
    kind = rng.choice(COMBINERS)
    kept = [d for d in range(rank) if d not in red]
    out = [shape[d] for d in kept]
    if not out:
        out = []
    n_red = numel([shape[d] for d in red])
    x = f.arg(shape)
    form = rng.choice(["reduce", "generic", "generic_reduction_last",
                       "keepdim_expand", "keepdim_loop"])
    pre = rng.random() < 0.35
    # A product of n terms stays near 1 with terms 1 + x/n.
    scale = 1.0 / max(1, n_red)
    init = f.fill(combiner_init(kind), out)

    def term(p, v):
        if kind == "mul":
            t = p.op(f"arith.mulf {v}, {p.const(float(f'{scale:.3g}'))} : f32")
            return p.op(f"arith.addf {t}, {p.const(1.0)} : f32")
        if pre:
            return unary(p, rng, v, 1.0)[0]
        return v

    def body(p, a, o):
        return [combine(p, kind, term(p, a[0]), o[0], rng)]

    keep_shape = [1 if d in red else shape[d] for d in range(rank)]
    if form == "reduce":
        v = f.fresh("r")
        f.emit(f"{v} = linalg.reduce ins({x} : {T(shape)}) outs({init} : "
               f"{T(out)}) dimensions = [{', '.join(map(str, red))}]")
        p = Payload(f)
        y = body(p, ["%in"], ["%init"])
        f.emit("  (%in: f32, %init: f32) {")
        for line in p.lines:
            f.emit("    " + line)
        f.emit(f"    linalg.yield {y[0]} : f32")
        f.emit("  }")
        r, rshape = v, out
    elif form in ("generic", "keepdim_expand"):
        r = f.generic([(x, shape, list(range(rank)))], [(init, out, kept)],
                      rank, ["reduction" if d in red else "parallel"
                             for d in range(rank)], body)
        rshape = out
    elif form == "generic_reduction_last":
        # Loops: the kept dims, then the reduced ones (the suite's form).
        order = kept + red
        pos = {d: i for i, d in enumerate(order)}
        r = f.generic([(x, shape, [pos[d] for d in range(rank)])],
                      [(init, out, list(range(len(kept))))], rank,
                      ["parallel"] * len(kept) + ["reduction"] * len(red),
                      body)
        rshape = out
    else:
        # keepdim written directly: a size-1 parallel loop per reduced dim,
        # the reduced dims as reduction loops after them.
        init = f.fill(combiner_init(kind), keep_shape)
        # loops: d0..d{rank-1} parallel (size 1 at reduced dims), then one
        # reduction loop per reduced dim.
        nl = rank + len(red)
        in_exprs = [rank + red.index(d) if d in red else d
                    for d in range(rank)]
        r = f.generic([(x, shape, in_exprs)],
                      [(init, keep_shape, list(range(rank)))], nl,
                      ["parallel"] * rank + ["reduction"] * len(red), body)
        rshape = keep_shape
    if form == "keepdim_expand" and out:
        groups, g = [], []
        for d in range(rank):
            g.append(d)
            if d in kept:
                groups.append(g)
                g = []
        if g:
            groups[-1] += g
        reass = ", ".join("[" + ", ".join(str(i) for i in gg) + "]"
                          for gg in groups)
        v = f.fresh("k")
        f.emit(f"{v} = tensor.expand_shape {r} [{reass}] output_shape "
               f"[{', '.join(map(str, keep_shape))}] : {T(out)} into "
               f"{T(keep_shape)}")
        r, rshape = v, keep_shape
    if rng.random() < 0.3 and kind in ("add", "sub"):
        # A mean.
        e = f.empty(rshape)
        rk = len(rshape)
        n = float(n_red)
        r = f.generic([(r, rshape, list(range(rk)))],
                      [(e, rshape, list(range(rk)))], rk, ["parallel"] * rk,
                      lambda p, a, o: [p.op(f"arith.divf {a[0]}, "
                                            f"{p.const(n)} : f32")])
        form += "+mean"
    res = [(r, rshape)]
    tol = reduce_tol(n_red) if kind in ("add", "sub") else 1e-4
    return Task(name, "reduction", f"{form}/{kind}{'/pre' if pre else ''}",
                f, res, f"{'x'.join(map(str, shape))} over dims {red} with "
                f"{kind}", io_bytes(f, res), tol, n_red)


def gen_argmax(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 1, 3)
    shape = sh.shape(rank)
    red = rng.randrange(rank)
    shape = long_at(rng, shape, [red])
    kept = [d for d in range(rank) if d != red]
    out = [shape[d] for d in kept]
    is_max = rng.random() < 0.7
    x = f.arg(shape)
    v0 = f.fill(NEG_INF if is_max else POS_INF, out)
    i0 = f.fill(0.0, out)

    def body(p, a, o):
        pred = "ogt" if is_max else "olt"
        c = p.op(f"arith.cmpf {pred}, {a[0]}, {o[0]} : f32")
        i = p.index_f32(red)
        return [p.op(f"arith.select {c}, {a[0]}, {o[0]} : f32"),
                p.op(f"arith.select {c}, {i}, {o[1]} : f32")]

    vals, idx = f.generic([(x, shape, list(range(rank)))],
                          [(v0, out, kept), (i0, out, kept)], rank,
                          ["reduction" if d == red else "parallel"
                           for d in range(rank)], body)
    res = [(vals, out), (idx, out)]
    return Task(name, "argmax", "max" if is_max else "min", f, res,
                f"{'arg' + ('max' if is_max else 'min')} of "
                f"{'x'.join(map(str, shape))} over dim {red} (index as f32)",
                io_bytes(f, res), reduced=shape[red])


def row_stat(f, x, shape, red, kind, body_term=None, extra=()):
    """A reduction over dims `red` of x (plus extra inputs read at the kept
    dims); returns (value, out shape)."""
    rank = len(shape)
    kept = [d for d in range(rank) if d not in red]
    out = [shape[d] for d in kept]
    init = f.fill(combiner_init(kind), out)
    ins = [(x, shape, list(range(rank)))] + [(v, out, kept) for v in extra]

    def body(p, a, o):
        t = body_term(p, a) if body_term else a[0]
        op = {"add": "addf", "max": "maximumf"}[kind]
        return [p.op(f"arith.{op} {t}, {o[0]} : f32")]

    return f.generic(ins, [(init, out, kept)], rank,
                     ["reduction" if d in red else "parallel"
                      for d in range(rank)], body), out, kept


def gen_softmax(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 1, 4)
    shape = sh.shape(rank)
    dim = rank - 1 if rng.random() < 0.6 else rng.randrange(rank)
    shape = long_at(rng, shape, [dim])
    x = f.arg(shape)
    form = rng.choice(["named", "generics", "logsumexp"])
    ident = list(range(rank))
    if form == "named":
        e = f.empty(shape)
        r = f.fresh("sm")
        f.emit(f"{r} = linalg.softmax dimension({dim}) ins({x} : {T(shape)}) "
               f"outs({e} : {T(shape)}) -> {T(shape)}")
        res = [(r, shape)]
    else:
        mx, out, kept = row_stat(f, x, shape, [dim], "max")
        sm, _, _ = row_stat(
            f, x, shape, [dim], "add", extra=[mx],
            body_term=lambda p, a: p.op(
                "math.exp " + p.op(f"arith.subf {a[0]}, {a[1]} : f32")
                + " : f32"))
        if form == "logsumexp":
            e = f.empty(out)
            k = len(out)
            r = f.generic([(sm, out, list(range(k))), (mx, out, list(range(k)))],
                          [(e, out, list(range(k)))], k, ["parallel"] * k,
                          lambda p, a, o: [p.op(
                              "arith.addf " + p.op(f"math.log {a[0]} : f32")
                              + f", {a[1]} : f32")])
            res = [(r, out)]
        else:
            e = f.empty(shape)
            r = f.generic([(x, shape, ident), (mx, out, kept), (sm, out, kept)],
                          [(e, shape, ident)], rank, ["parallel"] * rank,
                          lambda p, a, o: [p.op(
                              "arith.divf " + p.op(
                                  "math.exp " + p.op(
                                      f"arith.subf {a[0]}, {a[1]} : f32")
                                  + " : f32") + f", {a[2]} : f32")])
            res = [(r, shape)]
    return Task(name, "softmax", f"{form}/dim{dim}", f, res,
                f"{form} of {'x'.join(map(str, shape))} over dim {dim}",
                io_bytes(f, res), reduce_tol(shape[dim]), shape[dim])


def gen_norm(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 2, 4)
    k = rng.choice([1, 1, 2]) if rank > 2 else 1
    shape = sh.shape(rank, inner_min=2)
    red = list(range(rank - k, rank))
    shape = long_at(rng, shape, red)
    n = float(numel([shape[d] for d in red]))
    x = f.arg(shape)
    form = rng.choice(["layernorm", "layernorm_affine", "rmsnorm",
                       "rmsnorm_weight"])
    wshape = [shape[d] for d in red]
    ident = list(range(rank))
    w = f.arg(wshape, "w") if form in ("layernorm_affine",
                                       "rmsnorm_weight") else None
    b = f.arg(wshape, "b") if form == "layernorm_affine" else None
    eps = rng.choice([1e-5, 1e-6])
    if form.startswith("layernorm"):
        s, out, kept = row_stat(f, x, shape, red, "add")
        e = f.empty(out)
        ko = list(range(len(out)))
        mean = f.generic([(s, out, ko)], [(e, out, ko)], len(out),
                         ["parallel"] * len(out),
                         lambda p, a, o: [p.op(f"arith.divf {a[0]}, "
                                               f"{p.const(n)} : f32")])
        sq, _, _ = row_stat(
            f, x, shape, red, "add", extra=[mean],
            body_term=lambda p, a: (lambda d: p.op(
                f"arith.mulf {d}, {d} : f32"))(
                    p.op(f"arith.subf {a[0]}, {a[1]} : f32")))
        ins = [(x, shape, ident), (mean, out, kept), (sq, out, kept)]
        if w:
            ins += [(w, wshape, red), (b, wshape, red)]

        def body(p, a, o):
            var = p.op(f"arith.divf {a[2]}, {p.const(n)} : f32")
            ve = p.op(f"arith.addf {var}, {p.const(eps)} : f32")
            rs = p.op(f"math.rsqrt {ve} : f32")
            d = p.op(f"arith.subf {a[0]}, {a[1]} : f32")
            y = p.op(f"arith.mulf {d}, {rs} : f32")
            if w:
                y = p.op(f"arith.mulf {y}, {a[3]} : f32")
                y = p.op(f"arith.addf {y}, {a[4]} : f32")
            return [y]
    else:
        ss, out, kept = row_stat(
            f, x, shape, red, "add",
            body_term=lambda p, a: p.op(f"arith.mulf {a[0]}, {a[0]} : f32"))
        ins = [(x, shape, ident), (ss, out, kept)]
        if w:
            ins.append((w, wshape, red))

        def body(p, a, o):
            ms = p.op(f"arith.divf {a[1]}, {p.const(n)} : f32")
            me = p.op(f"arith.addf {ms}, {p.const(eps)} : f32")
            rs = p.op(f"math.rsqrt {me} : f32")
            y = p.op(f"arith.mulf {a[0]}, {rs} : f32")
            if w:
                y = p.op(f"arith.mulf {y}, {a[2]} : f32")
            return [y]
    e = f.empty(shape)
    r = f.generic(ins, [(e, shape, ident)], rank, ["parallel"] * rank, body)
    res = [(r, shape)]
    # Deviations divided by a small spread amplify rounding: 1e-3.
    return Task(name, "norm", f"{form}/last{k}", f, res,
                f"{form} of {'x'.join(map(str, shape))} over the last {k} "
                f"dims", io_bytes(f, res), max(1e-3, reduce_tol(int(n))),
                int(n))


def gen_pad(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 1, 4)
    shape = sh.shape(rank)
    lo = [rng.choice([0, 0, 1, 2, 3]) for _ in range(rank)]
    hi = [rng.choice([0, 1, 2, 5]) for _ in range(rank)]
    if not any(lo) and not any(hi):
        hi[-1] = 1
    out = [s + a + b for s, a, b in zip(shape, lo, hi)]
    x = f.arg(shape)
    value = rng.choice([0.0, 0.0, -1.0, 0.5])
    c = f.const(value)
    v = f.fresh("pad")
    idx = ", ".join(f"%i{d}: index" for d in range(rank))
    f.emit(f"{v} = tensor.pad {x} low[{', '.join(map(str, lo))}] "
           f"high[{', '.join(map(str, hi))}] {{")
    f.emit(f"^bb0({idx}):")
    f.emit(f"  tensor.yield {c} : f32")
    f.emit(f"}} : {T(shape)} to {T(out)}")
    form = rng.choice(["pad", "pad_epilogue"])
    r = v
    if form == "pad_epilogue":
        e = f.empty(out)
        ident = list(range(rank))
        r = f.generic([(v, out, ident)], [(e, out, ident)], rank,
                      ["parallel"] * rank,
                      lambda p, a, o: [chain(p, rng, a, rng.randint(1, 2))])
    res = [(r, out)]
    return Task(name, "pad", form, f, res,
                f"{'x'.join(map(str, shape))} padded low {lo} high {hi} "
                f"with {value}", io_bytes(f, res))


def gen_slice(rng, sh, name):
    f = Func(name)
    rank = pick_rank(rng, 1, 3)
    shape = sh.shape(rank, inner_min=4)
    shape = [max(d, 2) for d in shape]
    x = f.arg(shape)
    form = rng.choice(["slice", "slice_strided", "two_slices"])
    ident = list(range(rank))
    if form == "two_slices":
        # x[..., :h] op x[..., h:2h] along a random dim of size >= 2.
        d = rng.choice([i for i in range(rank) if shape[i] >= 2])
        h = shape[d] // 2
        sz = [h if i == d else shape[i] for i in range(rank)]
        views = []
        for off in (0, shape[d] - h):
            v = f.fresh("s")
            offs = [off if i == d else 0 for i in range(rank)]
            f.emit(f"{v} = tensor.extract_slice {x}[{', '.join(map(str, offs))}] "
                   f"[{', '.join(map(str, sz))}] [{', '.join('1' for _ in sz)}] "
                   f": {T(shape)} to {T(sz)}")
            views.append(v)
        e = f.empty(sz)
        r = f.generic([(v, sz, ident) for v in views], [(e, sz, ident)], rank,
                      ["parallel"] * rank,
                      lambda p, a, o: [binary(p, rng, a[0], 1, a[1], 1)[0]])
        reads = numel(sz) * 2
    else:
        strides = [rng.choice([1, 2]) if form == "slice_strided" else 1
                   for _ in range(rank)]
        offs, sz = [], []
        for s, st in zip(shape, strides):
            n = rng.randint(max(1, (s // st) // 2), max(1, s // st))
            o = rng.randint(0, s - ((n - 1) * st + 1))
            offs.append(o)
            sz.append(n)
        v = f.fresh("s")
        f.emit(f"{v} = tensor.extract_slice {x}[{', '.join(map(str, offs))}] "
               f"[{', '.join(map(str, sz))}] [{', '.join(map(str, strides))}] "
               f": {T(shape)} to {T(sz)}")
        e = f.empty(sz)
        r = f.generic([(v, sz, ident)], [(e, sz, ident)], rank,
                      ["parallel"] * rank,
                      lambda p, a, o: [chain(p, rng, a, rng.randint(1, 2))])
        reads = numel(sz)
    res = [(r, sz)]
    return Task(name, "slice", form, f, res,
                f"{form} of {'x'.join(map(str, shape))} to "
                f"{'x'.join(map(str, sz))}", io_bytes(f, res, reads))


def gen_contraction(rng, sh, name):
    f = Func(name)
    gpu = sh.size == "gpu"
    forms = ["matvec"] if gpu else ["matmul", "matmul_generic", "matmul_ta",
                                    "matmul_tb", "batch_matmul", "matvec"]
    form = rng.choice(forms)
    if gpu:
        # Memory-bound: the matrix is read once.
        m, k = sh.shape(2)
        n, batch = 1, None
    else:
        m, k, n = sh.dim(1, 40), sh.dim(1, 40), sh.dim(1, 40)
        batch = sh.dim(1, 5) if form == "batch_matmul" else None
    zero = 0.0
    if form == "matvec":
        a = f.arg([m, k], "a")
        v = f.arg([k], "v")
        acc = f.fill(zero, [m])
        r = f.fresh("mv")
        f.emit(f"{r} = linalg.matvec ins({a}, {v} : {T([m, k])}, {T([k])}) "
               f"outs({acc} : {T([m])}) -> {T([m])}")
        out = [m]
    elif form == "batch_matmul":
        a = f.arg([batch, m, k], "a")
        b = f.arg([batch, k, n], "b")
        acc = f.fill(zero, [batch, m, n])
        r = f.fresh("bmm")
        f.emit(f"{r} = linalg.batch_matmul ins({a}, {b} : {T([batch, m, k])}, "
               f"{T([batch, k, n])}) outs({acc} : {T([batch, m, n])}) -> "
               f"{T([batch, m, n])}")
        out = [batch, m, n]
    elif form == "matmul":
        a = f.arg([m, k], "a")
        b = f.arg([k, n], "b")
        acc = f.fill(zero, [m, n])
        r = f.fresh("mm")
        f.emit(f"{r} = linalg.matmul ins({a}, {b} : {T([m, k])}, {T([k, n])}) "
               f"outs({acc} : {T([m, n])}) -> {T([m, n])}")
        out = [m, n]
    else:
        ash = [k, m] if form == "matmul_ta" else [m, k]
        bsh = [n, k] if form == "matmul_tb" else [k, n]
        a = f.arg(ash, "a")
        b = f.arg(bsh, "b")
        acc = f.fill(zero, [m, n])
        # loops (i, j, l): C[i, j] += A[i, l] * B[l, j]
        amap_e = [2, 0] if form == "matmul_ta" else [0, 2]
        bmap_e = [1, 2] if form == "matmul_tb" else [2, 1]
        r = f.generic([(a, ash, amap_e), (b, bsh, bmap_e)],
                      [(acc, [m, n], [0, 1])], 3,
                      ["parallel", "parallel", "reduction"],
                      lambda p, x, o: [p.op(
                          "arith.addf " + p.op(f"arith.mulf {x[0]}, {x[1]} : "
                                               "f32") + f", {o[0]} : f32")])
        out = [m, n]
    if rng.random() < 0.4:
        # A bias over the last dim and a ReLU.
        rk = len(out)
        bias = f.arg([out[-1]], "bias")
        e = f.empty(out)
        r = f.generic([(r, out, list(range(rk))), (bias, [out[-1]], [rk - 1])],
                      [(e, out, list(range(rk)))], rk, ["parallel"] * rk,
                      lambda p, x, o: [p.op(
                          "arith.maximumf " + p.op(
                              f"arith.addf {x[0]}, {x[1]} : f32")
                          + f", {p.const(0.0)} : f32")])
        form += "+bias_relu"
    res = [(r, out)]
    kdim = k
    return Task(name, "contraction", form, f, res,
                f"{form} m={m} n={n} k={k}" + (f" batch={batch}" if batch
                                                else ""),
                io_bytes(f, res), reduce_tol(kdim) if kdim > 64 else 1e-4)


def gen_multi(rng, sh, name):
    """Tasks with two results."""
    f = Func(name)
    rank = pick_rank(rng, 1, 3)
    shape = sh.shape(rank)
    red = [rank - 1] if rng.random() < 0.7 else [rng.randrange(rank)]
    shape = long_at(rng, shape, red)
    x = f.arg(shape)
    ident = list(range(rank))
    form = rng.choice(["stats", "map_and_sum", "twice"])
    if form == "stats":
        s, out, _ = row_stat(f, x, shape, red, "add")
        m, _, _ = row_stat(f, x, shape, red, "max")
        res = [(s, out), (m, out)]
    else:
        e = f.empty(shape)
        y = f.generic([(x, shape, ident)], [(e, shape, ident)], rank,
                      ["parallel"] * rank,
                      lambda p, a, o: [chain(p, rng, a, rng.randint(1, 2))])
        if form == "twice":
            res = [(y, shape), (y, shape)]
        else:
            s, out, _ = row_stat(f, y, shape, red, "add")
            res = [(y, shape), (s, out)]
    n = shape[red[0]]
    return Task(name, "multi", form, f, res,
                f"{form} of {'x'.join(map(str, shape))} (dim {red[0]})",
                io_bytes(f, res), reduce_tol(n), 0 if form == "twice" else n)


GENERATORS = {"elementwise": gen_elementwise, "broadcast": gen_broadcast,
              "transpose": gen_transpose, "reduction": gen_reduction,
              "argmax": gen_argmax, "softmax": gen_softmax, "norm": gen_norm,
              "pad": gen_pad, "slice": gen_slice,
              "contraction": gen_contraction, "multi": gen_multi}


def task_seed(seed, index):
    """Task `index`'s seed: independent of the other tasks, so that a task
    can be written again alone."""
    return random.Random(f"randop:{seed}:{index}").getrandbits(32)


def make_task(tseed, size, classes, name):
    rng = random.Random(tseed)
    weights = [WEIGHTS[c] for c in classes]
    cls = rng.choices(classes, weights)[0]
    lo, hi = BYTES[size]
    while True:
        task = GENERATORS[cls](rng, Shapes(rng, size), f"{name}_{cls}")
        if lo <= task.bytes <= hi:
            return task


def task_record(task, seed, index, tseed, size, file):
    return {"name": task.name, "func": task.name, "file": file,
            "class": task.cls, "form": task.form, "seed": seed,
            "index": index, "task_seed": tseed, "size": size,
            "inputs": [s for _, s in task.func.args],
            "outputs": [s for _, s in task.results],
            "bytes": task.bytes, "atol": task.tol, "rtol": task.tol,
            "reduced": task.reduced,
            "note": task.note}


def tsv_row(rec, index):
    args = ";".join(f"x{i}:{'x'.join(map(str, s))}:input"
                    for i, s in enumerate(rec["inputs"]))
    outs = ";".join("x".join(map(str, s)) for s in rec["outputs"])
    note = f"{rec['class']} {rec['form']}: {rec['note']}".replace("\t", " ")
    return "\t".join([rec["file"], rec["func"], "3", str(index),
                      f"randop_{rec['class']}", args, outs,
                      f"{rec['atol']:g}", f"{rec['rtol']:g}", note])


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", type=int, default=1,
                    help="the run's seed (default 1)")
    ap.add_argument("--count", type=int, default=20,
                    help="tasks to write (default 20)")
    ap.add_argument("--first", type=int, default=0,
                    help="index of the first task (default 0): --first 100 "
                         "--count 50 writes tasks 100..149 of the seed")
    ap.add_argument("--size", choices=sorted(SIZES), default="small",
                    help="small: a few thousand elements (CPU runs); gpu: "
                         "16 MB .. 512 MB per task, memory-bound classes")
    ap.add_argument("--classes", default="",
                    help="comma-separated subset of: " + ", ".join(CLASSES))
    ap.add_argument("-o", "--output", required=True, help="directory")
    opts = ap.parse_args(argv)
    classes = [c.strip() for c in opts.classes.split(",") if c.strip()] or \
        list(CLASSES)
    for c in classes:
        if c not in CLASSES:
            ap.error(f"unknown class '{c}' ({', '.join(CLASSES)})")
    os.makedirs(opts.output, exist_ok=True)
    records, rows = [], []
    for index in range(opts.first, opts.first + opts.count):
        tseed = task_seed(opts.seed, index)
        task = make_task(tseed, opts.size, classes,
                         f"ro{opts.seed}_{index:04d}")
        file = task.name + ".mlir"
        header = [f"randop: {task.cls} ({task.form}): {task.note}",
                  f"Generated by scripts/randop.py --seed {opts.seed} "
                  f"--size {opts.size} (task {index})"]
        with open(os.path.join(opts.output, file), "w") as f:
            f.write(task.func.text(task.results, header))
        rec = task_record(task, opts.seed, index, tseed, opts.size, file)
        records.append(rec)
        rows.append(tsv_row(rec, len(rows)))
    with open(os.path.join(opts.output, "manifest.jsonl"), "w") as f:
        for rec in records:
            f.write(json.dumps(rec, sort_keys=True) + "\n")
    with open(os.path.join(opts.output, "manifest.tsv"), "w") as f:
        f.write("# file\tfunc\tlevel\tid\tname\targs\toutputs\tatol\trtol\t"
                "note\n")
        for row in rows:
            f.write(row + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
