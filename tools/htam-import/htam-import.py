#!/usr/bin/env python3
"""htam-import: a PyTorch module in KernelBench's file format -> one MLIR
module of linalg on tensors that htam accepts (docs/IMPORT.md).

    htam-import TASK.py [-o OUT.mlir] [--func NAME] [--weights arguments|constants]
                [--set NAME=VALUE ...] [--shape-scale F] [--seed N]
                [--check] [--check-tol 1e-4] [--check-with auto|htam-run|mlir-runner]

TASK.py defines `class Model(nn.Module)`, `get_inputs()` and
`get_init_inputs()`. The Model is traced with torch.fx (train mode, as
KernelBench runs it) at the shapes get_inputs() makes; `--set` and
`--shape-scale` change the file's top-level size constants first. The
parameters and buffers become function arguments after the inputs
(`--weights=constants`: dense constants). `--check` runs the imported
function on the CPU (htam-run --cpu-run) on the same inputs as the PyTorch
module and reports the largest error relative to max|output|.

Exit status: 0 success, 1 error (an unsupported op: its name and file:line),
2 the port check failed.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))


def parse_args(argv):
    p = argparse.ArgumentParser(prog="htam-import", description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", help="a Python file in KernelBench's format")
    p.add_argument("-o", "--output", help="write the MLIR here (default stdout)")
    p.add_argument("--func", help="name of the func.func (default: from the file name)")
    p.add_argument("--weights", choices=["arguments", "constants"], default="arguments",
                   help="parameters and buffers as function arguments (default) or dense constants")
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="replace a top-level assignment of the file before it runs (repeatable)")
    p.add_argument("--shape-scale", type=float, metavar="F",
                   help="multiply every top-level integer constant >= 32 by F (rounded, at least 1)")
    p.add_argument("--seed", type=int, default=42, help="seed of the model's init and of get_inputs()")
    p.add_argument("--no-init-attrs", action="store_true", help="no htam.init attributes on parameters")
    p.add_argument("--meta", action="store_true",
                   help="trace on the meta device: shapes only, no memory for the tensors (full-size tasks); "
                        "no --check, no --weights=constants")
    p.add_argument("--check", action="store_true", help="port check on the CPU against the PyTorch module")
    p.add_argument("--check-mlir", metavar="FILE[:FUNC]",
                   help="port check: run this MLIR function (same arguments) instead of the import, e.g. a "
                        "hand-written port of the same module")
    p.add_argument("--check-tol", type=float, default=1e-4,
                   help="port check: largest |error| / max|torch output| accepted (default 1e-4)")
    p.add_argument("--check-atol", type=float, default=0.0,
                   help="port check: also accept an output whose largest |error| is at most this (default 0; "
                        "for outputs that are ~0 by construction, where the relative error is rounding noise)")
    p.add_argument("--check-with", choices=["auto", "htam-run", "mlir-runner", "htam-run-gpu"], default="auto",
                   help="port check runner: htam-run --cpu-run (f32 arguments and results only), upstream "
                        "mlir-opt + mlir-runner, auto (htam-run when it can), or htam-run-gpu (the reference "
                        "lowering on the GPU: full sizes on the GPU machine)")
    p.add_argument("--check-device", default="cpu",
                   help="port check: where the PyTorch module runs (cpu, cuda; default cpu)")
    p.add_argument("--htam-run", help="htam-run binary (default: next to this script, else PATH)")
    p.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin", help="mlir-opt and mlir-runner (mlir-runner check)")
    p.add_argument("--check-json", help="write the port check's record (JSON) here")
    p.add_argument("--keep", metavar="DIR", help="port check: keep the raw buffers in DIR")
    t = p.add_argument_group("hand back to PyTorch (docs/IMPORT.md)")
    t.add_argument("--emit-torch", metavar="OUT.py",
                   help="write a Python module whose ModelNew (a Model) runs htam's optimized kernels in forward(); "
                        "the plan comes from one of --optimized, --kernel-db, --kernel-db-entry, --plan (the MLIR "
                        "goes to -o only when -o is given)")
    t.add_argument("--optimized", metavar="EMITTED.mlir",
                   help="the module htam-optimize emitted (-o) for this import")
    t.add_argument("--optimized-func", metavar="NAME", help="its host function (default: the imported function)")
    t.add_argument("--kernel-db", metavar="DIR", help="the kernel database htam-optimize kernel-db= wrote: the "
                   "entry of this import's workload key")
    t.add_argument("--kernel-db-gpu", metavar="NAME",
                   help="the GPU name of the key (default: torch.cuda.get_device_name(0))")
    t.add_argument("--kernel-db-arch", default="sm_90", help="the arch of the key (default sm_90)")
    t.add_argument("--kernel-db-entry", metavar="ENTRY.json", help="one kernel-database entry file")
    t.add_argument("--plan", metavar="PLAN.json", help="a launch plan of htam-run --print-plan")
    return p.parse_args(argv)


def main(argv=None):
    a = parse_args(argv)
    try:
        import torch  # noqa: F401
    except ImportError:
        print("htam-import: error: PyTorch is not installed (python3 -c 'import torch' fails)", file=sys.stderr)
        return 1
    from htam_import import loader, lower, check
    from htam_import.mlir import ImportError_
    sets = {}
    for s in a.set:
        if "=" not in s:
            print(f"htam-import: error: --set {s}: expected NAME=VALUE", file=sys.stderr)
            return 1
        k, v = s.split("=", 1)
        sets[k.strip()] = v.strip()
    try:
        if a.meta and (a.check or a.weights == "constants"):
            raise loader.LoadError("htam-import: error: --meta traces shapes only: no --check, no --weights=constants")
        model, inputs, _ = loader.load(a.file, sets, a.shape_scale, a.seed, meta=a.meta)
        func = a.func or loader.default_func_name(a.file)
        imp = lower.Importer(model, inputs, func, a.weights, source=os.path.abspath(a.file),
                             init_attrs=not a.no_init_attrs)
        f, results = imp.run()
    except (loader.LoadError, ImportError_) as e:
        print(str(e), file=sys.stderr)
        return 1
    for note in dict.fromkeys(imp.notes):
        print(f"{a.file}: warning: {note}", file=sys.stderr)
    header = [f"Imported by htam-import from {os.path.basename(a.file)} (torch {torch.__version__}, torch.fx)",
              "Arguments: " + ", ".join(f"{v.name[1:]} {'x'.join(map(str, v.shape)) or 'scalar'}"
                                        f" ({r})" for (v, _), r in zip(f.args, imp.argument_roles()))]
    text = f.text(results, header)
    if a.emit_torch:
        return emit_torch(a, imp, f, results, model, inputs, text)
    if a.output:
        with open(a.output, "w") as out:
            out.write(text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()  # before the port check's line on stderr
    if not a.check:
        return 0
    mlir_path = a.output
    check_func = None
    if a.check_mlir:
        mlir_path, _, check_func = a.check_mlir.partition(":")
    elif not mlir_path:
        import tempfile
        mlir_path = os.path.join(tempfile.mkdtemp(prefix="htam-import-"), func + ".mlir")
        with open(mlir_path, "w") as out:
            out.write(text)
    try:
        rec = check.port_check(imp, f, results, model, inputs, mlir_path, a, check_func or f.name)
    except check.CheckError as e:
        print(f"htam-import: port check: error: {e}", file=sys.stderr)
        return 1
    line = json.dumps(rec)
    if a.check_json:
        with open(a.check_json, "w") as out:
            out.write(line + "\n")
    print(f"port check: {func}: {'pass' if rec['pass'] else 'FAIL'} rel_err={rec['rel_err']:.3g} "
          f"max_abs_err={rec['max_abs_err']:.3g} max_ref={rec['max_ref']:.3g} (tol {a.check_tol:g}, "
          f"{f'atol {a.check_atol:g}, ' if a.check_atol else ''}"
          f"{rec['runner']})", file=sys.stderr)
    return 0 if rec["pass"] else 2


def emit_torch(a, imp, f, results, model, inputs, text):
    """--emit-torch: the hand-back module (htam_import/torch_emit.py)."""
    import tempfile
    from htam_import import torch_emit
    if a.check or a.meta:
        print("htam-import: error: --emit-torch needs the model's values: no --check, no --meta", file=sys.stderr)
        return 1
    if a.output:
        with open(a.output, "w") as out:
            out.write(text)
    with tempfile.TemporaryDirectory(prefix="htam-emit-torch-") as tmp:
        task_mlir = os.path.join(tmp, f.name + ".mlir")
        with open(task_mlir, "w") as out:
            out.write(text)
        try:
            if a.kernel_db:
                a.kernel_db_entry = torch_emit.entry_of_key(a, task_mlir, f.name)
            print(torch_emit.emit(a, imp, f, results, model, inputs, task_mlir), file=sys.stderr)
        except torch_emit.EmitError as e:
            print(str(e), file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
