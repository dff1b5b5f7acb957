"""Ops with state or randomness in forward(): whole-tensor `copy_` and the
random draws (`randn`, `rand` and their `_like` forms).

- `dest.copy_(src)` on a whole tensor (an input, a parameter or buffer, a
  plain tensor attribute, an op's result) makes dest's new value src cast to
  dest's element type and broadcast to its shape; later reads of dest, also
  a later `self.attr` of the same attribute, see it. A copy into a view
  (`x[:, 0].copy_(y)`) would write part of the viewed tensor: refused.
- A random draw in forward() becomes one more function argument (after the
  inputs, in draw order) with the draw's distribution as its `htam.init`
  ("normal" for randn, "uniform(0..1)" for rand): the function is
  deterministic in its arguments, and htam's verification draws that
  argument as PyTorch would. The port check replays the draws: it records
  the tensors PyTorch's forward() draws and passes them as those arguments."""
import torch.fx

from .lower import handles, Unsupported
from .mlir import V
from . import tensor_ops as T

# ops whose result shares storage with their first argument
VIEW_OPS = {"getitem", "view", "view_as", "reshape", "flatten", "unflatten", "squeeze", "unsqueeze", "narrow",
            "select", "transpose", "swapaxes", "swapdims", "permute", "t", "expand", "expand_as", "split",
            "chunk", "unbind", "tensor_split", "diagonal", "as_strided", "unfold", "movedim", "detach",
            "contiguous", "getattr", "real", "imag"}


def _writes_a_view(imp):
    dest = imp.node.args[0] if imp.node.args else None
    if not isinstance(dest, torch.fx.Node) or dest.op not in ("call_function", "call_method"):
        return False
    t = dest.target
    name = t if isinstance(t, str) else getattr(t, "__name__", "")
    return name in VIEW_OPS


@handles("copy")
def _copy(imp, args, kwargs):
    from .handlers import cast_to  # the handlers import this module
    dest, src = args[0], args[1] if len(args) > 1 else kwargs.get("src")
    if not isinstance(dest, V):
        raise Unsupported("copy_ into a non-tensor")
    if _writes_a_view(imp):
        raise Unsupported("copy_ into a view (x[...].copy_(y)): writes through views are not modelled")
    if not isinstance(src, V):
        return imp.f.fill(list(dest.shape), src, dest.dtype)
    return T.broadcast_to(imp.f, cast_to(imp, src, dest.dtype), list(dest.shape))


DISTRIBUTIONS = {"randn": "normal", "randn_like": "normal", "rand": "uniform(0..1)", "rand_like": "uniform(0..1)"}


@handles(*DISTRIBUTIONS)
def _random(imp, args, kwargs):
    name = imp.node.target if isinstance(imp.node.target, str) else imp.node.target.__name__
    k = len(imp.random_draws)
    v = imp.f.arg(f"{name}_{k}", imp.out_shape(), imp.out_dtype(),
                  f'{{htam.init = "{DISTRIBUTIONS[name]}"}}' if imp.init_attrs else "")
    v.random_draw = k
    imp.random_draws.append(name)
    imp.notes.append(f"torch.{name} in forward() is random: imported as a function argument "
                     f"({DISTRIBUTIONS[name]}); the port check passes PyTorch's draws")
    return v
