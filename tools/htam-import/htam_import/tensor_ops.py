"""Tensor-level building blocks over mlir.Func: elementwise with
broadcasting, reductions, padding, data movement, contractions."""
from math import prod

from .mlir import NEG_INF, POS_INF, LARGE_REDUCTION, ImportError_, V, ident, tensor_type

# ------------------------------------------------------------ elementwise


def broadcast_operand(f, x, out_shape):
    """x read over out_shape (right-aligned broadcasting): the value (with
    its broadcast size-1 dims collapsed away) and its map."""
    n, r = len(out_shape), len(x.shape)
    off = n - r
    drop = [d for d in range(r) if x.shape[d] == 1 and out_shape[off + d] != 1]
    y, keep = f.drop_unit_dims(x, drop)
    return y, [f"d{off + d}" for d in keep]


def ew(f, operands, out_shape, fn, out_dtype="f32"):
    """Elementwise over out_shape. operands: V or Python numbers (constants);
    fn(body, values) returns the result name."""
    ins, slots = [], []
    for o in operands:
        if isinstance(o, V):
            y, m = broadcast_operand(f, o, out_shape)
            slots.append(("in", len(ins)))
            ins.append((y, m))
        else:
            slots.append(("cst", o))
    dtypes = [o.dtype if isinstance(o, V) else None for o in operands]

    def body(b, a, o):
        vals = []
        for (kind, x), dt in zip(slots, dtypes):
            vals.append(a[x] if kind == "in" else b.cst(x, "f32"))
        return fn(b, vals)
    return f.generic(ins, out_shape, ["parallel"] * len(out_shape), body, out_dtype=out_dtype)


def copy_map(f, x, out_shape, in_exprs, init=None, out_exprs=None, n_loops=None):
    """A copy generic: out[loops] = x[in_exprs(loops)]."""
    n = n_loops if n_loops is not None else len(out_shape)
    return f.generic([(x, in_exprs)], out_shape, ["parallel"] * n, lambda b, a, o: a[0],
                     out_dtype=x.dtype, init=init, out_exprs=out_exprs, n_loops=n)


def transpose(f, x, perm):
    perm = [p % len(x.shape) for p in perm]
    if perm == list(range(len(x.shape))):
        return x
    out = [x.shape[p] for p in perm]
    # out[d0..] = x[...]: input dim perm[i] is indexed by loop i
    exprs = [None] * len(perm)
    for i, p in enumerate(perm):
        exprs[p] = f"d{i}"
    return copy_map(f, x, out, exprs)


def broadcast_to(f, x, shape):
    y, m = broadcast_operand(f, x, shape)
    if tuple(shape) == x.shape:
        return x
    return copy_map(f, y, shape, m)


def pad(f, x, lo, hi, value, stride=None):
    """Padding (with stride s > 1 also s-1 inserted values between elements),
    as a fill plus a copy generic with an offset output map."""
    n = len(x.shape)
    stride = stride or [1] * n
    out = [(d - 1) * s + 1 + l + h for d, l, h, s in zip(x.shape, lo, hi, stride)]
    if out == list(x.shape):
        return x
    init = f.fill(out, value, x.dtype)
    if any(l == 0 and s == 1 and o != d for l, s, o, d in zip(lo, stride, out, x.shape)):
        # an identity output expression must span the whole output (the
        # generic's verifier): place x with tensor.insert_slice instead
        v = f.fresh("ins")
        f.emit(f"{v} = tensor.insert_slice {x.name} into {init.name}[{', '.join(map(str, lo))}] "
               f"[{', '.join(map(str, x.shape))}] [{', '.join(map(str, stride))}] : {x.type} into {init.type}")
        return V(v, out, x.dtype)
    res = []
    for i in range(n):
        e = f"d{i}" if stride[i] == 1 else f"d{i} * {stride[i]}"
        res.append(e if lo[i] == 0 else f"{e} + {lo[i]}")
    return copy_map(f, x, x.shape, ident(n), init=init, out_exprs=res)


