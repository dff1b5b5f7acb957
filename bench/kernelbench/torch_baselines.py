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
    python3 bench/kernelbench/torch_baselines.py --suite bench/kernelbench250 [--levels 1,2] ... [TASK...]

Without --suite: the 40 tasks of this directory (torch_tasks.py). With
--suite DIR (a suite of KernelBench-format files, bench/kernelbench250): the
tasks of DIR/manifest.tsv, each module loaded from DIR/level<L>/<id>_<name>.py
as KernelBench's harness does (Model(*get_init_inputs()) moved to the GPU,
get_inputs() seeded and moved there; no cast). --list prints the tasks and
their files without timing (no GPU needed).
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


class SuiteTask:
    """One manifest row of a suite of KernelBench-format files."""

    def __init__(self, suite_dir, row):
        self.func, self.level, self.id, self.kbname = row["func"], int(row["level"]), int(row["id"]), row["name"]
        self.path = os.path.join(suite_dir, f"level{self.level}", f"{self.id}_{self.kbname}.py")

    def load(self):
        """The file's namespace (Model, get_inputs, get_init_inputs)."""
        ns = {"__name__": f"kb_{self.func}", "__file__": self.path}
        with open(self.path) as f:
            exec(compile(f.read(), self.path, "exec"), ns)
        for name in ("Model", "get_inputs", "get_init_inputs"):
            if name not in ns:
                raise ValueError(f"{self.path}: no {name} (KernelBench format)")
        return ns

    def build(self, seed=42):
        """(model on the GPU, forward() inputs on the GPU), both seeded."""
        ns = self.load()
        torch.manual_seed(seed)
        init = ns["get_init_inputs"]()
        model = ns["Model"](*init).cuda()
        torch.manual_seed(seed)
        inputs = [x.cuda() if isinstance(x, torch.Tensor) else x for x in ns["get_inputs"]()]
        return model, inputs


def suite_tasks(suite_dir, levels):
    """{func: SuiteTask} of suite_dir/manifest.tsv (bench/kernelbench's format), in order."""
    tasks = {}
    with open(os.path.join(suite_dir, "manifest.tsv")) as f:
        lines = f.read().splitlines()
    header = None
    for line in lines:
        if line.startswith("#"):
            header = header or line.lstrip("# ").split("\t")
            continue
        if line.strip():
            t = SuiteTask(suite_dir, dict(zip(header, line.split("\t"))))
            if not levels or t.level in levels:
                tasks[t.func] = t
    return tasks


def torch_tasks_builds():
    """{func: (level, id, name, build)} of the 40-task suite (torch_tasks.py)."""
    torch_tasks.check_manifest()

    def builder(task):
        def build(seed):
            model, args = task.build(seed=seed)
            return model, args[:task.n_inputs()]
        return build
    return {f: (t.level, t.id, t.kbname, builder(t)) for f, t in torch_tasks.TASKS.items()}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tasks", nargs="*", help="substrings of func names (default: all)")
    p.add_argument("-o", "--output", help="JSONL file (default stdout)")
    p.add_argument("--methods", default="eager,compile")
    p.add_argument("--warmups", type=int, default=3)
    p.add_argument("--trials", type=int, default=100)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--suite", help="a suite directory of KernelBench-format files with a manifest.tsv "
                                   "(default: this directory's 40 tasks)")
    p.add_argument("--levels", default="", help="with --suite: comma-separated levels (default all)")
    p.add_argument("--list", action="store_true", help="print the selected tasks and their files; no timing")
    opts = p.parse_args()
    if opts.suite and os.path.realpath(opts.suite) != os.path.realpath(HERE):
        levels = [int(l) for l in opts.levels.split(",") if l.strip()]
        suite = suite_tasks(opts.suite, levels)
        tasks = {f: (t.level, t.id, t.kbname, t.build) for f, t in suite.items()}
        files = {f: t.path for f, t in suite.items()}
    else:
        tasks = torch_tasks_builds()
        files = {f: os.path.join(HERE, "torch_tasks.py") for f in tasks}
    tasks = {f: t for f, t in tasks.items() if not opts.tasks or any(s in f for s in opts.tasks)}
    if opts.list:
        bad = 0
        for func in tasks:
            bad += not os.path.exists(files[func])
            print(f"{func}\t{files[func]}" + ("" if os.path.exists(files[func]) else "\tMISSING"))
        return 1 if bad else 0
    methods = opts.methods.split(",")
    out = open(opts.output, "w") if opts.output else sys.stdout
    flush = torch.empty(256 * 1024 * 1024 // 4, device="cuda")
    base = {"device": torch.cuda.get_device_name(), "torch": torch.__version__}
    for func, (level, kid, kbname, build) in tasks.items():
        rec0 = dict(base, func=func, level=level, id=kid, name=kbname)
        model = inputs = None
        try:
            with torch.no_grad():
                model, inputs = build(opts.seed)
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
        del model, inputs
        torch._dynamo.reset()
        torch.cuda.empty_cache()


if __name__ == "__main__":
    sys.exit(main())
