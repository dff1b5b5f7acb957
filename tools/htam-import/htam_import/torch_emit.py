"""`htam-import --emit-torch`: hands htam's optimized kernels back to
PyTorch (docs/IMPORT.md, "Hand back to PyTorch").

From a task file, the function htam-import made of it and the launch plan
of what htam-optimize emitted for that function (`htam-run --print-plan` of
the emitted module, a kernel-database entry, or a plan file), this writes
one standalone Python module: the task's own source (its Model,
get_inputs(), get_init_inputs()), htam's launch plan and kernel image, the
runtime (torch_runtime.py, copied in) and `class ModelNew(Model)`, whose
forward() runs the plan on CUDA tensors. ModelNew inherits Model's
__init__, so it holds the same parameters and buffers under the same names
(`ModelNew(*get_init_inputs())`, `load_state_dict(model.state_dict())`)."""
import ast
import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import zlib

import torch

from . import loader, torch_runtime


class EmitError(Exception):
    pass


# ------------------------------------------------------------- plan sources
def plan_from_json(doc, where):
    """A plan of `htam-run --print-plan` (plan_version 1) -> the runtime's form."""
    if doc.get("plan_version") != 1:
        raise EmitError(f"{where}: error: not a launch plan of htam-run --print-plan (plan_version 1)")
    image = doc.get("image") or {}
    kind = image.get("kind", "none")
    if kind not in ("ptx", "cubin", "none"):
        raise EmitError(f"{where}: error: the plan's kernel image is {kind}, not PTX or a cubin")
    try:
        return {"func": doc.get("func", ""),
                "args": [{"role": a["role"], "shape": list(a["shape"]), "element_type": a.get("element_type", "f32")}
                         for a in doc["args"]],
                "image": {"kind": kind, "data": base64.b64decode(image.get("base64", ""))},
                "launches": list(doc["launches"]),
                "scratch_bytes": [int(b) for b in doc["scratch_bytes"]],
                "constants": [{"name": c["name"], "element_type": c["element_type"], "shape": list(c["shape"]),
                               "data": base64.b64decode(c.get("base64", ""))} for c in doc.get("constants", [])]}
    except (KeyError, TypeError, ValueError) as e:
        raise EmitError(f"{where}: error: malformed launch plan ({type(e).__name__}: {e})") from None


def refuse_partitioned(path, func):
    """A partition=auto module optimizes @F__g<k>, and @F stays the reference
    lowering: handing @F back would run unoptimized kernels."""
    try:
        text = open(path).read()
    except OSError as e:
        raise EmitError(f"{path}: error: {e.strerror}") from None
    m = re.search(r"^\s*func\.func (?:private )?@" + re.escape(func) + r"__g\d+\(", text, re.M)
    if m:
        line = text.count("\n", 0, m.start()) + 1
        raise EmitError(f"{path}:{line}: error: @{func} was optimized by fusion group (partition=auto); its groups "
                        "are not assembled into one plan (docs/PARTITION.md) and @{func} is the reference "
                        "lowering: hand back a partition=off run".replace("@{func}", "@" + func))


def find_tool(name, given=None):
    """A tool next to this script (build/bin, an install's bin/), else on PATH."""
    if given:
        return given
    here = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), name)
    return here if os.path.exists(here) else (shutil.which(name) or name)


def plan_from_mlir(path, func, htam_run=None):
    """The launch plan of `func` in an emitted (or lowered) module, read by
    htam-run --print-plan (the reader htam-run itself runs: LaunchPlan.cpp)."""
    tool = find_tool("htam-run", htam_run)
    try:
        p = subprocess.run([tool, "--print-plan", path, "--func", func, "--quiet"], capture_output=True,
                           text=True, timeout=600)
    except OSError as e:
        raise EmitError(f"htam-import: error: cannot run {tool}: {e.strerror}") from None
    if p.returncode != 0:
        raise EmitError(f"{path}: error: htam-run --print-plan cannot read the launch plan of @{func}:\n"
                        + p.stderr.strip())
    return plan_from_json(json.loads(p.stdout), path)


