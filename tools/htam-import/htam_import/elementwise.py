"""Scalar bodies of PyTorch's elementwise ops (f32), written the way
PyTorch defines them (GELU: erf form unless approximate='tanh'; softplus
with its threshold; hardswish = x * relu6(x + 3) / 6; ...)."""
import math


def _clamp(b, x, lo, hi):
    if lo is not None:
        x = b.op(f"arith.maximumf {x}, {b.cst(lo)}")
    if hi is not None:
        x = b.op(f"arith.minimumf {x}, {b.cst(hi)}")
    return x


def _sigmoid(b, x):
    e = b.op(f"math.exp {b.op(f'arith.negf {x}')}")
    return b.op(f"arith.divf {b.cst(1.0)}, {b.op(f'arith.addf {e}, {b.cst(1.0)}')}")


def _softplus(b, x, beta=1.0, threshold=20.0):
    bx = b.op(f"arith.mulf {x}, {b.cst(beta)}") if beta != 1.0 else x
    sp = b.op(f"math.log1p {b.op(f'math.exp {bx}')}")
    if beta != 1.0:
        sp = b.op(f"arith.divf {sp}, {b.cst(beta)}")
    big = b.op(f"arith.cmpf ogt, {bx}, {b.cst(threshold)}", "f32")
    return b.op(f"arith.select {big}, {x}, {sp}")


def _elu(b, x, alpha=1.0, scale=1.0):
    em = b.op(f"math.expm1 {x}")
    neg = b.op(f"arith.mulf {em}, {b.cst(alpha)}")
    pos = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)}", "f32")
    r = b.op(f"arith.select {pos}, {x}, {neg}")
    return b.op(f"arith.mulf {r}, {b.cst(scale)}") if scale != 1.0 else r


def _gelu(b, x, approximate="none"):
    half = b.op(f"arith.mulf {x}, {b.cst(0.5)}")
    if approximate == "tanh":
        x3 = b.op(f"arith.mulf {b.op(f'arith.mulf {x}, {x}')}, {x}")
        inner = b.op(f"arith.addf {x}, {b.op(f'arith.mulf {x3}, {b.cst(0.044715)}')}")
        t = b.op(f"math.tanh {b.op(f'arith.mulf {inner}, {b.cst(math.sqrt(2.0 / math.pi))}')}")
        return b.op(f"arith.mulf {half}, {b.op(f'arith.addf {t}, {b.cst(1.0)}')}")
    er = b.op(f"math.erf {b.op(f'arith.mulf {x}, {b.cst(0.7071067811865476)}')}")
    return b.op(f"arith.mulf {half}, {b.op(f'arith.addf {er}, {b.cst(1.0)}')}")


def _leaky(b, x, negative_slope=0.01):
    n = b.op(f"arith.mulf {x}, {b.cst(negative_slope)}")
    p = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)}", "f32")
    return b.op(f"arith.select {p}, {x}, {n}")


def _hardswish(b, x):
    r6 = _clamp(b, b.op(f"arith.addf {x}, {b.cst(3.0)}"), 0.0, 6.0)
    return b.op(f"arith.divf {b.op(f'arith.mulf {x}, {r6}')}, {b.cst(6.0)}")


def _hardsigmoid(b, x):
    r6 = _clamp(b, b.op(f"arith.addf {x}, {b.cst(3.0)}"), 0.0, 6.0)
    return b.op(f"arith.divf {r6}, {b.cst(6.0)}")


def _pow_scalar(b, x, e):
    e = float(e)
    if e == 2.0:
        return b.op(f"arith.mulf {x}, {x}")
    if e == 1.0:
        return x
    if e == 0.5:
        return b.op(f"math.sqrt {x}")
    if e == 3.0:
        return b.op(f"arith.mulf {b.op(f'arith.mulf {x}, {x}')}, {x}")
    if e == -1.0:
        return b.op(f"arith.divf {b.cst(1.0)}, {x}")
    if e.is_integer():
        return b.op(f"math.fpowi {x}, {b.cst(int(e), 'i32')}", "f32, i32")
    return b.op(f"math.powf {x}, {b.cst(e)}")


