"""Port check: the imported function and the PyTorch module on the same
inputs, on the CPU.

Runners: `htam-run --cpu-run --func F --seeds 1 --inputs DIR --dump-outputs
DIR` (htam's own CPU path: raw f32 buffers DIR/arg<N>.f32, outputs after the
arguments), or upstream `mlir-opt` + `mlir-runner` (the arguments embedded
as dense constants in a main that prints the results; any element type).
The error reported is max|mlir - torch| / max|torch| (NaN/Inf must match)."""
import os
import re
import shutil
import subprocess
import tempfile

import torch
import torch.nn as nn
import torch.nn.functional as F

from .mlir import dense_literal, tensor_type

NP_DTYPES = {"f32": torch.float32, "i64": torch.int64, "i1": torch.bool, "f64": torch.float64, "i32": torch.int32}


class CheckError(Exception):
    pass


def argument_tensors(imp, f, model, inputs, draws=()):
    """The tensors of f's arguments in order: inputs (and the random draws
    of forward(), as PyTorch's run drew them), then model state."""
    state = dict(model.named_parameters())
    state.update(dict(model.named_buffers()))
    tensor_inputs = iter([x for x in inputs if isinstance(x, torch.Tensor)])
    out = []
    for v, _ in f.args:
        if hasattr(v, "qualname"):
            out.append(state[v.qualname].detach())
        elif hasattr(v, "random_draw"):
            if v.random_draw >= len(draws):
                raise CheckError(f"the import has random draw {v.random_draw}, PyTorch's forward() drew {len(draws)}")
            out.append(draws[v.random_draw].cpu())
        else:
            out.append(next(tensor_inputs))
    return out


RANDOM = ("randn", "rand", "randn_like", "rand_like")


def _recording_draws(draws):
    """Patches torch's random factories to keep what they return (the
    import reads each draw in forward() as an argument); returns the undo."""
    saved = {n: getattr(torch, n) for n in RANDOM}

    def recorder(fn):
        def draw(*a, **k):
            t = fn(*a, **k)
            draws.append(t.detach().clone())
            return t
        return draw
    for n, fn in saved.items():
        setattr(torch, n, recorder(fn))
    return lambda: [setattr(torch, n, fn) for n, fn in saved.items()]


def torch_reference(model, inputs, device="cpu", draws=None):
    """The module's outputs in train mode (KernelBench's), dropout off (it is
    random; the import is its expectation, the identity), on device; the
    random tensors forward() draws are appended to draws."""
    if device != "cpu":
        import copy
        model = copy.deepcopy(model).to(device)
        inputs = [x.to(device) if isinstance(x, torch.Tensor) else x for x in inputs]
    drops = (nn.Dropout, nn.Dropout2d, nn.Dropout3d, nn.AlphaDropout) + ((nn.Dropout1d,) if hasattr(nn, "Dropout1d") else ())
    saved = {}
    for m in model.modules():
        if isinstance(m, drops):
            saved[m] = m.training
            m.eval()
    patched = {}
    for name in ("dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout"):
        if hasattr(F, name):
            patched[name] = getattr(F, name)
            setattr(F, name, lambda x, *a, **k: x)
    undo = _recording_draws(draws if draws is not None else [])
    # Strict FP32 on the GPU: cuDNN convolutions default to TF32 on Ampere and
    # later, which is ~1e-3 off, not the module's FP32 semantics.
    tf32 = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)
    torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = False
    try:
        with torch.no_grad():
            out = model(*[x.clone() if isinstance(x, torch.Tensor) else x for x in inputs])
        out = [o.cpu() for o in out] if isinstance(out, (tuple, list)) else out.cpu()
    finally:
        torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = tf32
        undo()
        for name, fn in patched.items():
            setattr(F, name, fn)
        for m, t in saved.items():
            m.train(t)
    return list(out) if isinstance(out, (tuple, list)) else [out]


def find_tool(name, explicit=None):
    if explicit:
        return explicit
    here = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    for d in (here, os.path.join(here, "..", "..", "build", "bin")):
        p = os.path.join(d, name)
        if os.path.exists(p):
            return os.path.normpath(p)
    return shutil.which(name) or name


def run_htam_run(f, args, results, mlir_path, opts, work, func_name):
    tool = find_tool("htam-run", opts.htam_run)
    for i, t in enumerate(args):
        t.detach().to(torch.float32).contiguous().numpy().tofile(os.path.join(work, f"arg{i}.f32"))
    mode = ["--cpu-run"] if opts.check_with != "htam-run-gpu" else []  # GPU: the reference lowering on the device
    cmd = [tool] + mode + ["--quiet", "--func", func_name, "--seeds", "1", "--inputs", work,
                           "--dump-outputs", work, mlir_path]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        raise CheckError(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr.strip()[-3000:]}")
    outs = []
    for j, r in enumerate(results):
        path = os.path.join(work, f"arg{len(args) + j}.f32")
        import numpy as np
        data = np.fromfile(path, dtype=np.float32)
        if data.size != max(1, int(torch.Size(r.shape).numel())):
            raise CheckError(f"{path}: {data.size} values, result {j} has shape {r.shape}")
        outs.append(torch.from_numpy(data.copy()).reshape(r.shape))
    return outs


def _dense(t, dtype):
    return f"{dense_literal(t.detach().contiguous().numpy(), dtype)} : {tensor_type(list(t.shape), dtype)}"


