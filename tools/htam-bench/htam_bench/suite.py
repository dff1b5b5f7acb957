"""The suite side of htam-bench: the manifest's tasks, the methods and
ablations a run can ask for, and the PyTorch baselines joined by task."""
import json
import os

# The paper's methods (section 5, Appendix C.4), as htam-optimize's `method`.
METHODS = ["htam", "flat", "feedback", "best-of-n", "direct"]

# The ablations of Appendix C.8, as htam-optimize options; they apply to
# method htam only. t1 and t3 change the step budget.
ABLATIONS = {
    "none": "",
    "no-hierarchy": "flat=true",
    "no-local-memory": "no-local-memory=true",
    "randomized-memory": "randomized=true",
    "no-prefix": "no-prefix=true",
    "no-position-weight": "no-position-weight=true",
    "frozen-memory": "frozen=true",
    "t1": "",
    "t3": "",
}
ABLATION_STEPS = {"t1": 1, "t3": 3}
# Ablations whose memory is drawn from the seed: --seeds runs them once per
# seed, each planned as "<ablation>@<seed>" (the record keeps the ablation's
# name and the seed apart).
SEEDED_ABLATIONS = {"randomized-memory"}


def split_ablation(name):
    """("randomized-memory", 2) of "randomized-memory@2"; (name, None) of a
    name without a seed."""
    base, sep, seed = name.partition("@")
    return (base, int(seed)) if sep else (base, None)


def seeded_ablations(ablations, seeds):
    """The planned ablation names: each seeded ablation once per seed (when
    seeds are given), the others as they are."""
    out = []
    for a in ablations:
        if a in SEEDED_ABLATIONS and seeds:
            out.extend(f"{a}@{s}" for s in seeds)
        else:
            out.append(a)
    return out


class BenchError(Exception):
    """A user error: printed as one line, exit status 2."""


def parse_list(text, known, what):
    """A comma-separated list of names, each one of `known`."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise BenchError(f"no {what} given")
    for n in names:
        if n not in known:
            raise BenchError(f"unknown {what} '{n}' ({', '.join(known)})")
    return names


def parse_tolerance(text, what, where):
    """A manifest tolerance: a non-negative number, or None when the column
    is absent, empty or '-' (htam-opt's default then applies)."""
    if text is None or text.strip() in ("", "-"):
        return None
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0 or value == float("inf"):
        raise BenchError(f"{where}: {what} must be a non-negative number, "
                         f"got '{text}'")
    return value


class Task:
    def __init__(self, suite_dir, row, where="manifest"):
        self.file = os.path.join(suite_dir, row["file"])
        self.func = row["func"]
        self.level = int(row["level"])
        self.kb_id = int(row["id"])
        self.kb_name = row["name"]
        # The task's verification tolerance (optional columns atol, rtol),
        # passed to htam-optimize; None: htam-opt's default (1e-4).
        self.atol = parse_tolerance(row.get("atol"), "atol", where)
        self.rtol = parse_tolerance(row.get("rtol"), "rtol", where)


def read_manifest(suite_dir):
    """The tasks of `suite_dir`/manifest.tsv, in manifest order."""
    path = os.path.join(suite_dir, "manifest.tsv")
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise BenchError(f"cannot read the suite manifest: {e}")
    header = None
    tasks = []
    for number, line in enumerate(lines, 1):
        if line.startswith("#"):
            if header is None:
                header = line.lstrip("# ").split("\t")
            continue
        if not line.strip():
            continue
        fields = line.split("\t")
        if header is None or len(fields) < 5:
            raise BenchError(f"{path}:{number}: not a manifest line")
        tasks.append(Task(suite_dir, dict(zip(header, fields)),
                          f"{path}:{number}"))
    return tasks


def select_tasks(tasks, patterns, levels):
    """Tasks whose func or file contains one of `patterns` (all if none),
    at one of `levels` (all if none)."""
    out = []
    for t in tasks:
        if levels and t.level not in levels:
            continue
        if patterns and not any(p in t.func or p in os.path.basename(t.file)
                                for p in patterns):
            continue
        out.append(t)
    return out


def read_baselines(path):
    """{func: {"eager": us, "compile": us}} from torch_baselines.py's JSONL
    (or a JSON list of its records). Records with an error are skipped."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        raise BenchError(f"cannot read the baselines: {e}")
    records = []
    stripped = text.strip()
    if stripped.startswith("["):
        try:
            records = json.loads(stripped)
        except json.JSONDecodeError as e:
            raise BenchError(f"{path}: not JSON: {e}")
    else:
        for number, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise BenchError(f"{path}:{number}: not a JSON line: {e}")
    out = {}
    for r in records:
        if not isinstance(r, dict) or "func" not in r or "method" not in r:
            raise BenchError(f"{path}: a record without func and method "
                             "(expected the output of torch_baselines.py)")
        if r.get("error") or r.get("median_us") is None:
            continue
        out.setdefault(r["func"], {})[r["method"]] = float(r["median_us"])
    return out
