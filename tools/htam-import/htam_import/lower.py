"""torch.fx graph -> one func.func of linalg on tensors.

The module is traced with torch.fx symbolic tracing (torch.nn modules stay
leaves), shapes come from running the graph once on the example inputs
(ShapeProp), and every node is lowered in program order by a handler of its
op name (functions, tensor methods and leaf modules share the handlers).
In-place ops (`x.add_(y)`, `relu(inplace=True)`, `x += y`) rebind the mutated
value, so later uses read the new one."""
import os
import re

import torch
import torch.fx
import torch.nn as nn
from torch.fx.passes.shape_prop import ShapeProp

from .mlir import Func, ImportError_, V

DTYPES = {torch.float32: "f32", torch.float64: "f64", torch.bool: "i1", torch.int64: "i64",
          torch.int32: "i32"}
HANDLERS = {}
MODULES = {}


def handles(*names):
    def deco(fn):
        for n in names:
            HANDLERS[n] = fn
        return fn
    return deco


def module(*types):
    def deco(fn):
        for t in types:
            MODULES[t] = fn
        return fn
    return deco


def _fix_proxy_unpacking():
    """torch 1.13's Proxy.__iter__ finds the unpacking instruction by index
    f_lasti // 2, which Python 3.11's inline caches broke (`a, b = x.chunk(2)`
    fails with an IndexError); look it up by offset instead."""
    import dis
    import inspect
    import sys
    from torch.fx.proxy import Proxy
    if sys.version_info < (3, 11) or int(torch.__version__.split(".")[0]) >= 2:
        return

    def __iter__(self):
        calling = inspect.currentframe().f_back
        for inst in dis.get_instructions(calling.f_code):
            if inst.offset == calling.f_lasti and inst.opname == "UNPACK_SEQUENCE":
                return (self[i] for i in range(inst.argval))
        return self.tracer.iter(self)
    Proxy.__iter__ = __iter__


_fix_proxy_unpacking()


class Tracer(torch.fx.Tracer):
    def __init__(self):
        super().__init__()
        self.record_stack_traces = True
        # buffers read in forward() are graph inputs (function arguments), not
        # values folded at trace time (torch 1.13's default)
        self.proxy_buffer_attributes = True

    # factories whose sizes may be traced values (torch.randn(n, x.size(0)))
    FACTORIES = ("randn", "rand", "zeros", "ones", "empty", "full", "tensor")

    def trace(self, root, concrete_args=None):
        """torch.fx records a torch factory only when a tensor Proxy is an
        argument; with a traced size (a Proxy int) it would fail: record it."""
        saved = {n: getattr(torch, n) for n in self.FACTORIES}

        def recorded(fn):
            def factory(*args, **kwargs):
                found = []
                sizes = {k: v for k, v in kwargs.items() if k != "device"}
                torch.fx.node.map_aggregate((args, sizes), lambda a: found.append(a) if isinstance(
                    a, torch.fx.Proxy) else None)
                if found:  # a traced node; device=x.device stays (ShapeProp runs it beside the inputs)
                    if kwargs.get("dtype") in (bool, int, float):  # dtype=bool: fx records torch dtypes only
                        kwargs["dtype"] = {bool: torch.bool, int: torch.int64, float: torch.float32}[kwargs["dtype"]]
                    return found[0].tracer.create_proxy("call_function", fn, args, kwargs)
                return fn(*args, **sizes)  # a constant (made on the CPU: device=x.device is a Proxy)
            return factory
        try:
            for n, fn in saved.items():
                setattr(torch, n, recorded(fn))
            return super().trace(root, concrete_args)
        finally:
            for n, fn in saved.items():
                setattr(torch, n, fn)


class Unsupported(ImportError_):
    pass


def location(node, source):
    """file:line of the node's Python source (the innermost frame in the
    imported file, else the innermost frame)."""
    st = getattr(node, "stack_trace", None) or ""
    frames = re.findall(r'File "([^"]+)", line (\d+)', st)
    if not frames:
        return source or "<module>"
    for path, line in reversed(frames):
        if source and path.endswith(source.split("/")[-1]):
            return f"{path}:{line}"
    return f"{frames[-1][0]}:{frames[-1][1]}"


def trace_location(e, source):
    """file:line of a tracing error: the innermost frame in the imported
    file (the traceback, else a stack trace quoted in the message)."""
    import traceback
    frames = [(fr.filename, fr.lineno) for fr in traceback.extract_tb(e.__traceback__)]
    frames += [(p, int(n)) for p, n in re.findall(r'File "([^"]+)", line (\d+), in forward', str(e))]
    for path, line in reversed(frames):
        if source and os.path.abspath(path) == os.path.abspath(source):
            return f"{path}:{line}"
    mentioned = re.findall(r'File "([^"]+)", line (\d+), in forward', str(e))
    if mentioned:
        return f"{mentioned[0][0]}:{mentioned[0][1]}"
    return source or "<module>"


