#!/usr/bin/env python3
#===- randop-roofline.py - Roofline fractions of random operator runs ------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Each generated task's best time as a fraction of its DRAM roofline.

Joins `htam-bench run` records of a scripts/randop.py suite with the
suite's manifest.jsonl. The roofline of a task is its compulsory bytes
(the manifest's count: every input read once, of a sliced input only the
slice, every result written once; with --bytes analysis, htam's analysis
from the run's trajectory.json where the records' report_dir still has it)
over --bandwidth (default 4.8e12 B/s, the H200's nominal HBM3e; htam's own
cost model uses 4.3e12, the measured copy bandwidth); the fraction is
roofline time / best time. Tasks without a correct kernel count as 0.

Writes to -o DIR: roofline.md (per class: tasks, median, 10th percentile,
correct, slower than the reference; then one row per task),
roofline.json, and roofline.svg (median and 10th percentile per class).

    randop-roofline.py RUNS.jsonl --manifest SUITE/manifest.jsonl -o DIR
"""
import argparse
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools", "htam-bench"))
from htam_bench import svg  # noqa: E402


def percentile(values, q):
    """The q-quantile by linear interpolation (values non-empty)."""
    v = sorted(values)
    pos = q * (len(v) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


def trajectory_bytes(records_path, rec):
    """The analysis's bytes of a record's task, or None."""
    if not rec.get("report_dir"):
        return None
    path = os.path.join(os.path.dirname(os.path.abspath(records_path)),
                        rec["report_dir"], "trajectory.json")
    try:
        with open(path) as f:
            text = f.read()
        traj = json.loads(text.replace(": inf", ": null")
                          .replace(": -inf", ": null")
                          .replace(": nan", ": null"))
    except (OSError, ValueError):
        return None
    for t in traj.get("tasks", []):
        if t.get("name") == rec["task"] and t.get("bytes"):
            return int(t["bytes"])
    return None


def none(row):
    """Why a task has no best time."""
    return "no correct kernel" if row["status"] == "ok" else row["status"]


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("records", nargs="+", help="htam-bench run JSONL files")
    ap.add_argument("--manifest", required=True,
                    help="the suite's manifest.jsonl (scripts/randop.py)")
    ap.add_argument("--method", default="htam",
                    help="the method whose runs count (default htam)")
    ap.add_argument("--bandwidth", type=float, default=4.8e12,
                    help="DRAM bandwidth in B/s (default 4.8e12)")
    ap.add_argument("--bytes", choices=["manifest", "analysis"],
                    default="manifest",
                    help="whose compulsory bytes (default manifest)")
    ap.add_argument("-o", "--output", required=True, help="directory")
    opts = ap.parse_args()
    with open(opts.manifest) as f:
        tasks = {r["func"]: r for r in map(json.loads, filter(str.strip, f))}
    best = {}
    for path in opts.records:
        with open(path) as f:
            for line in f:
                if not line.strip():
                    continue
                rec = json.loads(line)
                if rec.get("task") in tasks and \
                        rec.get("method") == opts.method and \
                        rec.get("ablation", "none") == "none":
                    rec["_path"] = path
                    best[rec["task"]] = rec  # the last record of a run wins
    rows = []
    for func, task in tasks.items():
        rec = best.get(func)
        if rec is None:
            continue
        nbytes = (opts.bytes == "analysis" and
                  trajectory_bytes(rec["_path"], rec)) or task["bytes"]
        roof_us = nbytes / opts.bandwidth * 1e6
        t = rec.get("best_us") if rec.get("correct") else None
        ref = rec.get("reference_us")
        rows.append({
            "task": func, "class": task["class"], "form": task["form"],
            "bytes": nbytes, "roofline_us": roof_us, "best_us": t,
            "reference_us": ref, "status": rec.get("status"),
            "candidate": rec.get("best_candidate"),
            "fraction": roof_us / t if t else 0.0,
            "slower_than_reference": bool(t and ref and t > ref)})
    if not rows:
        sys.exit("randop-roofline: no record of the manifest's tasks")
    classes = sorted({r["class"] for r in rows})

    def summary(group):
        fr = [r["fraction"] for r in group]
        return {"tasks": len(group), "median": percentile(fr, 0.5),
                "p10": percentile(fr, 0.1),
                "correct": sum(1 for r in group if r["best_us"]),
                "slower_than_reference": sum(r["slower_than_reference"]
                                             for r in group)}

    per_class = {c: summary([r for r in rows if r["class"] == c])
                 for c in classes}
    overall = summary(rows)
    os.makedirs(opts.output, exist_ok=True)
    with open(os.path.join(opts.output, "roofline.json"), "w") as f:
        json.dump({"bandwidth": opts.bandwidth, "overall": overall,
                   "classes": per_class, "tasks": rows}, f, indent=1,
                  sort_keys=True)
    md = [f"# Random operators: best time as a fraction of the DRAM roofline",
          "", f"Bandwidth {opts.bandwidth / 1e12:g} TB/s; method "
          f"{opts.method}; a task without a correct kernel counts 0.", "",
          "| class | tasks | median | p10 | correct | slower than reference |",
          "| --- | --- | --- | --- | --- | --- |"]
    for name, s in [(c, per_class[c]) for c in classes] + [("all", overall)]:
        md.append(f"| {name} | {s['tasks']} | {s['median']:.1%} | "
                  f"{s['p10']:.1%} | {s['correct']} | "
                  f"{s['slower_than_reference']} |")
    md += ["", "| task | class | form | MB | roofline us | best us | "
           "fraction | candidate |", "| --- | --- | --- | --- | --- | --- | "
           "--- | --- |"]
    for r in sorted(rows, key=lambda r: r["fraction"]):
        md.append(f"| {r['task']} | {r['class']} | {r['form']} | "
                  f"{r['bytes'] / 1e6:.1f} | {r['roofline_us']:.1f} | "
                  f"{'%.1f' % r['best_us'] if r['best_us'] else none(r)} "
                  f"| {r['fraction']:.1%} | {r['candidate'] or ''} |")
    with open(os.path.join(opts.output, "roofline.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    with open(os.path.join(opts.output, "roofline.svg"), "w") as f:
        f.write(svg.bars(
            "Best time as a fraction of the DRAM roofline, per class",
            classes + ["all"],
            [("median", [per_class[c]["median"] or None for c in classes]
              + [overall["median"] or None]),
             ("p10", [per_class[c]["p10"] or None for c in classes]
              + [overall["p10"] or None])],
            "fraction of the roofline", ref_line=1.0))
    print(f"randop-roofline: {overall['tasks']} tasks, median "
          f"{overall['median']:.1%}, p10 {overall['p10']:.1%}, "
          f"{overall['correct']} correct, {overall['slower_than_reference']} "
          f"slower than the reference; {opts.output}/roofline.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
