"""nn.LSTM, nn.GRU and nn.RNN unrolled over time: per layer and direction,
the input projection of the whole sequence as one matmul, then per step
h @ W_hh^T, the gates as elementwise generics, the outputs stacked; PyTorch's
gate order (LSTM i, f, g, o; GRU r, z, n) and returns ((output, (h_n, c_n))
for LSTM, (output, h_n) otherwise)."""
import torch.nn as nn

from .lower import module, Unsupported
from .mlir import V
from . import tensor_ops as T
from .elementwise import UNARY


def _param(imp, qn, name):
    return imp.param(f"{qn}.{name}" if qn else name)


def _step_input(f, xw, t, batch, width):
    """Row t of the projected sequence [T, B, width] as [B, width]."""
    s = T.slice_(f, xw, [t, 0, 0], [1, batch, width], [1, 1, 1])
    return f.reshape(s, [batch, width])


def _cols(f, x, k, h):
    """Gate k ([B, h] columns k*h..) of a [B, G*h] tensor."""
    return T.slice_(f, x, [0, k * h], [x.shape[0], h], [1, 1])


def _initial(f, hx, index, batch, hidden):
    if hx is None:
        return f.fill([batch, hidden], 0.0)
    s = T.slice_(f, hx, [index, 0, 0], [1, batch, hidden], [1, 1, 1])
    return f.reshape(s, [batch, hidden])


def _add(f, a, b):
    return T.ew(f, [a, b], a.shape, lambda bb, v: bb.op(f"arith.addf {v[0]}, {v[1]}"))


def _project(imp, f, x, w, bias):
    """x [T, B, I] @ w^T (+ bias) -> [T, B, G]."""
    tt, b, i = x.shape
    y = T.matmul2d(f, f.reshape(x, [tt * b, i]), w, tb=True)
    if bias is not None:
        y = _add(f, y, bias)
    return f.reshape(y, [tt, b, w.shape[0]])


def _lstm_cell(f, g, c, h):
    i, fg, gg, o = (_cols(f, g, k, h) for k in range(4))

    def new_c(b, v):
        si, sf = UNARY["sigmoid"](b, v[0]), UNARY["sigmoid"](b, v[1])
        tg = b.op(f"math.tanh {v[2]}")
        return b.op(f"arith.addf {b.op(f'arith.mulf {sf}, {v[3]}')}, {b.op(f'arith.mulf {si}, {tg}')}")
    c2 = T.ew(f, [i, fg, gg, c], c.shape, new_c)
    h2 = T.ew(f, [o, c2], c.shape, lambda b, v: b.op(
        f"arith.mulf {UNARY['sigmoid'](b, v[0])}, {b.op(f'math.tanh {v[1]}')}"))
    return h2, c2


def _gru_cell(f, gx, gh, hprev, h):
    """gx, gh: the input and hidden projections [B, 3h] (biases included)."""
    rx, zx, nx = (_cols(f, gx, k, h) for k in range(3))
    rh, zh, nh = (_cols(f, gh, k, h) for k in range(3))

    def body(b, v):
        r = UNARY["sigmoid"](b, b.op(f"arith.addf {v[0]}, {v[1]}"))
        z = UNARY["sigmoid"](b, b.op(f"arith.addf {v[2]}, {v[3]}"))
        rn = b.op(f"arith.mulf {r}, {v[5]}")
        n = b.op(f"math.tanh {b.op(f'arith.addf {v[4]}, {rn}')}")
        one_minus = b.op(f"arith.subf {b.cst(1.0)}, {z}")
        return b.op(f"arith.addf {b.op(f'arith.mulf {one_minus}, {n}')}, {b.op(f'arith.mulf {z}, {v[6]}')}")
    return T.ew(f, [rx, rh, zx, zh, nx, nh, hprev], hprev.shape, body)


def _rnn_cell(f, g, nonlinearity):
    if nonlinearity == "tanh":
        return T.ew(f, [g], g.shape, lambda b, v: b.op(f"math.tanh {v[0]}"))
    return T.ew(f, [g], g.shape, lambda b, v: b.op(f"arith.maximumf {v[0]}, {b.cst(0.0)}"))


@module(nn.LSTM, nn.GRU, nn.RNN)
def recurrent(imp, mod, qn, args, kwargs):
    f = imp.f
    kind = type(mod).__name__
    if getattr(mod, "proj_size", 0):
        raise Unsupported("LSTM with proj_size")
    if mod.dropout and mod.training and mod.num_layers > 1:
        imp.notes.append("dropout between recurrent layers in training mode is random: imported as the identity")
    x = args[0]
    hx = args[1] if len(args) > 1 else kwargs.get("hx")
    if not isinstance(x, V) or len(x.shape) != 3:
        raise Unsupported(f"{kind} on other than a batched 3-D input")
    h0, c0 = (hx if isinstance(hx, tuple) else (hx, None)) if kind == "LSTM" else (hx, None)
    if mod.batch_first:
        x = T.transpose(f, x, [1, 0, 2])
    steps, batch = x.shape[0], x.shape[1]
    hid = mod.hidden_size
    dirs = 2 if mod.bidirectional else 1
    hn, cn = [], []
    layer_in = x
    for layer in range(mod.num_layers):
        outs = []
        for d in range(dirs):
            sfx = f"_l{layer}" + ("_reverse" if d else "")
            w_ih, w_hh = _param(imp, qn, "weight_ih" + sfx), _param(imp, qn, "weight_hh" + sfx)
            b_ih = _param(imp, qn, "bias_ih" + sfx) if mod.bias else None
            b_hh = _param(imp, qn, "bias_hh" + sfx) if mod.bias else None
            gates = w_ih.shape[0]
            xw = _project(imp, f, layer_in, w_ih, b_ih)
            if kind != "GRU" and b_hh is not None:  # GRU's b_hn sits inside r * (...)
                xw = _add(f, xw, b_hh)
            h = _initial(f, h0, layer * dirs + d, batch, hid)
            c = _initial(f, c0, layer * dirs + d, batch, hid) if kind == "LSTM" else None
            seq = [None] * steps
            for t in (range(steps - 1, -1, -1) if d else range(steps)):
                gx = _step_input(f, xw, t, batch, gates)
                gh = T.matmul2d(f, h, w_hh, tb=True)
                if kind == "LSTM":
                    h, c = _lstm_cell(f, _add(f, gx, gh), c, hid)
                elif kind == "GRU":
                    if b_hh is not None:
                        gh = _add(f, gh, b_hh)
                    h = _gru_cell(f, gx, gh, h, hid)
                else:
                    h = _rnn_cell(f, _add(f, gx, gh), mod.nonlinearity)
                seq[t] = f.reshape(h, [1, batch, hid])
            outs.append(T.concat(f, seq, 0))
            hn.append(f.reshape(h, [1, batch, hid]))
            if c is not None:
                cn.append(f.reshape(c, [1, batch, hid]))
        layer_in = outs[0] if dirs == 1 else T.concat(f, outs, 2)
    output = T.transpose(f, layer_in, [1, 0, 2]) if mod.batch_first else layer_in
    h_n = T.concat(f, hn, 0)
    if kind == "LSTM":
        return output, (h_n, T.concat(f, cn, 0))
    return output, h_n
