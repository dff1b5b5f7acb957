#!/usr/bin/env python3
"""Port check: does each MLIR task compute what its PyTorch module computes?

For every task of manifest.tsv (or those named on the command line) on the GPU
machine: build the PyTorch module and its arguments (torch_tasks.py, seeded
torch.rand inputs, the module's own parameters), run the module, then run the
MLIR task's *reference* (the upstream lowering, `htam-opt FILE
--htam-lower-reference`) on the very same device tensors and compare the
outputs: exact shapes, NaN/Inf parity, allclose(atol, rtol) from the manifest
(1e-4 by default), the largest absolute error and that error relative to
max|torch output|; inputs must be unchanged (checksums before and after).

How the reference runs.  Mode `htam-run` (what `auto` picks when htam-run
lists --inputs, as it does now): the arguments are written as raw f32 files
and `htam-run FILE --func F --seeds 1 --inputs DIR --dump-outputs DIR` lowers
the task, runs its launch plan in an isolated worker on exactly these inputs
and writes the outputs back.  Mode `driver` needs no htam-run: the lowered
host function is straight-line code (docs/TRANSFORMS.md, "Output format"):
constant grid/block `gpu.launch_func`s over the argument buffers and 256-byte
aligned `memref.view`s of one workspace, with the kernels' PTX in a
`gpu.binary` and the bare-pointer ABI; port_check parses it, loads the PTX
with the CUDA driver (ctypes, PyTorch's context) and launches the kernels in
order with the tensors' device pointers, outputs and workspace NaN-filled.

`--write-inputs DIR` writes the raw argument files and the PyTorch outputs
(DIR/<func>/arg<i>.f32, torch_out<i>.f32) in any mode.

Each task runs in its own Python process (time limit --timeout), so a crash,
hang or out-of-memory fails that task only.  One JSON line per task goes to
-o (default stdout); a summary to stderr.  Exit status 0 iff every task passes.

    python3 bench/kernelbench/port_check.py [-o port_check.jsonl] [--htam-opt PATH] [TASK-SUBSTRING...]
"""
import argparse
import ctypes
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def find_tool(name, given=None):
    if given:
        return given
    for cand in [shutil.which(name), os.path.join(ROOT, "bundle", "bin", name),
                 os.path.join(ROOT, "build", "bin", name)]:
        if cand and os.path.exists(cand):
            return cand
    raise SystemExit(f"port_check: {name} not found (PATH, bundle/bin, build/bin); give --htam-opt")


# ---------------------------------------------------------------- lowered MLIR → launch plan
def unescape_mlir_string(s):
    """MLIR prints string attributes with llvm::printEscapedString: '\\\\' for a
    backslash, '\\XX' (hex) for '"' and non-printable bytes."""
    out = bytearray()
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\":
            if s[i + 1] == "\\":
                out.append(0x5C)
                i += 2
            else:
                out.append(int(s[i + 1:i + 3], 16))
                i += 3
        else:
            out.extend(c.encode("utf-8"))
            i += 1
    return bytes(out)


def memref_shape(t):
    """'16x32xf32' (optionally ', strided<...>') -> ([16, 32], 'f32')."""
    t = t.split(",")[0].strip()
    parts = t.split("x")
    return [int(p) for p in parts[:-1]], parts[-1]


class LaunchPlan:
    def __init__(self, func, args, num_outputs, workspace_bytes, launches, ptx):
        self.func = func
        self.args = args  # [(shape, elem, is_workspace)]
        self.num_outputs = num_outputs
        self.workspace_bytes = workspace_bytes
        self.launches = launches  # [(kernel, grid, block, smem, [(base, byte offset)])]
        self.ptx = ptx


