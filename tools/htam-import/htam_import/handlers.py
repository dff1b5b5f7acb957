"""The op handlers: torch functions, Tensor methods and nn leaf modules by
name. Each gets the importer, the arguments (tensors as mlir.V, everything
else as Python values) and returns the lowered value."""
import operator
from math import prod

import torch.nn as nn

from .lower import handles, module, Unsupported
from .mlir import ImportError_, V
from . import tensor_ops as T
from . import nn_ops as N
from .elementwise import UNARY, BINARY, COMPARE


def get(args, kwargs, i, name, default=None):
    if name in kwargs:
        return kwargs[name]
    if i is not None and i < len(args):
        return args[i]
    return default


def is_t(v):
    return isinstance(v, V)


def dims_arg(d, rank):
    if d is None:
        return list(range(rank))
    if isinstance(d, (list, tuple)):
        return [int(e) % rank for e in d]
    return [int(d) % rank]


def python_value(op, a, c):
    return {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "div": operator.truediv,
            "floordiv": operator.floordiv, "pow": operator.pow}[op](a, c)


# ------------------------------------------------------------- elementwise
def _unary(name, params=()):
    def h(imp, args, kwargs):
        x = args[0]
        if not is_t(x):  # size arithmetic: math.sqrt(k.size(-1)) is traced too
            import math
            if isinstance(x, (int, float)) and hasattr(math, name):
                return getattr(math, name)(x)
            raise Unsupported(f"'{name}' of a non-tensor")
        vals = {}
        for i, p in enumerate(params):
            v = get(args, kwargs, i + 1, p, None)
            if v is not None:
                vals[p] = v
        if x.dtype != "f32":
            raise ImportError_(f"'{name}' on {x.dtype}")
        return T.ew(imp.f, [x], x.shape, lambda b, v: UNARY[name](b, v[0], **vals))
    return h


UNARY_PARAMS = {"gelu": ("approximate",), "softplus": ("beta", "threshold"), "leaky_relu": ("negative_slope",),
                "elu": ("alpha",), "celu": ("alpha",), "hardtanh": ("min_val", "max_val"),
                "clamp": ("min", "max"), "clip": ("min", "max"), "threshold": ("threshold", "value")}
for _n in UNARY:
    if _n != "pow_scalar":
        handles(_n)(_unary(_n, UNARY_PARAMS.get(_n, ())))
handles("log_sigmoid")(_unary("logsigmoid"))


@handles("clamp", "clip")
def _clamp(imp, args, kwargs):
    """clamp(x, min, max); a tensor bound (SwinV2's max=log(tensor(100)))
    broadcasts: min(max(x, lo), hi), as PyTorch."""
    lo, hi = get(args, kwargs, 1, "min"), get(args, kwargs, 2, "max")
    if not is_t(lo) and not is_t(hi):
        return _unary("clamp", ("min", "max"))(imp, args, kwargs)
    y, out = args[0], imp.out_shape()
    for bound, op in ((lo, "maximumf"), (hi, "minimumf")):
        if bound is not None:
            b_ = cast_to(imp, bound, "f32") if is_t(bound) else float(bound)
            y = T.ew(imp.f, [y, b_], out, lambda b, v, op=op: b.op(f"arith.{op} {v[0]}, {v[1]}"))
    return y
handles("clamp_min")(lambda imp, a, k: _unary("clamp", ("min",))(imp, a, k))
handles("clamp_max")(lambda imp, a, k: _unary("clamp", ("max",))(imp, a, k))
handles("hardtanh")(lambda imp, a, k: _unary("hardtanh", ("min_val", "max_val"))(imp, a, k))


def _binary(name):
    def h(imp, args, kwargs):
        x, y = args[0], get(args, kwargs, 1, "other")
        alpha = get(args, kwargs, 2, "alpha", None)
        if not is_t(x) and not is_t(y):
            return python_value(name, x, y)
        if alpha not in (None, 1) and is_t(y):
            y = T.ew(imp.f, [y, float(alpha)], y.shape, lambda b, v: b.op(f"arith.mulf {v[0]}, {v[1]}"))
        elif alpha not in (None, 1):
            y = y * alpha
        if name == "pow" and is_t(x) and not is_t(y):
            return T.ew(imp.f, [x], x.shape, lambda b, v: UNARY["pow_scalar"](b, v[0], y))
        out = imp.out_shape()
        ops = [cast_to(imp, o, "f32") if is_t(o) else float(o) for o in (x, y)]
        return T.ew(imp.f, ops, out, lambda b, v: BINARY[name](b, v[0], v[1]))
    return h


for _n in ("add", "sub", "mul", "pow", "maximum", "minimum", "atan2", "floor_divide", "remainder"):
    handles(_n)(_binary(_n))
handles("div", "truediv", "true_divide", "divide")(
    lambda imp, a, k: _binary("div")(imp, a, k) if k.get("rounding_mode") is None else _div_round(imp, a, k))