def op_name(node, gm):
    if node.op == "call_module":
        return type(gm.get_submodule(node.target)).__name__
    if node.op == "call_method":
        return node.target
    t = node.target
    return getattr(t, "__name__", str(t))


def display_name(node, gm):
    if node.op == "call_module":
        m = type(gm.get_submodule(node.target))
        return f"{m.__module__}.{m.__name__}"
    if node.op == "call_method":
        return f"Tensor.{node.target}"
    t = node.target
    mod = getattr(t, "__module__", None) or ""
    if t.__class__.__name__ == "builtin_function_or_method" and not mod:
        mod = "torch"
    return f"{mod}.{getattr(t, '__name__', str(t))}".lstrip(".")


class Importer:
    def __init__(self, model, inputs, func_name, weights="arguments", source=None, init_attrs=True):
        self.model, self.inputs, self.source = model, inputs, source
        self.weights, self.init_attrs = weights, init_attrs
        self.f = Func(func_name)
        self.params = {}  # qualified name -> V
        self.notes = []  # warnings (dropout, ...)
        self.mutated_attrs = {}  # attribute target -> its value after an in-place op (self.h.copy_(x))
        self.random_draws = []  # the random ops of forward(), in draw order (state_ops.py)

    # ---------------------------------------------------------------- trace
    def trace(self):
        concrete = {}
        import inspect
        sig = inspect.signature(self.model.forward)
        names = [p for p in sig.parameters]
        for name, val in zip(names, self.inputs):
            if not isinstance(val, torch.Tensor):
                concrete[name] = val
        for name in names[len(self.inputs):]:  # forward(x, h0=None): the defaults, as KernelBench calls it
            p = sig.parameters[name]
            if p.default is not inspect.Parameter.empty and p.kind == p.POSITIONAL_OR_KEYWORD:
                concrete[name] = p.default
        saved = plain_tensor_attributes(self.model)
        try:
            graph = Tracer().trace(self.model, concrete_args=concrete or None)
        finally:
            restore_attributes(saved)  # forward() may rebind self.h: tracing leaves a Proxy there
        gm = torch.fx.GraphModule(self.model, graph)
        if any(isinstance(x, torch.Tensor) and x.is_meta for x in self.inputs):
            constants_to_meta(gm, graph, self.model)
        # Every forward() argument in order: fx keeps a placeholder (and an
        # assert on its value) for each concrete Python scalar too.
        tensors = [x.clone() if isinstance(x, torch.Tensor) else x for x in self.inputs]
        import contextlib
        import io
        try:
            with torch.no_grad(), contextlib.redirect_stderr(io.StringIO()), torch_shims.meta_kernels():
                ShapeProp(gm).propagate(*tensors)  # (ShapeProp prints tracebacks)
        finally:
            restore_attributes(saved)  # and in-place ops on them (self.h.copy_(x)) ran once
        return gm

    def run(self):
        try:
            gm = self.gm = self.trace()
        except Exception as e:  # tracing (data-dependent control flow) or running the traced graph
            root = e.__cause__ or e
            msg = str(root).strip().splitlines()
            loc = trace_location(e, self.source)
            raise ImportError_(f"{loc}: error: torch.fx cannot trace the module: {type(root).__name__}: "
                               f"{msg[0].split(' with meta=')[0] if msg else ''}") from None
        env = {}
        self.current_env = env
        ph = 0
        result = None
        for node in gm.graph.nodes:
            self.node = node
            try:
                if node.op == "placeholder":
                    # forward()'s arguments in order (a Python scalar keeps its placeholder)
                    x = self.inputs[ph] if ph < len(self.inputs) else None
                    ph += 1
                    if isinstance(x, torch.Tensor):
                        env[node] = self.f.arg(arg_name(node.name), x.shape, dtype_of(x.dtype))
                    else:
                        env[node] = x  # a concrete (non-tensor) argument, folded
                    continue
                if node.op == "output":
                    result = torch.fx.node.map_arg(node.args[0], lambda n: env[n])
                    break
                if node.op == "get_attr":
                    env[node] = self.attribute(node.target)
                    continue
                args = torch.fx.node.map_arg(node.args, lambda n: env[n])
                kwargs = torch.fx.node.map_arg(node.kwargs, lambda n: env[n])
                env[node] = self.lower(node, gm, args, kwargs, env)
            except Unsupported as e:
                raise ImportError_(f"{location(node, self.source)}: error: {e}") from None
            except ImportError_ as e:
                raise ImportError_(f"{location(node, self.source)}: error: {display_name(node, gm)}: {e}") from None
            except Exception as e:  # a form the handler did not expect: located, not a traceback
                raise ImportError_(f"{location(node, self.source)}: error: {display_name(node, gm)}: cannot import "
                                   f"this use ({type(e).__name__}: {e})") from None
        results = result if isinstance(result, (tuple, list)) else [result]
        for r in results:
            if not isinstance(r, V):
                raise ImportError_(f"{self.source}: error: forward() returns a {type(r).__name__}, not a tensor")
        self.order_arguments()
        return self.f, list(results)

    def lower(self, node, gm, args, kwargs, env):
        name = op_name(node, gm)
        if node.op == "call_module":
            mod = gm.get_submodule(node.target)
            h = MODULES.get(type(mod))
            if h is None:
                raise Unsupported(f"unsupported op '{display_name(node, gm)}'")
            out = h(self, mod, node.target, list(args), dict(kwargs))
            if getattr(mod, "inplace", False) and node.args and isinstance(node.args[0], torch.fx.Node):
                env[node.args[0]] = out
            return out
        inplace = False
        base = name
        if name in ("iadd", "isub", "imul", "itruediv"):
            base, inplace = {"iadd": "add", "isub": "sub", "imul": "mul", "itruediv": "truediv"}[name], True
        elif name.endswith("_") and not name.endswith("__") and name[:-1] in HANDLERS:
            base, inplace = name[:-1], True
        if kwargs.get("inplace"):
            inplace = True
            kwargs = dict(kwargs)
            kwargs.pop("inplace")
        h = HANDLERS.get(base)
        if h is None:
            raise Unsupported(f"unsupported op '{display_name(node, gm)}'")
        out = h(self, list(args), dict(kwargs))
        if inplace and node.args and isinstance(node.args[0], torch.fx.Node):
            env[node.args[0]] = out
            if node.args[0].op == "get_attr":  # fx reads an attribute anew at each use
                self.mutated_attrs[node.args[0].target] = out
        return out

    # ------------------------------------------------------------- helpers
    def meta(self):
        """The node's output TensorMetadata (or a tuple of them)."""
        return self.node.meta.get("tensor_meta")

    def out_shape(self):
        m = self.meta()
        return list(m.shape)

    def out_dtype(self):
        m = self.meta()
        return dtype_of(m.dtype)

    def attribute(self, target):
        if target in self.mutated_attrs:
            return self.mutated_attrs[target]
        obj = self.gm
        for part in target.split("."):
            obj = getattr(obj, part)
        if isinstance(obj, torch.Tensor):
            is_state = target in dict(self.model.named_parameters()) or target in dict(self.model.named_buffers())
            if not is_state and obj.device.type == "meta":  # --meta: the loader kept the values
                obj = getattr(self.model, "_htam_meta_values", {}).get(target, obj)
            return self.tensor(target, obj, force_constant=not is_state)
        return obj

    def param(self, qualname):
        """A parameter or buffer of the model by qualified name (or None)."""
        t = self.model.get_parameter(qualname) if qualname in dict(self.model.named_parameters()) else None
        if t is None:
            bufs = dict(self.model.named_buffers())
            t = bufs.get(qualname)
        if t is None:
            return None
        return self.tensor(qualname, t)

    def tensor(self, qualname, t, force_constant=False):
        if qualname in self.params:
            return self.params[qualname]
        dt = dtype_of(t.dtype)
        if force_constant or self.weights == "constants":
            data = t.detach().contiguous().cpu()
            if t.numel() == 1:
                v = self.f.fill(list(t.shape), data.item(), dt)
            else:
                v = self.f.dense(data.numpy(), list(t.shape), dt)
        else:
            attrs = ""
            if self.init_attrs and dt == "f32":
                rule = getattr(self.model, "_htam_init_rules", {}).get(qualname)  # --meta: from the loader
                if rule is None and not t.is_meta:
                    rule = init_rule(qualname, t, self.model)
                attrs = f'{{htam.init = "{rule}"}}' if rule else ""
            v = self.f.arg(arg_name(qualname.replace(".", "_")), list(t.shape), dt, attrs)
            v.qualname = qualname
        self.params[qualname] = v
        return v

    def order_arguments(self):
        """Inputs first (forward's order), then parameters and buffers in the
        order forward() first uses them (the hand-ported suite's order)."""
        inputs = [(v, a) for v, a in self.f.args if not hasattr(v, "qualname")]
        state = [(v, a) for v, a in self.f.args if hasattr(v, "qualname")]
        self.f.args = inputs + state

    def argument_roles(self):
        return [("parameter:" + v.qualname) if hasattr(v, "qualname") else
                ("random:" + self.random_draws[v.random_draw]) if hasattr(v, "random_draw") else "input"
                for v, _ in self.f.args]


