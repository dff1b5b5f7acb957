"""Loads a module file in KernelBench's format: `class Model(nn.Module)`,
`get_inputs()`, `get_init_inputs()`, usually sizes as top-level constants.

Sizes are changed before the file runs: its top-level `NAME = <int>`
assignments are rewritten in the syntax tree (`--set NAME=VALUE`, or every
integer >= SCALE_MIN times `--shape-scale`), so values derived from them
(`dim = features * 4`) and both get_* functions follow."""
import ast
import os
import re

import torch

from . import torch_shims

SCALE_MIN = 32  # --shape-scale leaves smaller integers (kernel sizes, strides, groups) alone


class LoadError(Exception):
    pass


def _literal(text):
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise LoadError(f"--set value '{text}' is not a Python literal") from None


def _scaled(value, scale):
    if isinstance(value, bool) or not isinstance(value, int) or value < SCALE_MIN:
        return value
    return max(1, int(round(value * scale)))


def _constant_int(node):
    """The value of an integer expression of literals only (`1024 * 2`), else None."""
    allowed = (ast.BinOp, ast.UnaryOp, ast.Constant, ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.USub, ast.UAdd)
    if not all(isinstance(n, allowed) for n in ast.walk(node)):  # no **: its value could be huge
        return None
    try:
        value = eval(compile(ast.Expression(node), "<size>", "eval"), {"__builtins__": {}})
    except Exception:
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class _Rewrite(ast.NodeTransformer):
    def __init__(self, sets, scale):
        self.sets, self.scale, self.used = sets, scale, set()

    def visit_Module(self, node):
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                name = stmt.targets[0].id
                if name in self.sets:
                    stmt.value = ast.parse(repr(self.sets[name]), mode="eval").body  # a literal: also lists, tuples
                    self.used.add(name)
                elif self.scale is not None:
                    stmt.value = self._scale(stmt.value)
        return node

    def _scale(self, v):
        if isinstance(v, ast.Constant):
            return ast.Constant(_scaled(v.value, self.scale))
        if isinstance(v, (ast.BinOp, ast.UnaryOp)) and _constant_int(v) is not None:  # N = 2048 * 2
            return ast.Constant(_scaled(_constant_int(v), self.scale))
        if isinstance(v, (ast.Tuple, ast.List)):
            v.elts = [self._scale(e) for e in v.elts]
        return v


def load(path, sets=None, shape_scale=None, seed=42, meta=False):
    """Returns (model, inputs, namespace) with the model built from
    get_init_inputs() and the inputs from get_inputs(), both seeded.
    meta: the model's state and the inputs on the meta device (shapes only;
    torch.rand and friends make meta tensors while get_inputs() runs)."""
    sets = {k: _literal(v) for k, v in (sets or {}).items()}
    try:
        src = open(path).read()
    except OSError as e:
        raise LoadError(f"{path}: {e.strerror}") from None
    try:
        tree = ast.parse(src, path)
    except SyntaxError as e:
        raise LoadError(f"{path}:{e.lineno}: error: {e.msg}") from None
    rw = _Rewrite(sets, shape_scale)
    tree = ast.fix_missing_locations(rw.visit(tree))
    missing = set(sets) - rw.used
    if missing:
        raise LoadError(f"{path}: error: --set names no top-level assignment: {', '.join(sorted(missing))}")
    ns = {"__name__": "htam_import_task", "__file__": os.path.abspath(path)}
    try:
        return _build(path, tree, ns, seed, meta)
    except LoadError:
        raise
    except Exception as e:  # the task file's own code failed: located, not a traceback
        import traceback
        frames = [f for f in traceback.extract_tb(e.__traceback__) if os.path.abspath(f.filename) == os.path.abspath(path)]
        where = f"{path}:{frames[-1].lineno}" if frames else path
        raise LoadError(f"{where}: error: running the task file failed: {type(e).__name__}: {e}") from None


def _build(path, tree, ns, seed, meta):
    torch_shims.install_missing_functions()  # F.scaled_dot_product_attention under torch 1.13
    exec(compile(tree, path, "exec"), ns)
    for name in ("Model", "get_inputs", "get_init_inputs"):
        if name not in ns:
            raise LoadError(f"{path}: error: no '{name}' (KernelBench format: class Model, get_inputs(), "
                            "get_init_inputs())")
    torch.manual_seed(seed)
    init = ns["get_init_inputs"]()
    model = ns["Model"](*init) if isinstance(init, (list, tuple)) else ns["Model"](init)
    torch.manual_seed(seed)
    if meta:
        from .lower import init_rules
        model._htam_init_rules = init_rules(model)  # from the real values, before they go
        model = _plain_attributes_to_meta(model.to("meta"))
        inputs = _on_meta(ns["get_inputs"])
    else:
        inputs = list(ns["get_inputs"]())
    for x in inputs:
        if isinstance(x, torch.Tensor) and x.device.type not in ("cpu", "meta"):
            raise LoadError(f"{path}: error: get_inputs() made a tensor on {x.device}; the importer runs on the CPU")
    return model, inputs, ns


def _plain_attributes_to_meta(model):
    """Tensors held as plain attributes (not parameters or buffers) go to the
    meta device too (forward() mixes them with the inputs); their values stay
    in model._htam_meta_values by qualified name, for constants."""
    values = {}
    for qn, m in model.named_modules():
        for k, v in list(vars(m).items()):
            if isinstance(v, torch.Tensor) and not k.startswith("_") and v.device.type != "meta":
                values[f"{qn}.{k}" if qn else k] = v
                setattr(m, k, v.to("meta"))
    model._htam_meta_values = values
    return model


FACTORIES = ("rand", "randn", "randint", "zeros", "ones", "empty", "full", "rand_like", "randn_like",
             "zeros_like", "ones_like", "empty_like", "full_like", "tensor", "arange")


def _on_meta(get_inputs):
    saved = {n: getattr(torch, n) for n in FACTORIES}

    def meta_factory(fn):
        def make(*a, **k):
            k["device"] = "meta"
            return fn(*a, **k)
        return make
    try:
        for n, fn in saved.items():
            setattr(torch, n, meta_factory(fn))
        out = list(get_inputs())
    finally:
        for n, fn in saved.items():
            setattr(torch, n, fn)
    return [x.to("meta") if isinstance(x, torch.Tensor) else x for x in out]


def default_func_name(path):
    stem = os.path.splitext(os.path.basename(path))[0]
    name = re.sub(r"[^A-Za-z0-9_]", "_", stem).lower()
    return name if name and not name[0].isdigit() else "m_" + name
