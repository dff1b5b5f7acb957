#!/usr/bin/env python3
"""htam-bench: the KernelBench harness of htam (issue 9).

    htam-bench run -o runs.jsonl [--methods htam,direct] [--ablations none]
                   [--tasks l1_19,l2_12] [--levels 1] [--steps 6] [--n 5]
                   [--baselines torch_baselines.jsonl] [--timeout 120]
                   [--candidate-timeout 60] [--reference-time-limit 120]
                   [--budget SECONDS] [--dry-run] [--jobs 1]
                   [--accept allclose|measure|accuracy]
    mpirun -np N htam-bench run --mpi -o runs.jsonl [run options]
                   [--gpus-per-host G] [--mpi-grace 60]
    htam-bench report runs.jsonl [more.jsonl...] -o report-dir
                   [--baselines torch_baselines.jsonl] [--rho 0.8,0.9]

`run` runs `htam-opt --htam-optimize` once per task x method x ablation and
appends one JSON record per run to the output (resumable: runs already there
are skipped); progress goes to stderr. `report` computes the metrics and
writes report.md, metrics.json and plots/*.svg. docs/BENCH.md has the
details. Python 3 standard library only.
"""
import argparse
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
from htam_bench import mpi, mpi_job, report, run, suite  # noqa: E402
from htam_bench.suite import BenchError  # noqa: E402


def default_suite():
    """bench/kernelbench of the checkout we run from, or of this script."""
    here = os.path.dirname(os.path.realpath(__file__))
    for d in (os.path.join(os.getcwd(), "bench", "kernelbench"),
              os.path.join(here, "..", "..", "bench", "kernelbench")):
        if os.path.exists(os.path.join(d, "manifest.tsv")):
            return os.path.normpath(d)
    return None


def default_htam_opt():
    """htam-opt next to this script (build/bin, the bundle), else PATH."""
    here = os.path.dirname(os.path.abspath(__file__))
    local = os.path.join(here, "htam-opt")
    return local if os.path.exists(local) else (shutil.which("htam-opt")
                                                or "htam-opt")


def positive(kind):
    def parse(text):
        v = kind(text)
        if v <= 0:
            raise argparse.ArgumentTypeError(f"must be positive, got {text}")
        return v
    return parse


