"""The ablation table of the paper's Appendix C.8 and the learned-memory
comparison (issue 30), over htam-bench records: each configuration against
full htam on the same tasks, with a bootstrap confidence interval over tasks.

A task's score is its speedup against PyTorch eager (against the reference
when the records have no eager times), a failure counting 1.0, as the
report's "geomean (failures = 1.0)". Configurations are compared on the tasks
both ran (paired): Delta = geomean over tasks of score / full's score. A
seeded ablation (randomized-memory, --seeds) scores a task by the geomean
over its seeds; the spread of the per-seed geomeans is shown beside it."""
import math
import random

from . import metrics
from .suite import ABLATIONS, SEEDED_ABLATIONS

# Bootstrap resamples and their seed: the interval is the same on every run.
RESAMPLES = 2000
BOOTSTRAP_SEED = 0x68746D


def score(r, base):
    """A record's speedup against `base` with failures as 1.0."""
    if r.get("dry_run"):
        return None
    s = r.get(f"speedup_vs_{base}")
    return s if r.get("correct") and s else 1.0


def steps_to_best(r):
    """The step that found the task's best kernel (1-based), None when no
    correct kernel was found."""
    return r.get("best_step") if r.get("correct") else None


def bootstrap_ci(logs, level=0.95):
    """Percentile interval of the mean of `logs` (per-task log ratios),
    resampling tasks, as ratios."""
    if len(logs) < 2:
        return None
    rng = random.Random(BOOTSTRAP_SEED)
    n = len(logs)
    means = sorted(sum(logs[rng.randrange(n)] for _ in range(n)) / n
                   for _ in range(RESAMPLES))
    lo = means[int((1 - level) / 2 * RESAMPLES)]
    hi = means[min(RESAMPLES - 1, int((1 + level) / 2 * RESAMPLES))]
    return math.exp(lo), math.exp(hi)


def per_task(records, base):
    """{task: (score, steps to best)} of one configuration; a seeded
    ablation's seeds pooled by geomean (scores) and mean (steps)."""
    by_task = {}
    for r in records:
        sc = score(r, base)
        if sc is not None:
            by_task.setdefault(r["task"], []).append((sc, steps_to_best(r)))
    out = {}
    for task, runs in by_task.items():
        steps = [s for _, s in runs if s is not None]
        out[task] = (metrics.geomean([sc for sc, _ in runs]),
                     sum(steps) / len(steps) if steps else None)
    return out


def seed_spread(records, base, tasks):
    """(min, max) over seeds of the geomean score on `tasks`; None for a
    single seed."""
    by_seed = {}
    for r in records:
        sc = score(r, base)
        if sc is not None and r["task"] in tasks:
            by_seed.setdefault(r.get("seed"), []).append(sc)
    if len(by_seed) < 2:
        return None
    g = [metrics.geomean(v) for v in by_seed.values()]
    return min(g), max(g)


def compare(full, other, base):
    """The row of `other` against `full` on their common tasks."""
    a, b = per_task(full, base), per_task(other, base)
    tasks = sorted(set(a) & set(b))
    if not tasks:
        return None
    logs = [math.log(b[t][0] / a[t][0]) for t in tasks]
    steps = [b[t][1] for t in tasks if b[t][1] is not None]
    return {
        "tasks": len(tasks),
        "seeds": len({r.get("seed") for r in other}),
        "geomean": metrics.geomean([b[t][0] for t in tasks]),
        "fast@1": sum(1 for t in tasks if b[t][0] > 1) / len(tasks),
        "delta": math.exp(sum(logs) / len(logs)),
        "delta_ci": bootstrap_ci(logs),
        "seed_spread": seed_spread(other, base, set(tasks)),
        "steps_to_best": sum(steps) / len(steps) if steps else None,
        "wins": sum(1 for v in logs if v > math.log(1.02)),
        "losses": sum(1 for v in logs if v < -math.log(1.02)),
    }