def plain_tensor_attributes(model):
    """(module, name, copy) of the tensors held as plain attributes (not
    parameters or buffers), which forward() may rebind or mutate."""
    return [(m, k, v.clone()) for m in model.modules() for k, v in list(vars(m).items())
            if isinstance(v, torch.Tensor) and not k.startswith("_")]


def constants_to_meta(gm, graph, model):
    """--meta: the tensors that forward() reads as plain attributes or made
    from constants (torch.tensor(100.)) go to the meta device for ShapeProp;
    their values stay in model._htam_meta_values for the constants."""
    values = getattr(model, "_htam_meta_values", {})
    for node in graph.nodes:
        if node.op != "get_attr":
            continue
        owner_name, _, leaf = node.target.rpartition(".")
        owner = gm.get_submodule(owner_name) if owner_name else gm
        t = getattr(owner, leaf, None)
        if isinstance(t, torch.Tensor) and not t.is_meta:  # fx keeps constants as buffers of gm
            values[node.target] = t
            if leaf in owner._buffers:
                owner._buffers[leaf] = t.to("meta")
            else:
                setattr(owner, leaf, t.to("meta"))
    model._htam_meta_values = values


def restore_attributes(saved):
    for m, k, v in saved:
        setattr(m, k, v.clone())


def dtype_of(dt):
    if dt not in DTYPES:
        raise ImportError_(f"element type {dt} is not supported (f32, f64, bool, int32, int64)")
    return DTYPES[dt]


