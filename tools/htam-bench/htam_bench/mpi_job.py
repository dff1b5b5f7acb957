"""One run of an MPI worker rank, in a process of its own: `htam-bench
mpi-run JOBDIR` reads JOBDIR/job.json, runs the run through the
single-process path (run.execute) and writes JOBDIR/result.json. The rank
waits for that process under a wall-clock limit, so that a run whose
process dies (killed, out of memory) or hangs costs the rank that run only:
the rank reports the fault to rank 0 and takes the next run."""
import argparse
import ctypes
import json
import os
import signal
import subprocess
import sys
import time

from . import run, suite

# prctl(PR_SET_PDEATHSIG): the run's process dies with its rank, so a rank
# that is killed leaves no run behind on the GPU.
PR_SET_PDEATHSIG = 1


def die_with_parent():
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG,
                                                signal.SIGKILL)
    except (OSError, AttributeError):
        pass


def write_json_atomic(path, value):
    tmp = f"{path}.tmp.{os.getpid()}"
    with open(tmp, "w") as f:
        json.dump(value, f, sort_keys=True)
    os.replace(tmp, path)


def run_job(jobdir):
    """The body of `htam-bench mpi-run`: one run, its record (or null when
    --budget cut it short) in result.json, and the memory it learned in
    memory-out.yaml (mpi_memory.py merges it at rank 0)."""
    with open(os.path.join(jobdir, "job.json")) as f:
        job = json.load(f)
    opts = argparse.Namespace(**job["opts"])
    task = next((t for t in suite.read_manifest(opts.suite)
                 if t.func == job["task"]), None)
    if task is None:
        raise suite.BenchError(f"no task {job['task']} in {opts.suite}")
    # htam-opt dies with this process (the rank kills this one on a hang).
    run.DIE_WITH_PARENT = True
    learn_files = None
    if job.get("learn"):
        read = os.path.join(jobdir, "memory-in.yaml")
        write = os.path.join(jobdir, "memory-out.yaml")
        learn_files = (read if os.path.exists(read) else None,
                       None if job["ablation"] == "frozen-memory" else write)
    rec = run.execute(opts, task, job["method"], job["ablation"],
                      job["budget"], {task.func: job.get("baseline") or {}},
                      None, job.get("reference_us"), job.get("limit"),
                      learn_files)
    write_json_atomic(os.path.join(jobdir, "result.json"), {"record": rec})
    return 0


def tail(path, lines=3):
    try:
        with open(path, errors="replace") as f:
            text = [l for l in f.read().splitlines() if l.strip()]
        return " | ".join(text[-lines:])
    except OSError:
        return ""


def spawn(bench_script, jobdir, limit):
    """Runs `htam-bench mpi-run jobdir` and waits at most `limit` seconds.
    Returns (result, fault): the result.json of a process that finished,
    else None and why it did not."""
    err = os.path.join(jobdir, "stderr.txt")
    cmd = [sys.executable, bench_script, "mpi-run", jobdir]
    start = time.monotonic()
    with open(err, "w") as log:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                stdout=log, stderr=log,
                                start_new_session=True,
                                preexec_fn=die_with_parent)
        try:
            rc = proc.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            run.kill_tree(proc.pid)
            proc.wait()
            return None, (f"the run's process hung: no result after "
                          f"{limit:g} s (killed)")
    result_path = os.path.join(jobdir, "result.json")
    if rc == 0 and os.path.exists(result_path):
        with open(result_path) as f:
            return json.load(f), None
    how = (f"was killed by signal {-rc}" if rc < 0 else
           f"exited with {rc}" + (f": {tail(err)}" if tail(err) else ""))
    return None, (f"the run's process {how} after "
                  f"{time.monotonic() - start:.1f} s")[:600]
