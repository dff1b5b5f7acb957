"""Convolutions, transposed convolutions, pooling and normalizations over
mlir.Func, in the forms of bench/kernelbench/gen_suite.py."""
from math import ceil, prod

from .mlir import NEG_INF, ImportError_, V, ident
from . import tensor_ops as T

CONV_OPS = {1: "linalg.conv_1d_ncw_fcw", 2: "linalg.conv_2d_nchw_fchw", 3: "linalg.conv_3d_ncdhw_fcdhw"}
POOL_OPS = {("max", 1): "linalg.pooling_ncw_max", ("max", 2): "linalg.pooling_nchw_max",
            ("sum", 1): "linalg.pooling_ncw_sum", ("sum", 2): "linalg.pooling_nchw_sum"}


def tup(v, nd):
    if isinstance(v, (list, tuple)):
        if len(v) == 1:
            return [int(v[0])] * nd
        return [None if e is None else int(e) for e in v]
    return [None if v is None else int(v)] * nd


def conv_out(length, k, s, d):
    return (length - d * (k - 1) - 1) // s + 1


def _attr(vals):
    if len(set(vals)) == 1:
        return f"dense<{vals[0]}> : tensor<{len(vals)}xi64>"
    return f"dense<[{', '.join(map(str, vals))}]> : tensor<{len(vals)}xi64>"


