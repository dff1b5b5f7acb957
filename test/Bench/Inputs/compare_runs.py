#!/usr/bin/env python3
"""Compares what two htam-bench campaigns wrote (the --mpi tests).

    compare_runs.py records A.jsonl B.jsonl
        the same records, as sets keyed by run, apart from what depends on
        when and where a run ran (times, rank, host, GPU, run directory);
    compare_runs.py memory A.yaml B.yaml
        the same memory evidence: every counter and sum (numbers to 9
        decimals), apart from what depends on the order the runs were
        merged in (the trend's moving average, last-used ticks, examples'
        `when` and order);
    compare_runs.py memory-exact A.yaml B.yaml
        the same memory evidence, all of it, in order (numbers to 9
        decimals).

Prints what matches, or the first difference (exit status 1)."""
import json
import re
import sys

VOLATILE = {"wall_s", "finished", "rank", "host", "gpu", "step_wall_s",
            "reference_wall_s", "report_dir"}


def records(path):
    out = {}
    with open(path) as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                key = (r["task"], r["method"], r["ablation"], r["steps"])
                out[key] = {k: v for k, v in r.items() if k not in VOLATILE}
    return out


def number(text):
    v = float(text)
    return "0" if abs(v) < 5e-10 else f"{v:.9f}"


def normalize_memory(path, exact):
    """(context, line) pairs of the memory file (order-free unless
    exact)."""
    out, context = [], ""
    with open(path) as f:
        for line in f:
            line = line.split(" #", 1)[0].rstrip()
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.match(r"\s*- (?:id|from): (\S+)", line)
            if m:
                context = m.group(1)
            if not exact:
                line = re.sub(r"(, )?\b(trend|last_used): [^,}]+", "", line)
                line = re.sub(r"(, )?\bwhen: \d+", "", line)
                line = re.sub(r"\{, ", "{", line)
            line = re.sub(r"-?\d+\.\d+(?:e-?\d+)?",
                          lambda m: number(m.group(0)), line)
            line = re.sub(r"\s+", " ", line)
            out.append((context, line.strip()))
    return out if exact else sorted(out)


def main(kind, a, b):
    if kind == "records":
        ra, rb = records(a), records(b)
        if ra.keys() != rb.keys():
            print(f"different runs: {sorted(set(ra) ^ set(rb))}")
            return 1
        for key in sorted(ra):
            if ra[key] != rb[key]:
                diff = sorted(k for k in set(ra[key]) | set(rb[key])
                              if ra[key].get(k) != rb[key].get(k))
                print(f"{key}: {[(k, ra[key].get(k), rb[key].get(k)) for k in diff]}")
                return 1
        print(f"{len(ra)} records equal")
        return 0
    exact = kind == "memory-exact"
    ma, mb = normalize_memory(a, exact), normalize_memory(b, exact)
    for la, lb in zip(ma, mb):
        if la != lb:
            print(f"memory differs: {la} != {lb}")
            return 1
    if len(ma) != len(mb):
        print(f"memory differs: {len(ma)} != {len(mb)} lines")
        return 1
    stats = sum(1 for _, l in ma if "stats:" in l)
    print(f"memory equal: {stats} evidence lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
