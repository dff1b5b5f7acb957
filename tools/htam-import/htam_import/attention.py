"""nn.MultiheadAttention: the packed in-projection, heads as a batch of
scaled dot products with a softmax, the out-projection; the attention
weights averaged over heads (PyTorch's need_weights default)."""
import torch.nn as nn

from .lower import module, Unsupported
from . import tensor_ops as T


def _bmm(f, a, b):
    """[..., M, K] @ [..., K, N] with equal leading dims, as one batch_matmul."""
    lead = list(a.shape[:-2])
    n = 1
    for d in lead:
        n *= d
    r = T.batch_matmul(f, f.reshape(a, [n] + list(a.shape[-2:])), f.reshape(b, [n] + list(b.shape[-2:])))
    return f.reshape(r, lead + list(r.shape[-2:]))


@module(nn.MultiheadAttention)
def multihead_attention(imp, mod, qn, args, kwargs):
    from .handlers import linear  # the handlers import this module
    f = imp.f
    q, k, v = args[0], args[1], args[2]
    for name in ("key_padding_mask", "attn_mask"):
        if kwargs.get(name) is not None:
            raise Unsupported(f"nn.MultiheadAttention with {name}")
    if len(args) > 3:
        raise Unsupported("nn.MultiheadAttention with positional masks")
    if not mod._qkv_same_embed_dim or mod.bias_k is not None:
        raise Unsupported("nn.MultiheadAttention with kdim/vdim or add_bias_kv")
    if mod.dropout and mod.training:
        imp.notes.append("attention dropout in training mode is random: imported as the identity")
    need_weights = kwargs.get("need_weights", True)
    average = kwargs.get("average_attn_weights", True)
    if not mod.batch_first:  # [L, B, E] -> [B, L, E]
        q, k, v = (T.transpose(f, t, [1, 0, 2]) for t in (q, k, v))
    e, h = mod.embed_dim, mod.num_heads
    hd = e // h
    w = imp.param(f"{qn}.in_proj_weight")
    b = imp.param(f"{qn}.in_proj_bias") if mod.in_proj_bias is not None else None
    parts = []
    for i, t in enumerate((q, k, v)):
        wi = T.slice_(f, w, [i * e, 0], [e, e], [1, 1])
        bi = T.slice_(f, b, [i * e], [e], [1]) if b is not None else None
        p = linear(imp, t, wi, bi)  # [B, L, E]
        bsz, length = p.shape[0], p.shape[1]
        parts.append(T.transpose(f, f.reshape(p, [bsz, length, h, hd]), [0, 2, 1, 3]))  # [B, H, L, hd]
    qh, kh, vh = parts
    scores = _bmm(f, qh, T.transpose(f, kh, [0, 1, 3, 2]))
    scale = 1.0 / hd ** 0.5
    scores = T.ew(f, [scores, scale], scores.shape, lambda bb, x: bb.op(f"arith.mulf {x[0]}, {x[1]}"))
    probs = T.softmax(f, scores, 3)
    out = _bmm(f, probs, vh)  # [B, H, L, hd]
    bsz, length = out.shape[0], out.shape[2]
    merged = f.reshape(T.transpose(f, out, [0, 2, 1, 3]), [bsz, length, e])
    ow = imp.param(f"{qn}.out_proj.weight")
    ob = imp.param(f"{qn}.out_proj.bias") if mod.out_proj.bias is not None else None
    y = linear(imp, merged, ow, ob)
    if not mod.batch_first:
        y = T.transpose(f, y, [1, 0, 2])
    if not need_weights:
        return y, None
    weights = T.mean(f, probs, [1]) if average else probs
    return y, weights


def _submodule(imp, mod, qn, name, args, kwargs=None):
    from .lower import MODULES
    sub = getattr(mod, name)
    h = MODULES.get(type(sub))
    if h is None:
        raise Unsupported(f"{type(mod).__name__} with a {type(sub).__name__} as {name}")
    return h(imp, sub, f"{qn}.{name}" if qn else name, list(args), dict(kwargs or {}))


def _activation(imp, mod, qn, x):
    import torch.nn.functional as F
    from .elementwise import UNARY
    act = mod.activation
    if act is F.relu or isinstance(act, nn.ReLU):
        name = "relu"
    elif (act is F.gelu or isinstance(act, nn.GELU)) and getattr(act, "approximate", "none") == "none":
        name = "gelu"
    else:
        raise Unsupported(f"nn.TransformerEncoderLayer with activation {act}")
    return T.ew(imp.f, [x], x.shape, lambda b, v: UNARY[name](b, v[0]))


def _add(f, a, b):
    return T.ew(f, [a, b], a.shape, lambda bb, v: bb.op(f"arith.addf {v[0]}, {v[1]}"))


@module(nn.TransformerEncoderLayer)
def transformer_encoder_layer(imp, mod, qn, args, kwargs):
    """PyTorch's layer written out (its fast path computes the same):
    post-norm x = norm1(x + sa(x)); x = norm2(x + ff(x)), or pre-norm
    (norm_first) x = x + sa(norm1(x)); x = x + ff(norm2(x)); sa is the
    self-attention (no weights returned) then dropout1, ff is linear1,
    activation, dropout, linear2, dropout2."""
    f = imp.f
    if args[1:] or kwargs.get("src_mask") is not None or kwargs.get("src_key_padding_mask") is not None:
        raise Unsupported("nn.TransformerEncoderLayer with masks")

    def sa(x):
        y, _ = _submodule(imp, mod, qn, "self_attn", [x, x, x], {"need_weights": False})
        return _submodule(imp, mod, qn, "dropout1", [y])

    def ff(x):
        h = _activation(imp, mod, qn, _submodule(imp, mod, qn, "linear1", [x]))
        h = _submodule(imp, mod, qn, "linear2", [_submodule(imp, mod, qn, "dropout", [h])])
        return _submodule(imp, mod, qn, "dropout2", [h])

    def norm(name, x):
        return _submodule(imp, mod, qn, name, [x])
    x = args[0]
    if mod.norm_first:
        x = _add(f, x, sa(norm("norm1", x)))
        return _add(f, x, ff(norm("norm2", x)))
    x = norm("norm1", _add(f, x, sa(x)))
    return norm("norm2", _add(f, x, ff(x)))


@module(nn.TransformerEncoder)
def transformer_encoder(imp, mod, qn, args, kwargs):
    """The layers in turn, then the optional final norm."""
    if args[1:] or kwargs.get("mask") is not None or kwargs.get("src_key_padding_mask") is not None:
        raise Unsupported("nn.TransformerEncoder with masks")
    x = args[0]
    for i, layer in enumerate(mod.layers):
        x = transformer_encoder_layer(imp, layer, f"{qn}.layers.{i}" if qn else f"layers.{i}", [x], {})
    if mod.norm is not None:
        x = _submodule(imp, mod, qn, "norm", [x])
    return x
