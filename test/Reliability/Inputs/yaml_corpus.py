#!/usr/bin/env python3
"""Malformed-YAML corpus runner of the reliability sweep.

Every file of the corpus directories is given to every consumer of memory
files. Each consumer must reject it: exit status in 1..127, no stack dump, an
error located as `file:line:col` (or, where no position exists, a message
naming the file), and the file's bytes unchanged afterwards. Prints one line
per failure and a summary line; exits 1 if anything failed.

usage: yaml_corpus.py WORK_DIR MLIR_FILE CORPUS_GLOB...
(htam-mem and htam-opt are taken from PATH)
"""
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys


def consumers(mlir):
    """(name, argv builder) of every consumer; the builders take the path."""
    opt = lambda extra: lambda f: [
        "htam-opt", mlir, "-o", os.devnull,
        "--htam-optimize=dry-run=true steps=1 " + extra % f]
    return [
        ("validate", lambda f: ["htam-mem", "validate", f]),
        ("stats", lambda f: ["htam-mem", "stats", f]),
        ("show", lambda f: ["htam-mem", "show", f]),
        ("optimize-memory", opt("memory=%s")),
        ("optimize-memory-out", opt("memory-out=%s")),
        ("merge-in-place", lambda f: ["htam-mem", "merge", f, "-o", f]),
    ]


def check(name, argv, path):
    """Runs one consumer on `path`; returns a failure text or None."""
    before = open(path, "rb").read()
    try:
        r = subprocess.run(argv, capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return "%s: timed out" % name
    err = r.stderr.decode("utf-8", "replace")
    base = re.escape(os.path.basename(path))
    if open(path, "rb").read() != before:
        return "%s: the file was changed" % name
    if not 0 < r.returncode < 128:
        return "%s: exit status %d" % (name, r.returncode)
    if "Stack dump" in err or "PLEASE submit" in err:
        return "%s: stack dump" % name
    located = re.search(base + r":\d+:\d+: error: ", err)
    named = re.search(r"error.*" + base + "|" + base + r".*(error|cannot)",
                      err)
    if not located and not named:
        return "%s: no located error: %s" % (name, err.strip()[:300])
    return None


def main():
    work, mlir, globs = sys.argv[1], sys.argv[2], sys.argv[3:]
    files = sorted(f for g in globs for f in glob.glob(g))
    if len(files) < 30:
        print("yaml corpus: only %d files (at least 30 expected)" % len(files))
        return 1
    os.makedirs(work, exist_ok=True)
    jobs = []
    for src in files:
        for name, argv in consumers(mlir):
            # Each run gets its own copy, so writers cannot hide each other.
            copy = os.path.join(work, name + "." + os.path.basename(src))
            shutil.copyfile(src, copy)
            jobs.append((src, name, argv(copy), copy))
    failures = 0
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        results = pool.map(lambda j: (j[0], check(j[1], j[2], j[3])), jobs)
        for src, failure in results:
            if failure:
                failures += 1
                print("FAIL %s: %s" % (os.path.basename(src), failure))
    print("yaml corpus: %d files x %d consumers: %d rejected with a located "
          "error, %d failures" % (len(files), len(consumers(mlir)),
                                  len(jobs) - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
