"""htam-bench report: the metrics of issue 9 per configuration and level,
per-task tables, SVG plots and the shortfalls against the issue's targets,
as report.md, metrics.json and plots/*.svg in one directory."""
import json
import os

from . import ablation, metrics, svg
from .run import (LEGACY_ACCEPT, ratio_value, read_records, record_accept,
                  record_key, speedups)
from .suite import SEEDED_ABLATIONS, BenchError

# Issue 9's targets (one H200, built-in proposer, T = 6).
TARGET_FAST1 = 0.85
TARGET_GEO_EAGER = 2.0
TARGET_GEO_COMPILE = 1.2
TARGET_WALL_S = 60.0
COMPARED = ["direct", "best-of-n", "feedback", "flat"]
# The factor of accept=accuracy: a candidate's errors against the f64
# oracle may be at most this many times the FP32 reference's
# (docs/RUNTIME.md "Acceptance by measured accuracy").
ACCURACY_FACTOR = 8.0
# Which acceptance rule's htam runs the per-task table and the targets are
# of, when the records hold several: the oracle's first.
ACCEPT_PREFERENCE = {"accuracy": 0, "measure": 1, "allclose": 2}


def config_label(r):
    label = r["method"] if r["ablation"] == "none" else \
        f"htam/{r['ablation']}"
    if r["ablation"] in SEEDED_ABLATIONS:
        label += f" seed={r.get('seed')}"
    # Runs that learned across tasks (--learn-memory) are their own
    # configuration, beside the same method on the shipped memory.
    return label + "+learned" if r.get("memory") == "learned" else label


def config_key(r):
    # Runs with another acceptance rule are another configuration (records
    # without `accept`, older runs, were accepted by allclose).
    return (config_label(r), int(r["steps"]), r.get("proposer", "builtin"),
            record_accept(r))


def config_name(key):
    label, steps, proposer, accept = key
    return f"{label} T={steps}" + ("" if proposer == "builtin"
                                   else f" ({proposer})") + \
        ("" if accept == LEGACY_ACCEPT else f" accept={accept}")


def load(paths, baselines):
    """Records of all files, the last of each run kept; baselines (if
    given) fill in the PyTorch times and speedups."""
    latest = {}
    for p in paths:
        if not os.path.exists(p):
            raise BenchError(f"cannot read records: {p}: no such file")
        for r in read_records(p):
            try:
                latest[record_key(r)] = r
            except KeyError as e:
                raise BenchError(f"{p}: a record without {e}")
    records = list(latest.values())
    if baselines is not None:
        for r in records:
            b = baselines.get(r["task"], {})
            r["eager_us"] = b.get("eager", r.get("eager_us"))
            r["compile_us"] = b.get("compile", r.get("compile_us"))
            speedups(r)
    return records


def pct(v):
    return "-" if v is None else f"{100 * v:.1f}%"


def x(v, digits=3):
    return "-" if v is None else f"{v:.{digits}f}x"


def num(v, digits=1):
    return "-" if v is None else f"{v:.{digits}f}"


def tolerance_text(r):
    """The tolerance a record was verified with: "0.001" when atol and rtol
    are equal, "atol / rtol" when not, "-" for records without it (older
    runs: htam-optimize's default, 1e-4)."""
    atol, rtol = r.get("atol"), r.get("rtol")
    if atol is None and rtol is None:
        return "-"
    fmt = lambda v: "-" if v is None else f"{v:g}"
    return fmt(atol) if atol == rtol else f"{fmt(atol)} / {fmt(rtol)}"


def primary_config(configs):
    """htam without ablation, preferring T = 6, else the largest T; of the
    same T and proposer, accept=accuracy, else measure, else allclose."""
    htam = [k for k in configs if k[0] == "htam"] or \
        [k for k in configs if k[0] == "htam+learned"]
    if not htam:
        return sorted(configs)[0] if configs else None
    six = [k for k in htam if k[1] == 6]
    best = (six or sorted(htam, key=lambda k: -k[1]))[0]
    same = [k for k in htam if k[:3] == best[:3]]
    return min(same, key=lambda k: ACCEPT_PREFERENCE.get(k[3], 3))


def accuracy_text(r):
    """The accuracy column: the best kernel's error against the f64 oracle
    over the FP32 reference's, "-" where not measured."""
    v = ratio_value(r.get("accuracy_ratio"))
    if v is None or v != v:
        return "-"
    return "inf" if v == float("inf") else f"{v:.2f}x"