def arg_name(name):
    name = re.sub(r"[^A-Za-z0-9_]", "_", name)
    if not name or name[0].isdigit() or re.fullmatch(r"[a-z]+[0-9]+", name):
        name = "p_" + name if (not name or name[0].isdigit()) else name + "_"
    return name


def init_rule(qualname, t, model):
    """The htam.init of a parameter (docs/BENCH.md, "Parameters"): what
    PyTorch's modules start from; norm affine weights are drawn around 1 and
    biases around 0 so that a kernel ignoring them fails verification."""
    owner_name, _, leaf = qualname.rpartition(".")
    owner = model.get_submodule(owner_name) if owner_name else model
    convs = (nn.Conv1d, nn.Conv2d, nn.Conv3d, nn.ConvTranspose1d, nn.ConvTranspose2d, nn.ConvTranspose3d, nn.Linear)
    norms = (nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d, nn.LayerNorm, nn.GroupNorm, nn.InstanceNorm1d,
             nn.InstanceNorm2d, nn.InstanceNorm3d)
    if isinstance(owner, nn.RNNBase):  # every weight and bias: uniform +-1/sqrt(hidden_size)
        b = 1.0 / owner.hidden_size ** 0.5
        return f"uniform({-b:.9g}..{b:.9g})"
    if isinstance(owner, convs) and leaf in ("weight", "bias"):
        w = owner.weight
        fan_in = w.shape[1] * (w[0][0].numel() if w.dim() > 2 else 1)
        b = 1.0 / fan_in ** 0.5
        return f"uniform({-b:.9g}..{b:.9g})"
    if isinstance(owner, norms) or leaf in ("running_mean", "running_var"):
        if leaf == "running_var":
            return "uniform(0.5..1.5)"
        return "uniform(0.5..1.5)" if leaf == "weight" else "uniform(-0.5..0.5)"
    with torch.no_grad():
        lo, hi = float(t.min()), float(t.max())
        if t.numel() > 16 and lo < 0 and abs(float(t.mean())) < 0.2 and 0.7 < float(t.std()) < 1.3:
            return "normal"
    if lo == hi:
        return "uniform(0.5..1.5)" if lo == 1.0 else "uniform(-0.5..0.5)"
    return f"uniform({lo:.9g}..{hi:.9g})"


def init_rules(model):
    """qualified name -> htam.init of every f32 parameter and buffer (taken
    before a --meta import moves the model to the meta device)."""
    state = list(model.named_parameters()) + list(model.named_buffers())
    return {q: init_rule(q, t, model) for q, t in state if t.dtype == torch.float32 and not t.is_meta}


def import_module(model, inputs, func_name, weights="arguments", source=None):
    imp = Importer(model, inputs, func_name, weights, source)
    f, results = imp.run()
    return imp, f, results


from . import handlers  # noqa: E402,F401  (registers the op handlers)
from . import torch_shims  # noqa: E402