def concat(f, xs, dim):
    n = len(xs[0].shape)
    dim %= n
    out = list(xs[0].shape)
    out[dim] = sum(x.shape[dim] for x in xs)
    acc = f.empty(out, xs[0].dtype)
    off = 0
    for x in xs:
        if x.shape[dim] == 0:
            continue
        offs = [off if d == dim else 0 for d in range(n)]
        v = f.fresh("cat")
        f.emit(f"{v} = tensor.insert_slice {x.name} into {acc.name}[{', '.join(map(str, offs))}] "
               f"[{', '.join(map(str, x.shape))}] [{', '.join(['1'] * n)}] : {x.type} into {acc.type}")
        acc = V(v, out, x.dtype)
        off += x.shape[dim]
    return acc


def slice_(f, x, starts, sizes, steps):
    """tensor.extract_slice with static offsets, sizes and strides."""
    if list(sizes) == list(x.shape):
        return x
    v = f.fresh("s")
    f.emit(f"{v} = tensor.extract_slice {x.name}[{', '.join(map(str, starts))}] "
           f"[{', '.join(map(str, sizes))}] [{', '.join(map(str, steps))}] : {x.type} to "
           f"{tensor_type(sizes, x.dtype)}")
    return V(v, sizes, x.dtype)


def flip(f, x, dims):
    n = len(x.shape)
    dims = [d % n for d in dims]
    exprs = [f"-d{i} + {x.shape[i] - 1}" if i in dims else f"d{i}" for i in range(n)]
    return copy_map(f, x, x.shape, exprs)


def roll(f, x, shifts, dims):
    n = len(x.shape)
    exprs = ident(n)
    for s, d in zip(shifts, dims):
        d %= n
        k = x.shape[d]
        s %= k
        if s:
            exprs[d] = f"(d{d} + {k - s}) mod {k}"
    return copy_map(f, x, x.shape, exprs)


# ------------------------------------------------------------- reductions
INIT = {"add": "0.0", "mul": "1.0", "max": NEG_INF, "min": POS_INF}
COMBINE = {"add": "arith.addf", "mul": "arith.mulf", "max": "arith.maximumf", "min": "arith.minimumf"}


def reduce(f, x, dims, kind="add", keepdim=False, pre=None):
    """Reduces x over dims (kind add/mul/max/min). pre(body, value) maps each
    element before accumulating. Sums over more than LARGE_REDUCTION
    elements are staged innermost dim first (a long serial f32 sum loses
    precision; PyTorch sums in a tree)."""
    n = len(x.shape)
    dims = sorted(d % n for d in dims) if n else []
    stage = dims
    if kind == "add" and prod(x.shape[d] for d in dims) > LARGE_REDUCTION and len(dims) > 1:
        stage = [dims[-1]]
    keep = [d for d in range(n) if d not in stage]
    out = [x.shape[d] for d in keep]
    init = f.fill(out, INIT[kind], x.dtype)

    def body(b, a, o):
        v = pre(b, a[0]) if pre else a[0]
        return b.op(f"{COMBINE[kind]} {v}, {o[0]}", x.dtype)
    r = f.generic([(x, ident(n))], out, ["reduction" if d in stage else "parallel" for d in range(n)],
                  body, out_dtype=x.dtype, init=init, out_exprs=[f"d{d}" for d in keep])
    if stage != dims:
        rest = [keep.index(d) for d in dims if d not in stage]
        r = reduce(f, r, rest, kind)
    if keepdim:
        r = f.reshape(r, [1 if d in dims else x.shape[d] for d in range(n)])
    return r


def reduce_shape(shape, dims, keepdim):
    n = len(shape)
    dims = [d % n for d in dims]
    return [1 if d in dims else shape[d] for d in range(n)] if keepdim else \
        [shape[d] for d in range(n) if d not in dims]