def conv(f, x, w, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """nn.ConvNd / F.convNd (zero padding). groups == 1: the named
    linalg.conv_*; grouped (and depthwise): a convolution linalg.generic over
    the grouped views [N, G, C/G, ...] and [G, F/G, C/G, ...]."""
    nd = len(x.shape) - 2
    s, d = tup(stride, nd), tup(dilation, nd)
    k = list(w.shape[2:])
    if isinstance(padding, str):
        if padding == "valid":
            padding = 0
        elif padding == "same":
            tot = [di * (ki - 1) for di, ki in zip(d, k)]
            x = T.pad(f, x, [0, 0] + [t // 2 for t in tot], [0, 0] + [t - t // 2 for t in tot], 0.0)
            padding = 0
        else:
            raise ImportError_(f"conv padding '{padding}'")
    p = tup(padding, nd)
    x = T.pad(f, x, [0, 0] + p, [0, 0] + p, 0.0)
    out_sp = [conv_out(L, ki, si, di) for L, ki, si, di in zip(x.shape[2:], k, s, d)]
    if groups == 1:
        out = [x.shape[0], w.shape[0]] + out_sp
        acc = f.fill(out, 0.0)
        v = f.fresh("conv")
        f.emit(f"{v} = {CONV_OPS[nd]} {{dilations = {_attr(d)}, strides = {_attr(s)}}}")
        f.emit(f"    ins({x.name}, {w.name} : {x.type}, {w.type}) outs({acc.name} : {acc.type}) -> {acc.type}")
        y = V(v, out)
    else:
        fo = w.shape[0]
        wg = f.reshape(w, [groups, fo // groups] + list(w.shape[1:]))
        y = grouped_conv(f, x, wg, s, d, out_sp)
    if bias is not None:
        y = T.ew(f, [y, T.channel_view(f, bias, len(y.shape))], y.shape,
                 lambda b, v: b.op(f"arith.addf {v[0]}, {v[1]}"))
    return y


def grouped_conv(f, x, wg, s, d, out_sp):
    """x [N, C, ...] (padded), wg [G, F/G, C/G, k...]: loops (n, g, f, o..., c, k...)."""
    nd = len(out_sp)
    n, c = x.shape[0], x.shape[1]
    g, fg, cg = wg.shape[0], wg.shape[1], wg.shape[2]
    if cg * g != c:
        raise ImportError_(f"grouped convolution: {c} channels, {g} groups of {cg}")
    xg = f.reshape(x, [n, g, cg] + list(x.shape[2:]))
    L = 3 + nd + 1 + nd
    ci = 3 + nd
    kk = [ci + 1 + i for i in range(nd)]
    sp = []
    for i in range(nd):
        a = f"d{3 + i}" if s[i] == 1 else f"d{3 + i} * {s[i]}"
        b_ = f"d{kk[i]}" if d[i] == 1 else f"d{kk[i]} * {d[i]}"
        sp.append(f"{a} + {b_}")
    out = [n, g, fg] + out_sp
    acc = f.fill(out, 0.0)

    def body(b, a, o):
        m = b.op(f"arith.mulf {a[0]}, {a[1]}")
        return b.op(f"arith.addf {o[0]}, {m}")
    y = f.generic([(xg, ["d0", "d1", f"d{ci}"] + sp), (wg, ["d1", "d2", f"d{ci}"] + [f"d{q}" for q in kk])],
                  out, ["parallel"] * (3 + nd) + ["reduction"] * (1 + nd), body, init=acc,
                  out_exprs=ident(3 + nd), n_loops=L)
    return f.reshape(y, [n, g * fg] + out_sp)


def conv_transpose(f, x, w, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """nn.ConvTransposeNd: conv(zero-inserted x padded by d(k-1)-p low and
    d(k-1)-p+op high, W flipped with in/out swapped), cropped where the
    padding is negative. w: [Cin, Cout/G, k...]."""
    nd = len(x.shape) - 2
    s, p, op, d = tup(stride, nd), tup(padding, nd), tup(output_padding, nd), tup(dilation, nd)
    k = list(w.shape[2:])
    cin, cog = w.shape[0], w.shape[1]
    lo = [di * (ki - 1) - pi for di, ki, pi in zip(d, k, p)]
    hi = [l + o for l, o in zip(lo, op)]
    xp = T.pad(f, x, [0, 0] + [max(l, 0) for l in lo], [0, 0] + [max(h, 0) for h in hi], 0.0, stride=[1, 1] + s)
    flipped = [f"-d{3 + i} + {k[i] - 1}" for i in range(nd)]
    cig = cin // groups
    wg = f.reshape(w, [groups, cig, cog] + k)
    wf = T.copy_map(f, wg, [groups, cog, cig] + k, ["d0", "d2", "d1"] + flipped)
    out_sp = [conv_out(L, ki, 1, di) for L, ki, di in zip(xp.shape[2:], k, d)]
    if groups == 1:
        wf2 = f.reshape(wf, [cog, cig] + k)
        out = [x.shape[0], cog] + out_sp
        acc = f.fill(out, 0.0)
        v = f.fresh("conv")
        f.emit(f"{v} = {CONV_OPS[nd]} {{dilations = {_attr(d)}, strides = {_attr([1] * nd)}}}")
        f.emit(f"    ins({xp.name}, {wf2.name} : {xp.type}, {wf2.type}) outs({acc.name} : {acc.type}) -> {acc.type}")
        y = V(v, out)
    else:
        y = grouped_conv(f, xp, wf, [1] * nd, d, out_sp)
    want = [(L - 1) * si - 2 * pi + di * (ki - 1) + oi + 1
            for L, si, pi, di, ki, oi in zip(x.shape[2:], s, p, d, k, op)]
    if want != out_sp:
        starts = [0, 0] + [max(-l, 0) for l in lo]
        y = T.slice_(f, y, starts, list(y.shape[:2]) + want, [1] * len(y.shape))
    if bias is not None:
        y = T.ew(f, [y, T.channel_view(f, bias, len(y.shape))], y.shape,
                 lambda b, v: b.op(f"arith.addf {v[0]}, {v[1]}"))
    return y


def pool_out(L, k, s, p, d, ceil_mode):
    num = L + 2 * p - d * (k - 1) - 1
    o = (ceil(num / s) if ceil_mode else num // s) + 1
    if ceil_mode and (o - 1) * s >= L + p:
        o -= 1
    return o


def _window(f, kind, x, k, s, d, out_sp, init_val):
    """One pooling op over the (padded) x: named for 1-D and 2-D, a pooling
    linalg.generic (window tensor read for its shape only) for 3-D."""
    nd = len(k)
    out = list(x.shape[:2]) + out_sp
    acc = f.fill(out, init_val)
    win = f.empty(k)
    if (kind, nd) in POOL_OPS:
        v = f.fresh("pool")
        f.emit(f"{v} = {POOL_OPS[(kind, nd)]} {{dilations = {_attr(d)}, strides = {_attr(s)}}}")
        f.emit(f"    ins({x.name}, {win.name} : {x.type}, {win.type}) outs({acc.name} : {acc.type}) -> {acc.type}")
        return V(v, out)
    L = 2 + 2 * nd
    sp = []
    for i in range(nd):
        a = f"d{2 + i}" if s[i] == 1 else f"d{2 + i} * {s[i]}"
        b_ = f"d{2 + nd + i}" if d[i] == 1 else f"d{2 + nd + i} * {d[i]}"
        sp.append(f"{a} + {b_}")
    comb = "arith.maximumf" if kind == "max" else "arith.addf"
    return f.generic([(x, ["d0", "d1"] + sp), (win, [f"d{2 + nd + i}" for i in range(nd)])], out,
                     ["parallel"] * (2 + nd) + ["reduction"] * nd,
                     lambda b, a, o: b.op(f"{comb} {a[0]}, {o[0]}"), init=acc,
                     out_exprs=ident(2 + nd), n_loops=L)


def max_pool(f, x, kernel, stride=None, padding=0, dilation=1, ceil_mode=False):
    nd = len(x.shape) - 2
    k = tup(kernel, nd)
    s = tup(stride if stride not in (None, [], ()) else kernel, nd)
    p, d = tup(padding, nd), tup(dilation, nd)
    out_sp = [pool_out(L, ki, si, pi, di, ceil_mode) for L, ki, si, pi, di in zip(x.shape[2:], k, s, p, d)]
    extra = [max(0, (o - 1) * si + di * (ki - 1) + 1 - (L + 2 * pi))
             for o, si, di, ki, L, pi in zip(out_sp, s, d, k, x.shape[2:], p)]
    xp = T.pad(f, x, [0, 0] + p, [0, 0] + [pi + e for pi, e in zip(p, extra)], NEG_INF)
    return _window(f, "max", xp, k, s, d, out_sp, NEG_INF)


def avg_pool(f, x, kernel, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
             divisor_override=None):
    nd = len(x.shape) - 2
    k = tup(kernel, nd)
    s = tup(stride if stride not in (None, [], ()) else kernel, nd)
    p = tup(padding, nd)
    one = [1] * nd
    out_sp = [pool_out(L, ki, si, pi, 1, ceil_mode) for L, ki, si, pi in zip(x.shape[2:], k, s, p)]
    extra = [max(0, (o - 1) * si + ki - (L + 2 * pi)) for o, si, ki, L, pi in zip(out_sp, s, k, x.shape[2:], p)]
    xp = T.pad(f, x, [0, 0] + p, [0, 0] + [pi + e for pi, e in zip(p, extra)], 0.0)
    total = _window(f, "sum", xp, k, s, one, out_sp, 0.0)
    if divisor_override:
        div = float(divisor_override)
    elif not any(extra) and (count_include_pad or not any(p)):
        div = float(prod(k))
    else:
        # the divisor per window: a sum-pool of a mask of the counted cells
        counted = [L + 2 * pi if count_include_pad else L for L, pi in zip(x.shape[2:], p)]
        lo = [0 if count_include_pad else pi for pi in p]
        mask = f.fill([1, 1] + counted, 1.0)
        mask = T.pad(f, mask, [0, 0] + lo, [0, 0] + [xs - c - l for xs, c, l in zip(xp.shape[2:], counted, lo)], 0.0)
        div = _window(f, "sum", mask, k, s, one, out_sp, 0.0)
    return T.ew(f, [total, div], total.shape, lambda b, v: b.op(f"arith.divf {v[0]}, {v[1]}"))


def adaptive_pool(f, x, output_size, kind):
    nd = len(x.shape) - 2
    outs = [x.shape[2 + i] if o is None else o for i, o in enumerate(tup(output_size, nd))]
    if all(o == 1 for o in outs):
        dims = list(range(2, 2 + nd))
        if kind == "avg":
            return T.mean(f, x, dims, keepdim=True)
        return T.reduce(f, x, dims, "max", keepdim=True)
    if any(L % o for L, o in zip(x.shape[2:], outs)):
        raise ImportError_(f"adaptive pooling of {x.shape[2:]} to {outs} (windows of unequal size)")
    k = [L // o for L, o in zip(x.shape[2:], outs)]
    if kind == "avg":
        return avg_pool(f, x, k, k)
    return max_pool(f, x, k, k)


# --------------------------------------------------------------- norms
def batch_norm(f, x, weight, bias, running_mean, running_var, training, eps):
    """Training (KernelBench's default: the Model is never put in eval mode):
    batch statistics over N and the spatial dims (biased variance); eval:
    the running statistics."""
    r = len(x.shape)
    cv = lambda t: T.channel_view(f, t, r) if t is not None else None
    if training or running_mean is None:
        m, var = T.moments(f, x, [0] + list(range(2, r)))
    else:
        m, var = cv(running_mean), cv(running_var)
    return T.normalize(f, x, m, var, eps, cv(weight), cv(bias))


def layer_norm(f, x, normalized_shape, weight, bias, eps):
    k = len(normalized_shape)
    dims = list(range(len(x.shape) - k, len(x.shape)))
    m, var = T.moments(f, x, dims)
    return T.normalize(f, x, m, var, eps, weight, bias)


def group_norm(f, x, groups, weight, bias, eps):
    n = x.shape[0]
    xg = f.reshape(x, [n, groups, prod(x.shape[1:]) // groups])
    m, var = T.moments(f, xg, [2])
    y = f.reshape(T.normalize(f, xg, m, var, eps), x.shape)
    r = len(x.shape)
    if weight is None and bias is None:
        return y
    ops = [y] + [T.channel_view(f, t, r) for t in (weight, bias) if t is not None]

    def body(b, v):
        out, i = v[0], 1
        if weight is not None:
            out, i = b.op(f"arith.mulf {out}, {v[1]}"), 2
        if bias is not None:
            out = b.op(f"arith.addf {out}, {v[i]}")
        return out
    return T.ew(f, ops, y.shape, body)


def instance_norm(f, x, weight, bias, eps):
    r = len(x.shape)
    m, var = T.moments(f, x, list(range(2, r)))
    cv = lambda t: T.channel_view(f, t, r) if t is not None else None
    return T.normalize(f, x, m, var, eps, cv(weight), cv(bias))


def rms_norm(f, x, normalized_shape, weight, eps):
    k = len(normalized_shape)
    dims = list(range(len(x.shape) - k, len(x.shape)))
    sq = T.ew(f, [x], x.shape, lambda b, v: b.op(f"arith.mulf {v[0]}, {v[0]}"))
    ms = T.mean(f, sq, dims, keepdim=True)
    ops = [x, ms, float(eps)] + ([weight] if weight is not None else [])

    def body(b, v):
        r = b.op(f"arith.divf {v[0]}, {b.op('math.sqrt ' + b.op(f'arith.addf {v[1]}, {v[2]}'))}")
        return b.op(f"arith.mulf {r}, {v[3]}") if weight is not None else r
    return T.ew(f, ops, x.shape, body)
