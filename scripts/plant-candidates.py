#!/usr/bin/env python3
"""The planted-candidate suite of issue 21 (item 4).

For every task (an .mlir file of operators on tensors, FILE or FILE:FUNC)
and every planted kind, writes a candidate module that the verification
must reject with the right failure kind, or accept:

  DIR/<task stem>.<kind>.mlir   (htam-opt --htam-plant-candidate=kind=K;
                                 `reference` is the task itself, `f64` the
                                 task computed in f64 inside)
  DIR/planted.tsv               task, func, candidate, kind, expected
                                 failure kinds ('|' between alternatives),
                                 or the reason the kind does not apply

With --run (on the GPU machine) every candidate of a task is evaluated in
one htam-run call against the task as reference and as f64 oracle, with
--accept accuracy, and the verdicts are compared with the expected kinds:
one line per candidate, the counts, exit status 1 when any differs.

With --run --cpu (no GPU needed, for CI) the same evaluation runs with
htam-run --cpu-verify: candidate, reference and oracle on the MLIR CPU JIT,
judged by the worker's acceptance code (small shapes only).

With --lower-check (no GPU needed, for CI) every candidate is lowered with
htam-lower-reference, as htam-run lowers it; a failure is reported and
makes the exit status 1.

  plant-candidates.py -o DIR [--kinds K,...] [--manifest TSV] [--run [--cpu]]
                      [--lower-check] [--htam-opt P] [--htam-run P]
                      [--timeout S] TASK...
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

# The kind each planted candidate must get with --accept accuracy, and why.
EXPECTED = {
    # Right ones: must be accepted.
    "reference": ("none", "the FP32 reference itself"),
    "f64": ("none", "the task in f64 inside (more accurate)"),
    "reverse": ("none", "every reduction summed in the reverse order"),
    # Carry nothing of the computation.
    "zeros": ("degenerate", "every output element 0"),
    "constant": ("degenerate", "every output element 0.5"),
    # A copy of an input is right where the task is the identity on the
    # trial's inputs (ReLU of uniform [0, 1)): then the normal trial
    # rejects it as inaccurate.
    "copy": ("degenerate|inaccurate", "an output is a copy of an input"),
    # Plausible but wrong numbers.
    "tiny": ("inaccurate", "outputs times 1e-6"),
    "one-off": ("inaccurate",
                "the middle element off by 1e-3 of the largest magnitude"),
    "edge": ("inaccurate", "the last element along the last dimension is "
                           "its neighbour's"),
    "ignore-input": ("inaccurate|degenerate", "input 0 replaced by 0.5"),
    "tf32": ("inaccurate", "inputs rounded to TF32 (one-pass TF32)"),
    "fp16": ("inaccurate", "every intermediate tensor rounded through f16"),
    # Unwritten elements keep the runtime's NaN pre-fill.
    "partial": ("nan_mismatch", "the last slice along dimension 0 unwritten"),
}
KINDS = list(EXPECTED)


def tool(name, given):
    """`given`, else PATH (lit's, the GPU bundle's), else build/bin."""
    if given:
        return given
    here = os.path.dirname(os.path.abspath(__file__))
    local = os.path.join(here, "..", "build", "bin", name)
    return shutil.which(name) or (local if os.path.exists(local) else name)


def public_funcs(path):
    """The public functions with a body, in order."""
    text = open(path).read()
    return [m.group(1) for m in re.finditer(
        r"^\s*func\.func\s+@([\w$.-]+)\s*\(", text, re.M)]


def read_manifest(path):
    """func -> (atol, rtol) of a suite manifest (bench/kernelbench)."""
    tolerances = {}
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        if len(f) >= 9:
            tolerances[f[1]] = (f[7], f[8])
    return tolerances


def plant(htam_opt, task, kind, out_path):
    """Writes the candidate; returns None or the reason it does not apply."""
    if kind == "reference":
        shutil.copyfile(task, out_path)
        return None
    if kind == "f64":
        passes = "--htam-widen-to-f64=widen-signature=false"
    else:
        passes = f"--htam-plant-candidate=kind={kind}"
    p = subprocess.run([htam_opt, task, passes, "-o", out_path],
                       capture_output=True, text=True)
    if p.returncode == 0:
        return None
    if os.path.exists(out_path):
        os.remove(out_path)
    # The located error's message, without the location and source lines.
    for line in p.stderr.splitlines():
        m = re.search(r"error: (?:htam-plant-candidate: )?(.*)", line)
        if m:
            return m.group(1)
    return p.stderr.strip().splitlines()[-1] if p.stderr.strip() else \
        f"htam-opt exited with {p.returncode}"


def generate(opts):
    """Plants every kind in every task; returns the planted.tsv rows."""
    os.makedirs(opts.o, exist_ok=True)
    rows = []
    for spec in opts.tasks:
        path, _, func = spec.partition(":")
        funcs = [func] if func else public_funcs(path)
        if len(funcs) != 1:
            sys.exit(f"plant-candidates: {path}: name the function "
                     f"(FILE:FUNC), it has {len(funcs)}")
        stem = os.path.splitext(os.path.basename(path))[0]
        for kind in opts.kinds:
            out = os.path.join(opts.o, f"{stem}.{kind}.mlir")
            why_not = plant(opts.htam_opt, path, kind, out)
            rows.append({"task": path, "func": funcs[0],
                         "candidate": out if why_not is None else "",
                         "kind": kind,
                         "expect": EXPECTED[kind][0] if why_not is None
                         else "skipped: " + why_not})
    with open(os.path.join(opts.o, "planted.tsv"), "w") as f:
        f.write("# task\tfunc\tcandidate\tkind\texpected\n")
        for r in rows:
            f.write("\t".join([r["task"], r["func"], r["candidate"], r["kind"],
                               r["expect"]]) + "\n")
    return rows


def lower_check(opts, rows):
    """Lowers every candidate; returns the number that do not lower."""
    failed = 0
    for r in rows:
        if not r["candidate"]:
            continue
        p = subprocess.run([opts.htam_opt, r["candidate"],
                            "--htam-lower-reference", "-o", os.devnull],
                           capture_output=True, text=True)
        if p.returncode != 0:
            failed += 1
            err = (p.stderr.strip().splitlines() or [""])[0]
            print(f"LOWERING FAILED {r['candidate']}: {err}")
    print(f"lowered {sum(1 for r in rows if r['candidate']) - failed} "
          f"candidates, {failed} failed")
    return failed


def run(opts, rows, tolerances):
    """Evaluates the candidates task by task; returns the number of
    candidates whose verdict is not the expected one."""
    wrong = 0
    counts = {"rejected": 0, "accepted": 0, "unexpected": 0, "skipped": 0}
    by_task = {}
    for r in rows:
        by_task.setdefault((r["task"], r["func"]), []).append(r)
    for (task, func), group in by_task.items():
        todo = [r for r in group if r["candidate"]]
        counts["skipped"] += len(group) - len(todo)
        if not todo:
            continue
        cmd = [opts.htam_run, *[r["candidate"] for r in todo],
               "--func", func, "--reference", task, "--oracle", task,
               "--accept", "accuracy", "--quiet"]
        if opts.cpu:
            cmd += ["--cpu-verify"]
        else:
            cmd += ["--timeout", str(opts.timeout), "--reference-cache",
                    os.path.join(opts.o, "cache")]
        if func in tolerances:
            cmd += ["--atol", tolerances[func][0], "--rtol", tolerances[func][1]]
        p = subprocess.run(cmd, capture_output=True, text=True)
        try:
            verdicts = [c.get("failure", "?")
                        for c in json.loads(p.stdout)["candidates"]]
        except (ValueError, KeyError, TypeError):
            verdicts = []
        if len(verdicts) != len(todo):
            last = p.stderr.strip().splitlines()[-1:] or [""]
            print(f"ERROR {func}: htam-run exited with {p.returncode}: "
                  f"{last[0]}")
            wrong += len(todo)
            counts["unexpected"] += len(todo)
            continue
        for r, got in zip(todo, verdicts):
            ok = got in r["expect"].split("|")
            if not ok:
                status = "UNEXPECTED"
                counts["unexpected"] += 1
                wrong += 1
            elif got == "none":
                status = "accepted"
                counts["accepted"] += 1
            else:
                status = "rejected"
                counts["rejected"] += 1
            print(f"{status} {func} {r['kind']}: {got} "
                  f"(expected {r['expect']})")
    print("planted: {rejected} wrong ones rejected as expected, {accepted} "
          "right ones accepted, {unexpected} unexpected, {skipped} not "
          "applicable".format(**counts))
    return wrong


def main(argv):
    p = argparse.ArgumentParser(
        description="Planted candidates of issue 21 (see the module doc)")
    p.add_argument("tasks", nargs="+", help="FILE.mlir or FILE.mlir:FUNC")
    p.add_argument("-o", required=True, help="output directory")
    p.add_argument("--kinds", default=",".join(KINDS),
                   help="comma-separated, of: " + ", ".join(KINDS))
    p.add_argument("--manifest", help="a suite manifest.tsv: the tasks' "
                                      "atol and rtol for --run")
    p.add_argument("--run", action="store_true",
                   help="evaluate them on the GPU (htam-run)")
    p.add_argument("--cpu", action="store_true",
                   help="with --run: evaluate on the CPU JIT (htam-run "
                        "--cpu-verify, no GPU)")
    p.add_argument("--lower-check", action="store_true",
                   help="lower every candidate with htam-lower-reference")
    p.add_argument("--htam-opt")
    p.add_argument("--htam-run")
    p.add_argument("--timeout", type=float, default=120,
                   help="htam-run's worker time limit (s)")
    opts = p.parse_args(argv)
    opts.kinds = [k.strip() for k in opts.kinds.split(",") if k.strip()]
    for k in opts.kinds:
        if k not in EXPECTED:
            p.error(f"unknown kind '{k}' (of: {', '.join(KINDS)})")
    opts.htam_opt = tool("htam-opt", opts.htam_opt)
    opts.htam_run = tool("htam-run", opts.htam_run)
    rows = generate(opts)
    planted = sum(1 for r in rows if r["candidate"])
    print(f"planted {planted} candidates of {len(opts.tasks)} tasks "
          f"({len(rows) - planted} not applicable) in {opts.o}")
    if opts.lower_check and lower_check(opts, rows):
        return 1
    if not opts.run:
        return 0
    tolerances = read_manifest(opts.manifest) if opts.manifest else {}
    return 1 if run(opts, rows, tolerances) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
