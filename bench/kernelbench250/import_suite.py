#!/usr/bin/env python3
"""Imports the 250-task KernelBench suite (bench/kernelbench250/level*/*.py,
PyTorch modules written for htam from ../shared/kernelbench/catalog.tsv)
into MLIR that htam-bench runs.

    python3 bench/kernelbench250/import_suite.py [--levels 1,2,3] [--tasks SUBSTR,...]
        [--check [--shape-scale F]] [--verify] [--jobs N]

For each module level<L>/<id>_<name>.py (selected by level and by substrings
of its task name l<L>_<id>_<name>):
  - htam-import at the catalog's full shapes on the meta device (shapes only;
    weights as function arguments) -> mlir/l<L>_<id>_<name>.mlir;
  - with --check: htam-import's port check (docs/IMPORT.md) at reduced shapes
    (--shape-scale, or the task's row of overrides.tsv) on the CPU.
manifest.tsv (bench/kernelbench/manifest.tsv's format, read by
`htam-bench run --suite bench/kernelbench250`) holds the tasks that import;
IMPORT_STATUS.md lists every module with its import and check result (the
error with its op and Python line for a failure). Both are rewritten from
import_status.jsonl, which keeps the records of the tasks not selected in
this run. A failure in one module never stops the others; progress goes to
stderr. `--verify` imports the selected tasks into a temporary directory
and compares with the committed mlir/ files and manifest rows (exit 1 on a
difference; nothing is written).

Tolerance: atol = rtol = 1e-4 (the fp32 tolerance of bench/kernelbench),
1e-3 where an output depends on an fp32 sum of >= 4096 terms (the longest
reduction of the imported MLIR; bench/kernelbench/gen_suite.py's rule),
unless overrides.tsv says otherwise.
"""
import argparse
import concurrent.futures
import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SUITE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(SUITE))
MODULE_RE = re.compile(r"^(\d+)_(.+)\.py$")
DEFAULT_TOL = "1e-4"
LONG_SUM_TOL = "1e-3"
LONG_SUM_TERMS = 4096
MANIFEST_HEADER = "# file\tfunc\tlevel\tid\tname\targs\toutputs\tatol\trtol\tnote"


def log(msg):
    print(msg, file=sys.stderr, flush=True)