def plan_from_db_entry(entry_path, func, task_mlir, htam_run=None):
    """A kernel-database entry (docs/DRIVER.md, "Kernel database"): a `cuda`
    entry holds the PTX, launches and scratch sizes (the operator arguments
    are the task's: its inputs, then its results; its constants, which an
    entry names but does not store, come from the task's own reference
    plan by name and size); an `mlir` entry holds the lowered module."""
    try:
        entry = json.load(open(entry_path))
        kernel = entry["kernel"]
    except (OSError, ValueError, KeyError) as e:
        raise EmitError(f"{entry_path}: error: not a kernel-database entry ({e})") from None
    if kernel.get("form") == "mlir":
        with tempfile.TemporaryDirectory(prefix="htam-emit-torch-") as tmp:
            path = os.path.join(tmp, "lowered.mlir")
            with open(path, "w") as out:
                out.write(kernel["source"])
            plan = plan_from_mlir(path, entry["key_parts"]["func"], htam_run)
        return plan
    # The reference plan of the task gives the operator arguments and the
    # constants' bytes.
    reference = plan_from_mlir(task_mlir, func, htam_run)
    by_name = {c["name"]: c for c in reference["constants"]}
    constants = []
    for c in kernel.get("constants", []):
        ref = by_name.get(c["name"])
        if ref is None or len(ref["data"]) != c["bytes"]:
            raise EmitError(f"{entry_path}: error: the entry's constant '{c['name']}' ({c['bytes']} bytes) is not "
                            "a constant of the task's reference lowering")
        constants.append(ref)
    return {"func": func, "args": reference["args"],
            "image": {"kind": "ptx" if kernel.get("image") else "none", "data": kernel.get("image", "").encode()},
            "launches": list(kernel["launches"]), "scratch_bytes": list(kernel.get("scratch_bytes", [])),
            "constants": constants}


def entry_of_key(a, task_mlir, func):
    """--kernel-db DIR: the entry file of the import's workload key (htam-db
    key: the same key htam-optimize looked up and recorded)."""
    if a.kernel_db_entry:
        raise EmitError("htam-import: error: give --kernel-db or --kernel-db-entry, not both")
    gpu = a.kernel_db_gpu
    if not gpu:
        if not torch.cuda.is_available():
            raise EmitError("htam-import: error: --kernel-db: no CUDA device to name the key's GPU; give "
                            "--kernel-db-gpu NAME (as htam-db list shows it)")
        gpu = torch.cuda.get_device_name(0)
    tool = find_tool("htam-db")
    try:
        p = subprocess.run([tool, "key", task_mlir, "--func", func, "--gpu", gpu, "--arch", a.kernel_db_arch],
                           capture_output=True, text=True, timeout=300)
    except OSError as e:
        raise EmitError(f"htam-import: error: cannot run {tool}: {e.strerror}") from None
    if p.returncode != 0 or not p.stdout.strip():
        raise EmitError(f"htam-import: error: htam-db key failed:\n{p.stderr.strip()}")
    key = p.stdout.split()[0]
    path = os.path.join(a.kernel_db, key + ".json")
    if not os.path.exists(path):
        raise EmitError(f"{a.kernel_db}: error: no entry for @{func} (key {key}, GPU '{gpu}', {a.kernel_db_arch}); "
                        "htam-optimize records one only when its best kernel beats the reference")
    return path