def run_main(argv):
    p = argparse.ArgumentParser(prog="htam-bench run",
                                description="Run the suite (resumable).")
    p.add_argument("-o", "--output", required=True,
                   help="JSONL file; records are appended, runs already in "
                        "it are skipped")
    p.add_argument("--work", help="directory of the per-run report dirs "
                                  "(default: OUTPUT without .jsonl + .runs)")
    p.add_argument("--suite", default=default_suite(),
                   help="suite directory with manifest.tsv "
                        "(default: bench/kernelbench)")
    p.add_argument("--tasks", default="",
                   help="comma-separated substrings of func or file names")
    p.add_argument("--levels", default="", help="e.g. 1 or 1,2")
    p.add_argument("--methods", default="htam",
                   help="comma-separated: " + ", ".join(suite.METHODS))
    p.add_argument("--ablations", default="none",
                   help="comma-separated (htam only): "
                        + ", ".join(suite.ABLATIONS))
    p.add_argument("--steps", type=positive(int), default=6,
                   help="step budget T (default 6)")
    p.add_argument("--n", type=positive(int), default=5,
                   help="samples of best-of-n (default 5, as the paper)")
    p.add_argument("--baselines",
                   help="torch_baselines.py output, joined by task")
    p.add_argument("--timeout", type=positive(float), default=300,
                   help="wall-clock limit per run in seconds (default 300)")
    p.add_argument("--candidate-timeout", type=positive(float), default=60,
                   help="htam-optimize's limit per candidate worker")
    p.add_argument("--reference-time-limit", type=positive(float),
                   default=120,
                   help="htam-optimize's limit for the worker that verifies "
                        "and times the reference, once per task (default "
                        "120)")
    p.add_argument("--time-budget", type=positive(float),
                   help="htam-optimize's time-budget per run: steps start "
                        "only while the longest step so far still fits, so "
                        "a slow task ends with its best kernel instead of "
                        "being killed at --timeout (default: 80%% of "
                        "--timeout)")
    p.add_argument("--budget", type=positive(float),
                   help="stop starting runs that could end after this many "
                        "seconds (for a device call with a time limit)")
    p.add_argument("--min-run", type=positive(float),
                   help="with --budget: start runs while at least this many "
                        "seconds are left (default: --timeout); a run the "
                        "budget's end cuts short is killed and left for a "
                        "later call, not recorded")
    p.add_argument("--dry-run", action="store_true",
                   help="select, generate and compile only (no GPU)")
    p.add_argument("--jobs", type=positive(int), default=1,
                   help="runs at a time (1 on one GPU)")
    p.add_argument("--gpus", default="",
                   help="GPU ids, e.g. 0,1: one run per GPU at a time "
                        "(CUDA_VISIBLE_DEVICES); sets --jobs")
    p.add_argument("--no-reference-reuse", action="store_true",
                   help="time the reference in every run; by default a "
                        "task's later runs reuse the reference time its "
                        "first run measured (htam-optimize reference-us)")
    p.add_argument("--mpi", action="store_true",
                   help="spread the runs over the ranks of an MPI job "
                        "(mpirun -np N htam-bench run --mpi ..., or srun): "
                        "rank 0 deals them out and writes the records, the "
                        "others run them, one GPU each (docs/BENCH.md)")
    p.add_argument("--gpus-per-host", type=positive(int),
                   help="with --mpi: the GPUs a host's ranks share out "
                        "(default: CUDA_VISIBLE_DEVICES, else the GPUs "
                        "nvidia-smi lists)")
    p.add_argument("--mpi-grace", type=positive(float), default=60,
                   help="with --mpi: seconds past --timeout after which a "
                        "run's process is taken for hung and killed "
                        "(default 60)")
    p.add_argument("--retry-failed", action="store_true",
                   help="run again the runs recorded as error (not the "
                        "timeouts)")
    p.add_argument("--htam-opt", default=default_htam_opt())
    p.add_argument("--memory", help="HTG memory (default: htam-opt's)")
    p.add_argument("--learn-memory", metavar="DIR",
                   help="the htam and flat runs learn across tasks, as in "
                        "the paper's KernelBench runs: each reads "
                        "DIR/<method>-<ablation>.yaml (the first one starts "
                        "from the shipped memory or --memory) and merges its "
                        "step outcomes into it; records say memory: learned. "
                        "What a run sees then depends on the runs before it "
                        "(round-robin over the tasks; with --gpus, the order "
                        "two GPUs finish in)")
    p.add_argument("--proposer", default="builtin")
    p.add_argument("--seed", type=int, default=0x68746D)
    p.add_argument("--seeds", default="",
                   help="comma-separated seeds: the ablations whose memory "
                        "is drawn from the seed ("
                        + ", ".join(sorted(suite.SEEDED_ABLATIONS))
                        + ") run once per seed (default: --seed only)")
    # No argparse default: an --accept given explicitly must agree with an
    # accept= in --optimize-options, the default need not.
    p.add_argument("--accept", choices=run.ACCEPT_RULES, default=None,
                   help="htam-optimize's acceptance rule (accept=): "
                        "accuracy (default: the task's f64 oracle decides; "
                        "a task without one is judged by allclose, and its "
                        "record says so in accept_fallback), measure "
                        "(allclose, with each candidate's error against the "
                        "f64 oracle measured: the report's accuracy column) "
                        "or allclose against the FP32 reference")
    p.add_argument("--kernel-db", metavar="DIR",
                   help="htam-optimize's kernel database (kernel-db=) for "
                        "every run: a task with an entry for its workload "
                        "key reuses that kernel instead of searching, and "
                        "every search records its best verified kernel "
                        "(docs/DRIVER.md, \"Kernel database\")")
    p.add_argument("--kernel-db-reuse", choices=["off", "verify", "trust"],
                   help="with --kernel-db: what a hit does (kernel-db-"
                        "reuse=; default verify: evaluated once first)")
    p.add_argument("--optimize-options", default="",
                   help="more htam-optimize options, e.g. 'atol=1e-3'")
    opts = p.parse_args(argv)
    if opts.kernel_db_reuse and not opts.kernel_db:
        raise BenchError("--kernel-db-reuse needs --kernel-db DIR")
    if opts.kernel_db:
        opts.kernel_db = os.path.abspath(opts.kernel_db)
    given = run.given_option(opts, "accept")
    if given is not None and opts.accept is not None and \
            given != opts.accept:
        raise BenchError(f"--accept {opts.accept} and --optimize-options "
                         f"accept={given} disagree")
    if opts.accept is None:
        opts.accept = run.DEFAULT_ACCEPT
    opts.methods = suite.parse_list(opts.methods, suite.METHODS, "method")
    opts.ablations = suite.parse_list(opts.ablations, list(suite.ABLATIONS),
                                      "ablation")
    try:
        seeds = [int(v) for v in opts.seeds.split(",") if v.strip()]
    except ValueError:
        raise BenchError(f"--seeds {opts.seeds}: not a list of integers")
    opts.ablations = suite.seeded_ablations(opts.ablations, seeds)
    opts.gpus = [g.strip() for g in opts.gpus.split(",") if g.strip()]
    if opts.gpus:
        opts.jobs = len(opts.gpus)
    if not opts.suite:
        raise BenchError("no suite found; pass --suite DIR")
    levels = set()
    for lv in filter(None, opts.levels.split(",")):
        if not lv.strip().isdigit():
            raise BenchError(f"bad level '{lv}'")
        levels.add(int(lv))
    baselines = suite.read_baselines(opts.baselines) if opts.baselines \
        else {}
    tasks = suite.select_tasks(suite.read_manifest(opts.suite),
                               [t for t in opts.tasks.split(",") if t],
                               levels)
    if not tasks:
        raise BenchError("no task matches --tasks/--levels")
    if not os.path.exists(opts.htam_opt) and not shutil.which(opts.htam_opt):
        raise BenchError(f"htam-opt not found: {opts.htam_opt}")
    if opts.memory and not os.path.exists(opts.memory):
        raise BenchError(f"cannot read the memory: {opts.memory}")
    if opts.work is None:
        base = opts.output[:-6] if opts.output.endswith(".jsonl") \
            else opts.output
        opts.work = base + ".runs"
    opts.suite = os.path.abspath(opts.suite)
    if opts.memory:
        opts.memory = os.path.abspath(opts.memory)
    if opts.learn_memory:
        opts.learn_memory = os.path.abspath(opts.learn_memory)
        os.makedirs(opts.learn_memory, exist_ok=True)
    if opts.mpi:
        if opts.gpus:
            raise BenchError("--mpi binds each rank to a GPU itself; "
                             "--gpus is for one process (see "
                             "--gpus-per-host)")
        opts.work = os.path.abspath(opts.work)
        return mpi.run_mpi(opts, tasks, baselines,
                           os.path.realpath(__file__))
    failed = run.run(opts, tasks, baselines)
    return 1 if failed else 0


