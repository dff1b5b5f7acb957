#!/usr/bin/env python3
#===- check-randop.py - Random operator tasks through htam -----------------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Differential and robustness check of htam on random operator tasks.

Writes --count small tasks of scripts/randop.py (--seed, from task --first)
and runs each through the stages:

  analyze   htam-opt --htam-analyze: no error, no warning, a task class
  serial    (tasks with a reduction of >= 64 elements) htam-gen --list:
            some template but the naive one (one thread per output, a serial
            loop) supports the task
  lower     htam-opt --htam-lower-reference
  dry-run   htam-opt --htam-optimize=dry-run=true (steps=--steps): every
            step's candidate generated and compiled by ptxas (no step
            with generate_error, compile_error, ...)
  cpu-run   htam-run --cpu-run (the task JIT-compiled for the CPU)
  emulate   (the first --emulate tasks) scripts/emulate-kernels.py --all 1:
            every supporting template's best configuration emulated on the
            CPU against the naive reference, and the naive reference
            against the CPU run's outputs on the same inputs (the CPU run is
            MLIR's own lowering, independent of htam's code generation)

Every crash, error, mismatch or rejected step is a failure, named
`TASK STAGE`. A failure listed in --known (one `TASK STAGE  reason` per
line, # comments) is reported as known; a listed failure whose task and
stage ran and passed is stale and fails the check, so that the list only
shrinks. Exit status 1 on a new failure or a stale entry.

    check-randop.py --seed 7 --count 200 --emulate 40 --jobs 2 \\
        --known test/RandOp/Inputs/known-failures.txt --work /tmp/rc
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import randop  # noqa: E402

CRASH_MARKERS = ("Stack dump", "PLEASE submit a bug report", "LLVM ERROR")
STAGES = ["analyze", "serial", "lower", "dry-run", "cpu-run", "emulate"]
# A reduction at least this long that only the naive template supports is a
# rejection (stage serial): one thread per output, the reduction a loop.
SERIAL_MIN = 64
NAIVE = {"tpl_static_shape_constants"}
# Dry-run step outcomes that are no failure of the template.
DRY_RUN_OK = {"compiled", "duplicate", "no_candidate"}


def run(argv, timeout, env=None):
    """(rc, stdout, stderr); rc None on a time-out."""
    try:
        p = subprocess.run(argv, capture_output=True, text=True,
                           timeout=timeout, env=env,
                           stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, "", f"timed out after {timeout:g} s"
    return p.returncode, p.stdout, p.stderr


def problem(rc, out, err):
    """Why a finished command failed, or None."""
    if rc is None:
        return err
    for marker in CRASH_MARKERS:
        if marker in err:
            return f"crash ({marker}), exit {rc}: {crash_frame(err)}"
    if rc < 0 or rc >= 128:
        return f"exit status {rc} (a signal): {first_error(err)}"
    if rc:
        return f"exit {rc}: {first_error(err or out)}"
    return None


def crash_frame(text):
    """The innermost frame of a crash's stack dump in htam or MLIR code
    (not the signal handler's), else its first error line."""
    for l in text.splitlines():
        m = re.match(r"\s*#\d+ 0x[0-9a-f]+ (.*)", l)
        if m and re.search(r"htam|mlir::", m.group(1)) and \
                "PrintStackTrace" not in l and "SignalHandler" not in l:
            return m.group(1)[:300]
    return first_error(text)


def first_error(text):
    lines = [l for l in text.splitlines() if l.strip()]
    for l in lines:
        if "error:" in l or "FAIL" in l:
            return l.strip()[:400]
    return (lines[0].strip() if lines else "")[:400]


def write_inputs(rec, directory):
    """Inputs in [-1, 1) drawn from the task seed, as DIR/arg<N>.f32."""
    os.makedirs(directory, exist_ok=True)
    rng = random.Random(rec["task_seed"] ^ 0x5eed)
    for i, shape in enumerate(rec["inputs"]):
        n = 1
        for d in shape:
            n *= d
        with open(os.path.join(directory, f"arg{i}.f32"), "wb") as f:
            f.write(struct.pack(f"<{n}f", *(rng.uniform(-1, 1)
                                            for _ in range(n))))


class Checker:
    def __init__(self, opts):
        self.opts = opts
        self.env = dict(os.environ)
        # No GPU is looked for: dry runs and CPU runs need none.
        self.env["HTAM_CUDA_DRIVER"] = "/nonexistent/libcuda.so.1"

    def tool(self, name):
        return getattr(self.opts, name.replace("-", "_"))

    def check(self, rec, emulate):
        """{stage: problem or None} of one task (stages not run absent)."""
        o = self.opts
        path = os.path.join(o.tasks_dir, rec["file"])
        scratch = os.path.join(o.work, "scratch", rec["name"])
        os.makedirs(scratch, exist_ok=True)
        res = {}
        opt = [o.htam_opt, path, "--mlir-disable-threading"]

        def stage(name, argv, timeout=o.timeout, judge=None):
            """Whether the stage ran and passed."""
            if name not in o.stages:
                return False
            rc, out, err = run(argv, timeout, self.env)
            why = problem(rc, out, err)
            if why is None and judge:
                why = judge(out, err)
            res[name] = why
            return why is None

        def analyzed(out, err):
            if "warning:" in err or "error:" in err:
                return "diagnostic: " + first_error(err.replace(
                    "warning:", "error:"))
            func = next((l for l in out.splitlines()
                         if "func.func @" + rec["func"] in l), "")
            if "htam.op_class" not in func:
                return "the task has no htam.op_class"
            return None

        stage("analyze", opt + ["--htam-analyze"], judge=analyzed)

        def parallel(out, err):
            listed = set(out.split())
            if listed - NAIVE:
                return None
            why = sorted({l.split(":", 1)[1].strip()
                          for l in err.splitlines()
                          if l.startswith("not tpl_reduce_")})
            return (f"a reduction of {rec['reduced']} only the naive serial "
                    f"template supports ({'; '.join(why) or 'no reason'})")

        if rec.get("reduced", 0) >= SERIAL_MIN:
            stage("serial", [o.htam_gen, path, "--list"], judge=parallel)
        stage("lower", opt + ["--htam-lower-reference", "-o", os.devnull])
        report = os.path.join(scratch, "dry")
        shutil.rmtree(report, ignore_errors=True)

        def dried(out, err):
            try:
                with open(os.path.join(report, "trajectory.json")) as f:
                    traj = json.load(f)
            except (OSError, ValueError) as e:
                return f"no trajectory: {e}"
            bad = [f"step {s.get('step')} {s.get('candidate')}: "
                   f"{s.get('outcome')} {(s.get('error') or '')[:200]}"
                   for t in traj.get("tasks", []) for s in t.get("steps", [])
                   if s.get("outcome") not in DRY_RUN_OK]
            return "; ".join(bad) or None

        stage("dry-run", opt + [
            f"--htam-optimize=dry-run=true steps={o.steps} report-dir="
            f"{report} memory-out={os.path.join(scratch, 'memory.yaml')}",
            "-o", os.devnull], judge=dried)
        cpu = [o.htam_run, path, "--func", rec["func"], "--cpu-run",
               "-o", os.devnull]
        if not emulate:
            stage("cpu-run", cpu + ["--seeds", "1"])
            return res
        inputs, outputs = os.path.join(scratch, "in"), \
            os.path.join(scratch, "out")
        write_inputs(rec, inputs)
        shutil.rmtree(outputs, ignore_errors=True)
        os.makedirs(outputs)
        ran = stage("cpu-run", cpu + ["--inputs", inputs, "--dump-outputs",
                                      outputs])
        argv = [sys.executable, os.path.join(HERE, "emulate-kernels.py"),
                path, "--all", "1", "--htam-gen", o.htam_gen,
                "--tol", f"{rec['atol']:g}", "--inputs", inputs]
        if ran:
            argv += ["--expect", outputs]

        if "emulate" in o.stages:
            rc, out, err = run(argv, 2 * o.timeout + 300, self.env)
            fails = [l[5:].strip() for l in out.splitlines()
                     if l.startswith("FAIL ")]
            res["emulate"] = ("; ".join(fails)[:600] if fails else
                              problem(rc, out, err))
        return res


def read_known(path):
    """{(task, stage): reason} of the known-failures file."""
    known = {}
    if not path:
        return known
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split(None, 2)
            if len(parts) < 2 or parts[1] not in STAGES:
                sys.exit(f"{path}:{number}: expected 'TASK STAGE reason' "
                         f"(STAGE one of {', '.join(STAGES)})")
            known[(parts[0], parts[1])] = parts[2] if len(parts) > 2 else ""
    return known


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--size", choices=sorted(randop.SIZES), default="small",
                    help="randop.py --size (default small; at gpu sizes the "
                         "CPU stages are slow: --stages analyze,serial,lower,"
                         "dry-run)")
    ap.add_argument("--classes", default="",
                    help="randop.py --classes (default: all)")
    ap.add_argument("--emulate", type=int, default=0, metavar="M",
                    help="emulate the first M tasks (default 0)")
    ap.add_argument("--stages", default=",".join(STAGES),
                    help="comma-separated subset of: " + ", ".join(STAGES))
    ap.add_argument("--steps", type=int, default=2,
                    help="dry-run steps per task (default 2)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120,
                    help="seconds per command (default 120)")
    ap.add_argument("--known", help="known failures (TASK STAGE reason)")
    ap.add_argument("--write-known", metavar="FILE",
                    help="write this run's failures in the --known format "
                         "(every one is a bug to report)")
    ap.add_argument("--work", required=True, help="scratch directory")
    ap.add_argument("--htam-opt", default=shutil.which("htam-opt"))
    ap.add_argument("--htam-run", default=shutil.which("htam-run"))
    ap.add_argument("--htam-gen", default=shutil.which("htam-gen"))
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="one line per task and stage")
    ap.add_argument("--progress", action="store_true",
                    help="one line per task on stderr as it finishes")
    opts = ap.parse_args()
    opts.stages = [s for s in opts.stages.split(",") if s]
    for s in opts.stages:
        if s not in STAGES:
            ap.error(f"unknown stage '{s}'")
    for t in ("htam_opt", "htam_run", "htam_gen"):
        if not getattr(opts, t):
            ap.error(f"{t.replace('_', '-')} not found (--{t.replace('_', '-')})")
    os.makedirs(opts.work, exist_ok=True)
    opts.tasks_dir = os.path.join(opts.work, "tasks")
    shutil.rmtree(opts.tasks_dir, ignore_errors=True)
    randop.main(["--seed", str(opts.seed), "--count", str(opts.count),
                 "--first", str(opts.first), "--size", opts.size,
                 "--classes", opts.classes, "-o", opts.tasks_dir])
    with open(os.path.join(opts.tasks_dir, "manifest.jsonl")) as f:
        recs = [json.loads(l) for l in f if l.strip()]
    known = read_known(opts.known)
    checker = Checker(opts)
    start = time.monotonic()

    def one(item):
        index, rec = item
        res = checker.check(rec, index < opts.emulate)
        if opts.progress:
            bad = [s for s, why in res.items() if why]
            print(f"check-randop: {rec['name']}: "
                  f"{'FAIL ' + ','.join(bad) if bad else 'ok'}",
                  file=sys.stderr, flush=True)
        return res

    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as ex:
        results = list(ex.map(one, enumerate(recs)))
    new, known_seen, stale, runs = [], [], [], 0
    for rec, res in zip(recs, results):
        for stage_name in STAGES:
            if stage_name not in res:
                continue
            runs += 1
            why = res[stage_name]
            key = (rec["name"], stage_name)
            where = f"{rec['name']} {stage_name}"
            if opts.verbose:
                print(f"{'ok' if why is None else 'FAIL'} {where}"
                      + (f": {why}" if why else ""))
            if why is None:
                if key in known:
                    stale.append(where)
            elif key in known:
                known_seen.append((where, why))
            else:
                new.append((rec, stage_name, why))
    for rec, stage_name, why in new:
        print(f"FAIL {rec['name']} {stage_name}: {why}\n"
              f"  class {rec['class']} ({rec['form']}): {rec['note']}; "
              f"randop.py --seed {rec['seed']} --first {rec['index']} "
              f"--count 1 -o DIR; file {os.path.join(opts.tasks_dir, rec['file'])}")
    for where, why in known_seen:
        print(f"known {where}: {why}")
    for where in stale:
        print(f"STALE {where}: listed in {opts.known} but passes now; remove "
              "it from the list")
    if opts.write_known:
        with open(opts.write_known, "w") as f:
            f.write(f"# check-randop.py --seed {opts.seed} --first "
                    f"{opts.first} --count {opts.count} --emulate "
                    f"{opts.emulate} --classes '{opts.classes}': failures\n")
            for rec, stage_name, why in new:
                f.write(f"{rec['name']} {stage_name}  {why[:200]}\n")
            for where, why in known_seen:
                f.write(f"{where}  {known[tuple(where.split())]}\n")
    classes = {}
    for rec in recs:
        classes[rec["class"]] = classes.get(rec["class"], 0) + 1
    print(f"check-randop: seed {opts.seed}, {len(recs)} tasks "
          f"({', '.join(f'{c} {n}' for c, n in sorted(classes.items()))}), "
          f"{min(opts.emulate, len(recs))} emulated, {runs} runs: "
          f"{len(new)} new failures, {len(known_seen)} known, "
          f"{len(stale)} stale ({time.monotonic() - start:.0f} s)")
    return 1 if new or stale else 0


if __name__ == "__main__":
    sys.exit(main())