def mean(f, x, dims, keepdim=False):
    s = reduce(f, x, dims, "add")
    cnt = float(prod(x.shape[d % len(x.shape)] for d in dims)) if x.shape else 1.0
    m = ew(f, [s, cnt], s.shape, lambda b, v: b.op(f"arith.divf {v[0]}, {v[1]}"))
    return f.reshape(m, reduce_shape(x.shape, dims, True)) if keepdim else m


def arg_reduce(f, x, dim, kind, keepdim=False):
    """argmax/argmin along dim (first occurrence, as PyTorch): a two-result
    generic carrying the best value and its index (i64)."""
    n = len(x.shape)
    dim %= n
    keep = [d for d in range(n) if d != dim]
    out = [x.shape[d] for d in keep]
    vinit = f.fill(out, INIT[kind], x.dtype)
    iinit = f.fill(out, 0, "i64")
    pred = "ogt" if kind == "max" else "olt"

    def body(b, a, o):
        i = b.index(dim)
        ii = b.op(f"arith.index_cast {i}", "index to i64")
        better = b.op(f"arith.cmpf {pred}, {a[0]}, {o[0]}", "f32")
        # NaN wins (PyTorch's argmax returns the index of a NaN)
        isnan = b.op(f"arith.cmpf uno, {a[0]}, {a[0]}", "f32")
        take = b.op(f"arith.ori {better}, {isnan}", "i1")
        v = b.op(f"arith.select {take}, {a[0]}, {o[0]}", "f32")
        j = b.op(f"arith.select {take}, {ii}, {o[1]}", "i64")
        return [v, j]
    outs = f.generic([(x, ident(n))], out, ["reduction" if d == dim else "parallel" for d in range(n)],
                     body, out_dtype=x.dtype, init=vinit, out_exprs=[f"d{d}" for d in keep],
                     extra_outs=[(iinit, [f"d{d}" for d in keep])])
    v, idx = outs
    if keepdim:
        shp = [1 if d == dim else x.shape[d] for d in range(n)]
        v, idx = f.reshape(v, shp), f.reshape(idx, shp)
    return v, idx


def logsumexp(f, x, dims, keepdim=False):
    """max + log(sum(exp(x - max))), the max taken as 0 where infinite."""
    mx = reduce(f, x, dims, "max")

    def finite(b, v):
        a = b.op(f"math.absf {v[0]}")
        fin = b.op(f"arith.cmpf olt, {a}, {b.cst(float('inf'))}", "f32")
        return b.op(f"arith.select {fin}, {v[0]}, {b.cst(0.0)}")
    ms = ew(f, [mx], mx.shape, finite)
    keep_shape = reduce_shape(x.shape, dims, True)
    d = ew(f, [x, f.reshape(ms, keep_shape)], x.shape,
           lambda b, v: b.op(f"math.exp {b.op(f'arith.subf {v[0]}, {v[1]}')}"))
    s = reduce(f, d, dims, "add")
    r = ew(f, [s, ms], s.shape, lambda b, v: b.op(f"arith.addf {b.op(f'math.log {v[0]}')}, {v[1]}"))
    return f.reshape(r, keep_shape) if keepdim else r


def softmax(f, x, dim):
    dim %= len(x.shape)
    e = f.empty(x.shape, x.dtype)
    v = f.fresh("sm")
    f.emit(f"{v} = linalg.softmax dimension({dim}) ins({x.name} : {x.type}) outs({e.name} : {e.type}) -> {x.type}")
    return V(v, x.shape, x.dtype)


def log_softmax(f, x, dim):
    return ew(f, [x, logsumexp(f, x, [dim], keepdim=True)], x.shape,
              lambda b, v: b.op(f"arith.subf {v[0]}, {v[1]}"))