def parse_lowered(text, func):
    m = re.search(r"func\.func @" + re.escape(func) + r"\((.*?)\)\s*(?:attributes\s*\{(.*?)\})?\s*\{\n(.*?)\n\s*return\n",
                  text, re.S)
    if not m:
        raise RuntimeError(f"host function @{func} not found in the lowered module")
    sig, attrs, body = m.group(1), m.group(2) or "", m.group(3)
    args = []
    values = {}  # ssa -> (kind, index, byte offset): kind 'arg'
    for i, a in enumerate(re.finditer(r"%(\w+): memref<([^>]*)>(\s*\{htam\.workspace\})?", sig)):
        shape, elem = memref_shape(a.group(2))
        args.append((shape, elem, bool(a.group(3))))
        values["%" + a.group(1)] = (i, 0)
    nm = re.search(r"htam\.num_outputs = (\d+)", attrs)
    num_outputs = int(nm.group(1)) if nm else 1
    wm = re.search(r"htam\.workspace_bytes = (\d+)", attrs)
    workspace_bytes = int(wm.group(1)) if wm else 0
    consts = {}
    launches = []
    for line in body.splitlines():
        line = line.strip()
        if not line:
            continue
        c = re.match(r"(%\w+) = arith\.constant (-?\d+) : index$", line)
        if c:
            consts[c.group(1)] = int(c.group(2))
            continue
        v = re.match(r"(%\w+) = memref\.view (%\w+)\[(%\w+)\]\[\]", line)
        if v:
            base, off = values[v.group(2)]
            values[v.group(1)] = (base, off + consts[v.group(3)])
            continue
        a = re.match(r"(%\w+) = memref\.(subview|expand_shape|collapse_shape|cast|reinterpret_cast) (%\w+)", line)
        if a:
            # Views with static layouts: the bare-pointer ABI passes the base
            # (aligned) pointer; the kernel applies the static offset itself.
            values[a.group(1)] = values[a.group(3)]
            continue
        g = re.match(r"gpu\.launch_func\s+@\w+::@(\w+) blocks in \((%\w+), (%\w+), (%\w+)\) "
                     r"threads in \((%\w+), (%\w+), (%\w+)\)\s*(?:dynamic_shared_memory_size (%\w+))?\s*"
                     r"(?:args\((.*)\))?$", line)
        if g:
            grid = [consts[g.group(i)] for i in (2, 3, 4)]
            block = [consts[g.group(i)] for i in (5, 6, 7)]
            smem = consts[g.group(8)] if g.group(8) else 0
            ops = re.findall(r"(%\w+) : ", g.group(9) or "")
            launches.append((g.group(1), grid, block, smem, [values[o] for o in ops]))
            continue
        raise RuntimeError(f"unsupported host op in the lowered @{func}: {line[:160]}")
    b = re.search(r'gpu\.binary @' + re.escape(func) + r'_kernels\s*\[#gpu\.object<.*?assembly = "((?:[^"\\]|\\.)*)"',
                  text, re.S)
    if not b:
        raise RuntimeError(f"no PTX (gpu.binary @{func}_kernels with assembly) in the lowered module")
    return LaunchPlan(func, args, num_outputs, workspace_bytes, launches, unescape_mlir_string(b.group(1)))