def baseline_of(records):
    """eager when every measured record has an eager time, else reference."""
    measured = metrics.measured(records)
    return "eager" if measured and all(r.get("eager_us") for r in measured) \
        else "reference"


def _ratio(v):
    return "-" if v is None else f"{v:.3f}x"


def _ci(ci):
    return "-" if ci is None else f"{ci[0]:.3f}-{ci[1]:.3f}"


def _row(name, c):
    spread = "" if c["seed_spread"] is None else \
        f" (seeds {c['seed_spread'][0]:.3f}-{c['seed_spread'][1]:.3f})"
    steps = "-" if c["steps_to_best"] is None else f"{c['steps_to_best']:.2f}"
    return (f"| {name} | {c['tasks']} | {c['seeds']} | "
            f"{_ratio(c['geomean'])}{spread} | {c['fast@1'] * 100:.1f}% | "
            f"{_ratio(c['delta'])} | {_ci(c['delta_ci'])} | "
            f"{c['wins']} / {c['losses']} | {steps} |")


HEADER = ("| configuration | tasks | seeds | geomean {base} | Fast@1 {base} "
          "| Delta vs full | 95% CI (bootstrap over tasks) | tasks better / "
          "worse by > 2% | steps to best (mean) |")


def section(records):
    """Markdown lines of the ablation and learned-memory tables (empty when
    the records hold no htam configuration to compare with full htam)."""
    htam = [r for r in metrics.measured(records) if r["method"] == "htam"]
    if not htam:
        return []
    base = baseline_of(htam)
    # Full htam at the ablations' budget (T of the records without ablation
    # that are not learned, the largest when several), same rule and
    # proposer: the reference row.
    shipped = [r for r in htam if r.get("memory") != "learned"]
    full_all = [r for r in shipped if r["ablation"] == "none"]
    if not full_all:
        return []
    steps = max(int(r["steps"]) for r in full_all)
    full = [r for r in full_all if int(r["steps"]) == steps]
    lines = []
    rows = []
    for name in ABLATIONS:
        if name == "none":
            continue
        other = [r for r in shipped if r["ablation"] == name and
                 (name in ("t1", "t3") or int(r["steps"]) == steps)]
        c = compare(full, other, base) if other else None
        if c:
            rows.append(_row(f"T = {name[1:]}" if name in ("t1", "t3") else
                             f"w/o {name[3:]}" if name.startswith("no-") else
                             name, c))
    if rows:
        lines += [f"## Ablations (htam T={steps}, paired with full htam)", "",
                  "Delta: geomean over the common tasks of a configuration's "
                  f"speedup vs {base} (failures 1.0) over full htam's; below "
                  "1 the ablation is worse. The interval resamples tasks "
                  f"({RESAMPLES} resamples, fixed seed); a seeded ablation "
                  f"({', '.join(sorted(SEEDED_ABLATIONS))}) scores a task by "
                  "the geomean over its seeds, the seeds' own geomeans in "
                  "parentheses.", "",
                  HEADER.format(base=base),
                  "| --- " * 9 + "|",
                  _row("full htam", compare(full, full, base))] + rows + [""]
    learned = [r for r in htam if r.get("memory") == "learned" and
               r["ablation"] == "none" and int(r["steps"]) == steps]
    if learned:
        lines += ["## Learned memory (warm) against the shipped memory (cold)",
                  "",
                  "Warm: the suite again from the memory a learning pass "
                  "(--learn-memory) wrote; cold: the shipped memory. Per "
                  "level and over all tasks.", "",
                  HEADER.format(base=base), "| --- " * 9 + "|"]
        for lv in sorted({r["level"] for r in learned}) + ["all"]:
            pick = (lambda rs: rs) if lv == "all" else \
                (lambda rs, lv=lv: [r for r in rs if r["level"] == lv])
            c = compare(pick(full), pick(learned), base)
            if c:
                lines.append(_row(f"warm, level {lv}" if lv != "all"
                                  else "warm, all", c))
        lines.append("")
    return lines