# ---------------------------------------------------------------- bindings
def bindings(imp, f, results, inputs, model):
    """What forward() passes for each operator argument of the plan, from
    htam-import's argument order (inputs, random draws, then parameters and
    buffers) and the results, checked against the plan later."""
    tensor_positions = [i for i, x in enumerate(inputs) if isinstance(x, torch.Tensor)]
    scalars = {i: x for i, x in enumerate(inputs) if not isinstance(x, torch.Tensor)}
    state = set(dict(model.named_parameters())) | set(dict(model.named_buffers()))
    args, next_input = [], iter(tensor_positions)
    for (v, _), role in zip(f.args, imp.argument_roles()):
        entry = {"shape": list(v.shape), "dtype": v.dtype, "name": v.name[1:]}
        if role.startswith("parameter:"):
            qualname = role.split(":", 1)[1]
            entry.update(kind="state", qualname=qualname, buffer=qualname not in dict(model.named_parameters()))
            if qualname not in state:
                raise EmitError(f"error: argument %{entry['name']} is '{qualname}', which is no parameter or "
                                "buffer of the model")
        elif role.startswith("random:"):
            entry.update(kind="random", draw=role.split(":", 1)[1])
        else:
            entry.update(kind="input", position=next(next_input))
        args.append(entry)
    outs = [{"shape": list(r.shape), "dtype": r.dtype, "name": r.name[1:]} for r in results]
    return args, outs, scalars, len(inputs)


def check_plan(plan, args, outs, where):
    """The plan's operator arguments must be the function's arguments, then
    its results, with the same shapes: else the plan is another function's."""
    ins = [a for a in plan["args"] if a["role"] == "in"]
    pouts = [a for a in plan["args"] if a["role"] == "out"]
    if [a["role"] for a in plan["args"]] != ["in"] * len(ins) + ["out"] * len(pouts):
        raise EmitError(f"{where}: error: the plan's arguments are not inputs then outputs")
    if len(ins) != len(args) or len(pouts) != len(outs):
        raise EmitError(f"{where}: error: the plan has {len(ins)} inputs and {len(pouts)} outputs, the imported "
                        f"function {len(args)} arguments and {len(outs)} results: not the plan of this function")
    for i, (p, a) in enumerate(zip(ins + pouts, args + outs)):
        what = f"argument {i} (%{a['name']})" if i < len(args) else f"result {i - len(args)}"
        if a["dtype"] != "f32":
            raise EmitError(f"{where}: error: {what} is {a['dtype']}; htam's launch plans run f32 buffers only")
        if list(p["shape"]) != list(a["shape"]):
            raise EmitError(f"{where}: error: {what} has shape {a['shape']} in the import, {p['shape']} in the "
                            "plan: not the plan of this function")


# ---------------------------------------------------------------- the module
def task_source(path, sets, shape_scale):
    """The task's source as htam-import ran it: verbatim, or rewritten as
    --set / --shape-scale rewrite it (loader.py)."""
    src = open(path).read()
    if not sets and shape_scale is None:
        return src
    tree = ast.parse(src, path)
    rw = loader._Rewrite({k: loader._literal(v) for k, v in sets.items()}, shape_scale)
    tree = ast.fix_missing_locations(rw.visit(tree))
    return ast.unparse(tree) + "\n"


def _string_lines(text, indent="    "):
    """A long string as one literal per source line (always valid Python)."""
    return "(\n" + "".join(f"{indent}{line!r}\n" for line in text.splitlines(keepends=True)) + ")"


def _blob(data, width=100):
    enc = base64.b64encode(zlib.compress(data, 9)).decode()
    return "(\n" + "".join(f"    {enc[i:i + width]!r}\n" for i in range(0, len(enc), width)) + ")"


