#!/usr/bin/env python3
"""The per-template benchmark of issue 6 (not a test): every built-in
template on the suite operators it supports, timed on the GPU by
scripts/gpu-strategies-check.sh, against PyTorch eager and, when the run
verified and timed it, against the reference; with the achieved fraction of
the H200's DRAM bandwidth (memory-bound tasks) or FP32 FMA peak
(compute-bound tasks), from htam's analysis of each task (compulsory bytes,
FLOPs, roofline bound: docs/STRATEGIES.md).

On the GPU machine (the bundle unpacked, e.g. by scripts/gpu-run.sh):

    bash scripts/gpu-strategies-check.sh --inputs bench/kernelbench \\
        --ref none --time --out CASES

then, anywhere htam-opt runs (the analysis):

    python3 bench/template_report.py CASES --baselines torch_baselines.jsonl \\
        [--htam-opt build/bin/htam-opt] -o template_report.md

CASES holds one htam-run JSON per case, named
<file stem>.<func>.<template>[.<config>].json.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# H200 (GpuDescription in include/htam/Analysis/OperatorTask.h): measured
# DRAM bandwidth, and 132 SMs x 128 FP32 lanes x 2 FLOPs x 1.98 GHz.
BANDWIDTH = 4.3e12
FP32_PEAK = 132 * 128 * 2 * 1.98e9
# Issue 6's targets.
MEMORY_TARGET = 0.85
GEMM_TARGET = 0.70


def analyze(htam_opt, path):
    """(flops, bytes, bound) of the task in `path` (htam-opt --htam-analyze)."""
    out = subprocess.run([htam_opt, path, "--htam-analyze"],
                         capture_output=True, text=True, check=True).stdout
    num = lambda key: int(re.search(key + r" = (\d+)", out).group(1))
    bound = re.search(r'htam\.bound = "(\w+)"', out).group(1)
    return num(r"htam\.flops"), num(r"htam\.bytes_read") + \
        num(r"htam\.bytes_written"), bound


def read_cases(cases_dir, funcs):
    """One row per case JSON: func, template, config, times."""
    rows = []
    for name in sorted(os.listdir(cases_dir)):
        if not name.endswith(".json"):
            continue
        stem = name[:-len(".json")]
        func = next((f for f in funcs if "." + f + "." in "." + stem + "."),
                    None)
        if func is None:
            continue
        rest = stem.split("." + func + ".", 1)[1]
        template, _, config = rest.partition(".")
        try:
            doc = json.load(open(os.path.join(cases_dir, name)))
        except ValueError:
            continue
        cand = (doc.get("candidates") or [{}])[0]
        timing = (cand.get("timing") or {}).get("stats") or {}
        ref = (cand.get("reference_timing") or {}).get("stats") or {}
        rows.append({"func": func, "template": template,
                     # gpu-strategies-check.sh writes name=value,... as
                     # name_value.... (values are numbers: the last _).
                     "config": ",".join("=".join(kv.rsplit("_", 1))
                                        for kv in config.split(".") if kv),
                     "status": cand.get("status"),
                     "failure": cand.get("failure"),
                     "verified": cand.get("verified"),
                     "us": timing.get("median"),
                     "reference_us": ref.get("median")})
    return rows


def read_jsonl(path):
    """The records of a JSONL file (none for no path); torn lines skipped."""
    if not path:
        return
    for line in open(path):
        try:
            yield json.loads(line)
        except ValueError:
            continue


def fmt(v, pattern="{:.2f}"):
    return "-" if v is None else pattern.format(v)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("cases", help="gpu-strategies-check.sh --out directory")
    p.add_argument("--suite", default=os.path.join(HERE, "kernelbench"))
    p.add_argument("--baselines", help="torch_baselines.jsonl (eager times)")
    p.add_argument("--runs", help="an htam-bench runs.jsonl: the reference "
                   "times of cases run without a reference (--ref none)")
    p.add_argument("--htam-opt", default="htam-opt")
    p.add_argument("-o", "--output", default="-")
    opts = p.parse_args()

    tasks = {}
    for line in open(os.path.join(opts.suite, "manifest.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        f = line.split("\t")
        tasks[f[1]] = f[0]
    eager = {}
    for r in read_jsonl(opts.baselines):
        if r.get("method") == "eager" and r.get("median_us"):
            eager[r["func"]] = r["median_us"]
    reference = {}
    file_to_func = {name: f for f, name in tasks.items()}
    for r in read_jsonl(opts.runs):
        func = file_to_func.get(r.get("file"))
        if func and r.get("reference_us"):
            reference.setdefault(func, r["reference_us"])
    rows = read_cases(opts.cases, tasks)
    for r in rows:
        if not r["reference_us"] and r["func"] in reference:
            r["reference_us"] = reference[r["func"]]
    if not rows:
        sys.exit(f"template_report: no case JSON for a suite task in {opts.cases}")
    cost = {}
    for func in sorted({r["func"] for r in rows}):
        cost[func] = analyze(opts.htam_opt, os.path.join(opts.suite, tasks[func]))

    # The library GEMM's time per task: the yardstick of the GEMM templates.
    library_gemm = {}
    for r in rows:
        if r["template"] in ("lib_cublas_gemm", "lib_cublaslt_gemm") and r["us"]:
            old = library_gemm.get(r["func"])
            library_gemm[r["func"]] = min(old, r["us"]) if old else r["us"]

    head = ["# Built-in templates on the suite operators", "",
          "Median of the timed launches (us; L2 flushed), as "
          "`scripts/gpu-strategies-check.sh --time` measured them. `vs eager`: "
          "PyTorch eager time / template time. `vs reference`: the "
          "reference's time (the same worker, or the htam-bench run's "
          "`reference_us` with `--runs`) / template time. `of peak`: compulsory bytes / "
          "time against 4.3 TB/s for memory-bound tasks, FLOPs / time "
          "against the FP32 FMA peak (66.9 TFLOP/s) for compute-bound ones "
          "(htam's roofline bound). Targets (issue 6): memory-bound kernels "
          f">= {MEMORY_TARGET:.0%} of the bandwidth; the FP32 GEMM templates "
          f">= {GEMM_TARGET:.0%} of the library SGEMM on the same task.", ""]
    md = []
    templates = sorted({r["template"] for r in rows})
    summary = ["| template | tasks | failed cases | geomean vs eager (cases) | "
               "tasks at target |", "| --- | --- | --- | --- | --- |"]
    for t in templates:
        mine = [r for r in rows if r["template"] == t]
        md += [f"## `{t}`", "",
               "| task | config | status | us | vs eager | vs reference | "
               "bound | achieved | of peak |",
               "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
        speedups, at_target, failed = [], set(), 0
        for r in sorted(mine, key=lambda r: (r["func"], r["config"])):
            flops, nbytes, bound = cost[r["func"]]
            us = r["us"]
            ok = r["status"] == "pass" and us
            if not ok:
                failed += 1
            vs_eager = eager.get(r["func"]) / us if ok and eager.get(r["func"]) else None
            vs_ref = r["reference_us"] / us if ok and r["reference_us"] else None
            if vs_eager:
                speedups.append(vs_eager)
            achieved = frac = None
            if ok and bound == "memory":
                achieved = f"{nbytes / (us * 1e-6) / 1e12:.2f} TB/s"
                frac = nbytes / (us * 1e-6) / BANDWIDTH
                if frac >= MEMORY_TARGET:
                    at_target.add(r["func"])
            elif ok:
                achieved = f"{flops / (us * 1e-6) / 1e12:.1f} TFLOP/s"
                frac = flops / (us * 1e-6) / FP32_PEAK
                gemm = library_gemm.get(r["func"])
                if t.startswith("tpl_matmul") and gemm:
                    if gemm / us >= GEMM_TARGET:
                        at_target.add(r["func"])
                    achieved += f" ({gemm / us:.0%} of the library GEMM)"
            md.append(f"| {r['func']} | {r['config'] or 'default'} | "
                      f"{r['status'] if ok else r['failure'] or r['status']} | "
                      f"{fmt(us, '{:.1f}')} | {fmt(vs_eager, '{:.2f}x')} | "
                      f"{fmt(vs_ref, '{:.2f}x')} | {bound} | {achieved or '-'} | "
                      f"{fmt(frac and 100 * frac, '{:.0f}%')} |")
        md.append("")
        geo = None
        if speedups:
            geo = math.exp(sum(math.log(s) for s in speedups) / len(speedups))
        summary.append(f"| `{t}` | {len({r['func'] for r in mine})} | {failed} | "
                       f"{fmt(geo, '{:.2f}x')} | {len(at_target)} |")
    text = "\n".join(head + ["## Summary", ""] + summary + [""] + md) + "\n"
    if opts.output == "-":
        sys.stdout.write(text)
    else:
        with open(opts.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
