#!/usr/bin/env python3
"""PyTorch eager and torch.compile baselines of the KernelBench suite.

For each task of manifest.tsv (torch_tasks.py builds the module and its
arguments): the protocol of SPEC section 5, like htam-run and
bench/torch_examples.py: inputs uniform [0, 1) made on the GPU, CUDA events,
3 warm-ups, 100 timed trials, L2 flushed before each trial (a 256 MB buffer
written, outside the timed region), median and mean reported; TF32 off so
matrix products and convolutions are strict FP32 like htam's kernels; no
autograd (torch.no_grad()); torch.compile in its default mode (inductor), its
compile time measured separately (first call).  One JSON line per task and
method: {func, level, id, name, method, median_us, mean_us, min_us, max_us,
trials, warmups, device, torch, compile_s?, error?}.

    python3 bench/kernelbench/torch_baselines.py -o torch_baselines.jsonl [--methods eager,compile] [TASK...]
"""
import argparse
import json
import os
import statistics
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import torch_tasks  # noqa: E402

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
torch.set_float32_matmul_precision("highest")


def time_fn(fn, args, flush, warmups, trials):
    for _ in range(warmups):
        fn(*args)
    torch.cuda.synchronize()
    times = []
    for _ in range(trials):
        flush.zero_()
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn(*args)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1000.0)  # us
    return {"median_us": statistics.median(times), "mean_us": statistics.fmean(times),
            "min_us": min(times), "max_us": max(times), "trials": trials, "warmups": warmups}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tasks", nargs="*", help="substrings of func names (default: all)")
    p.add_argument("-o", "--output", help="JSONL file (default stdout)")
    p.add_argument("--methods", default="eager,compile")
    p.add_argument("--warmups", type=int, default=3)
    p.add_argument("--trials", type=int, default=100)
    p.add_argument("--seed", type=int, default=42)
    opts = p.parse_args()
    torch_tasks.check_manifest()
    methods = opts.methods.split(",")
    out = open(opts.output, "w") if opts.output else sys.stdout
    flush = torch.empty(256 * 1024 * 1024 // 4, device="cuda")
    base = {"device": torch.cuda.get_device_name(), "torch": torch.__version__}
    for func, task in torch_tasks.TASKS.items():
        if opts.tasks and not any(t in func for t in opts.tasks):
            continue
        rec0 = dict(base, func=func, level=task.level, id=task.id, name=task.kbname)
        try:
            with torch.no_grad():
                model, args = task.build(seed=opts.seed)
                inputs = args[:task.n_inputs()]
        except Exception as e:  # e.g. out of memory
            for m in methods:
                out.write(json.dumps(dict(rec0, method=m, error=f"{type(e).__name__}: {e}")) + "\n")
            continue
        for m in methods:
            rec = dict(rec0, method=m)
            try:
                with torch.no_grad():
                    if m == "eager":
                        fn = model
                    elif m == "compile":
                        torch._dynamo.reset()
                        fn = torch.compile(model)  # default mode
                        t0 = time.time()
                        fn(*inputs)
                        torch.cuda.synchronize()
                        rec["compile_s"] = round(time.time() - t0, 2)
                    else:
                        raise ValueError(f"unknown method {m}")
                    rec.update(time_fn(fn, inputs, flush, opts.warmups, opts.trials))
            except Exception as e:
                rec["error"] = f"{type(e).__name__}: {e}"[:2000]
            out.write(json.dumps(rec, sort_keys=True) + "\n")
            out.flush()
            print(f"{func:60s} {m:8s} " + (f"{rec['median_us']:12.1f} us" if "median_us" in rec else rec["error"][:100]),
                  file=sys.stderr, flush=True)
        del model, args, inputs
        torch._dynamo.reset()
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