class Module:
    def __init__(self, level, kid, name, path):
        self.level, self.id, self.name, self.path = level, kid, name, path
        self.task = f"l{level}_{kid}_{name}"
        self.func = re.sub(r"[^A-Za-z0-9_]", "_", self.task).lower()
        self.mlir_rel = f"mlir/{self.task}.mlir"
        self.key = f"{level}/{kid}"

    def source_hash(self):
        with open(self.path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()[:16]


def discover(levels, patterns):
    mods = []
    for level in levels:
        d = os.path.join(SUITE, f"level{level}")
        if not os.path.isdir(d):
            continue
        for fn in os.listdir(d):
            m = MODULE_RE.match(fn)
            if not m:
                continue
            mod = Module(level, int(m.group(1)), m.group(2), os.path.join(d, fn))
            if patterns and not any(p in mod.task or p.lower() in mod.func for p in patterns):
                continue
            mods.append(mod)
    return sorted(mods, key=lambda m: (m.level, m.id))


def read_overrides():
    """level/id -> {check: [args], atol, rtol, note} from overrides.tsv."""
    out = {}
    path = os.path.join(SUITE, "overrides.tsv")
    if not os.path.exists(path):
        return out
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cols = (line.rstrip("\n").split("\t") + [""] * 5)[:5]
            key, check, atol, rtol, note = (c.strip() for c in cols)
            out[key] = {"check": check.split() if check and check != "-" else [],
                        "atol": atol if atol not in ("", "-") else None,
                        "rtol": rtol if rtol not in ("", "-") else None, "note": note}
    return out


# ---------------------------------------------------------------- the MLIR
TENSOR_RE = re.compile(r"tensor<((?:[0-9]+x)*)([a-z][a-z0-9]*)>")


def shape_of(type_text):
    m = TENSOR_RE.fullmatch(type_text.strip())
    if not m:
        return None, None
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def signature(text, func):
    """[(name, shape, dtype)] of the arguments and [(shape, dtype)] of the
    results of func.func @func."""
    m = re.search(r"func\.func @" + re.escape(func) + r"\((.*?)\)\s*->\s*(\(.*?\)|tensor<[^>]*>)\s*\{",
                  text, re.S)
    if not m:
        raise ValueError(f"no func.func @{func} in the import")
    args = []
    for a in re.finditer(r"%([A-Za-z0-9_]+):\s*(tensor<[^>]*>)", m.group(1)):
        shape, dt = shape_of(a.group(2))
        args.append((a.group(1), shape, dt))
    results = [shape_of(r.group(0)) for r in TENSOR_RE.finditer(m.group(2))]
    return args, results


def roles(text):
    """Argument name -> 'input' / 'parameter' from the import's header line."""
    out = {}
    m = re.search(r"^// Arguments: (.*)$", text, re.M)
    if m:
        for a in re.finditer(r"([A-Za-z0-9_]+) (?:[0-9x]+|scalar) \((\w+)", m.group(1)):
            out[a.group(1)] = a.group(2)
    return out


MAP_RE = re.compile(r"affine_map<\(([^)]*)\)\s*->\s*\(([^)]*)\)>")


def _operand_types(stmt):
    m = re.search(r"ins\((.*?)\)\s*outs\(", stmt, re.S)
    if not m or ":" not in m.group(1):
        return []
    return [shape_of(t)[0] for t in re.findall(r"tensor<[^>]*>", m.group(1).split(":", 1)[1])]


def _reduction_terms(stmt):
    """The number of terms each output element of one linalg op sums
    (1 for an elementwise op, a max or min reduction, a max pooling)."""
    ins = _operand_types(stmt)
    op = re.search(r"linalg\.([a-z_0-9]+)", stmt).group(1)
    if op.startswith("conv_") and len(ins) >= 2 and ins[1]:
        terms = 1
        for d in ins[1][1:]:
            terms *= d
        return terms
    if op.startswith("pooling_") and op.endswith("_sum") and len(ins) >= 2 and ins[1]:
        terms = 1
        for d in ins[1]:
            terms *= d
        return terms
    if op == "softmax":  # a normalizing sum: its rounding is relative (bench/kernelbench keeps 1e-4)
        return 1
    maps = MAP_RE.findall(stmt)
    iters = re.search(r"iterator_types\s*=\s*\[([^\]]*)\]", stmt)
    if op in ("matmul", "batch_matmul"):
        rank = 3 if op == "matmul" else 4
        loops = [f"d{i}" for i in range(rank)]
        kinds = ["parallel"] * (rank - 1) + ["reduction"]
        if not maps:
            a = [f"d{i}" for i in range(rank - 3)] + [f"d{rank - 3}", f"d{rank - 1}"]
            maps = [(", ".join(loops), ", ".join(a))]
    elif iters and maps and re.search(r"arith\.(addf|mulf)", stmt.split("^bb0", 1)[-1]):
        # a generic that accumulates (max, min, argmax reductions round nothing)
        kinds = re.findall(r'"(\w+)"', iters.group(1))
        loops = [v.strip() for v in maps[0][0].split(",")]
    else:
        return 1
    terms = 1
    for loop, kind in zip(loops, kinds):
        if kind != "reduction":
            continue
        extent = None
        for (dims, results), shape in zip(maps, ins):
            exprs = [e.strip() for e in results.split(",")] if results.strip() else []
            if shape and loop in exprs and len(exprs) == len(shape):
                extent = shape[exprs.index(loop)]
                break
        terms *= extent or 1
    return terms


def longest_sum(text):
    """The most terms any linalg op of the module sums per output element."""
    best = 0
    for stmt in re.split(r"\n(?=  %[\w:]+ = )", text):  # the function body's ops (regions go with them)
        if re.search(r"=\s*linalg\.(?!fill|yield|index)", stmt):
            best = max(best, _reduction_terms(stmt))
    return best


# ---------------------------------------------------------------- one task
class Tools:
    def __init__(self, opts):
        self.python = opts.python
        self.importer = opts.htam_import
        self.htam_run = opts.htam_run
        self.timeout = opts.timeout
        self.max_mlir_mib = opts.max_mlir_mib

    def run_import(self, args):
        cmd = [self.python, self.importer] + args
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return 124, f"timed out after {self.timeout} s"
        return p.returncode, p.stderr


def first_error(stderr):
    """The located error line of htam-import's stderr (else its last line)."""
    lines = [l.strip() for l in stderr.splitlines() if l.strip()]
    for l in lines:
        if ": error:" in l:
            return l.replace(REPO + "/", "")
    return (lines[-1] if lines else "no output").replace(REPO + "/", "")


def import_full(mod, tools, out_dir):
    """Full-size import into out_dir/mlir/; the manifest row, or an error."""
    os.makedirs(os.path.join(out_dir, "mlir"), exist_ok=True)
    dest = os.path.join(out_dir, mod.mlir_rel)
    with tempfile.TemporaryDirectory(prefix="kb250-") as tmp:
        tmp_out = os.path.join(tmp, "out.mlir")
        rc, err = tools.run_import([mod.path, "--meta", "--func", mod.func, "-o", tmp_out])
        if rc != 0:
            return None, first_error(err)
        with open(tmp_out) as f:
            text = f.read()
    if re.search(r"arith\.constant dense<(\"0x|\[)", text):
        return None, "the import holds dense constants (the suite keeps weights as arguments)"
    if len(text) > tools.max_mlir_mib * 2**20:  # the files are committed: small text only
        return None, (f"the import is {len(text) / 2**20:.1f} MiB of text, over the suite's "
                      f"{tools.max_mlir_mib:g} MiB (an unrolled recurrence?)")
    old = open(dest).read() if os.path.exists(dest) else None
    if old != text:  # idempotent: an unchanged import leaves the file alone
        with open(dest, "w") as f:
            f.write(text)
    return text, None


def manifest_row(mod, text, override):
    args, results = signature(text, mod.func)
    role = roles(text)
    dims = lambda s: "x".join(map(str, s)) if s else "()"
    arg_col = ";".join(f"{n}:{dims(s)}:{role.get(n, 'input')}" for n, s, _ in args)
    out_col = ";".join(dims(s) for s, _ in results)
    note = f"imported from level{mod.level}/{os.path.basename(mod.path)}"
    odd = [f"{n} {dt}" for n, _, dt in args if dt != "f32"] + [f"result {i} {dt}" for i, (_, dt) in
                                                              enumerate(results) if dt != "f32"]
    if odd:
        note += " | element types: " + ", ".join(odd)
    atol = rtol = DEFAULT_TOL
    terms = longest_sum(text)
    if terms >= LONG_SUM_TERMS:
        atol = rtol = LONG_SUM_TOL
        note += f" | tolerance {LONG_SUM_TOL}: fp32 sums of {terms} terms"
    if override:
        if override["atol"]:
            atol = override["atol"]
        if override["rtol"]:
            rtol = override["rtol"]
        if override["note"]:
            note += " | " + override["note"]
    return "\t".join([mod.mlir_rel, mod.func, str(mod.level), str(mod.id), mod.name, arg_col, out_col,
                      atol, rtol, note])


def port_check(mod, tools, opts, override):
    """htam-import --check at reduced shapes: {agree, rel_err, args, error}."""
    args = list(override["check"]) if override else []
    if "--shape-scale" not in args and not any(a.startswith("--shape-scale=") for a in args):
        args = ["--shape-scale", str(opts.shape_scale)] + args
    with tempfile.TemporaryDirectory(prefix="kb250-check-") as tmp:
        js = os.path.join(tmp, "check.json")
        cmd = [mod.path, "--func", mod.func, "-o", os.path.join(tmp, "small.mlir"), "--check",
               "--check-json", js] + args
        if tools.htam_run:
            cmd += ["--htam-run", tools.htam_run]
        rc, err = tools.run_import(cmd)
        rec = {"args": " ".join(args)}
        if os.path.exists(js):
            with open(js) as f:
                r = json.loads(f.read())
            rec.update(agree=bool(r["pass"]), rel_err=r["rel_err"], runner=r.get("runner"))
        else:
            rec.update(agree=False, rel_err=None, error=first_error(err))
    return rec


def process(mod, tools, opts, overrides, previous):
    override = overrides.get(mod.key)
    rec = {"task": mod.task, "level": mod.level, "id": mod.id, "source": mod.source_hash()}
    text, error = import_full(mod, tools, opts.out)
    if error:
        rec.update(imported=False, error=error)
    else:
        try:
            rec.update(imported=True, row=manifest_row(mod, text, override))
        except Exception as e:  # a signature the manifest cannot describe
            rec.update(imported=False, error=f"manifest: {e}")
    if opts.check:
        rec["check"] = port_check(mod, tools, opts, override)
    elif previous and previous.get("source") == rec["source"] and "check" in previous:
        rec["check"] = previous["check"]  # the module is unchanged: its last check holds
    return rec


# ---------------------------------------------------------------- outputs
def read_records(out_dir):
    path = os.path.join(out_dir, "import_status.jsonl")
    out = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    out[r["task"]] = r
    return out


def write_if_changed(path, text):
    if os.path.exists(path) and open(path).read() == text:
        return
    with open(path, "w") as f:
        f.write(text)


def write_outputs(records, out_dir):
    live = {m.task for m in discover([1, 2, 3], [])}
    recs = sorted((r for t, r in records.items() if t in live), key=lambda r: (r["level"], r["id"]))
    for stale in set(records) - live:  # a module that was removed: its import goes too
        p = os.path.join(out_dir, "mlir", stale + ".mlir")
        if os.path.exists(p):
            os.remove(p)
    write_if_changed(os.path.join(out_dir, "import_status.jsonl"),
                     "".join(json.dumps(r, sort_keys=True) + "\n" for r in recs))
    rows = [MANIFEST_HEADER] + [r["row"] for r in recs if r.get("imported")]
    write_if_changed(os.path.join(out_dir, "manifest.tsv"), "\n".join(rows) + "\n")
    for r in recs:  # a module that no longer imports leaves no mlir file behind
        p = os.path.join(out_dir, "mlir", r["task"] + ".mlir")
        if not r.get("imported") and os.path.exists(p):
            os.remove(p)
    write_if_changed(os.path.join(out_dir, "IMPORT_STATUS.md"), status_markdown(recs))


def check_verdict(c):
    """agree, DISAGREE (ran, error above tolerance), error (did not run), - (not checked)."""
    if c is None:
        return "-"
    if c.get("agree"):
        return "agree"
    return "DISAGREE" if c.get("rel_err") is not None else "error"


def status_markdown(recs):
    lines = ["# Import status of the 250-task suite",
             "",
             "Generated by `import_suite.py` (do not edit): every module of level*/, its full-size import",
             "(`--meta`) and its port check (`--check`: htam-import's CPU check at reduced shapes; rel_err =",
             "max|import - torch| / max|torch|).",
             ""]
    lines.append("| level | modules | import OK | check agrees | check disagrees | check error | not checked |")
    lines.append("| --- | --- | --- | --- | --- | --- | --- |")
    for level in (1, 2, 3):
        rs = [r for r in recs if r["level"] == level]
        verdicts = [check_verdict(r.get("check")) for r in rs]
        lines.append(f"| {level} | {len(rs)} | {sum(1 for r in rs if r.get('imported'))} | "
                     + " | ".join(str(verdicts.count(v)) for v in ("agree", "DISAGREE", "error", "-")) + " |")
    lines += ["", "| task | import | check | rel_err | check arguments / error |", "| --- | --- | --- | --- | --- |"]
    for r in recs:
        c = r.get("check")
        imp = "ok" if r.get("imported") else "FAIL"
        chk, rel, detail = check_verdict(c), "-", ""
        if c is not None:
            rel = f"{c['rel_err']:.3g}" if c.get("rel_err") is not None else "-"
            detail = f"`{c['args']}`"
            if c.get("error") and c.get("error") != r.get("error"):
                detail += " " + c["error"]
        if not r.get("imported"):
            detail = r.get("error", "") + ("; check " + detail if detail else "")
        detail = detail.replace("|", "\\|")
        lines.append(f"| {r['task']} | {imp} | {chk} | {rel} | {detail} |")
    return "\n".join(lines) + "\n"


def without_torch_version(text):
    """The import with its header's PyTorch version and tracer taken out: the
    header names the torch that made the file, the body is what must agree."""
    return re.sub(r"^(// Imported by htam-import from .*)\(torch [^)]*\)", r"\1(torch *)", text, count=1)


def verify(mods, tools, overrides):
    """Imports into a temporary directory and compares with the committed
    files; returns the number of differences."""
    committed = {}
    mpath = os.path.join(SUITE, "manifest.tsv")
    if os.path.exists(mpath):
        for line in open(mpath):
            if not line.startswith("#") and line.strip():
                committed[line.split("\t")[1]] = line.rstrip("\n")
    bad = 0
    with tempfile.TemporaryDirectory(prefix="kb250-verify-") as tmp:
        for mod in mods:
            text, error = import_full(mod, tools, tmp)
            if error:
                log(f"verify: {mod.task}: import fails: {error}")
                bad += 1
                continue
            mine = os.path.join(SUITE, mod.mlir_rel)
            same_mlir = os.path.exists(mine) and \
                without_torch_version(open(mine).read()) == without_torch_version(text)
            same_row = committed.get(mod.func) == manifest_row(mod, text, overrides.get(mod.key))
            print(f"verify: {mod.task}: mlir {'same' if same_mlir else 'DIFFERS'}, "
                  f"manifest row {'same' if same_row else 'DIFFERS'}")
            bad += (not same_mlir) + (not same_row)
    return bad


def main(argv=None):
    global SUITE
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--levels", default="1,2,3", help="comma-separated levels (default 1,2,3)")
    p.add_argument("--tasks", default="", help="comma-separated substrings of task names (l1_19_ReLU)")
    p.add_argument("--check", action="store_true", help="also run htam-import's port check at reduced shapes")
    p.add_argument("--shape-scale", type=float, default=1 / 16,
                   help="the port check's --shape-scale where overrides.tsv gives none (default 1/16)")
    p.add_argument("--verify", action="store_true",
                   help="compare fresh imports with the committed mlir/ files and manifest rows; write nothing")
    p.add_argument("--suite", default=SUITE, help="the suite directory: level*/ modules, overrides.tsv "
                                                  "(default: this script's directory)")
    p.add_argument("--out", help="write mlir/, manifest.tsv and the status here (default: the suite directory)")
    p.add_argument("--jobs", "-j", type=int, default=1, help="modules processed at once (default 1)")
    p.add_argument("--timeout", type=int, default=600, help="seconds per htam-import call (default 600)")
    p.add_argument("--max-mlir-mib", type=float, default=2,
                   help="largest import kept, in MiB of text (default 2: the files are committed)")
    p.add_argument("--python", default=sys.executable, help="the Python that runs htam-import (needs torch)")
    p.add_argument("--htam-import", default=os.path.join(REPO, "tools", "htam-import", "htam-import.py"))
    p.add_argument("--htam-run", default=shutil.which("htam-run") or
                   (os.path.join(REPO, "build", "bin", "htam-run")
                    if os.path.exists(os.path.join(REPO, "build", "bin", "htam-run")) else None))
    opts = p.parse_args(argv)
    SUITE = os.path.abspath(opts.suite)
    opts.out = os.path.abspath(opts.out or SUITE)
    try:
        levels = [int(l) for l in opts.levels.split(",") if l.strip()]
    except ValueError:
        p.error(f"--levels {opts.levels}: expected numbers such as 1,2,3")
    patterns = [t.strip() for t in opts.tasks.split(",") if t.strip()]
    mods = discover(levels, patterns)
    if not mods:
        log("import_suite: no module selected")
        return 1
    tools = Tools(opts)
    overrides = read_overrides()
    if opts.verify:
        return 1 if verify(mods, tools, overrides) else 0
    os.makedirs(opts.out, exist_ok=True)
    records = read_records(opts.out)
    done = 0

    def one(mod):
        try:
            return process(mod, tools, opts, overrides, records.get(mod.task))
        except Exception as e:  # never stop the others
            return {"task": mod.task, "level": mod.level, "id": mod.id, "imported": False,
                    "error": f"import_suite: {type(e).__name__}: {e}"}

    fresh = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        for rec in pool.map(one, mods):
            done += 1
            fresh[rec["task"]] = rec
            c = rec.get("check")
            chk = "" if c is None else (" check " + check_verdict(c) +
                                       (f" rel_err={c['rel_err']:.3g}" if c.get("rel_err") is not None else
                                        f" ({c.get('error', '')})"))
            log(f"[{done}/{len(mods)}] {rec['task']}: import " +
                ("ok" if rec.get("imported") else f"FAIL ({rec.get('error')})") + chk)
    # Runs for other levels may finish meanwhile: merge into the records on
    # disk under a lock, not into the ones read at the start.
    with open(os.path.join(opts.out, ".import_suite.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        records = read_records(opts.out)
        records.update(fresh)
        write_outputs(records, opts.out)
    n_ok = sum(1 for r in fresh.values() if r.get("imported"))
    log(f"import_suite: {len(mods)} modules, {n_ok} imported" +
        (f", {sum(1 for r in fresh.values() if r.get('check', {}).get('agree'))} agree" if opts.check else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
