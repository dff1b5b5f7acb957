#!/usr/bin/env python3
"""Runs the malformed-MLIR corpus through every htam consumer of MLIR files.

Each file of the corpus directory goes through `htam-opt` with the analysis,
the reference lowering, a dry optimization step and every direction
pipeline, and through `htam-run --cpu-run` on its first function. A run may
fail, but it must fail well:

  - no exit status >= 128 (a signal) and no time-out;
  - no crash report on stderr ("Stack dump", "PLEASE submit a bug report",
    "LLVM ERROR");
  - a failing run prints a located error `<file>:<line>:<col>: error:`
    (or, for htam-opt's status 2, a located warning that a task is skipped).

Nothing is written in the source tree: outputs go to /dev/null and the
memory and report of the dry runs to a scratch directory. No GPU is looked
for (HTAM_CUDA_DRIVER names no library). Prints one line per problem and a
summary line; exits 1 when there was a problem.

With --every-pass, the runs of each file are instead every `--htam-*` pass
and pipeline that `htam-opt --help` lists, with default options, and the
CPU run.

usage: mlir_corpus.py --opt HTAM-OPT --run HTAM-RUN --scratch DIR
                      [--timeout S] [--jobs N] [--every-pass]
                      (--corpus DIR | FILE...)
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import time

CRASH_MARKERS = ("Stack dump", "PLEASE submit a bug report", "LLVM ERROR")

DIRECTION_PIPELINES = (
    "htam-fusion-pipeline",
    "htam-parallelism-pipeline",
    "htam-memory-access-pipeline",
    "htam-instruction-throughput-pipeline",
    "htam-data-reuse-pipeline",
    "htam-latency-hiding-pipeline",
    "htam-boundary-handling-pipeline",
)

FUNC_NAME = re.compile(rb'func\.func\s+(?:(?:private|public|nested)\s+)?'
                       rb'@("(?:[^"\\]|\\.)*"|[A-Za-z_$.][\w$.]*)')


def first_func(path):
    """The name of the first func.func in the file, or None."""
    with open(path, "rb") as f:
        match = FUNC_NAME.search(f.read())
    if not match:
        return None
    name = match.group(1)
    if name.startswith(b'"'):
        name = name[1:-1]
    try:
        return name.decode("utf-8")
    except UnicodeDecodeError:
        return None


def htam_passes(opt):
    """Every --htam-* pass and pipeline option that `htam-opt --help` lists."""
    out = subprocess.run([opt, "--help"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, timeout=60).stdout
    names = re.findall(rb"^\s+--(htam-[\w-]+)\s", out, re.MULTILINE)
    return sorted(set(n.decode() for n in names))


def runs_for(path, args):
    """(label, argv) of every run of one corpus file."""
    stem = os.path.splitext(os.path.basename(path))[0]
    scratch = os.path.join(args.scratch, stem)
    common = [args.opt, path, "-o", os.devnull, "--mlir-disable-threading"]
    func = first_func(path)
    cpu_run = [("cpu-run", [args.run, path, "--func", func, "--cpu-run",
                            "--seeds", "1", "-o", os.devnull])] if func else []
    if args.every_pass:
        return [(name, common + ["--" + name])
                for name in args.passes] + cpu_run
    runs = [
        ("analyze", common + ["--htam-analyze"]),
        ("lower-reference", common + ["--htam-lower-reference"]),
        ("optimize-dry-run",
         common + ["--htam-optimize=dry-run=true steps=1 memory-out=%s "
                   "report-dir=%s" % (os.path.join(scratch, "memory.yaml"),
                                      os.path.join(scratch, "report"))]),
    ]
    for pipeline in DIRECTION_PIPELINES:
        runs.append((pipeline, common + ["--" + pipeline]))
    return runs + cpu_run


def check(path, label, argv, timeout):
    """Runs one command: (failed, problem or None, seconds). A problem is a
    run that did not fail well."""
    env = dict(os.environ)
    env["HTAM_CUDA_DRIVER"] = "/nonexistent/libcuda.so.1"
    start = time.monotonic()
    try:
        proc = subprocess.run(argv, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, env=env,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return True, "timed out after %ss" % timeout, timeout
    elapsed = time.monotonic() - start
    failed, problem = judge(path, proc)
    return failed, problem, elapsed


def judge(path, proc):
    """(failed, problem) of one finished run."""
    stderr = proc.stderr.decode("utf-8", errors="replace")
    rc = proc.returncode
    if rc < 0 or rc >= 128:
        return True, "exit status %d\n%s" % (rc, stderr[-2000:])
    for marker in CRASH_MARKERS:
        if marker in stderr:
            return rc != 0, "'%s' on stderr\n%s" % (marker, stderr[-2000:])
    if rc == 0:
        return False, None
    located = re.compile(r"^%s:\d+:\d+: error: " % re.escape(path),
                         re.MULTILINE)
    # htam-opt's status 2: an operator task was skipped, said by a located
    # warning (docs/DRIVER.md, "What is skipped, and the exit status").
    skipped = re.compile(r"^%s:\d+:\d+: warning: .* is skipped and left as "
                         r"it was: " % re.escape(path), re.MULTILINE)
    if rc == 2 and skipped.search(stderr):
        return True, None
    if not located.search(stderr):
        return True, "exit status %d without a located error\n%s" % (
            rc, stderr[-2000:])
    return True, None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--opt", required=True)
    parser.add_argument("--run", required=True)
    parser.add_argument("--corpus", default="")
    parser.add_argument("--scratch", required=True)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--every-pass", action="store_true")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()

    files = list(args.files)
    if args.corpus:
        files += sorted(os.path.join(args.corpus, f)
                        for f in os.listdir(args.corpus)
                        if f.endswith(".mlir"))
    if args.every_pass:
        args.passes = htam_passes(args.opt)
        print("passes: %s" % " ".join(args.passes))
    jobs = []
    for path in files:
        for label, argv in runs_for(path, args):
            jobs.append((path, label, argv))

    failures = 0
    problems = []
    times = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(check, path, label, argv, args.timeout):
                   (path, label) for path, label, argv in jobs}
        for future in concurrent.futures.as_completed(futures):
            path, label = futures[future]
            failed, problem, elapsed = future.result()
            times.append((elapsed, os.path.basename(path), label))
            failures += failed
            if problem:
                problems.append((os.path.basename(path), label, problem))
    for name, label, problem in sorted(problems):
        print("PROBLEM %s [%s]: %s" % (name, label, problem.rstrip()))
    slowest = sorted(times, reverse=True)[:3]
    print("slowest: %s" % ", ".join("%s [%s] %.1fs" % (n, l, t)
                                    for t, n, l in slowest))
    print("mlir-corpus: %d files, %d runs, %d failures, %d problems" %
          (len(files), len(jobs), failures, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
