"""Runs a module written by htam-import --emit-torch on the GPU against the
task's own Model (same parameters, same inputs, both on CUDA, PyTorch in
strict FP32) and checks allclose with the task's tolerance (its atol and
rtol in bench/kernelbench250/manifest.tsv).

    compare.py MODULE.py MANIFEST.tsv FILE   (FILE: the row's file column)
"""
import importlib.util
import sys

import torch


def main(path, atol, rtol):
    if not torch.cuda.is_available():
        print("FAIL: torch.cuda is not available")
        return 1
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    spec = importlib.util.spec_from_file_location("emitted", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    torch.manual_seed(42)
    init = mod.get_init_inputs()
    ref = mod.Model(*init).cuda()
    new = mod.ModelNew(*init).cuda()
    new.load_state_dict(ref.state_dict())
    torch.manual_seed(42)
    inputs = [x.cuda() if isinstance(x, torch.Tensor) else x for x in mod.get_inputs()]
    with torch.no_grad():
        want = ref(*inputs)
        got = new(*inputs)
        got2 = new(*inputs)  # the loaded module is reused
    torch.cuda.synchronize()
    wants = list(want) if isinstance(want, tuple) else [want]
    gots = list(got) if isinstance(got, tuple) else [got]
    if type(new.htam_driver or new._htam_executor().driver).__name__ != "CudaDriver":
        print("FAIL: not the CUDA driver")
        return 1
    ok = len(gots) == len(wants)
    for i, (g, w) in enumerate(zip(gots, wants)):
        g2 = got2[i] if isinstance(got2, tuple) else got2
        err = (g - w).abs().max().item()
        close = g.shape == w.shape and g.is_cuda and torch.allclose(g, w, atol=atol, rtol=rtol) and \
            torch.equal(g, g2)
        print(f"output {i}: shape {list(g.shape)} max_abs_err={err:.3g} max_ref={w.abs().max().item():.3g} "
              f"(atol {atol:g}, rtol {rtol:g}): {'match' if close else 'MISMATCH'}")
        ok = ok and close
    n = len(mod.PLAN["launches"])
    print(f"{'pass' if ok else 'FAIL'}: {n} launch(es) of htam's plan on {torch.cuda.get_device_name(0)}")
    return 0 if ok else 1


def tolerance(manifest, file):
    with open(manifest) as f:
        header = f.readline().lstrip("# ").rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            if row.get("file") == file:
                return float(row["atol"]), float(row["rtol"])
    raise SystemExit(f"FAIL: no row {file} in {manifest}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], *tolerance(sys.argv[2], sys.argv[3])))