# name -> body(b, x, *args, **kwargs); args are the op's non-tensor arguments
UNARY = {
    "relu": lambda b, x: b.op(f"arith.maximumf {x}, {b.cst(0.0)}"),
    "relu6": lambda b, x: _clamp(b, x, 0.0, 6.0),
    "sigmoid": _sigmoid,
    "tanh": lambda b, x: b.op(f"math.tanh {x}"),
    "gelu": _gelu,
    "silu": lambda b, x: b.op(f"arith.mulf {x}, {_sigmoid(b, x)}"),
    "mish": lambda b, x: b.op(f"arith.mulf {x}, {b.op('math.tanh ' + _softplus(b, x))}"),
    "softplus": _softplus,
    "leaky_relu": _leaky,
    "elu": _elu,
    "selu": lambda b, x: _elu(b, x, 1.6732632423543772, 1.0507009848776296),
    "celu": lambda b, x, alpha=1.0: _elu_celu(b, x, alpha),
    "hardtanh": lambda b, x, min_val=-1.0, max_val=1.0: _clamp(b, x, min_val, max_val),
    "hardswish": _hardswish,
    "hardsigmoid": _hardsigmoid,
    "softsign": lambda b, x: _softsign(b, x),
    "tanhshrink": lambda b, x: b.op(f"arith.subf {x}, {b.op(f'math.tanh {x}')}"),
    "logsigmoid": lambda b, x: b.op(f"arith.negf {_softplus(b, b.op(f'arith.negf {x}'))}"),
    "exp": lambda b, x: b.op(f"math.exp {x}"),
    "expm1": lambda b, x: b.op(f"math.expm1 {x}"),
    "log": lambda b, x: b.op(f"math.log {x}"),
    "log1p": lambda b, x: b.op(f"math.log1p {x}"),
    "log2": lambda b, x: b.op(f"math.log2 {x}"),
    "sqrt": lambda b, x: b.op(f"math.sqrt {x}"),
    "rsqrt": lambda b, x: b.op(f"math.rsqrt {x}"),
    "abs": lambda b, x: b.op(f"math.absf {x}"),
    "neg": lambda b, x: b.op(f"arith.negf {x}"),
    "erf": lambda b, x: b.op(f"math.erf {x}"),
    "sin": lambda b, x: b.op(f"math.sin {x}"),
    "cos": lambda b, x: b.op(f"math.cos {x}"),
    "floor": lambda b, x: b.op(f"math.floor {x}"),
    "ceil": lambda b, x: b.op(f"math.ceil {x}"),
    "round": lambda b, x: b.op(f"math.roundeven {x}"),
    "sign": lambda b, x: _sign(b, x),
    "reciprocal": lambda b, x: b.op(f"arith.divf {b.cst(1.0)}, {x}"),
    "square": lambda b, x: b.op(f"arith.mulf {x}, {x}"),
    "clamp": lambda b, x, min=None, max=None: _clamp(b, x, min, max),
    "pow_scalar": _pow_scalar,
    "threshold": lambda b, x, threshold, value: b.op(
        f"arith.select {b.op(f'arith.cmpf ogt, {x}, {b.cst(threshold)}', 'f32')}, {x}, {b.cst(value)}"),
}
UNARY["clip"] = UNARY["clamp"]
UNARY["swish"] = UNARY["silu"]
UNARY["negative"] = UNARY["neg"]


def _elu_celu(b, x, alpha):
    em = b.op(f"math.expm1 {b.op(f'arith.divf {x}, {b.cst(alpha)}')}")
    neg = b.op(f"arith.mulf {em}, {b.cst(alpha)}")
    pos = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)}", "f32")
    return b.op(f"arith.select {pos}, {x}, {neg}")


def _softsign(b, x):
    d = b.op(f"arith.addf {b.op(f'math.absf {x}')}, {b.cst(1.0)}")
    return b.op(f"arith.divf {x}, {d}")


def _sign(b, x):
    pos = b.op(f"arith.cmpf ogt, {x}, {b.cst(0.0)}", "f32")
    neg = b.op(f"arith.cmpf olt, {x}, {b.cst(0.0)}", "f32")
    s = b.op(f"arith.select {pos}, {b.cst(1.0)}, {b.cst(0.0)}")
    return b.op(f"arith.select {neg}, {b.cst(-1.0)}, {s}")


BINARY = {
    "add": lambda b, x, y: b.op(f"arith.addf {x}, {y}"),
    "sub": lambda b, x, y: b.op(f"arith.subf {x}, {y}"),
    "mul": lambda b, x, y: b.op(f"arith.mulf {x}, {y}"),
    "div": lambda b, x, y: b.op(f"arith.divf {x}, {y}"),
    "maximum": lambda b, x, y: b.op(f"arith.maximumf {x}, {y}"),
    "minimum": lambda b, x, y: b.op(f"arith.minimumf {x}, {y}"),
    "pow": lambda b, x, y: b.op(f"math.powf {x}, {y}"),
    "atan2": lambda b, x, y: b.op(f"math.atan2 {x}, {y}"),
    "floor_divide": lambda b, x, y: b.op(f"math.floor {b.op(f'arith.divf {x}, {y}')}"),
    "remainder": lambda b, x, y: _remainder(b, x, y),
}


def _remainder(b, x, y):
    q = b.op(f"math.floor {b.op(f'arith.divf {x}, {y}')}")
    return b.op(f"arith.subf {x}, {b.op(f'arith.mulf {q}, {y}')}")


COMPARE = {"eq": "oeq", "ne": "une", "gt": "ogt", "ge": "oge", "lt": "olt", "le": "ole"}