def run_mlir_runner(f, args, results, mlir_path, opts, work, func_name):
    """The function and a main that calls it on the embedded arguments and
    prints every result (printMemrefF32 / printMemrefI64)."""
    llvm = opts.llvm_bin
    src = open(mlir_path).read()
    lines = [src, "func.func private @printMemrefF32(memref<*xf32>)",
             "func.func private @printMemrefI64(memref<*xi64>)", "func.func @main() {"]
    names = []
    for i, ((v, _), t) in enumerate(zip(f.args, args)):
        lines.append(f"  %arg{i} = arith.constant {_dense(t, v.dtype)}")
        names.append(f"%arg{i}")
    rt = ", ".join(r.type for r in results)
    lines.append(f"  %r:{len(results)} = call @{func_name}({', '.join(names)}) : "
                 f"({', '.join(v.type for v, _ in f.args)}) -> ({rt})")
    for j, r in enumerate(results):
        if r.dtype not in ("f32", "i64"):
            raise CheckError(f"result {j} of element type {r.dtype}: the mlir-runner check prints f32 and i64")
        mt = "memref<" + "".join(f"{d}x" for d in r.shape) + r.dtype + ">"
        lines.append(f"  %m{j} = bufferization.to_buffer %r#{j} : {r.type} to {mt}")
        lines.append(f"  %u{j} = memref.cast %m{j} : {mt} to memref<*x{r.dtype}>")
        fn = "printMemrefF32" if r.dtype == "f32" else "printMemrefI64"
        lines.append(f"  call @{fn}(%u{j}) : (memref<*x{r.dtype}>) -> ()")
    lines.append("  return\n}")
    path = os.path.join(work, "main.mlir")
    open(path, "w").write("\n".join(lines) + "\n")
    htam_opt = find_tool("htam-opt")
    lib = os.path.join(os.path.dirname(llvm), "lib")
    pipeline = ("-one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' "
                "-convert-linalg-to-loops -expand-strided-metadata -lower-affine -convert-scf-to-cf "
                "-convert-math-to-llvm -convert-math-to-libm -convert-arith-to-llvm -finalize-memref-to-llvm "
                "-convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts")
    cmd = (f"{htam_opt} {path} --htam-decompose-aggregates | {llvm}/mlir-opt {pipeline} | "
           f"{llvm}/mlir-runner -e main -entry-point-result=void "
           f"-shared-libs={lib}/libmlir_runner_utils.so,{lib}/libmlir_c_runner_utils.so")
    p = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    if p.returncode:
        raise CheckError(f"mlir-runner pipeline failed ({p.returncode}):\n{p.stderr.strip()[-3000:]}")
    blocks = p.stdout.split("Unranked Memref")[1:]
    if len(blocks) != len(results):
        raise CheckError(f"mlir-runner printed {len(blocks)} results, expected {len(results)}")
    outs = []
    for blk, r in zip(blocks, results):
        body = blk[blk.index("data =") + 6:]
        nums = re.findall(r"-?(?:nan|inf|\d+(?:\.\d*)?(?:e[-+]?\d+)?)", body)
        vals = [float(x) for x in nums]
        n = max(1, int(torch.Size(r.shape).numel()))
        if len(vals) != n:
            raise CheckError(f"mlir-runner printed {len(vals)} values, result has {n}")
        outs.append(torch.tensor(vals, dtype=torch.float64).reshape(r.shape))
    return outs


def compare(got, want):
    got = got.to(torch.float64)
    want = want.detach().to(torch.float64)
    if tuple(got.shape) != tuple(want.shape):
        return dict(max_abs_err=float("inf"), max_ref=0.0, rel_err=float("inf"), nan_mismatch=True)
    gn, wn = torch.isnan(got), torch.isnan(want)
    gi, wi = torch.isinf(got), torch.isinf(want)
    mismatch = bool((gn != wn).any() or (gi != wi).any() or (got[gi] != want[wi]).any()) if gi.any() or wi.any() \
        else bool((gn != wn).any())
    fin = ~(gn | gi | wn | wi)
    err = float((got[fin] - want[fin]).abs().max()) if fin.any() else 0.0
    ref = float(want[fin].abs().max()) if fin.any() else 0.0
    return dict(max_abs_err=err, max_ref=ref, rel_err=err / ref if ref > 0 else err, nan_mismatch=mismatch)


def port_check(imp, f, results, model, inputs, mlir_path, opts, func_name=None):
    draws = []
    ref = torch_reference(model, inputs, getattr(opts, "check_device", "cpu"), draws)
    args = argument_tensors(imp, f, model, inputs, draws)
    if len(ref) != len(results):
        raise CheckError(f"the module returns {len(ref)} tensors, the import {len(results)}")
    runner = opts.check_with
    if runner == "auto":
        # htam-run's raw buffers are f32; dense constants reach its CPU path once
        # the runtime binds them (issue 20), until then upstream runs them
        simple = all(v.dtype == "f32" for v, _ in f.args) and all(r.dtype == "f32" for r in results) \
            and not f.has_dense
        runner = "htam-run" if simple else "mlir-runner"
    work = opts.keep or tempfile.mkdtemp(prefix="htam-import-check-")
    os.makedirs(work, exist_ok=True)
    try:
        run = run_mlir_runner if runner == "mlir-runner" else run_htam_run
        got = run(f, args, results, mlir_path, opts, work, func_name or f.name)
    finally:
        if not opts.keep:
            shutil.rmtree(work, ignore_errors=True)
    per = [compare(g, w) for g, w in zip(got, ref)]
    worst = max(per, key=lambda c: c["rel_err"])
    atol = getattr(opts, "check_atol", 0.0)
    ok = all((c["rel_err"] <= opts.check_tol or c["max_abs_err"] <= atol) and not c["nan_mismatch"] for c in per)
    return dict(func=func_name or f.name, mlir=mlir_path, runner=runner, outputs=per, rel_err=worst["rel_err"],
                max_abs_err=worst["max_abs_err"], max_ref=worst["max_ref"], tol=opts.check_tol,
                **{"pass": ok})