def cumulative(f, x, dim, kind="add", reverse=False):
    """cumsum/cumprod along dim: out[..i..] = combine over j <= i (j >= i
    when reverse) of x[..j..], a masked reduction generic."""
    n = len(x.shape)
    dim %= n
    init = f.fill(x.shape, INIT[kind], x.dtype)
    loops = n + 1
    in_exprs = [f"d{n}" if d == dim else f"d{d}" for d in range(n)]

    def body(b, a, o):
        i, j = b.index(dim), b.index(n)
        ok = b.op(f"arith.cmpi {'uge' if reverse else 'ule'}, {j}, {i}", "index")
        v = b.op(f"arith.select {ok}, {a[0]}, {b.cst(INIT[kind] if kind != 'max' else 0.0)}")
        return b.op(f"{COMBINE[kind]} {v}, {o[0]}")
    return f.generic([(x, in_exprs)], x.shape, ["parallel"] * n + ["reduction"], body,
                     init=init, out_exprs=ident(n), n_loops=loops)


def moments(f, x, dims):
    """Biased mean and variance over dims (two passes, as PyTorch), keepdim."""
    m = mean(f, x, dims, keepdim=True)
    sq = ew(f, [x, m], x.shape, lambda b, v: (lambda d: b.op(f"arith.mulf {d}, {d}"))(
        b.op(f"arith.subf {v[0]}, {v[1]}")))
    var = mean(f, sq, dims, keepdim=True)
    return m, var


def normalize(f, x, m, var, eps, weight=None, bias=None):
    """(x - m) / sqrt(var + eps) [* weight] [+ bias] (all broadcast to x)."""
    ops = [x, m, var, float(eps)] + [t for t in (weight, bias) if t is not None]

    def body(b, v):
        ve = b.op(f"arith.addf {v[2]}, {v[3]}")
        sd = b.op(f"math.sqrt {ve}")
        d = b.op(f"arith.subf {v[0]}, {v[1]}")
        r = b.op(f"arith.divf {d}, {sd}")
        k = 4
        if weight is not None:
            r = b.op(f"arith.mulf {r}, {v[k]}")
            k += 1
        if bias is not None:
            r = b.op(f"arith.addf {r}, {v[k]}")
        return r
    return ew(f, ops, x.shape, body)


def channel_view(f, p, rank):
    """A per-channel vector [C] as [C, 1, ...] broadcastable over NC...."""
    return f.reshape(p, [p.shape[0]] + [1] * (rank - 2))


# ----------------------------------------------------------- contractions
def matmul2d(f, a, b, ta=False, tb=False):
    """a @ b with either read transposed: linalg.matmul with indexing maps."""
    m = a.shape[1] if ta else a.shape[0]
    k = a.shape[0] if ta else a.shape[1]
    n = b.shape[0] if tb else b.shape[1]
    kb = b.shape[1] if tb else b.shape[0]
    if k != kb:
        raise ImportError_(f"matmul of {a.shape} and {b.shape}: inner sizes differ")
    acc = f.fill([m, n], 0.0)
    am = "(d2, d0)" if ta else "(d0, d2)"
    bm = "(d1, d2)" if tb else "(d2, d1)"
    v = f.fresh("mm")
    f.emit(f"{v} = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> {am}>, "
           f"affine_map<(d0, d1, d2) -> {bm}>, affine_map<(d0, d1, d2) -> (d0, d1)>]")
    f.emit(f"    ins({a.name}, {b.name} : {a.type}, {b.type}) outs({acc.name} : {acc.type}) -> {acc.type}")
    return V(v, [m, n])


def batch_matmul(f, a, b):
    """[B, M, K] @ [B, K, N] or [B, M, K] @ [K, N] (B read without the batch loop)."""
    bb, m, k = a.shape
    n = b.shape[-1]
    acc = f.fill([bb, m, n], 0.0)
    bmap = "(d0, d3, d2)" if len(b.shape) == 3 else "(d3, d2)"
    v = f.fresh("bmm")
    f.emit(f"{v} = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "
           f"affine_map<(d0, d1, d2, d3) -> {bmap}>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]")
    f.emit(f"    ins({a.name}, {b.name} : {a.type}, {b.type}) outs({acc.name} : {acc.type}) -> {acc.type}")
    return V(v, [bb, m, n])