def module_text(task_path, src, func, plan, args, outs, scalars, num_inputs, returns_tuple, origin):
    runtime = open(torch_runtime.__file__.replace(".pyc", ".py")).read()
    plan_meta = {"func": func, "args": plan["args"], "image_kind": plan["image"]["kind"],
                 "launches": plan["launches"], "scratch_bytes": plan["scratch_bytes"],
                 "constants": [{k: c[k] for k in ("name", "element_type", "shape")} for c in plan["constants"]]}
    base = os.path.basename(task_path)
    lines = [
        f'"""htam\'s optimized kernels for {base} as a PyTorch module (written by htam-import --emit-torch from',
        f'{origin}; do not edit: write it again).',
        "",
        "    from <this module> import ModelNew, get_inputs, get_init_inputs",
        "    model = ModelNew(*get_init_inputs()).cuda()   # Model's __init__: the same parameters and buffers",
        "    model.load_state_dict(trained.state_dict())    # or keep its own",
        "    y = model(*[x.cuda() for x in get_inputs()])",
        "",
        "forward() runs htam's launch plan of @" + func + " on CUDA float32 tensors of the shapes it was",
        "optimized for, on torch's current stream (kernels through the CUDA driver; library steps as the",
        "PyTorch operation, strict FP32); inference only (no autograd). Sections: the runtime (htam-import's",
        'torch_runtime.py), the task\'s source, the plan, ModelNew."""',
        "import base64",
        "import json",
        "import zlib",
        "",
        "# ----------------------------------------------------------------- htam runtime",
    ]
    runtime_body = runtime.split('"""', 2)[2].lstrip("\n")  # the runtime without its docstring
    lines.append(runtime_body.rstrip("\n"))
    lines += [
        "",
        "# ----------------------------------------------------------------- the task",
        f"_TASK_SOURCE = {_string_lines(src)}",
        f"_task = {{'__name__': 'htam_task_{func}', '__file__': {os.path.abspath(task_path)!r}}}",
        f"exec(compile(_TASK_SOURCE, {base!r}, 'exec'), _task)",
        "Model = _task['Model']",
        "get_inputs = _task['get_inputs']",
        "get_init_inputs = _task['get_init_inputs']",
        "",
        "# ----------------------------------------------------------------- the plan",
        f"PLAN = json.loads({json.dumps(plan_meta)!r})",
        f"_IMAGE = {_blob(plan['image']['data'])}",
        "PLAN['image'] = {'kind': PLAN.pop('image_kind'), 'data': zlib.decompress(base64.b64decode(''.join(_IMAGE)))}",
    ]
    const_blobs = [_blob(c["data"]) for c in plan["constants"]]
    lines.append("_CONSTANTS = [" + ", ".join(const_blobs) + "]")
    lines += [
        "for _c, _b in zip(PLAN['constants'], _CONSTANTS):",
        "    _c['data'] = zlib.decompress(base64.b64decode(''.join(_b)))",
        "# What forward() passes: per operator argument an input of forward() (its position), a parameter or",
        "# buffer of the model (its name) or a random draw of forward(); then the outputs.",
        f"ARGUMENTS = json.loads({json.dumps(args)!r})",
        f"OUTPUTS = json.loads({json.dumps(outs)!r})",
        f"SCALARS = json.loads({json.dumps({str(k): v for k, v in scalars.items()})!r})",
        f"NUM_INPUTS = {num_inputs}",
        f"RETURNS_TUPLE = {bool(returns_tuple)}",
        "",
        "",
        "class ModelNew(Model):",
        f'    """{base}\'s Model with forward() running htam\'s kernels (PLAN)."""',
        "",
        "    #: The driver layer (CudaDriver); a test may set another one on the class or an instance.",
        "    htam_driver = None",
        "",
        "    def _htam_executor(self):",
        "        ex = self.__dict__.get('_htam_plan_executor')",
        "        if ex is None:",
        "            ex = PlanExecutor(PLAN, self.htam_driver)",
        "            self.__dict__['_htam_plan_executor'] = ex",
        "        return ex",
        "",
        "    def forward(self, *inputs):",
        "        if len(inputs) != NUM_INPUTS:",
        "            raise HtamPlanError(f'ModelNew.forward takes {NUM_INPUTS} inputs (as get_inputs()), got {len(inputs)}')",
        "        for i, v in SCALARS.items():",
        "            if inputs[int(i)] != v:",
        "                raise HtamPlanError(f'input {i} is {inputs[int(i)]!r}; the kernels were optimized for {v!r}')",
        "        ex = self._htam_executor()",
        "        device_type = getattr(ex._driver(), 'device_type', 'cuda')",
        "        where = None",
        "        for a in ARGUMENTS:",
        "            if a['kind'] == 'input':",
        "                where = inputs[a['position']].device",
        "                break",
        "        if where is None:",
        "            where = next(iter(self.parameters()), torch.empty(0, device=device_type)).device",
        "        tensors = []",
        "        for a in ARGUMENTS:",
        "            if a['kind'] == 'input':",
        "                t, what = inputs[a['position']], f\"input {a['position']}\"",
        "            elif a['kind'] == 'state':",
        "                t = self.get_buffer(a['qualname']) if a['buffer'] else self.get_parameter(a['qualname'])",
        "                what = f\"{'buffer' if a['buffer'] else 'parameter'} {a['qualname']}\"",
        "            else:  # a random draw of forward(), drawn as forward() draws it",
        "                draw = getattr(torch, a['draw'].replace('_like', ''))",
        "                t, what = draw(a['shape'], device=where), f\"random draw {a['draw']}\"",
        "            if not isinstance(t, torch.Tensor):",
        "                raise HtamPlanError(f'{what} is a {type(t).__name__}, not a tensor')",
        "            if t.device.type != device_type or t.device != where:",
        "                raise HtamPlanError(f'{what} is on {t.device}; the kernels run on {device_type} tensors, all on '",
        "                                    f'one device ({where})')",
        "            if t.dtype != torch.float32:",
        "                raise HtamPlanError(f'{what} is {t.dtype}; the kernels take torch.float32')",
        "            if list(t.shape) != a['shape']:",
        "                raise HtamPlanError(f\"{what} has shape {list(t.shape)}; the kernels were optimized for {a['shape']}\")",
        "            tensors.append(t.detach().contiguous())",
        "        outputs = [torch.empty(o['shape'], dtype=torch.float32, device=where) for o in OUTPUTS]",
        "        ex.run(tensors + outputs, where)",
        "        return tuple(outputs) if RETURNS_TUPLE else outputs[0]",
        "",
    ]
    return "\n".join(lines)