def report_main(argv):
    p = argparse.ArgumentParser(prog="htam-bench report",
                                description="Metrics, tables and plots.")
    p.add_argument("records", nargs="+", help="JSONL files of htam-bench run")
    p.add_argument("-o", "--output", required=True, help="report directory")
    p.add_argument("--baselines",
                   help="torch_baselines.py output (overrides the records')")
    p.add_argument("--rho", default="0.8,0.9",
                   help="thresholds of Valid@rho (default 0.8,0.9)")
    opts = p.parse_args(argv)
    try:
        rhos = [float(r) for r in opts.rho.split(",") if r.strip()]
    except ValueError:
        raise BenchError(f"bad --rho '{opts.rho}'")
    baselines = suite.read_baselines(opts.baselines) if opts.baselines \
        else None
    report.write_report(opts.records, opts.output, baselines, rhos)
    print(f"htam-bench: report in {os.path.join(opts.output, 'report.md')}",
          file=sys.stderr)
    return 0


def main(argv):
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    # Internal: one run of an MPI worker rank (mpi_job.py), and whether
    # --mpi can work here (the lit feature `mpi`).
    if argv and argv[0] == "mpi-run" and len(argv) == 2:
        try:
            return mpi_job.run_job(argv[1])
        except BenchError as e:
            print(f"htam-bench: error: {e}", file=sys.stderr)
            return 2
    if argv and argv[0] == "mpi-check":
        # --init: also start MPI and say which rank this is (under mpirun).
        init = argv[1:] == ["--init"]
        MPI = mpi.import_mpi(initialize=init)
        print("mpi4py: " + ("found" if MPI else "missing"))
        if MPI and init:
            print(f"rank {MPI.COMM_WORLD.rank} of {MPI.COMM_WORLD.size}: "
                  + MPI.Get_library_version().splitlines()[0], flush=True)
        return 0 if MPI and shutil.which("mpirun") else 1
    if not argv or argv[0] not in ("run", "report"):
        print("htam-bench: the first argument must be run or report "
              "(htam-bench --help)", file=sys.stderr)
        return 2
    try:
        return (run_main if argv[0] == "run" else report_main)(argv[1:])
    except BenchError as e:
        print(f"htam-bench: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