class Driver:
    """The few CUDA driver calls needed, in PyTorch's (primary) context."""

    def __init__(self):
        self.cu = ctypes.CDLL("libcuda.so.1")
        self.cu.cuGetErrorString.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        self.cu.cuLaunchKernel.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [
            ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        # PyTorch has made its device's primary context current on this
        # thread; make sure (the kernels must see PyTorch's allocations).
        ctx = ctypes.c_void_p()
        self.check(self.cu.cuCtxGetCurrent(ctypes.byref(ctx)), "cuCtxGetCurrent")
        if not ctx.value:
            import torch
            dev = ctypes.c_int()
            self.check(self.cu.cuDeviceGet(ctypes.byref(dev), torch.cuda.current_device()), "cuDeviceGet")
            self.check(self.cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
            self.check(self.cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")

    def check(self, rc, what):
        if rc != 0:
            s = ctypes.c_char_p()
            self.cu.cuGetErrorString(rc, ctypes.byref(s))
            raise RuntimeError(f"{what}: CUDA error {rc} ({s.value.decode() if s.value else '?'})")

    def load(self, ptx):
        mod = ctypes.c_void_p()
        self.check(self.cu.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(ptx + b"\0")), "cuModuleLoadData")
        return mod

    def function(self, mod, name):
        fn = ctypes.c_void_p()
        self.check(self.cu.cuModuleGetFunction(ctypes.byref(fn), mod, name.encode()), f"cuModuleGetFunction {name}")
        return fn

    def launch(self, fn, grid, block, smem, stream, pointers):
        vals = [ctypes.c_void_p(p) for p in pointers]
        params = (ctypes.c_void_p * len(vals))(*[ctypes.cast(ctypes.pointer(v), ctypes.c_void_p) for v in vals])
        self.check(self.cu.cuLaunchKernel(fn, grid[0], grid[1], grid[2], block[0], block[1], block[2], smem,
                                          ctypes.c_void_p(stream), ctypes.cast(params, ctypes.c_void_p), None),
                   "cuLaunchKernel")


def run_reference_driver(plan, args, torch):
    """Launches the lowered task on the device tensors args (inputs then
    parameters, manifest order); returns the output tensors."""
    n_in = len(plan.args) - plan.num_outputs - (1 if plan.workspace_bytes else 0)
    if n_in != len(args):
        raise RuntimeError(f"lowered @{plan.func} takes {n_in} inputs, the manifest {len(args)}")
    outs = []
    for shape, elem, _ in plan.args[n_in:n_in + plan.num_outputs]:
        if elem != "f32":
            raise RuntimeError(f"output element type {elem}")
        outs.append(torch.full(shape, float("nan"), device="cuda", dtype=torch.float32))
    buffers = [a.contiguous() for a in args] + outs
    ws = None
    if plan.workspace_bytes:
        ws = torch.full((plan.workspace_bytes // 4 + 1,), float("nan"), device="cuda", dtype=torch.float32)
        buffers.append(ws)
    for (shape, _, _), b in zip(plan.args, buffers):
        if list(b.shape) != shape and b is not ws:
            raise RuntimeError(f"argument shape {list(b.shape)} != lowered {shape}")
    ptrs = [b.data_ptr() for b in buffers]
    drv = Driver()
    torch.cuda.synchronize()
    mod = drv.load(plan.ptx)
    stream = torch.cuda.current_stream().cuda_stream
    for kernel, grid, block, smem, ops in plan.launches:
        fn = drv.function(mod, kernel)
        drv.launch(fn, grid, block, smem, stream, [ptrs[base] + off for base, off in ops])
    torch.cuda.synchronize()
    return outs


# ---------------------------------------------------------------- one task (worker)
def checksum(t, torch):
    return float(t.sum(dtype=torch.float64))  # no copy of t


def compare(ref, got, atol, rtol, torch):
    """allclose with NaN/Inf parity; got = MLIR reference, ref = PyTorch."""
    r = {"shape_ok": list(ref.shape) == list(got.shape)}
    if not r["shape_ok"]:
        r.update(passed=False, torch_shape=list(ref.shape), mlir_shape=list(got.shape))
        return r
    nan_ok = bool(torch.equal(torch.isnan(ref), torch.isnan(got)))
    inf_ok = bool(torch.equal(torch.isinf(ref), torch.isinf(got))) and bool(
        torch.equal(ref[torch.isinf(ref)], got[torch.isinf(ref)]))
    fin = torch.isfinite(ref) & torch.isfinite(got)
    diff = (ref - got).abs()
    diff = torch.where(fin, diff, torch.zeros_like(diff))
    max_abs = float(diff.max())
    scale = float(torch.where(fin, ref.abs(), torch.zeros_like(ref)).max())
    bad = diff > (atol + rtol * ref.abs())
    nbad = int((bad & fin).sum())
    r.update(passed=nan_ok and inf_ok and nbad == 0, nan_parity=nan_ok, inf_parity=inf_ok,
             mismatches=nbad, max_abs_err=max_abs, max_abs_ref=scale,
             max_err_rel_to_max=(max_abs / scale if scale > 0 else 0.0),
             nan_in_torch=int(torch.isnan(ref).sum()), nan_in_mlir=int(torch.isnan(got).sum()))
    return r


def write_raw(path, t):
    t.detach().contiguous().cpu().numpy().astype("<f4").tofile(path)


def worker(opts):
    import torch
    sys.path.insert(0, HERE)
    import torch_tasks
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    func = opts.worker
    man = torch_tasks.manifest()[func]
    task = torch_tasks.get(func)
    rec = {"func": func, "level": man["level"], "id": man["id"], "name": man["name"], "file": man["file"],
           "seed": opts.seed, "atol": man["atol"], "rtol": man["rtol"]}
    t0 = time.time()
    lowered = subprocess.run([opts.htam_opt, os.path.join(HERE, man["file"]), "--htam-lower-reference"],
                             capture_output=True, text=True)
    if lowered.returncode != 0:
        rec.update(passed=False, error="htam-lower-reference failed", stderr=lowered.stderr[-4000:])
        return rec
    rec["lower_s"] = round(time.time() - t0, 2)
    with torch.no_grad():
        model, args = task.build(seed=opts.seed)
        sums = [checksum(a, torch) for a in args]
        out = task.forward(model, args)
        outs = list(out) if isinstance(out, (tuple, list)) else [out]
        torch.cuda.synchronize()
        torch_tasks.check_shapes(func, args, outs)  # PyTorch side against the manifest
        if opts.write_inputs:
            d = os.path.join(opts.write_inputs, func)
            os.makedirs(d, exist_ok=True)
            for i, a in enumerate(args):
                write_raw(os.path.join(d, f"arg{i}.f32"), a)
            for i, o in enumerate(outs):
                write_raw(os.path.join(d, f"torch_out{i}.f32"), o)
        t1 = time.time()
        if opts.mode == "driver":
            plan = parse_lowered(lowered.stdout, func)
            rec["launches"] = len(plan.launches)
            rec["workspace_bytes"] = plan.workspace_bytes
            got = run_reference_driver(plan, args, torch)
        else:
            d = tempfile.mkdtemp(prefix=f"port_{func}_")
            for i, a in enumerate(args):
                write_raw(os.path.join(d, f"arg{i}.f32"), a)
            r = subprocess.run([opts.htam_run, os.path.join(HERE, man["file"]), "--func", func,
                                "--seeds", "1", "--inputs", d, "--dump-outputs", d],
                               capture_output=True, text=True)
            if r.returncode != 0:
                rec.update(passed=False, error="htam-run failed", stderr=r.stderr[-4000:])
                return rec
            import numpy as np
            # htam-run names files by argument index: outputs follow inputs.
            got = [torch.from_numpy(np.fromfile(os.path.join(d, f"arg{len(args) + i}.f32"),
                                                dtype="<f4").reshape(s)).cuda()
                   for i, s in enumerate(man["outputs"])]
            shutil.rmtree(d)
        rec["reference_s"] = round(time.time() - t1, 2)
        rec["inputs_unchanged"] = [checksum(a, torch) for a in args] == sums
        results = [compare(o, g, man["atol"], man["rtol"], torch) for o, g in zip(outs, got)]
        rec["outputs"] = results
        rec["passed"] = rec["inputs_unchanged"] and len(outs) == len(got) and all(r["passed"] for r in results)
    return rec


# ---------------------------------------------------------------- driver (one process per task)
def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tasks", nargs="*", help="substrings of func names (default: all)")
    p.add_argument("-o", "--output", help="JSONL file (default stdout)")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--htam-opt", help="htam-opt binary (default: PATH, bundle/bin, build/bin)")
    p.add_argument("--htam-run", help="htam-run binary (mode htam-run)")
    p.add_argument("--mode", choices=["auto", "driver", "htam-run"], default="auto")
    p.add_argument("--timeout", type=float, default=900, help="seconds per task")
    p.add_argument("--write-inputs", metavar="DIR", help="also write raw f32 arguments and PyTorch outputs")
    p.add_argument("--worker", help=argparse.SUPPRESS)
    opts = p.parse_args()
    opts.htam_opt = find_tool("htam-opt", opts.htam_opt)
    if opts.mode == "auto" or opts.mode == "htam-run":
        try:
            opts.htam_run = find_tool("htam-run", opts.htam_run)
            has = "--inputs" in subprocess.run([opts.htam_run, "--help"], capture_output=True, text=True).stdout
        except SystemExit:
            has = False
        if opts.mode == "htam-run" and not has:
            raise SystemExit("port_check: this htam-run has no --inputs/--dump-outputs (see the docstring)")
        opts.mode = "htam-run" if has else "driver"
    if opts.worker:
        try:
            rec = worker(opts)
        except Exception as e:  # reported as a failed task
            rec = {"func": opts.worker, "passed": False, "error": f"{type(e).__name__}: {e}"}
        print("PORTCHECK " + json.dumps(rec), flush=True)
        return
    sys.path.insert(0, HERE)
    import torch_tasks  # noqa: needs torch
    funcs = [f for f in torch_tasks.manifest() if not opts.tasks or any(t in f for t in opts.tasks)]
    out = open(opts.output, "w") if opts.output else sys.stdout
    npass = 0
    for func in funcs:
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", func, "--seed", str(opts.seed),
               "--htam-opt", opts.htam_opt, "--mode", opts.mode, "--timeout", str(opts.timeout)]
        if opts.mode == "htam-run":
            cmd += ["--htam-run", opts.htam_run]
        if opts.write_inputs:
            cmd += ["--write-inputs", opts.write_inputs]
        t0 = time.time()
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=opts.timeout)
            lines = [l for l in r.stdout.splitlines() if l.startswith("PORTCHECK ")]
            rec = json.loads(lines[-1][10:]) if lines else {
                "func": func, "passed": False, "error": f"worker exited {r.returncode}", "stderr": r.stderr[-4000:]}
        except subprocess.TimeoutExpired:
            rec = {"func": func, "passed": False, "error": f"timeout after {opts.timeout} s"}
        rec["wall_s"] = round(time.time() - t0, 1)
        npass += bool(rec.get("passed"))
        out.write(json.dumps(rec, sort_keys=True) + "\n")
        out.flush()
        errs = rec.get("outputs") or [{}]
        print(f"{'PASS' if rec.get('passed') else 'FAIL'} {func} {rec['wall_s']} s "
              f"max_abs_err={errs[0].get('max_abs_err')} rel_to_max={errs[0].get('max_err_rel_to_max')} "
              f"{rec.get('error', '')}", file=sys.stderr, flush=True)
    print(f"port_check: {npass}/{len(funcs)} tasks pass ({opts.mode} mode)", file=sys.stderr)
    sys.exit(0 if npass == len(funcs) else 1)


if __name__ == "__main__":
    main()
