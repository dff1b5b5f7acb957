#!/usr/bin/env python3
"""Writes the small whole-model examples of docs/PARTITION.md as linalg on
tensors (the forms bench/kernelbench/gen_suite.py writes):

  bottleneck.mlir  ResNet-style bottleneck: 1x1 conv, BN (train), ReLU;
                   3x3 conv (zero pad as fill + copy), BN, ReLU; 1x1 conv,
                   BN, residual add, ReLU. Conv weights are dense constants.
  mlp.mlir         three linears (x @ W^T + b, ReLU between); the first two
                   have the same shapes, the weights are dense constants.
  attention.mlir   softmax(mask(q @ k^T * scale)) @ v with a causal mask
                   (select on an index compare) and k^T by linalg.transpose.

usage: make_whole_models.py OUTDIR
"""
import os
import struct
import sys


def dense(shape, seed):
    n = 1
    for d in shape:
        n *= d
    # Deterministic small values in [-0.5, 0.5).
    vals = [((i * 7919 + seed * 104729) % 1000) / 1000.0 - 0.5 for i in range(n)]
    # Hex form (little-endian f32): one line whatever the rank.
    data = struct.pack("<%df" % n, *vals).hex().upper()
    return f'dense<"0x{data}"> : tensor<' + "x".join(map(str, shape)) + "xf32>"


def T(shape):
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


class F:
    def __init__(self):
        self.lines = []
        self.n = 0

    def fresh(self, p):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, s):
        self.lines.append("  " + s)

    def fill(self, shape, val):
        e, f = self.fresh("e"), self.fresh("f")
        c = self.fresh("c")
        self.emit(f"{c} = arith.constant {val} : f32")
        self.emit(f"{e} = tensor.empty() : {T(shape)}")
        self.emit(f"{f} = linalg.fill ins({c} : f32) outs({e} : {T(shape)}) -> {T(shape)}")
        return f

    def generic(self, ins, out_shape, out_map, iters, body, init=None, p="g"):
        """ins: [(value, shape, map)]; body: lines using %a0.. and %o."""
        if init is None:
            init = self.fresh("e")
            self.emit(f"{init} = tensor.empty() : {T(out_shape)}")
        v = self.fresh(p)
        maps = ", ".join([m for _, _, m in ins] + [out_map])
        its = ", ".join(f'"{i}"' for i in iters)
        self.emit(f"{v} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{its}]}}")
        if ins:
            self.emit("    ins(" + ", ".join(x for x, _, _ in ins) + " : " + ", ".join(T(s) for _, s, _ in ins) + ")")
        self.emit(f"    outs({init} : {T(out_shape)}) {{")
        args = ", ".join([f"%a{i}: f32" for i in range(len(ins))] + ["%o: f32"])
        self.emit(f"  ^bb0({args}):")
        for line in body:
            self.emit("    " + line)
        self.emit(f"  }} -> {T(out_shape)}")
        return v


def amap(n, res):
    dims = ", ".join(f"d{i}" for i in range(n))
    return f"affine_map<({dims}) -> ({', '.join(res)})>"


def ident(n):
    return amap(n, [f"d{i}" for i in range(n)])


def batch_norm_train(f, y, shape, w, b, eps=1e-5):
    """Training-mode BN over (N, H, W) per channel, two passes (mean, then
    biased variance), affine: like gen_suite.py's stats_norm."""
    n = len(shape)
    C = shape[1]
    cnt = float(shape[0] * shape[2] * shape[3])
    red_iters = ["reduction", "parallel", "reduction", "reduction"]
    chan = amap(n, ["d1"])
    s = f.generic([(y, shape, ident(n))], [C], chan, red_iters,
                  ["%r = arith.addf %a0, %o : f32", "linalg.yield %r : f32"],
                  init=f.fill([C], "0.0"), p="sum")
    mean = f.generic([(s, [C], amap(1, ["d0"]))], [C], amap(1, ["d0"]), ["parallel"],
                     [f"%cnt = arith.constant {cnt!r} : f32", "%m = arith.divf %a0, %cnt : f32",
                      "linalg.yield %m : f32"], p="mean")
    q = f.generic([(y, shape, ident(n)), (mean, [C], chan)], [C], chan, red_iters,
                  ["%d = arith.subf %a0, %a1 : f32", "%d2 = arith.mulf %d, %d : f32",
                   "%r = arith.addf %d2, %o : f32", "linalg.yield %r : f32"],
                  init=f.fill([C], "0.0"), p="sq")
    return f.generic([(y, shape, ident(n)), (mean, [C], chan), (q, [C], chan), (w, [C], chan), (b, [C], chan)],
                     shape, ident(n), ["parallel"] * n,
                     [f"%cnt = arith.constant {cnt!r} : f32", f"%eps = arith.constant {eps:.6e} : f32",
                      "%var = arith.divf %a2, %cnt : f32", "%ve = arith.addf %var, %eps : f32",
                      "%sd = math.sqrt %ve : f32", "%d = arith.subf %a0, %a1 : f32",
                      "%nrm = arith.divf %d, %sd : f32", "%nw = arith.mulf %nrm, %a3 : f32",
                      "%nb = arith.addf %nw, %a4 : f32", "linalg.yield %nb : f32"], p="bn")