def accuracy_summary(recs, m):
    """The line under the per-task table: how many tasks measured their
    accuracy, the worst ratio and the tasks over accept=accuracy's
    factor."""
    n = m["accuracy_measured"]
    accepts = sorted({record_accept(r) for r in recs})
    head = (f"Accuracy: measured on {n} of {m['correct']} correct tasks "
            f"({len(recs)} tasks; accept={', '.join(accepts)})")
    # Tasks without an f64 oracle were judged by allclose instead.
    fell_back = sorted(r["task"] for r in recs if r.get("accept_fallback"))
    fallback = (" Judged by allclose (no f64 oracle): "
                + ", ".join(f"`{t}`" for t in fell_back) + "."
                if fell_back else "")
    if not n:
        return head + ": no run measured it (`--accept measure` or " \
            "`accuracy` does)." + fallback
    worst = ratio_value(m["accuracy_worst_ratio"])
    over = sorted((r for r in recs if r.get("correct")
                   and (ratio_value(r.get("accuracy_ratio")) or 0)
                   > ACCURACY_FACTOR), key=lambda r: r["task"])
    cost = ""
    if m.get("oracle_share_median") is not None:
        cost = (f" The oracle's runs took {pct(m['oracle_share_median'])} "
                f"of a task's wall time (median; at most "
                f"{pct(m['oracle_share_max'])}).")
    return (head + f"; worst {accuracy_text({'accuracy_ratio': worst})} "
            f"(`{m['accuracy_worst_task']}`); above "
            f"{ACCURACY_FACTOR:g}x: "
            + (", ".join(f"`{r['task']}`" for r in over) if over else "none")
            + "." + cost + fallback)


def winning_pipeline(r):
    """The pass pipeline that produced the best kernel, or None (a
    template, library call or LLM kernel): the driver's candidate key of a
    pipeline candidate is its textual pipeline."""
    cand = r.get("best_candidate") or ""
    if not cand.startswith("builtin.module("):
        return None
    return cand[len("builtin.module("):-1]


def winner_text(r):
    """The winning card, and the pipeline when a pipeline won."""
    card = r.get("best_card") or "-"
    pipeline = winning_pipeline(r)
    return f"{card} (`{pipeline}`)" if pipeline else card


def why_failed(r):
    if r.get("status") == "timeout":
        return (f"{r.get('error')} after {r.get('steps_run', 0)} of "
                f"{r['steps']} steps ("
                + (", ".join(r.get("step_outcomes") or []) or "none run")
                + ")")
    if r.get("status") != "ok":
        return r.get("error", r.get("status"))
    kinds = r.get("failure_kinds") or {}
    if kinds:
        first = r.get("first_error")
        return "no correct candidate: " + ", ".join(
            f"{k} x{v}" for k, v in sorted(kinds.items())) + \
            (f"; first: {first.splitlines()[0][:200]}" if first else "")
    return "no candidate ran (" + ", ".join(r.get("step_outcomes", [])) + ")"