handles("multiply")(_binary("mul"))
handles("subtract")(_binary("sub"))
handles("floordiv")(lambda imp, a, k: _binary("floor_divide")(imp, a, k)
                    if is_t(a[0]) or is_t(a[1]) else a[0] // a[1])
handles("mod")(lambda imp, a, k: _binary("remainder")(imp, a, k))


def _div_round(imp, args, kwargs):
    mode = kwargs["rounding_mode"]
    k = {kk: v for kk, v in kwargs.items() if kk != "rounding_mode"}
    if mode == "floor":
        return _binary("floor_divide")(imp, args, k)
    q = _binary("div")(imp, args, k)
    def trunc(b, v):  # toward zero; htam's CPU lowering has no math.trunc
        neg = b.op(f"arith.cmpf olt, {v[0]}, {b.cst(0.0)}", "f32")
        return b.op(f"arith.select {neg}, {b.op(f'math.ceil {v[0]}')}, {b.op(f'math.floor {v[0]}')}")
    return T.ew(imp.f, [q], q.shape, trunc)


@handles("rsub")
def _rsub(imp, args, kwargs):
    return _binary("sub")(imp, [args[1], args[0]], kwargs)


@handles("neg")
def _neg(imp, args, kwargs):
    if not is_t(args[0]):
        return -args[0]
    return _unary("neg")(imp, args, kwargs)


def _compare(name):
    def h(imp, args, kwargs):
        x, y = args[0], args[1]
        if not is_t(x) and not is_t(y):
            return getattr(operator, name)(x, y)
        ops = [cast_to(imp, o, "f32") if is_t(o) else float(o) for o in (x, y)]
        return T.ew(imp.f, ops, imp.out_shape(),
                    lambda b, v: b.op(f"arith.cmpf {COMPARE[name]}, {v[0]}, {v[1]}", "f32"), out_dtype="i1")
    return h


for _n in COMPARE:
    handles(_n)(_compare(_n))
handles("greater")(_compare("gt"))
handles("less")(_compare("lt"))


@handles("bitwise_not", "logical_not", "invert")
def _not(imp, args, kwargs):
    x = args[0]
    if x.dtype != "i1":
        x = cast_to(imp, x, "i1")
    return T.ew(imp.f, [x], x.shape, lambda b, v: b.op(f"arith.xori {v[0]}, {b.cst(1, 'i1')}", "i1"), out_dtype="i1")


def _logical(opname):
    def h(imp, args, kwargs):
        x, y = cast_to(imp, args[0], "i1"), cast_to(imp, args[1], "i1")
        return T.ew(imp.f, [x, y], imp.out_shape(), lambda b, v: b.op(f"{opname} {v[0]}, {v[1]}", "i1"),
                    out_dtype="i1")
    return h


handles("logical_and", "bitwise_and", "and_")(_logical("arith.andi"))
handles("logical_or", "bitwise_or", "or_")(_logical("arith.ori"))


@handles("where")
def _where(imp, args, kwargs):
    c, x, y = args[0], args[1], args[2]
    c = cast_to(imp, c, "i1")
    ops = [c] + [cast_to(imp, o, "f32") if is_t(o) else float(o) for o in (x, y)]
    return T.ew(imp.f, ops, imp.out_shape(), lambda b, v: b.op(f"arith.select {v[0]}, {v[1]}, {v[2]}"))


@handles("masked_fill")
def _masked_fill(imp, args, kwargs):
    x, mask, val = args[0], args[1], get(args, kwargs, 2, "value")
    if is_t(val):
        raise Unsupported("masked_fill with a tensor value")
    return T.ew(imp.f, [cast_to(imp, mask, "i1"), x, float(val)], x.shape,
                lambda b, v: b.op(f"arith.select {v[0]}, {v[2]}, {v[1]}"))


def cast_to(imp, x, dt):
    if not is_t(x) or x.dtype == dt:
        return x
    def body(b, v):
        a = v[0]
        if x.dtype == "i1" and dt.startswith("f"):
            return b.op(f"arith.uitofp {a}", f"i1 to {dt}")
        if x.dtype.startswith("i") and dt.startswith("f"):
            return b.op(f"arith.sitofp {a}", f"{x.dtype} to {dt}")
        if x.dtype.startswith("f") and dt == "i1":
            return b.op(f"arith.cmpf une, {a}, {b.cst(0.0, x.dtype)}", x.dtype)
        if x.dtype.startswith("f") and dt.startswith("i"):
            return b.op(f"arith.fptosi {a}", f"{x.dtype} to {dt}")
        if x.dtype == "f64" and dt == "f32":
            return b.op(f"arith.truncf {a}", "f64 to f32")
        if x.dtype == "f32" and dt == "f64":
            return b.op(f"arith.extf {a}", "f32 to f64")
        if x.dtype.startswith("i") and dt == "i1":
            return b.op(f"arith.cmpi ne, {a}, {b.cst(0, x.dtype)}", x.dtype)
        if x.dtype == "i1":
            return b.op(f"arith.extui {a}", f"i1 to {dt}")
        raise ImportError_(f"cast from {x.dtype} to {dt}")
    return T.ew(imp.f, [x], x.shape, body, out_dtype=dt)


@handles("float", "to", "type", "type_as", "double", "long", "int", "bool")
def _to(imp, args, kwargs):
    m = imp.meta()
    from .lower import dtype_of
    return cast_to(imp, args[0], dtype_of(m.dtype))


# --------------------------------------------------------- no-op forms
@handles("contiguous", "clone", "detach", "cpu", "cuda", "requires_grad_", "identity")
def _same(imp, args, kwargs):
    return args[0]


@handles("_assert_is_none")  # torch.fx checks a forward() default traced as None (h0=None)
def _assert_is_none(imp, args, kwargs):
    return None


@handles("dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout")
def _dropout(imp, args, kwargs):
    p = get(args, kwargs, 1, "p", 0.5)
    training = get(args, kwargs, 2, "training", True)
    if p and training:
        imp.notes.append("dropout with p > 0 in training mode is random: imported as the identity "
                         "(its expectation); the port check runs the module with dropout off")
    return args[0]


# ------------------------------------------------------- data movement
def _shape_args(args):
    s = args[1:] if len(args) > 1 else []
    if len(s) == 1 and isinstance(s[0], (list, tuple)):
        s = s[0]
    return list(s)


@handles("view", "reshape", "flatten", "unflatten", "squeeze", "unsqueeze", "view_as", "reshape_as",
         "expand_dims", "ravel")
def _reshape(imp, args, kwargs):
    return imp.f.reshape(args[0], imp.out_shape())


@handles("permute")
def _permute(imp, args, kwargs):
    perm = _shape_args(args) or list(kwargs.get("dims"))
    return T.transpose(imp.f, args[0], perm)


@handles("transpose", "swapaxes", "swapdims")
def _transpose(imp, args, kwargs):
    x = args[0]
    d0, d1 = get(args, kwargs, 1, "dim0"), get(args, kwargs, 2, "dim1")
    perm = list(range(len(x.shape)))
    perm[d0 % len(perm)], perm[d1 % len(perm)] = perm[d1 % len(perm)], perm[d0 % len(perm)]
    return T.transpose(imp.f, x, perm)


@handles("t")
def _t(imp, args, kwargs):
    x = args[0]
    return x if len(x.shape) < 2 else T.transpose(imp.f, x, [1, 0])


@handles("getattr")
def _getattr(imp, args, kwargs):
    x, name = args[0], args[1]
    if is_t(x):
        if name == "shape":
            return tuple(x.shape)
        if name in ("T", "mT"):
            n = len(x.shape)
            perm = list(range(n))[::-1] if name == "T" else list(range(n - 2)) + [n - 1, n - 2]
            return T.transpose(imp.f, x, perm)
        if name in ("dtype", "device"):  # read by .to(x.device), factory kwargs: the types come from the trace
            return None
        raise Unsupported(f"unsupported tensor attribute '.{name}'")
    if isinstance(x, tuple) and name in ("values", "indices"):
        return x[0 if name == "values" else 1]
    return getattr(x, name)


@handles("size")
def _size(imp, args, kwargs):
    x = args[0]
    d = get(args, kwargs, 1, "dim")
    return tuple(x.shape) if d is None else x.shape[d]


@handles("dim", "ndimension")
def _dim(imp, args, kwargs):
    return len(args[0].shape)


@handles("numel")
def _numel(imp, args, kwargs):
    return prod(args[0].shape)


@handles("expand", "expand_as", "broadcast_to")
def _expand(imp, args, kwargs):
    return T.broadcast_to(imp.f, args[0], imp.out_shape())


@handles("repeat")
def _repeat(imp, args, kwargs):
    x = args[0]
    reps = _shape_args(args)
    out = imp.out_shape()
    xs = [1] * (len(reps) - len(x.shape)) + list(x.shape)
    x = imp.f.reshape(x, xs)
    exprs = [f"d{i} mod {xs[i]}" if r != 1 and xs[i] != 1 else ("0" if xs[i] == 1 and r != 1 else f"d{i}")
             for i, r in enumerate(reps)]
    if "0" in exprs:
        drop = [i for i, e in enumerate(exprs) if e == "0"]
        x, keep = imp.f.drop_unit_dims(x, drop)
        exprs = [exprs[i] for i in keep]
    return T.copy_map(imp.f, x, out, exprs)


@handles("cat", "concat", "concatenate")
def _cat(imp, args, kwargs):
    xs = [t for t in get(args, kwargs, 0, "tensors")]
    return T.concat(imp.f, xs, get(args, kwargs, 1, "dim", 0))


@handles("stack")
def _stack(imp, args, kwargs):
    xs = list(get(args, kwargs, 0, "tensors"))
    d = get(args, kwargs, 1, "dim", 0) % (len(xs[0].shape) + 1)
    ex = [imp.f.reshape(x, list(x.shape[:d]) + [1] + list(x.shape[d:])) for x in xs]
    return T.concat(imp.f, ex, d)


@handles("flip")
def _flip(imp, args, kwargs):
    return T.flip(imp.f, args[0], _shape_args(args) or list(kwargs["dims"]))


@handles("roll")
def _roll(imp, args, kwargs):
    x = args[0]
    shifts, dims = get(args, kwargs, 1, "shifts"), get(args, kwargs, 2, "dims")
    if dims is None:
        raise Unsupported("torch.roll without dims")
    shifts = shifts if isinstance(shifts, (list, tuple)) else [shifts]
    dims = dims if isinstance(dims, (list, tuple)) else [dims]
    return T.roll(imp.f, x, shifts, dims)


def _slices(imp, x, starts, sizes, steps, out_shape):
    v = T.slice_(imp.f, x, starts, sizes, steps)
    return imp.f.reshape(v, out_shape)


@handles("getitem")
def _getitem(imp, args, kwargs):
    x, idx = args[0], args[1]
    if not is_t(x):
        return x[idx]
    idx = idx if isinstance(idx, tuple) else (idx,)
    if len(idx) == 1 and is_t(idx[0]) and idx[0].dtype in ("i64", "i32"):  # table[index] (a gather of rows)
        return T.take_rows(imp.f, x, idx[0])
    if any(is_t(i) for i in idx):
        raise Unsupported("indexing with a tensor (advanced indexing) other than x[int_index]")
    n = len(x.shape)
    if Ellipsis in idx:
        e = idx.index(Ellipsis)
        real = sum(1 for i in idx if i is not None and i is not Ellipsis)
        idx = idx[:e] + (slice(None),) * (n - real) + idx[e + 1:]
    starts, sizes, steps = [], [], []
    d = 0
    for i in idx:
        if i is None:
            continue
        L = x.shape[d]
        if isinstance(i, int):
            i = i % L
            starts.append(i), sizes.append(1), steps.append(1)
        elif isinstance(i, slice):
            a, bnd, s = i.indices(L)
            starts.append(a), sizes.append(max(0, (bnd - a + s - 1) // s)), steps.append(s)
        else:
            raise Unsupported(f"indexing with {type(i).__name__}")
        d += 1
    for k in range(d, n):
        starts.append(0), sizes.append(x.shape[k]), steps.append(1)
    return _slices(imp, x, starts, sizes, steps, imp.out_shape())


@handles("_assert")
def _assert(imp, args, kwargs):
    """fx's check that a concrete Python argument kept its traced value: the
    value is folded, nothing to emit."""
    return None


@handles("narrow")
def _narrow(imp, args, kwargs):
    x = args[0]
    dim = get(args, kwargs, 1, "dim") % len(x.shape)
    start, length = get(args, kwargs, 2, "start"), get(args, kwargs, 3, "length")
    st = [0] * len(x.shape)
    st[dim] = start % x.shape[dim]
    sz = list(x.shape)
    sz[dim] = length
    return T.slice_(imp.f, x, st, sz, [1] * len(x.shape))


@handles("select")
def _select(imp, args, kwargs):
    x = args[0]
    dim, i = get(args, kwargs, 1, "dim") % len(x.shape), get(args, kwargs, 2, "index")
    st = [0] * len(x.shape)
    st[dim] = i % x.shape[dim]
    sz = list(x.shape)
    sz[dim] = 1
    return _slices(imp, x, st, sz, [1] * len(x.shape), imp.out_shape())


@handles("split", "chunk", "tensor_split", "unbind")
def _split(imp, args, kwargs):
    x = args[0]
    metas = imp.meta()
    name = imp.node.target if isinstance(imp.node.target, str) else imp.node.target.__name__
    dim = get(args, kwargs, 2 if name != "unbind" else 1, "dim", 0) % len(x.shape)
    outs, off = [], 0
    for m in metas:
        shp = list(m.shape)
        ln = 1 if name == "unbind" else shp[dim]
        st = [0] * len(x.shape)
        st[dim] = off
        sz = list(x.shape)
        sz[dim] = ln
        outs.append(_slices(imp, x, st, sz, [1] * len(x.shape), shp))
        off += ln
    return tuple(outs)


def _tri(lower):
    def h(imp, args, kwargs):
        x = args[0]
        k = get(args, kwargs, 1, "diagonal", 0)
        n = len(x.shape)

        def body(b, a, o):
            i, j = b.index(n - 2), b.index(n - 1)
            # keep where j - i <= k (tril) / j - i >= k (triu)
            ii = b.op(f"arith.index_cast {i}", "index to i64")
            jj = b.op(f"arith.index_cast {j}", "index to i64")
            dlt = b.op(f"arith.subi {jj}, {ii}", "i64")
            keep = b.op(f"arith.cmpi {'sle' if lower else 'sge'}, {dlt}, {b.cst(k, 'i64')}", "i64")
            return b.op(f"arith.select {keep}, {a[0]}, {b.cst(0 if x.dtype != 'f32' else 0.0, x.dtype)}",
                        x.dtype)
        return imp.f.generic([(x, [f"d{i}" for i in range(n)])], x.shape, ["parallel"] * n, body,
                             out_dtype=x.dtype)
    return h


handles("tril")(_tri(True))
handles("triu")(_tri(False))


def _full_like(value):
    def h(imp, args, kwargs):
        v = value if value is not None else get(args, kwargs, 1, "fill_value")
        return imp.f.fill(imp.out_shape(), v, imp.out_dtype())
    return h


handles("ones_like", "new_ones")(_full_like(1.0))
handles("zeros_like", "new_zeros", "empty_like")(_full_like(0.0))
handles("full_like")(_full_like(None))


def _full(value):
    def h(imp, args, kwargs):
        v = value if value is not None else get(args, kwargs, 1, "fill_value")
        return imp.f.fill(imp.out_shape(), v, imp.out_dtype())
    return h


handles("ones")(_full(1.0))
handles("zeros", "empty")(_full(0.0))
handles("full")(lambda imp, a, k: imp.f.fill(imp.out_shape(), get(a, k, 1, "fill_value"), imp.out_dtype()))


# ---------------------------------------------------------- contractions
def _operand_t(imp, i):
    """A matmul operand produced by a 2-D transpose: read its source with a
    transposed map instead of materializing the transpose."""
    node = imp.node.args[i]
    if not hasattr(node, "op"):
        return None
    tgt = node.target if isinstance(node.target, str) else getattr(node.target, "__name__", "")
    src = node.args[0] if node.args else None
    meta = getattr(src, "meta", {}).get("tensor_meta") if src is not None else None
    if meta is None or len(meta.shape) != 2:
        return None
    if tgt == "t" or (tgt in ("transpose", "swapaxes") and len(node.args) == 3) or \
            (tgt == "getattr" and node.args[1] in ("T", "mT")) or \
            (tgt == "permute" and list(node.args[1:]) in ([1, 0], [[1, 0]], [(1, 0)])):
        return src
    return None


@handles("matmul", "mm", "bmm")
def _matmul(imp, args, kwargs):
    a, b = args[0], get(args, kwargs, 1, "other", args[1] if len(args) > 1 else kwargs.get("mat2"))
    ta = tb = False
    if len(a.shape) == 2 and len(b.shape) == 2:
        env = imp.current_env
        sa, sb = _operand_t(imp, 0), _operand_t(imp, 1)
        if sa is not None and sa in env:
            a, ta = env[sa], True
        if sb is not None and sb in env:
            b, tb = env[sb], True
    return T.matmul(imp.f, a, b, ta, tb)


@handles("einsum")
def _einsum(imp, args, kwargs):
    eq = args[0].replace(" ", "")
    ops = list(args[1:])
    if len(ops) == 1 and isinstance(ops[0], (list, tuple)):
        ops = list(ops[0])
    if "..." in eq:
        raise Unsupported("einsum with '...'")
    lhs, _, out = eq.partition("->")
    subs = lhs.split(",")
    if not _:
        letters = sorted(set(c for s in subs for c in s if sum(t.count(c) for t in subs) == 1))
        out = "".join(letters)
    if any(len(set(s)) != len(s) for s in subs):
        raise Unsupported("einsum with a repeated index in one operand (diagonal)")
    return T.contraction(imp.f, ops, subs, out)


@handles("linear")
def _linear(imp, args, kwargs):
    return linear(imp, get(args, kwargs, 0, "input"), get(args, kwargs, 1, "weight"), get(args, kwargs, 2, "bias"))


def linear(imp, x, w, bias):
    f = imp.f
    lead = list(x.shape[:-1])
    x2 = f.reshape(x, [prod(lead), x.shape[-1]]) if len(x.shape) != 2 else x
    y = T.matmul2d(f, x2, w, tb=True)
    if bias is not None:
        y = T.ew(f, [y, bias], y.shape, lambda b, v: b.op(f"arith.addf {v[0]}, {v[1]}"))
    return f.reshape(y, lead + [w.shape[0]]) if len(x.shape) != 2 else y


def _addmm_like(kind):
    def h(imp, args, kwargs):
        c, a, b = args[0], args[1], args[2]
        beta, alpha = kwargs.get("beta", 1), kwargs.get("alpha", 1)
        p = T.matmul(imp.f, a, b)
        ops = [p, c, float(alpha), float(beta)]
        return T.ew(imp.f, ops, p.shape, lambda bb, v: bb.op(
            f"arith.addf {bb.op(f'arith.mulf {v[0]}, {v[2]}')}, {bb.op(f'arith.mulf {v[1]}, {v[3]}')}"))
    return h


handles("addmm", "baddbmm")(_addmm_like("mm"))


@handles("scaled_dot_product_attention")
def _sdpa(imp, args, kwargs):
    q, k, v = args[0], args[1], args[2]
    if kwargs.get("attn_mask") is not None or get(args, kwargs, 3, "attn_mask") is not None:
        raise Unsupported("scaled_dot_product_attention with attn_mask")
    if kwargs.get("dropout_p", 0.0) or get(args, kwargs, 4, "dropout_p", 0.0):
        raise Unsupported("scaled_dot_product_attention with dropout_p")
    f = imp.f
    scale = kwargs.get("scale") or 1.0 / (q.shape[-1] ** 0.5)
    n = len(q.shape)
    kt = T.transpose(f, k, list(range(n - 2)) + [n - 1, n - 2])
    s = _bmatmul(f, q, kt)
    s = T.ew(f, [s, float(scale)], s.shape, lambda b, vv: b.op(f"arith.mulf {vv[0]}, {vv[1]}"))
    if kwargs.get("is_causal", False) or get(args, kwargs, 5, "is_causal", False):
        s = _causal_mask(f, s)
    return _bmatmul(f, T.softmax(f, s, -1), v)


def _causal_mask(f, s):
    """Scores of key j > query i set to -inf (torch's is_causal: a
    lower-triangular mask aligned at the top-left corner)."""
    n = len(s.shape)

    def body(b, a, o):
        i, j = b.index(n - 2), b.index(n - 1)
        later = b.op(f"arith.cmpi ugt, {j}, {i}", "index")
        return b.op(f"arith.select {later}, {b.cst(float('-inf'), 'f32')}, {a[0]}", "f32")
    return f.generic([(s, [f"d{i}" for i in range(n)])], s.shape, ["parallel"] * n, body,
                     out_dtype="f32")


def _bmatmul(f, a, b):
    lead = list(a.shape[:-2])
    a3 = f.reshape(a, [prod(lead)] + list(a.shape[-2:]))
    b3 = f.reshape(b, [prod(lead)] + list(b.shape[-2:]))
    r = T.batch_matmul(f, a3, b3)
    return f.reshape(r, lead + list(r.shape[-2:]))


# ------------------------------------------------------------ reductions
def _reduction(kind):
    def h(imp, args, kwargs):
        x = args[0]
        d = get(args, kwargs, 1, "dim")
        keep = get(args, kwargs, 2, "keepdim", False)
        if kwargs.get("dtype") is not None:
            raise Unsupported("reduction with dtype=")
        if x.dtype == "i1":
            x = cast_to(imp, x, "f32")
        dims = dims_arg(d, len(x.shape))
        if kind == "mean":
            return T.mean(imp.f, x, dims, keep)
        return T.reduce(imp.f, x, dims, kind, keep)
    return h


handles("sum")(_reduction("add"))
handles("mean")(_reduction("mean"))
handles("prod")(_reduction("mul"))
handles("amax")(_reduction("max"))
handles("amin")(_reduction("min"))


def _maxmin(kind):
    def h(imp, args, kwargs):
        x = args[0]
        other = get(args, kwargs, 1, "dim")
        if is_t(other):  # torch.max(a, b)
            return _binary("maximum" if kind == "max" else "minimum")(imp, [x, other], {})
        if other is None:
            return T.reduce(imp.f, x, list(range(len(x.shape))), kind)
        keep = get(args, kwargs, 2, "keepdim", False)
        return T.arg_reduce(imp.f, x, other, kind, keep)
    return h


handles("max")(_maxmin("max"))
handles("min")(_maxmin("min"))


def _arg(kind):
    def h(imp, args, kwargs):
        x = args[0]
        d = get(args, kwargs, 1, "dim")
        keep = get(args, kwargs, 2, "keepdim", False)
        if d is None:
            x, d = imp.f.reshape(x, [prod(x.shape)]), 0
        return T.arg_reduce(imp.f, x, d, kind, keep)[1]
    return h


handles("argmax")(_arg("max"))
handles("argmin")(_arg("min"))


@handles("logsumexp")
def _lse(imp, args, kwargs):
    x = args[0]
    return T.logsumexp(imp.f, x, dims_arg(get(args, kwargs, 1, "dim"), len(x.shape)),
                       get(args, kwargs, 2, "keepdim", False))


@handles("softmax")
def _softmax(imp, args, kwargs):
    x = args[0]
    d = get(args, kwargs, 1, "dim")
    if d is None:
        raise Unsupported("softmax without dim")
    return T.softmax(imp.f, x, d)


@handles("log_softmax")
def _log_softmax(imp, args, kwargs):
    return T.log_softmax(imp.f, args[0], get(args, kwargs, 1, "dim"))


def _cum(kind):
    def h(imp, args, kwargs):
        x = args[0]
        if kwargs.get("dtype") is not None:
            raise Unsupported("cumulative op with dtype=")
        return T.cumulative(imp.f, x, get(args, kwargs, 1, "dim"), kind)
    return h


handles("cumsum")(_cum("add"))
handles("cumprod")(_cum("mul"))


def _var(std):
    def h(imp, args, kwargs):
        x = args[0]
        d = get(args, kwargs, 1, "dim")
        unbiased = kwargs.get("unbiased", True)
        corr = kwargs.get("correction", 1 if unbiased else 0)
        if isinstance(get(args, kwargs, 2, "unbiased", None), bool):
            corr = 1 if args[2] else 0
        keep = kwargs.get("keepdim", False)
        dims = dims_arg(d, len(x.shape))
        m, var = T.moments(imp.f, x, dims)
        cnt = prod(x.shape[e] for e in dims)
        fac = cnt / max(cnt - corr, 1)

        def body(b, v):
            r = b.op(f"arith.mulf {v[0]}, {v[1]}")
            return b.op(f"math.sqrt {r}") if std else r
        r = T.ew(imp.f, [var, float(fac)], var.shape, body)
        return r if keep else imp.f.reshape(r, T.reduce_shape(x.shape, dims, False))
    return h


handles("var")(_var(False))
handles("std")(_var(True))


@handles("norm")
def _norm(imp, args, kwargs):
    x = args[0]
    p = get(args, kwargs, 1, "p", "fro")
    d = get(args, kwargs, 2, "dim")
    keep = get(args, kwargs, 3, "keepdim", False)
    if p not in ("fro", 2, 2.0, 1, 1.0):
        raise Unsupported(f"norm with p={p}")
    dims = dims_arg(d, len(x.shape))
    if p in (1, 1.0):
        return T.reduce(imp.f, x, dims, "add", keep, pre=lambda b, v: b.op(f"math.absf {v}"))
    s = T.reduce(imp.f, x, dims, "add", keep, pre=lambda b, v: b.op(f"arith.mulf {v}, {v}"))
    return T.ew(imp.f, [s], s.shape, lambda b, v: b.op(f"math.sqrt {v[0]}"))


@handles("normalize")
def _normalize(imp, args, kwargs):
    x = args[0]
    p = get(args, kwargs, 1, "p", 2.0)
    d = get(args, kwargs, 2, "dim", 1)
    eps = get(args, kwargs, 3, "eps", 1e-12)
    if p not in (2, 2.0, 1, 1.0):
        raise Unsupported(f"normalize with p={p}")
    dims = dims_arg(d, len(x.shape))
    if p in (1, 1.0):
        nrm = T.reduce(imp.f, x, dims, "add", True, pre=lambda b, v: b.op(f"math.absf {v}"))
    else:
        s = T.reduce(imp.f, x, dims, "add", True, pre=lambda b, v: b.op(f"arith.mulf {v}, {v}"))
        nrm = T.ew(imp.f, [s], s.shape, lambda b, v: b.op(f"math.sqrt {v[0]}"))
    return T.ew(imp.f, [x, nrm, float(eps)], x.shape,
                lambda b, v: b.op(f"arith.divf {v[0]}, {b.op(f'arith.maximumf {v[1]}, {v[2]}')}"))


# -------------------------------------------------- functional nn ops
def _conv_f(imp, args, kwargs):
    return N.conv(imp.f, args[0], get(args, kwargs, 1, "weight"), get(args, kwargs, 2, "bias"),
                  get(args, kwargs, 3, "stride", 1), get(args, kwargs, 4, "padding", 0),
                  get(args, kwargs, 5, "dilation", 1), get(args, kwargs, 6, "groups", 1))


handles("conv1d", "conv2d", "conv3d")(_conv_f)


def _convt_f(imp, args, kwargs):
    return N.conv_transpose(imp.f, args[0], get(args, kwargs, 1, "weight"), get(args, kwargs, 2, "bias"),
                            get(args, kwargs, 3, "stride", 1), get(args, kwargs, 4, "padding", 0),
                            get(args, kwargs, 5, "output_padding", 0), get(args, kwargs, 6, "groups", 1),
                            get(args, kwargs, 7, "dilation", 1))


handles("conv_transpose1d", "conv_transpose2d", "conv_transpose3d")(_convt_f)


def _maxpool_f(imp, args, kwargs):
    if get(args, kwargs, 6, "return_indices", False):
        raise Unsupported("max pooling with return_indices=True")
    return N.max_pool(imp.f, args[0], get(args, kwargs, 1, "kernel_size"), get(args, kwargs, 2, "stride"),
                      get(args, kwargs, 3, "padding", 0), get(args, kwargs, 4, "dilation", 1),
                      get(args, kwargs, 5, "ceil_mode", False))


handles("max_pool1d", "max_pool2d", "max_pool3d")(_maxpool_f)


def _avgpool_f(imp, args, kwargs):
    return N.avg_pool(imp.f, args[0], get(args, kwargs, 1, "kernel_size"), get(args, kwargs, 2, "stride"),
                      get(args, kwargs, 3, "padding", 0), get(args, kwargs, 4, "ceil_mode", False),
                      get(args, kwargs, 5, "count_include_pad", True), get(args, kwargs, 6, "divisor_override"))


handles("avg_pool1d", "avg_pool2d", "avg_pool3d")(_avgpool_f)
handles("adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d")(
    lambda imp, a, k: N.adaptive_pool(imp.f, a[0], get(a, k, 1, "output_size"), "avg"))
handles("adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d")(
    lambda imp, a, k: N.adaptive_pool(imp.f, a[0], get(a, k, 1, "output_size"), "max"))


@handles("batch_norm")
def _bn_f(imp, args, kwargs):
    return N.batch_norm(imp.f, args[0], get(args, kwargs, 3, "weight"), get(args, kwargs, 4, "bias"),
                        get(args, kwargs, 1, "running_mean"), get(args, kwargs, 2, "running_var"),
                        get(args, kwargs, 5, "training", False), get(args, kwargs, 7, "eps", 1e-5))


@handles("layer_norm")
def _ln_f(imp, args, kwargs):
    ns = get(args, kwargs, 1, "normalized_shape")
    ns = list(ns) if isinstance(ns, (list, tuple)) else [ns]
    return N.layer_norm(imp.f, args[0], ns, get(args, kwargs, 2, "weight"), get(args, kwargs, 3, "bias"),
                        get(args, kwargs, 4, "eps", 1e-5))


@handles("group_norm")
def _gn_f(imp, args, kwargs):
    return N.group_norm(imp.f, args[0], get(args, kwargs, 1, "num_groups"), get(args, kwargs, 2, "weight"),
                        get(args, kwargs, 3, "bias"), get(args, kwargs, 4, "eps", 1e-5))


@handles("instance_norm")
def _in_f(imp, args, kwargs):
    if get(args, kwargs, 5, "use_input_stats", True) is False:
        raise Unsupported("instance_norm with running statistics")
    return N.instance_norm(imp.f, args[0], get(args, kwargs, 3, "weight"), get(args, kwargs, 4, "bias"),
                           get(args, kwargs, 7, "eps", 1e-5))


@handles("pad")
def _pad_f(imp, args, kwargs):
    x, pads = args[0], list(get(args, kwargs, 1, "pad"))
    mode = get(args, kwargs, 2, "mode", "constant")
    value = get(args, kwargs, 3, "value", 0.0) or 0.0
    if mode != "constant":
        raise Unsupported(f"pad mode '{mode}'")
    n = len(x.shape)
    lo, hi = [0] * n, [0] * n
    for i in range(len(pads) // 2):
        lo[n - 1 - i], hi[n - 1 - i] = pads[2 * i], pads[2 * i + 1]
    if any(v < 0 for v in lo + hi):
        raise Unsupported("pad with negative amounts")
    return T.pad(imp.f, x, lo, hi, float(value))


# ------------------------------------------------------------ losses
@handles("smooth_l1_loss", "huber_loss")
def _smooth_l1(imp, args, kwargs):
    x, y = args[0], args[1]
    red = kwargs.get("reduction", "mean")
    beta = float(kwargs.get("beta", kwargs.get("delta", 1.0)))
    huber = imp.node.target.__name__ == "huber_loss" if callable(imp.node.target) else False

    def body(b, v):
        d = b.op(f"math.absf {b.op(f'arith.subf {v[0]}, {v[1]}')}")
        q = b.op(f"arith.mulf {b.op(f'arith.mulf {d}, {d}')}, {b.cst(0.5 if huber else 0.5 / beta)}")
        lin = b.op(f"arith.subf {d}, {b.cst(0.5 * beta)}")
        if huber:
            lin = b.op(f"arith.mulf {lin}, {b.cst(beta)}")
        small = b.op(f"arith.cmpf olt, {d}, {b.cst(beta)}", "f32")
        return b.op(f"arith.select {small}, {q}, {lin}")
    e = T.ew(imp.f, [x, y], imp.node.args[0].meta["tensor_meta"].shape, body)
    return _reduce_loss(imp, e, red)


def _reduce_loss(imp, e, red):
    if red == "none":
        return e
    dims = list(range(len(e.shape)))
    return T.mean(imp.f, e, dims) if red == "mean" else T.reduce(imp.f, e, dims)


@handles("mse_loss")
def _mse(imp, args, kwargs):
    x, y = args[0], args[1]
    e = T.ew(imp.f, [x, y], x.shape, lambda b, v: (lambda d: b.op(f"arith.mulf {d}, {d}"))(
        b.op(f"arith.subf {v[0]}, {v[1]}")))
    return _reduce_loss(imp, e, kwargs.get("reduction", "mean"))


@handles("kl_div")
def _kl_div(imp, args, kwargs):
    x, y = args[0], args[1]
    red = kwargs.get("reduction", "mean")
    log_target = kwargs.get("log_target", False)

    def body(b, v):
        if log_target:
            return b.op(f"arith.mulf {b.op(f'math.exp {v[1]}')}, {b.op(f'arith.subf {v[1]}, {v[0]}')}")
        # xlogy(t, t) - t * x, 0 where t == 0
        lt = b.op(f"math.log {v[1]}")
        r = b.op(f"arith.mulf {v[1]}, {b.op(f'arith.subf {lt}, {v[0]}')}")
        z = b.op(f"arith.cmpf oeq, {v[1]}, {b.cst(0.0)}", "f32")
        return b.op(f"arith.select {z}, {b.cst(0.0)}, {r}")
    e = T.ew(imp.f, [x, y], x.shape, body)
    if red == "batchmean":
        s = T.reduce(imp.f, e, list(range(len(e.shape))))
        return T.ew(imp.f, [s, float(x.shape[0])], s.shape, lambda b, v: b.op(f"arith.divf {v[0]}, {v[1]}"))
    return _reduce_loss(imp, e, red)


# ------------------------------------------------------- nn leaf modules
def P(imp, qn, leaf):
    return imp.param(f"{qn}.{leaf}" if qn else leaf)


def _act_module(name, attrs=()):
    def h(imp, mod, qn, args, kwargs):
        vals = {a: getattr(mod, a) for a in attrs}
        x = args[0]
        return T.ew(imp.f, [x], x.shape, lambda b, v: UNARY[name](b, v[0], **vals))
    return h


for _cls, _name, _attrs in [
        (nn.ReLU, "relu", ()), (nn.ReLU6, "relu6", ()), (nn.Sigmoid, "sigmoid", ()), (nn.Tanh, "tanh", ()),
        (nn.GELU, "gelu", ("approximate",)), (nn.SiLU, "silu", ()), (nn.Mish, "mish", ()),
        (nn.Softplus, "softplus", ("beta", "threshold")), (nn.LeakyReLU, "leaky_relu", ("negative_slope",)),
        (nn.ELU, "elu", ("alpha",)), (nn.SELU, "selu", ()), (nn.CELU, "celu", ("alpha",)),
        (nn.Hardtanh, "hardtanh", ("min_val", "max_val")), (nn.Hardswish, "hardswish", ()),
        (nn.Hardsigmoid, "hardsigmoid", ()), (nn.Softsign, "softsign", ()), (nn.Tanhshrink, "tanhshrink", ()),
        (nn.LogSigmoid, "logsigmoid", ()), (nn.Threshold, "threshold", ("threshold", "value"))]:
    module(_cls)(_act_module(_name, _attrs))


@module(nn.Identity, nn.Flatten, nn.Unflatten, nn.Dropout, nn.Dropout1d if hasattr(nn, "Dropout1d") else nn.Identity,
        nn.Dropout2d, nn.Dropout3d, nn.AlphaDropout)
def _shape_module(imp, mod, qn, args, kwargs):
    if isinstance(mod, (nn.Flatten, nn.Unflatten)):
        return imp.f.reshape(args[0], imp.out_shape())
    if isinstance(mod, nn.Identity):
        return args[0]
    if mod.p and mod.training:
        imp.notes.append("dropout with p > 0 in training mode is random: imported as the identity "
                         "(its expectation); the port check runs the module with dropout off")
    return args[0]


@module(nn.Linear)
def _linear_m(imp, mod, qn, args, kwargs):
    return linear(imp, args[0], P(imp, qn, "weight"), P(imp, qn, "bias") if mod.bias is not None else None)


@module(nn.Bilinear)
def _bilinear(imp, mod, qn, args, kwargs):
    x1, x2 = args[0], args[1]
    y = T.contraction(imp.f, [x1, P(imp, qn, "weight"), x2], ["bi", "oij", "bj"], "bo")
    if mod.bias is not None:
        y = T.ew(imp.f, [y, P(imp, qn, "bias")], y.shape, lambda b, v: b.op(f"arith.addf {v[0]}, {v[1]}"))
    return y


@module(nn.Conv1d, nn.Conv2d, nn.Conv3d)
def _conv_m(imp, mod, qn, args, kwargs):
    if mod.padding_mode != "zeros":
        raise Unsupported(f"convolution padding_mode='{mod.padding_mode}'")
    return N.conv(imp.f, args[0], P(imp, qn, "weight"), P(imp, qn, "bias") if mod.bias is not None else None,
                  mod.stride, mod.padding, mod.dilation, mod.groups)


@module(nn.ConvTranspose1d, nn.ConvTranspose2d, nn.ConvTranspose3d)
def _convt_m(imp, mod, qn, args, kwargs):
    if len(args) > 1 and args[1] is not None:
        raise Unsupported("transposed convolution with output_size")
    return N.conv_transpose(imp.f, args[0], P(imp, qn, "weight"),
                            P(imp, qn, "bias") if mod.bias is not None else None,
                            mod.stride, mod.padding, mod.output_padding, mod.groups, mod.dilation)


@module(nn.MaxPool1d, nn.MaxPool2d, nn.MaxPool3d)
def _maxpool_m(imp, mod, qn, args, kwargs):
    if mod.return_indices:
        raise Unsupported("max pooling with return_indices=True")
    return N.max_pool(imp.f, args[0], mod.kernel_size, mod.stride, mod.padding, mod.dilation, mod.ceil_mode)


@module(nn.AvgPool1d, nn.AvgPool2d, nn.AvgPool3d)
def _avgpool_m(imp, mod, qn, args, kwargs):
    return N.avg_pool(imp.f, args[0], mod.kernel_size, mod.stride, mod.padding, mod.ceil_mode,
                      mod.count_include_pad, getattr(mod, "divisor_override", None))


@module(nn.AdaptiveAvgPool1d, nn.AdaptiveAvgPool2d, nn.AdaptiveAvgPool3d)
def _aavg_m(imp, mod, qn, args, kwargs):
    return N.adaptive_pool(imp.f, args[0], mod.output_size, "avg")


@module(nn.AdaptiveMaxPool1d, nn.AdaptiveMaxPool2d, nn.AdaptiveMaxPool3d)
def _amax_m(imp, mod, qn, args, kwargs):
    if mod.return_indices:
        raise Unsupported("adaptive max pooling with return_indices=True")
    return N.adaptive_pool(imp.f, args[0], mod.output_size, "max")


@module(nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d)
def _bn_m(imp, mod, qn, args, kwargs):
    batch_stats = mod.training or not mod.track_running_stats
    w = P(imp, qn, "weight") if mod.affine else None
    b = P(imp, qn, "bias") if mod.affine else None
    rm = rv = None
    if not batch_stats:
        rm, rv = P(imp, qn, "running_mean"), P(imp, qn, "running_var")
    return N.batch_norm(imp.f, args[0], w, b, rm, rv, batch_stats, mod.eps)


@module(nn.LayerNorm)
def _ln_m(imp, mod, qn, args, kwargs):
    aff = mod.elementwise_affine
    has_bias = aff and getattr(mod, "bias", None) is not None
    return N.layer_norm(imp.f, args[0], list(mod.normalized_shape), P(imp, qn, "weight") if aff else None,
                        P(imp, qn, "bias") if has_bias else None, mod.eps)


@module(nn.GroupNorm)
def _gn_m(imp, mod, qn, args, kwargs):
    return N.group_norm(imp.f, args[0], mod.num_groups, P(imp, qn, "weight") if mod.affine else None,
                        P(imp, qn, "bias") if mod.affine else None, mod.eps)


@module(nn.InstanceNorm1d, nn.InstanceNorm2d, nn.InstanceNorm3d)
def _in_m(imp, mod, qn, args, kwargs):
    if mod.track_running_stats and not mod.training:
        raise Unsupported("instance norm with running statistics (eval mode, track_running_stats=True)")
    return N.instance_norm(imp.f, args[0], P(imp, qn, "weight") if mod.affine else None,
                           P(imp, qn, "bias") if mod.affine else None, mod.eps)


if hasattr(nn, "RMSNorm"):
    @module(nn.RMSNorm)
    def _rms_m(imp, mod, qn, args, kwargs):
        import torch
        eps = mod.eps if mod.eps is not None else torch.finfo(torch.float32).eps
        return N.rms_norm(imp.f, args[0], list(mod.normalized_shape),
                          P(imp, qn, "weight") if mod.elementwise_affine else None, eps)


@module(nn.Softmax)
def _softmax_m(imp, mod, qn, args, kwargs):
    return T.softmax(imp.f, args[0], mod.dim)


@module(nn.LogSoftmax)
def _logsoftmax_m(imp, mod, qn, args, kwargs):
    return T.log_softmax(imp.f, args[0], mod.dim)


@module(nn.SmoothL1Loss, nn.MSELoss, nn.KLDivLoss)
def _loss_m(imp, mod, qn, args, kwargs):
    kw = {"reduction": mod.reduction}
    if isinstance(mod, nn.SmoothL1Loss):
        kw["beta"] = mod.beta
        return _smooth_l1(imp, args, kw)
    if isinstance(mod, nn.KLDivLoss):
        kw["log_target"] = mod.log_target
        return _kl_div(imp, args, kw)
    return _mse(imp, args, kw)


@handles("cross_entropy")
def _cross_entropy(imp, args, kwargs):
    """mean over n of logsumexp(x[n]) - x[n, t[n]] (class-index targets,
    int64 or the float values KernelBench's eval casts them to)."""
    x, t = args[0], get(args, kwargs, 1, "target")
    if kwargs.get("weight") is not None or kwargs.get("label_smoothing", 0.0):
        raise Unsupported("cross_entropy with weight or label_smoothing")
    if len(x.shape) != 2 or len(t.shape) != 1:
        raise Unsupported("cross_entropy of other than [N, C] scores and [N] class indices")
    f = imp.f
    lse = T.logsumexp(f, x, [1])
    init = f.fill([x.shape[0]], 0.0)

    def body(b, a, o):
        c = b.index(1)
        if t.dtype == "f32":
            ci = b.op(f"arith.index_cast {c}", "index to i64")
            cf = b.op(f"arith.sitofp {ci}", "i64 to f32")
            hit = b.op(f"arith.cmpf oeq, {cf}, {a[1]}", "f32")
        else:
            ci = b.op(f"arith.index_cast {c}", f"index to {t.dtype}")
            hit = b.op(f"arith.cmpi eq, {ci}, {a[1]}", t.dtype)
        v = b.op(f"arith.select {hit}, {a[0]}, {b.cst(0.0)}")
        return b.op(f"arith.addf {o[0]}, {v}")
    picked = f.generic([(x, ["d0", "d1"]), (t, ["d0"])], [x.shape[0]], ["parallel", "reduction"], body,
                       init=init, out_exprs=["d0"], n_loops=2)
    e = T.ew(f, [lse, picked], lse.shape, lambda b, v: b.op(f"arith.subf {v[0]}, {v[1]}"))
    return _reduce_loss(imp, e, kwargs.get("reduction", "mean"))


@handles("triplet_margin_loss")
def _triplet(imp, args, kwargs):
    a, p, n = args[0], args[1], args[2]
    margin = float(get(args, kwargs, 3, "margin", 1.0))
    if get(args, kwargs, 4, "p", 2) not in (2, 2.0) or kwargs.get("swap", False):
        raise Unsupported("triplet_margin_loss with p != 2 or swap=True")
    eps = float(kwargs.get("eps", 1e-6))
    f = imp.f

    def sq_diff(b, v):
        d = b.op(f"arith.subf {v[0]}, {v[1]}")
        d = b.op(f"arith.addf {d}, {v[2]}")
        return b.op(f"arith.mulf {d}, {d}")

    def dist(x, y):
        s = T.ew(f, [x, y, eps], x.shape, sq_diff)
        r = T.reduce(f, s, [len(x.shape) - 1])
        return T.ew(f, [r], r.shape, lambda b, v: b.op(f"math.sqrt {v[0]}"))
    dp, dn = dist(a, p), dist(a, n)
    def hinge(b, v):
        d = b.op(f"arith.addf {b.op(f'arith.subf {v[0]}, {v[1]}')}, {v[2]}")
        return b.op(f"arith.maximumf {d}, {b.cst(0.0)}")
    e = T.ew(f, [dp, dn, margin], dp.shape, hinge)
    return _reduce_loss(imp, e, kwargs.get("reduction", "mean"))


@module(nn.CrossEntropyLoss, nn.TripletMarginLoss)
def _loss2_m(imp, mod, qn, args, kwargs):
    if isinstance(mod, nn.CrossEntropyLoss):
        if mod.weight is not None or mod.label_smoothing:
            raise Unsupported("CrossEntropyLoss with weight or label_smoothing")
        return _cross_entropy(imp, args, {"reduction": mod.reduction})
    return _triplet(imp, args, {"margin": mod.margin, "p": mod.p, "eps": mod.eps, "swap": mod.swap,
                                "reduction": mod.reduction})


@handles("unfold")
def _unfold(imp, args, kwargs):
    """Tensor.unfold(dim, size, step): windows along dim as a new last dim."""
    x = args[0]
    if not isinstance(get(args, kwargs, 1, "dimension"), int):
        raise Unsupported("torch.nn.functional.unfold (im2col)")
    dim = get(args, kwargs, 1, "dimension") % len(x.shape)
    step = get(args, kwargs, 3, "step")  # the window size comes with the output shape
    n = len(x.shape)
    out = imp.out_shape()
    s = f"d{dim}" if step == 1 else f"d{dim} * {step}"
    exprs = [f"{s} + d{n}" if d == dim else f"d{d}" for d in range(n)]
    return T.copy_map(imp.f, x, out, exprs)


from . import recurrent  # noqa: E402,F401  (registers nn.LSTM, nn.GRU, nn.RNN)
from . import attention  # noqa: E402,F401  (registers nn.MultiheadAttention)
from . import state_ops  # noqa: E402,F401  (registers copy_ and the random draws)