def returns_tuple(imp):
    for node in imp.gm.graph.nodes:
        if node.op == "output":
            return isinstance(node.args[0], (tuple, list))
    return False


def emit(a, imp, f, results, model, inputs, task_mlir):
    """Writes a.emit_torch; raises EmitError with the reason it cannot."""
    sources = [s for s in (a.optimized, a.plan, a.kernel_db_entry) if s]
    if len(sources) != 1:
        raise EmitError("htam-import: error: --emit-torch needs one of --optimized EMITTED.mlir, --kernel-db DIR, "
                        "--kernel-db-entry ENTRY.json or --plan PLAN.json")
    if a.optimized:
        host = a.optimized_func or f.name
        refuse_partitioned(a.optimized, host)
        plan, origin = plan_from_mlir(a.optimized, host, a.htam_run), a.optimized
    elif a.plan:
        try:
            doc = json.load(open(a.plan))
        except (OSError, ValueError) as e:
            raise EmitError(f"{a.plan}: error: cannot read the plan ({e})") from None
        plan, origin = plan_from_json(doc, a.plan), a.plan
    else:
        plan, origin = plan_from_db_entry(a.kernel_db_entry, f.name, task_mlir, a.htam_run), a.kernel_db_entry
    args, outs, scalars, num_inputs = bindings(imp, f, results, inputs, model)
    check_plan(plan, args, outs, origin)
    try:
        torch_runtime.PlanExecutor(plan, driver=object())  # refuses library steps without an equivalent
    except torch_runtime.HtamPlanError as e:
        raise EmitError(f"{origin}: error: @{f.name}: {e}") from None
    src = task_source(a.file, dict(s.split("=", 1) for s in a.set), a.shape_scale)
    text = module_text(a.file, src, f.name, plan, args, outs, scalars, num_inputs, returns_tuple(imp),
                       os.path.basename(origin))
    compile(text, a.emit_torch, "exec")  # a bug here, not a broken file for the user
    with open(a.emit_torch, "w") as out:
        out.write(text)
    n_kernels = sum(1 for t in plan["launches"] if not t.startswith("lib="))
    return (f"htam-import: wrote {a.emit_torch}: ModelNew runs @{f.name}'s plan: {n_kernels} kernel launch(es), "
            f"{len(plan['launches']) - n_kernels} library step(s), {len(plan['scratch_bytes'])} scratch buffer(s)")

