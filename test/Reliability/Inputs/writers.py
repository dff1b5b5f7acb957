#!/usr/bin/env python3
"""Concurrent and killed writers of one memory file (the reliability sweep).

usage: writers.py MODE WORK_DIR SRC_ROOT TRAJECTORY [options]
  create-race     several runs create the same memory-out from an input
                  memory with evidence: the input's evidence counts once
  merge-in-place  concurrent `htam-mem merge acc d --base=b -o acc`
  concurrent      concurrent htam-opt memory-out= and htam-mem record on one
                  file: attempts add up exactly
  kill            writers killed with SIGKILL at random moments (fixed seed):
                  the file always validates, and no temporary file remains
                  after the next successful write
Prints one line per round and a summary line; exits 1 on a wrong count.
htam-opt and htam-mem are taken from PATH.
"""
import argparse
import glob
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time


def attempts(path):
    """The total attempts `htam-mem stats` reports for `path`."""
    out = subprocess.run(["htam-mem", "stats", path], capture_output=True,
                         text=True, check=True).stdout
    return int(re.search(r"^attempts: (\d+)", out, re.M).group(1))


def optimize(args, extra, steps=1):
    """The argv of a dry-run htam-opt run with a compile fault (one attempt
    per step)."""
    return ["htam-opt", os.path.join(args.src, "examples", "swish.mlir"),
            "-o", os.devnull, "--htam-optimize=dry-run=true steps=%d "
            "inject-fault=compile %s" % (steps, extra)]


def record(args, memory):
    """The argv of `htam-mem record` of the 3-attempt trajectory."""
    return ["htam-mem", "record", memory, "--trajectory=" + args.trajectory]


def run_all(argvs):
    """Starts every argv at once; returns their exit statuses."""
    procs = [subprocess.Popen(a, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL) for a in argvs]
    return [p.wait() for p in procs]


def fresh(args, name):
    """A copy of the shipped memory in the work directory."""
    path = os.path.join(args.work, name)
    shutil.copyfile(os.path.join(args.src, "memory", "htg.yaml"), path)
    return path


def create_race(args):
    inp = fresh(args, "in.yaml")
    subprocess.run(optimize(args, "memory-out=" + inp, steps=3), check=True,
                   stderr=subprocess.DEVNULL)
    base = attempts(inp)
    out = os.path.join(args.work, "out.yaml")
    bad = 0
    for r in range(args.rounds):
        for f in (out, out + ".lock"):
            if os.path.exists(f):
                os.remove(f)
        rcs = run_all([optimize(args, "memory=%s memory-out=%s" % (inp, out))
                       for _ in range(args.writers)])
        got, want = attempts(out), base + args.writers
        bad += got != want or any(rcs)
        print("round %d: attempts %d (expected %d), exit %s" %
              (r + 1, got, want, rcs))
    print("create race: %d rounds, %d wrong" % (args.rounds, bad))
    return bad


def merge_in_place(args):
    base = fresh(args, "base.yaml")
    d = fresh(args, "d.yaml")
    acc = fresh(args, "acc.yaml")
    subprocess.run(record(args, d), check=True, stdout=subprocess.DEVNULL)
    per = attempts(d) - attempts(base)
    bad = 0
    for r in range(args.rounds):
        rcs = run_all([["htam-mem", "merge", acc, d, "--base=" + base, "-o",
                        acc] for _ in range(args.writers)])
        bad += any(rcs)
    got, want = attempts(acc), args.rounds * args.writers * per
    bad += got != want
    print("merge in place: %d rounds x %d writers: attempts %d (expected %d)"
          % (args.rounds, args.writers, got, want))
    return bad


def concurrent(args):
    mem = fresh(args, "m.yaml")
    want = attempts(mem)
    bad = 0
    for r in range(args.rounds):
        argvs = [optimize(args, "memory-out=" + mem)
                 for _ in range(args.writers)] + [record(args, mem)]
        rcs = run_all(argvs)
        want += args.writers + 3
        got = attempts(mem)
        bad += got != want or any(rcs)
        print("round %d: attempts %d (expected %d), exit %s" %
              (r + 1, got, want, rcs))
    print("concurrent writers: %d rounds x %d writers, %d wrong" %
          (args.rounds, args.writers + 1, bad))
    return bad


def temps(mem):
    return glob.glob(mem + ".tmp.*")


def kill(args):
    rnd = random.Random(args.seed)
    mem = fresh(args, "m.yaml")
    killed = invalid = 0
    for r in range(args.rounds):
        argvs = [optimize(args, "memory-out=" + mem) if i % 2 else
                 record(args, mem) for i in range(args.writers)]
        procs = [subprocess.Popen(a, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL) for a in argvs]
        time.sleep(rnd.uniform(0, 0.3))
        for p in procs:
            if rnd.random() < 0.5 and p.poll() is None:
                p.send_signal(signal.SIGKILL)
                killed += 1
        for p in procs:
            p.wait()
        v = subprocess.run(["htam-mem", "validate", mem], capture_output=True,
                           text=True)
        invalid += v.returncode != 0
        print("round %d: validate exit %d" % (r + 1, v.returncode))
    # A killed writer's temporary file is never renamed; plant one of a
    # surely dead pid too, so the cleanup is always exercised.
    dead = subprocess.Popen(["true"])
    dead.wait()
    open("%s.tmp.%d.0" % (mem, dead.pid), "w").write("partial")
    left = len(temps(mem))
    subprocess.run(record(args, mem), check=True, stdout=subprocess.DEVNULL)
    after = temps(mem)
    v = subprocess.run(["htam-mem", "validate", mem], capture_output=True)
    invalid += v.returncode != 0
    print("kill writers: %d rounds, %d killed, %d invalid, temporaries %d "
          "before and %d after the next write" %
          (args.rounds, killed, invalid, left, len(after)))
    return invalid + len(after)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=["create-race", "merge-in-place",
                                    "concurrent", "kill"])
    p.add_argument("work")
    p.add_argument("src")
    p.add_argument("trajectory")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--writers", type=int, default=8)
    p.add_argument("--seed", type=int, default=29)
    args = p.parse_args()
    if os.path.exists(args.work):
        shutil.rmtree(args.work)
    os.makedirs(args.work)
    mode = {"create-race": create_race, "merge-in-place": merge_in_place,
            "concurrent": concurrent, "kill": kill}[args.mode]
    return 1 if mode(args) else 0


if __name__ == "__main__":
    sys.exit(main())