def shortfalls(recs, by_config, primary, summary):
    """Markdown lines: every target of issue 9 and the tasks that miss it."""
    out = []
    s = summary
    ok = [r for r in recs if r.get("correct")]
    bad = [r for r in recs if not r.get("correct")]
    out.append(f"- **Correctness 100%**: {pct(s['correctness'])} "
               f"({s['correct']}/{s['tasks']})"
               + (" - met." if not bad else ". Not correct:"))
    for r in sorted(bad, key=lambda r: (r["level"], r["kb_id"])):
        out.append(f"  - `{r['task']}`: {why_failed(r)}")
    fast1 = s["eager"]["fast@1"]
    slow = [r for r in recs if r.get("eager_us") and r.get("correct")
            and (r.get("speedup_vs_eager") or 0) <= 1]
    out.append(f"- **Fast@1 vs eager >= {TARGET_FAST1:.0%}**: {pct(fast1)}"
               + (" - met." if fast1 is not None and fast1 >= TARGET_FAST1
                  else ". Correct but not faster than eager:"
                  if slow else "."))
    for r in sorted(slow, key=lambda r: r.get("speedup_vs_eager") or 0):
        out.append(f"  - `{r['task']}`: {x(r['speedup_vs_eager'], 2)} "
                   f"({num(r['best_us'])} us with `{r.get('best_card')}` "
                   f"against {num(r['eager_us'])} us eager)")
    for base, target in (("eager", TARGET_GEO_EAGER),
                         ("compile", TARGET_GEO_COMPILE)):
        g = s[base]["geomean_correct"]
        g1 = s[base]["geomean_all"]
        met = g1 is not None and g1 >= target
        out.append(f"- **Geometric mean vs {base} >= {target}x**: "
                   f"{x(g)} over correct tasks, {x(g1)} with failures as "
                   "1.0" + (" - met." if met else "."))
        if not met:
            worst = sorted((r for r in ok if r.get(f"speedup_vs_{base}")),
                           key=lambda r: r[f"speedup_vs_{base}"])[:8]
            if worst:
                out.append("  - slowest: " + ", ".join(
                    f"`{r['task']}` {x(r[f'speedup_vs_{base}'], 2)}"
                    for r in worst))
    # htam ahead of the baselines at the same budget.
    learned = primary[0].endswith("+learned")
    for method in COMPARED:
        # A learning htam against a learning flat when both ran.
        other = [k for k in by_config
                 if k[0] == method + "+learned" and learned
                 and k[2] == primary[2]] or \
            [k for k in by_config if k[0] == method and k[2] == primary[2]]
        # The same acceptance rule first.
        other.sort(key=lambda k: k[3] != primary[3])
        if not other:
            out.append(f"- **htam ahead of {method}**: not run.")
            continue
        k = other[0]
        o = metrics.summarize(by_config[k], [])
        ga, gb = s["eager"]["geomean_all"], o["eager"]["geomean_all"]
        fa, fb = s["eager"]["fast@1"], o["eager"]["fast@1"]
        ahead = (ga or 0) > (gb or 0) and (fa or 0) >= (fb or 0) and \
            s["correct"] >= o["correct"]
        out.append(f"- **htam ahead of {config_name(k)}**: geomean vs eager "
                   f"(failures 1.0) {x(ga)} vs {x(gb)}, Fast@1 {pct(fa)} vs "
                   f"{pct(fb)}, correct {s['correct']} vs {o['correct']}"
                   + (" - met." if ahead else ". Tasks where it is ahead:"))
        if not ahead:
            mine = {r["task"]: r for r in recs}
            for r in by_config[k]:
                a = mine.get(r["task"])
                sa = (a or {}).get("speedup_vs_reference") or 0
                sb = r.get("speedup_vs_reference") or 0
                if sb > sa:
                    out.append(f"  - `{r['task']}`: {x(sb, 2)} vs htam "
                               f"{x(sa, 2)} over the reference "
                               f"(`{r.get('best_card')}`)")
    slow_wall = [r for r in recs if (r.get("wall_s") or 0) > TARGET_WALL_S]
    out.append(f"- **<= {TARGET_WALL_S:.0f} s per task**: max "
               f"{num(s['wall_max_s'])} s" +
               (" - met." if not slow_wall else ". Over:"))
    for r in sorted(slow_wall, key=lambda r: -r["wall_s"]):
        out.append(f"  - `{r['task']}`: {r['wall_s']:.1f} s "
                   f"({r['evaluations']} evaluations, {r['status']})")
    return out


