"""The benchmark's metrics (issue 9, SPEC section 5, paper Appendix C.2) over
htam-bench records. A record's speedup against a baseline is
baseline time / best correct candidate time; a task without a correct
candidate (or a run that timed out or failed) is a failure."""
import math

from .run import ratio_json, ratio_value

BASELINES = ["reference", "eager", "compile"]
FAST_P = [0, 1, 1.5, 2]


def measured(records):
    """The records that ran on a GPU (dry runs know no correctness)."""
    return [r for r in records if not r.get("dry_run")]


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) \
        if values else None


def summarize(records, rhos):
    """The metrics of one set of records (one configuration, one level)."""
    recs = measured(records)
    n = len(recs)
    correct = [r for r in recs if r.get("correct")]
    out = {"tasks": n, "correct": len(correct),
           "correctness": len(correct) / n if n else None}
    for base in BASELINES:
        key = f"speedup_vs_{base}"
        # Tasks whose baseline time is known (eager or compile can fail);
        # every task has a reference (a run that failed before timing it is
        # still a failure).
        have = recs if base == "reference" else \
            [r for r in recs if r.get(f"{base}_us")]
        nb = len(have)
        sp = [r[key] for r in have if r.get("correct") and r.get(key)]
        m = {"tasks": nb}
        for p in FAST_P:
            m[f"fast@{p:g}"] = (sum(1 for s in sp if s > p) / nb) if nb \
                else None
        for rho in rhos:
            m[f"valid@{rho:g}"] = (sum(1 for s in sp if s >= rho) / nb) \
                if nb else None
        m["geomean_correct"] = geomean(sp)
        # Failures count as 1.0 (the reference/baseline kept).
        m["geomean_all"] = geomean(sp + [1.0] * (nb - len(sp))) if nb \
            else None
        out[base] = m
    # Accuracy (issue 21): the best kernel's error against the f64 oracle
    # over the FP32 reference's, where the run measured it (accept=measure
    # or accuracy; records without accuracy_ratio were not measured).
    acc = [(ratio_value(r.get("accuracy_ratio")), r["task"]) for r in correct]
    acc = [(v, t) for v, t in acc if v is not None and v == v]
    out["accuracy_measured"] = len(acc)
    worst = max(acc) if acc else None
    out["accuracy_worst_ratio"] = ratio_json(worst[0]) if worst else None
    out["accuracy_worst_task"] = worst[1] if worst else None
    vendor = [r for r in correct if r.get("vendor_library")]
    out["vendor_share"] = len(vendor) / len(correct) if correct else None
    # Cost is known for dry runs too.
    walls = sorted(r["wall_s"] for r in records
                   if r.get("wall_s") is not None)
    out["wall_mean_s"] = sum(walls) / len(walls) if walls else None
    out["wall_max_s"] = walls[-1] if walls else None
    # The f64 oracle's share of each task's wall time (issue 21's cost
    # target: under 20%), over the runs that measured it.
    shares = sorted(r["oracle_wall_s"] / r["wall_s"] for r in records
                    if r.get("oracle_wall_s") is not None and r.get("wall_s"))
    out["oracle_share_median"] = shares[len(shares) // 2] if shares else None
    out["oracle_share_max"] = shares[-1] if shares else None
    evals = [r.get("evaluations", 0) for r in records]
    out["evaluations_mean"] = sum(evals) / len(evals) if evals else None
    return out


def best_so_far(record):
    """Best speedup vs the reference after each step (1.0 while no correct
    candidate is faster than the reference: the reference is kept)."""
    ref = record.get("reference_us")
    best = 1.0
    curve = []
    for outcome, t in zip(record.get("step_outcomes", []),
                          record.get("step_times_us", [])):
        if ref and outcome == "correct" and t:
            best = max(best, ref / t)
        curve.append(best)
    return curve


def mean_curve(records, budget):
    """Geometric mean over tasks of the best-so-far speedup at steps
    1..budget (a run that stopped early keeps its last value; one that
    failed counts 1.0)."""
    recs = measured(records)
    if not recs:
        return []
    curves = []
    for r in recs:
        c = best_so_far(r) if r.get("status") == "ok" else []
        if not c:
            c = [1.0]
        curves.append(c + [c[-1]] * (budget - len(c)))
    return [geomean([c[i] for c in curves]) for i in range(budget)]