def relu(f, x, shape):
    return f.generic([(x, shape, ident(len(shape)))], shape, ident(len(shape)), ["parallel"] * len(shape),
                     ["%z = arith.constant 0.0 : f32", "%r = arith.maximumf %a0, %z : f32",
                      "linalg.yield %r : f32"], p="relu")


def conv(f, x, xs, w, ws):
    out = [xs[0], ws[0], xs[2] - ws[2] + 1, xs[3] - ws[3] + 1]
    acc = f.fill(out, "0.0")
    v = f.fresh("conv")
    f.emit(f"{v} = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}")
    f.emit(f"    ins({x}, {w} : {T(xs)}, {T(ws)}) outs({acc} : {T(out)}) -> {T(out)}")
    return v, out


def pad1(f, x, xs):
    out = [xs[0], xs[1], xs[2] + 2, xs[3] + 2]
    init = f.fill(out, "0.0")
    return f.generic([(x, xs, ident(4))], out, amap(4, ["d0", "d1", "d2 + 1", "d3 + 1"]),
                     ["parallel"] * 4, ["linalg.yield %a0 : f32"], init=init, p="pad"), out


def bottleneck(N=2, C=16, Cm=4, H=8):
    f = F()
    xs = [N, C, H, H]
    params = []
    for i, c in enumerate([Cm, Cm, C]):
        params += [f"%bn{i}_w: {T([c])}", f"%bn{i}_b: {T([c])}"]
    ws = [[Cm, C, 1, 1], [Cm, Cm, 3, 3], [C, Cm, 1, 1]]
    for i, s in enumerate(ws):
        f.emit(f"%w{i} = arith.constant {dense(s, i + 1)}")
    y, s = conv(f, "%x", xs, "%w0", ws[0])
    y = relu(f, batch_norm_train(f, y, s, "%bn0_w", "%bn0_b"), s)
    p, ps = pad1(f, y, s)
    y, s = conv(f, p, ps, "%w1", ws[1])
    y = relu(f, batch_norm_train(f, y, s, "%bn1_w", "%bn1_b"), s)
    y, s = conv(f, y, s, "%w2", ws[2])
    y = batch_norm_train(f, y, s, "%bn2_w", "%bn2_b")
    r = f.generic([(y, s, ident(4)), ("%x", xs, ident(4))], s, ident(4), ["parallel"] * 4,
                  ["%a = arith.addf %a0, %a1 : f32", "%z = arith.constant 0.0 : f32",
                   "%r = arith.maximumf %a, %z : f32", "linalg.yield %r : f32"], p="res")
    f.emit(f"return {r} : {T(s)}")
    sig = ", ".join([f"%x: {T(xs)}"] + params)
    return (f"// ResNet-style bottleneck (make_whole_models.py): x {xs}, mid {Cm} channels.\n"
            f"func.func @bottleneck({sig}) -> {T(s)} {{\n" + "\n".join(f.lines) + "\n}\n")