def write_report(paths, out_dir, baselines, rhos):
    records = load(paths, baselines)
    if not records:
        raise BenchError("no records to report on")
    os.makedirs(os.path.join(out_dir, "plots"), exist_ok=True)
    by_config = {}
    for r in records:
        by_config.setdefault(config_key(r), []).append(r)
    # htam first; of one method, T and proposer: allclose, measure,
    # accuracy.
    configs = sorted(by_config, key=lambda k: (
        k[0] != "htam", k[:3], -ACCEPT_PREFERENCE.get(k[3], 3)))
    dry = [r for r in records if r.get("dry_run")]
    levels = sorted({r["level"] for r in records})

    all_metrics = {}
    for k in configs:
        per = {"all": metrics.summarize(by_config[k], rhos)}
        for lv in levels:
            per[f"level{lv}"] = metrics.summarize(
                [r for r in by_config[k] if r["level"] == lv], rhos)
        all_metrics[config_name(k)] = per
    with open(os.path.join(out_dir, "metrics.json"), "w") as f:
        json.dump(all_metrics, f, indent=1, sort_keys=True)

    md = ["# htam-bench report", ""]
    md.append(f"Records: {len(records)} from "
              + ", ".join(f"`{os.path.basename(p)}`" for p in paths)
              + f"; {len(dry)} dry-run records (compiled, not run: no "
              "correctness or times, left out of the metrics).")
    md.append("")
    md.append("Speedup = baseline time / time of the best correct candidate "
              "within the budget (it may be below 1). Fast@p: correct and "
              "speedup > p; Valid@rho: correct and speedup >= rho; shares "
              "are over the tasks whose baseline time is known. Geometric "
              "means: **over correct tasks** and **with failures counted as "
              "1.0**. Baselines: `reference` = htam's upstream reference "
              "lowering, `eager` = PyTorch eager, `compile` = torch.compile "
              "(default mode), timed with the same protocol.")
    md.append("")
    md.append("## Overview (all levels)")
    md.append("")
    md.append("| configuration | tasks | correct | Fast@1 eager | geomean "
              "eager (correct / all) | geomean compile (correct / all) | "
              "geomean reference (correct / all) | vendor-library winners | "
              "wall s/task (mean / max) | evaluations/task |")
    md.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for k in configs:
        m = all_metrics[config_name(k)]["all"]
        md.append(
            f"| {config_name(k)} | {m['tasks']} | {pct(m['correctness'])} | "
            f"{pct(m['eager']['fast@1'])} | "
            f"{x(m['eager']['geomean_correct'])} / "
            f"{x(m['eager']['geomean_all'])} | "
            f"{x(m['compile']['geomean_correct'])} / "
            f"{x(m['compile']['geomean_all'])} | "
            f"{x(m['reference']['geomean_correct'])} / "
            f"{x(m['reference']['geomean_all'])} | "
            f"{pct(m['vendor_share'])} | {num(m['wall_mean_s'])} / "
            f"{num(m['wall_max_s'])} | {num(m['evaluations_mean'])} |")
    md.append("")
    for base in metrics.BASELINES:
        md.append(f"## Against {base}, per level")
        md.append("")
        cols = [f"Fast@{p:g}" for p in metrics.FAST_P] + \
            [f"Valid@{r:g}" for r in rhos]
        md.append("| configuration | level | tasks | " + " | ".join(cols)
                  + " | geomean (correct) | geomean (failures = 1.0) |")
        md.append("| --- " * (len(cols) + 5) + "|")
        for k in configs:
            for lv in [f"level{lv}" for lv in levels] + ["all"]:
                m = all_metrics[config_name(k)][lv][base]
                vals = [pct(m[f"fast@{p:g}"]) for p in metrics.FAST_P] + \
                    [pct(m[f"valid@{r:g}"]) for r in rhos]
                md.append(f"| {config_name(k)} | {lv} | {m['tasks']} | "
                          + " | ".join(vals) +
                          f" | {x(m['geomean_correct'])} | "
                          f"{x(m['geomean_all'])} |")
        md.append("")

    primary = primary_config(configs)
    recs = sorted(by_config[primary], key=lambda r: (r["level"], r["kb_id"]))
    md.append(f"## Per task: {config_name(primary)}")
    md.append("")
    md.append("Tolerance: the atol and rtol of the check `|candidate - "
              "reference| <= atol + rtol * |reference|` (one number when "
              "they are equal). It is 1e-4 except for tasks whose outputs "
              "depend on fp32 sums of 4096 or more terms (contractions with "
              "K >= 4096, norm statistics and means over 4096 or more "
              "values), which get 1e-3: two correct kernels that sum K terms "
              "in different orders differ by about sqrt(K) * eps relative to "
              "the terms (KernelBench itself uses 1e-2); the manifest sets "
              "it per task, docs/BENCH.md explains the policy.")
    md.append("")
    md.append("Accuracy: the best kernel's error against the task's f64 "
              "oracle over the FP32 reference's error against it (the worst "
              "of the elementwise, normwise and max-relative ratios over "
              "outputs and trials; below 1: more accurate than the "
              "reference), measured by runs with `--accept measure` or "
              "`accuracy`; `accuracy` rejects a candidate above "
              f"{ACCURACY_FACTOR:g}x (docs/RUNTIME.md). \"-\": not measured.")
    md.append("")
    md.append("| task | status | correct | tolerance | accuracy | best us | "
              "reference us | eager us | compile us | vs reference | vs "
              "eager | vs compile | winning card | vendor | wall s | "
              "evaluations | failures |")
    md.append("| --- " * 17 + "|")
    for r in recs:
        fk = ", ".join(f"{k} x{v}" for k, v in
                       sorted((r.get("failure_kinds") or {}).items())) or "-"
        # A search its time budget ended early says after how many steps.
        status = r["status"] + (
            f" (time budget: {r['steps_run']} of {r['steps']} steps)"
            if r.get("stopped_early") else "")
        md.append(
            f"| {r['task']} | {status} | "
            f"{'-' if r.get('correct') is None else r['correct']} | "
            f"{tolerance_text(r)} | {accuracy_text(r)} | "
            f"{num(r.get('best_us'))} | {num(r.get('reference_us'))} | "
            f"{num(r.get('eager_us'))} | {num(r.get('compile_us'))} | "
            f"{x(r.get('speedup_vs_reference'), 2)} | "
            f"{x(r.get('speedup_vs_eager'), 2)} | "
            f"{x(r.get('speedup_vs_compile'), 2)} | "
            f"{winner_text(r)} | "
            f"{'-' if r.get('vendor_library') is None else r['vendor_library']}"
            f" | {num(r.get('wall_s'))} | {r.get('evaluations')} | {fk} |")
    md.append("")
    by_pipeline = [r for r in recs if r.get("correct") and winning_pipeline(r)]
    md.append(f"Won by a pass pipeline: {len(by_pipeline)} task(s)"
              + (": " + ", ".join(f"`{r['task']}` (`{winning_pipeline(r)}`)"
                                  for r in by_pipeline) if by_pipeline
                 else "") + ".")
    md.append("")
    if not all(r.get("dry_run") for r in recs):
        md.append(accuracy_summary(metrics.measured(recs),
                                   all_metrics[config_name(primary)]["all"]))
        md.append("")

    if len(configs) > 1:
        md.append("## Per task and configuration: speedup vs eager")
        md.append("")
        md.append("| task | " + " | ".join(config_name(k) for k in configs)
                  + " |")
        md.append("| --- " * (len(configs) + 1) + "|")
        table = {k: {r["task"]: r for r in by_config[k]} for k in configs}
        for task in sorted({r["task"] for r in records},
                           key=lambda t: next((r["level"], r["kb_id"])
                                              for r in records
                                              if r["task"] == t)):
            cells = []
            for k in configs:
                r = table[k].get(task)
                cells.append("" if r is None else
                             "fail" if not r.get("correct") else
                             x(r.get("speedup_vs_eager"), 2))
            md.append(f"| {task} | " + " | ".join(cells) + " |")
        md.append("")

    # The ablation table and the learned memory's (issue 30).
    md += ablation.section(records)

    # Plots.
    labels = [r["task"] for r in recs]
    plots = {
        "speedup_per_task.svg": svg.bars(
            f"Speedup per task ({config_name(primary)})", labels,
            [("vs PyTorch eager", [r.get("speedup_vs_eager") for r in recs]),
             ("vs torch.compile", [r.get("speedup_vs_compile")
                                   for r in recs])],
            "speedup (log2)"),
    }
    dist = []
    for k in configs:
        sp = sorted((r.get("speedup_vs_eager") or 0.0)
                    for r in metrics.measured(by_config[k])
                    if r.get("eager_us"))
        if sp:
            dist.append((config_name(k), [max(v, 1e-3) if v else None
                                          for v in sp]))
    plots["speedup_distribution.svg"] = svg.lines(
        "Speedups vs eager, sorted (failures: the gap on the left)",
        dist, "tasks (fraction)", "speedup vs eager (log2)", log=True,
        xs=True)
    curves = []
    for k in configs:
        c = metrics.mean_curve(by_config[k], k[1])
        if c:
            curves.append((config_name(k), c))
    plots["best_speedup_vs_step.svg"] = svg.lines(
        "Geometric-mean best speedup vs reference after each step",
        curves, "step", "best speedup vs reference (log2)", log=True)
    for name, text in plots.items():
        with open(os.path.join(out_dir, "plots", name), "w") as f:
            f.write(text)
    md.append("## Plots")
    md.append("")
    for name in plots:
        md.append(f"![{name}](plots/{name})")
    md.append("")

    md.append(f"## Against the targets of issue 9 ({config_name(primary)})")
    md.append("")
    if all(r.get("dry_run") for r in by_config[primary]):
        md.append("Dry run only: no correctness or times to hold against "
                  "the targets.")
    else:
        md += shortfalls(metrics.measured(recs), by_config, primary,
                         all_metrics[config_name(primary)]["all"])
    md.append("")
    with open(os.path.join(out_dir, "report.md"), "w") as f:
        f.write("\n".join(md))
    return all_metrics