def matmul(f, a, b, ta=False, tb=False):
    """torch.matmul semantics (1-D promotion, broadcast batch dims)."""
    if len(a.shape) == 2 and len(b.shape) == 2:
        return matmul2d(f, a, b, ta, tb)
    if ta:
        a, ta = transpose(f, a, [1, 0]), False
    if tb:
        b, tb = transpose(f, b, [1, 0]), False
    if len(a.shape) == 1 and len(b.shape) == 1:
        return contraction(f, [a, b], ["k", "k"], "")
    if len(a.shape) == 1:
        r = matmul(f, f.reshape(a, [1, a.shape[0]]), b)
        return f.reshape(r, r.shape[:-2] + r.shape[-1:])
    if len(b.shape) == 1:
        r = matmul(f, a, f.reshape(b, [b.shape[0], 1]))
        return f.reshape(r, r.shape[:-1])
    if len(a.shape) == 3 and len(b.shape) == 3 and a.shape[0] == b.shape[0]:
        return batch_matmul(f, a, b)
    if len(a.shape) == 3 and len(b.shape) == 2:
        return batch_matmul(f, a, b)
    # general: batch dims broadcast
    nb = max(len(a.shape), len(b.shape)) - 2
    letters = "abcdefghij"[:nb]
    ea = letters[nb - (len(a.shape) - 2):] + "mk"
    eb = letters[nb - (len(b.shape) - 2):] + "kn"
    return contraction(f, [a, b], [ea, eb], letters + "mn")


def contraction(f, xs, subs, out_sub):
    """einsum-style: out[out_sub] = sum over the other letters of prod xs."""
    sizes = {}
    for x, s in zip(xs, subs):
        if len(s) != len(x.shape):
            raise ImportError_(f"einsum operand {x.shape} does not match '{s}'")
        for c, d in zip(s, x.shape):
            if c in sizes and sizes[c] != d and 1 not in (sizes[c], d):
                raise ImportError_(f"einsum: '{c}' has sizes {sizes[c]} and {d}")
            sizes[c] = max(sizes.get(c, 1), d)
    red = [c for c in sizes if c not in out_sub]
    loops = list(out_sub) + red
    pos = {c: i for i, c in enumerate(loops)}
    ins = []
    for x, s in zip(xs, subs):
        drop = [i for i, c in enumerate(s) if x.shape[i] == 1 and sizes[c] != 1]
        y, keep = f.drop_unit_dims(x, drop)
        ins.append((y, [f"d{pos[s[i]]}" for i in keep]))
    out = [sizes[c] for c in out_sub]
    acc = f.fill(out, 0.0)

    def body(b, a, o):
        p = a[0]
        for q in a[1:]:
            p = b.op(f"arith.mulf {p}, {q}")
        return b.op(f"arith.addf {o[0]}, {p}")
    return f.generic(ins, out, ["parallel"] * len(out_sub) + ["reduction"] * len(red), body,
                     init=acc, out_exprs=ident(len(out_sub)), n_loops=len(loops))


def take_rows(f, x, idx):
    """x[idx] for an integer index tensor: out[i.., j..] = x[idx[i..], j..]
    (negative indices count from the end), a generic whose body reads x with
    tensor.extract."""
    k, n = len(idx.shape), len(x.shape)
    out = list(idx.shape) + list(x.shape[1:])

    def body(b, a, o):
        dt = idx.dtype
        neg = b.op(f"arith.cmpi slt, {a[0]}, {b.cst(0, dt)}", dt)
        wrapped = b.op(f"arith.addi {a[0]}, {b.cst(x.shape[0], dt)}", dt)
        row = b.op(f"arith.index_cast {b.op(f'arith.select {neg}, {wrapped}, {a[0]}', dt)}", f"{dt} to index")
        rest = [b.index(k + j) for j in range(n - 1)]
        return b.op(f"tensor.extract {x.name}[{', '.join([row] + rest)}]", x.type)
    return f.generic([(idx, [f"d{d}" for d in range(k)])], out, ["parallel"] * len(out), body, out_dtype=x.dtype)