def mlp(B=8, D=32, O=16):
    f = F()
    x = "%x"
    dims = [(D, D), (D, D), (D, O)]
    for i, (din, dout) in enumerate(dims):
        f.emit(f"%w{i} = arith.constant {dense([dout, din], i + 1)}")
        f.emit(f"%b{i} = arith.constant {dense([dout], i + 11)}")
    for i, (din, dout) in enumerate(dims):
        acc = f.fill([B, dout], "0.0")
        mm = f.fresh("mm")
        f.emit(f"{mm} = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
               f"affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]")
        f.emit(f"    ins({x}, %w{i} : {T([B, din])}, {T([dout, din])}) outs({acc} : {T([B, dout])}) -> {T([B, dout])}")
        body = ["%y = arith.addf %a0, %a1 : f32"]
        if i < len(dims) - 1:
            body += ["%z = arith.constant 0.0 : f32", "%r = arith.maximumf %y, %z : f32", "linalg.yield %r : f32"]
        else:
            body += ["linalg.yield %y : f32"]
        x = f.generic([(mm, [B, dout], ident(2)), (f"%b{i}", [dout], amap(2, ["d1"]))], [B, dout], ident(2),
                      ["parallel"] * 2, body, p="lin")
    f.emit(f"return {x} : {T([B, O])}")
    return (f"// An MLP of three linears (make_whole_models.py): {B}x{D} -> {D} -> {D} -> {O}.\n"
            f"func.func @mlp(%x: {T([B, D])}) -> {T([B, O])} {{\n" + "\n".join(f.lines) + "\n}\n")


def attention(B=2, S=8, D=16):
    f = F()
    qs = [B, S, D]
    kt = f.fresh("kt")
    e = f.fresh("e")
    f.emit(f"{e} = tensor.empty() : {T([B, D, S])}")
    f.emit(f"{kt} = linalg.transpose ins(%k : {T(qs)}) outs({e} : {T([B, D, S])}) permutation = [0, 2, 1]")
    acc = f.fill([B, S, S], "0.0")
    s = f.fresh("scores")
    f.emit(f"{s} = linalg.batch_matmul ins(%q, {kt} : {T(qs)}, {T([B, D, S])}) outs({acc} : {T([B, S, S])}) -> {T([B, S, S])}")
    scale = 1.0 / D ** 0.5
    m = f.generic([(s, [B, S, S], ident(3))], [B, S, S], ident(3), ["parallel"] * 3,
                  [f"%sc = arith.constant {scale!r} : f32", "%ninf = arith.constant -1.0e+30 : f32",
                   "%i = linalg.index 1 : index", "%j = linalg.index 2 : index",
                   "%keep = arith.cmpi ule, %j, %i : index", "%sv = arith.mulf %a0, %sc : f32",
                   "%r = arith.select %keep, %sv, %ninf : f32", "linalg.yield %r : f32"], p="masked")
    row = amap(3, ["d0", "d1"])
    red = ["parallel", "parallel", "reduction"]
    mx = f.generic([(m, [B, S, S], ident(3))], [B, S], row, red,
                   ["%r = arith.maximumf %a0, %o : f32", "linalg.yield %r : f32"],
                   init=f.fill([B, S], "-3.4e+38"), p="max")
    ex = f.generic([(m, [B, S, S], ident(3)), (mx, [B, S], row)], [B, S, S], ident(3), ["parallel"] * 3,
                   ["%d = arith.subf %a0, %a1 : f32", "%r = math.exp %d : f32", "linalg.yield %r : f32"], p="exp")
    sm = f.generic([(ex, [B, S, S], ident(3))], [B, S], row, red,
                   ["%r = arith.addf %a0, %o : f32", "linalg.yield %r : f32"], init=f.fill([B, S], "0.0"), p="sum")
    p = f.generic([(ex, [B, S, S], ident(3)), (sm, [B, S], row)], [B, S, S], ident(3), ["parallel"] * 3,
                  ["%r = arith.divf %a0, %a1 : f32", "linalg.yield %r : f32"], p="probs")
    acc2 = f.fill([B, S, D], "0.0")
    o = f.fresh("out")
    f.emit(f"{o} = linalg.batch_matmul ins({p}, %v : {T([B, S, S])}, {T(qs)}) outs({acc2} : {T(qs)}) -> {T(qs)}")
    f.emit(f"return {o} : {T(qs)}")
    return (f"// Causal attention (make_whole_models.py): q, k, v {qs}.\n"
            f"func.func @attention(%q: {T(qs)}, %k: {T(qs)}, %v: {T(qs)}) -> {T(qs)} {{\n"
            + "\n".join(f.lines) + "\n}\n")


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    for name, text in [("bottleneck", bottleneck()), ("mlp", mlp()), ("attention", attention())]:
        with open(os.path.join(out, name + ".mlir"), "w") as fh:
            fh.write(text)
