"""htam-bench run: suite x method x ablation -> one JSONL record per task and
run. Each run is one `htam-opt --htam-optimize` process with its own report
directory, under a wall-clock limit; the record is built from the
trajectory.json it writes (or, when it is killed, from its progress lines).
Records already in the output are skipped, so an interrupted run continues
where it stopped."""
import collections
import concurrent.futures
import datetime
import json
import math
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time

from .suite import (ABLATION_STEPS, ABLATIONS, SEEDED_ABLATIONS,
                    BenchError, split_ablation)

# Outcomes that are not failures of the candidate.
NOT_FAILURES = {"correct", "compiled", "duplicate", "no_candidate"}
# Outcomes that produced no candidate (no evaluation was paid for).
NO_EVALUATION = {"duplicate", "no_candidate", "generate_error"}

# htam-optimize's atol and rtol when the manifest gives none.
DEFAULT_TOLERANCE = 1e-4

# htam-optimize's acceptance rules (`accept=`, docs/DRIVER.md): allclose
# against the FP32 reference, measure (allclose, and each evaluation's error
# against the f64 oracle measured), accuracy (the oracle decides; its
# default and htam-bench's; docs/RUNTIME.md "Acceptance by measured
# accuracy"). A task without an f64 oracle is judged by allclose
# (its record's `accept_fallback` says why).
ACCEPT_RULES = ("allclose", "measure", "accuracy")
DEFAULT_ACCEPT = "accuracy"
# The rule of records without `accept` (older runs): allclose. It is also
# the one configuration whose name carries no `accept=` (the names of older
# results stay).
LEGACY_ACCEPT = "allclose"

PROGRESS = re.compile(r"^htam: (\S+) step (\d+)/(\d+) .*: (\S+?)"
                      r"(?: ([0-9.]+) us, best ([0-9.]+)x)?$")


# The methods whose memory the run updates (htam-optimize memory-out).
LEARNING_METHODS = ("htam", "flat")

# Set in the process of an MPI worker's run (mpi_job.py): htam-opt is
# killed with it, so a run its rank gave up on leaves nothing on the GPU.
DIE_WITH_PARENT = False


def record_accept(r):
    """The rule a record's run asked for; records without `accept` (older
    runs) were accepted by allclose."""
    return r.get("accept") or LEGACY_ACCEPT


def record_key(r):
    """What makes two records the same run (resume skips it)."""
    return (r["task"], r["method"], r["ablation"], int(r["steps"]),
            r.get("proposer", "builtin"), bool(r.get("dry_run")),
            r.get("memory") == "learned",
            record_accept(r),
            # Runs of a seeded ablation differ by their seed (--seeds).
            r.get("seed") if r["ablation"] in SEEDED_ABLATIONS else None)


def ratio_value(v):
    """An accuracy ratio as a float: a number, or "inf"/"nan" as the
    evaluator writes non-finite ones; None when not measured."""
    if v is None or isinstance(v, bool):
        return None
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def ratio_json(v):
    """A ratio for the record: the number, "inf" when infinite (strict
    JSON has no infinity), None when not measured or NaN."""
    v = ratio_value(v)
    if v == float("inf"):
        return "inf"
    return v if v is not None and math.isfinite(v) else None


def accept_rule(opts):
    """The acceptance rule a run uses: `accept=` in --optimize-options,
    else --accept."""
    return given_option(opts, "accept") or \
        getattr(opts, "accept", None) or DEFAULT_ACCEPT


def learned_memory(opts, method, ablation):
    """The memory file a run learns in (--learn-memory), one per method and
    ablation so that configurations do not learn from each other; None
    when the run starts from the shipped memory (or --memory) as is."""
    if not getattr(opts, "learn_memory", None) or \
            method not in LEARNING_METHODS:
        return None
    return os.path.join(opts.learn_memory, f"{method}-{ablation}.yaml")


def read_records(path):
    """The records of a JSONL file, in order (a torn last line is ignored:
    the writer was killed)."""
    out = []
    if not os.path.exists(path):
        return out
    with open(path) as f:
        lines = f.read().splitlines()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            if number == len(lines):
                continue
            raise BenchError(f"{path}:{number}: not a JSON line")
    return out


def plan_runs(tasks, methods, ablations, steps, n):
    """(task, method, ablation, budget) for every run asked for. Ablations
    other than none apply to htam only."""
    runs = []
    for task in tasks:
        for method in methods:
            for ablation in ablations:
                if method != "htam" and ablation != "none":
                    continue
                if method == "direct":
                    budget = 1
                elif method == "best-of-n":
                    budget = n
                else:
                    budget = ABLATION_STEPS.get(ablation, steps)
                runs.append((task, method, ablation, budget))
    return runs


def run_dir_name(task, method, ablation, budget, dry_run):
    return f"{task.func}/{method}-{ablation}-T{budget}" + \
        ("-dry" if dry_run else "")


def given_option(opts, name):
    """The value of htam-optimize option `name` in --optimize-options, or
    None."""
    m = re.search(r"(?:^|\s)" + re.escape(name) + r"=(\S+)",
                  opts.optimize_options or "")
    return m.group(1) if m else None


def tolerance(opts, task, name):
    """The atol or rtol a run verifies with: --optimize-options, else the
    manifest's, else htam-optimize's default."""
    given = given_option(opts, name)
    if given is not None:
        try:
            return float(given)
        except ValueError:
            return None
    value = getattr(task, name)
    return value if value is not None else DEFAULT_TOLERANCE


def time_budget(opts):
    """htam-optimize's time-budget per run: --time-budget, else 80% of
    --timeout (the rest is for emitting the winner and the slack of the
    longest-step estimate)."""
    return opts.time_budget if opts.time_budget else 0.8 * opts.timeout


def optimize_options(opts, task, method, ablation, budget, report_dir,
                     reference_us=None, learn_files=None):
    base, seed = split_ablation(ablation)
    parts = [f"steps={budget}", f"method={method}",
             f"report-dir={report_dir}", f"proposer={opts.proposer}",
             f"seed={opts.seed if seed is None else seed}",
             f"timeout={opts.candidate_timeout:g}",
             f"reference-time-limit={opts.reference_time_limit:g}"]
    # The search ends with its best kernel before the bench would kill it.
    if given_option(opts, "time-budget") is None:
        parts.append(f"time-budget={time_budget(opts):g}")
    # The task's tolerance from the manifest (docs/BENCH.md, "Tolerance"),
    # unless --optimize-options sets it.
    for name in ("atol", "rtol"):
        value = getattr(task, name)
        if value is not None and given_option(opts, name) is None:
            parts.append(f"{name}={value:g}")
    # The reference of this task was timed by an earlier run of this bench
    # (same tools, same GPU model): it is verified again, not re-timed.
    if reference_us and not opts.dry_run:
        parts.append(f"reference-us={reference_us:.9g}")
    if ABLATIONS[base]:
        parts.append(ABLATIONS[base])
    learned = learned_memory(opts, method, ablation)
    # An MPI worker reads the memory rank 0 sent and learns into a file of
    # its own (learn_files: read, write); rank 0 merges it (mpi_memory.py).
    read, write = learn_files if learned and learn_files else (learned,
                                                               learned)
    if read and os.path.exists(read):
        parts.append(f"memory={read}")
    elif opts.memory:
        parts.append(f"memory={opts.memory}")
    # The store merges each run's outcomes under its lock, so runs on
    # several GPUs lose none; frozen memory learns nothing.
    if write and base != "frozen-memory":
        parts.append(f"memory-out={write}")
    # The acceptance rule, when not htam-optimize's default (accuracy) and
    # not given in --optimize-options.
    accept = getattr(opts, "accept", None) or DEFAULT_ACCEPT
    if accept != DEFAULT_ACCEPT and given_option(opts, "accept") is None:
        parts.append(f"accept={accept}")
    if opts.dry_run:
        parts.append("dry-run=true")
    # The kernel database (docs/DRIVER.md): looked up before each task's
    # search, written after it; concurrent runs lose no entry.
    if getattr(opts, "kernel_db", None):
        parts.append(f"kernel-db={opts.kernel_db}")
        if getattr(opts, "kernel_db_reuse", None):
            parts.append(f"kernel-db-reuse={opts.kernel_db_reuse}")
    if opts.optimize_options:
        parts.append(opts.optimize_options)
    return " ".join(parts)


def descendants(pid):
    """The pids below `pid` (Linux /proc). The evaluator starts its workers
    in process groups of their own, so killing htam-opt's group alone would
    leave a worker running on the GPU."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                # The command name may hold spaces: ppid follows its ')'.
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def kill_tree(pid):
    """SIGKILL to `pid`'s group and to every descendant's group."""
    below = descendants(pid) if os.path.isdir("/proc") else []
    for p in [pid] + below:
        for kill in (os.killpg, os.kill):
            try:
                kill(p, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


def run_process(cmd, limit, log_path, env=None):
    """Runs `cmd` in its own process group with stderr to `log_path`; kills
    it and its workers after `limit` seconds. Returns (rc, timed_out,
    wall)."""
    start = time.monotonic()
    with open(log_path, "w") as log:
        try:
            preexec = None
            if DIE_WITH_PARENT:
                from .mpi_job import die_with_parent as preexec
            proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, env=env,
                                    stderr=log, start_new_session=True,
                                    preexec_fn=preexec)
        except OSError as e:
            log.write(f"htam-bench: cannot start {cmd[0]}: {e}\n")
            return None, False, 0.0
        try:
            rc = proc.wait(timeout=limit)
            timed_out = False
        except subprocess.TimeoutExpired:
            kill_tree(proc.pid)
            rc = proc.wait()
            timed_out = True
    return rc, timed_out, time.monotonic() - start


def progress_steps(log_text, func):
    """(outcome, time_us) of each step the progress lines report."""
    steps = []
    for line in log_text.splitlines():
        m = PROGRESS.match(line)
        if m and m.group(1) == func:
            steps.append((m.group(4), float(m.group(5))
                          if m.group(5) else None))
    return steps


def summarize_steps(rec, steps):
    """Per-step outcomes and times, evaluations and failure kinds."""
    outcomes = [s[0] for s in steps]
    rec["steps_run"] = len(steps)
    rec["step_outcomes"] = outcomes
    rec["step_times_us"] = [s[1] for s in steps]
    rec["evaluations"] = sum(1 for o in outcomes if o not in NO_EVALUATION)
    rec["failure_kinds"] = dict(collections.Counter(
        o for o in outcomes if o not in NOT_FAILURES))


def speedups(rec):
    best = rec.get("best_us")
    for base in ("reference", "eager", "compile"):
        t = rec.get(f"{base}_us")
        rec[f"speedup_vs_{base}"] = (t / best if rec.get("correct") and best
                                     and t else None)


def build_record(opts, task, method, ablation, budget, baselines, run_dir,
                 rc, timed_out, wall):
    rec = {"task": task.func, "file": os.path.basename(task.file),
           "level": task.level, "kb_id": task.kb_id, "kb_name": task.kb_name,
           "method": method, "ablation": split_ablation(ablation)[0],
           "steps": budget,
           "proposer": opts.proposer, "dry_run": bool(opts.dry_run),
           "seed": run_seed(opts, ablation), "time_limit_s": opts.timeout,
           "reference_time_limit_s": opts.reference_time_limit,
           "time_budget_s": time_budget(opts),
           "memory": "learned" if learned_memory(opts, method, ablation)
           else ("given" if opts.memory else "shipped"),
           "atol": tolerance(opts, task, "atol"),
           "rtol": tolerance(opts, task, "rtol"),
           "accept": accept_rule(opts),
           "wall_s": round(wall, 3),
           "finished": datetime.datetime.now(datetime.timezone.utc)
           .strftime("%Y-%m-%dT%H:%M:%SZ"),
           "report_dir": os.path.relpath(
               run_dir, os.path.dirname(os.path.abspath(opts.output)))}
    base = baselines.get(task.func, {})
    rec["eager_us"] = base.get("eager")
    rec["compile_us"] = base.get("compile")
    for k in ("reference_us", "best_us", "best_step", "best_card",
              "best_candidate", "vendor_library", "emitted", "stopped_early"):
        rec[k] = None
    rec["correct"] = None if opts.dry_run else False
    # The best kernel's error against the f64 oracle over the FP32
    # reference's (accept=measure|accuracy); null when not measured.
    rec["accuracy_ratio"] = None
    log_path = os.path.join(run_dir, "progress.txt")
    with open(log_path, errors="replace") as f:
        log_text = f.read()
    traj_path = os.path.join(run_dir, "trajectory.json")
    traj = None
    if not timed_out and rc == 0 and os.path.exists(traj_path):
        traj = read_trajectory(traj_path)
    if traj is None:
        rec["status"] = "timeout" if timed_out else "error"
        lines = [l for l in log_text.splitlines() if l.strip()]
        # The diagnostic itself, not the IR that MLIR prints after it.
        errors = [l.split("error: ", 1)[1] for l in lines if "error: " in l]
        tail = errors[:2] or lines[-3:]
        rec["error"] = ("time limit of %gs reached" % opts.timeout
                        if timed_out else
                        f"htam-opt exited with {rc}: " + " | ".join(tail))[:600]
        summarize_steps(rec, progress_steps(log_text, task.func))
        rec["failure_kinds"]["task_" + rec["status"]] = 1
        speedups(rec)
        return rec
    entry = next((t for t in traj.get("tasks", [])
                  if t.get("name") == task.func), None)
    if entry is None:
        rec["status"] = "error"
        rec["error"] = f"trajectory.json has no task {task.func}"
        summarize_steps(rec, [])
        rec["failure_kinds"]["task_error"] = 1
        speedups(rec)
        return rec
    rec["status"] = "ok"
    # The rule the run asked for (older drivers do not say: the option);
    # a task without an f64 oracle was judged by allclose instead, and
    # says why.
    rec["accept"] = entry.get("accept_requested") or entry.get("accept") \
        or rec["accept"]
    if entry.get("accept_fallback"):
        rec["accept_fallback"] = entry["accept_fallback"]
    rec["reference_us"] = entry.get("reference_us")
    rec["emitted"] = entry.get("emitted")
    # A search its time budget ended early ran fewer steps than planned.
    rec["stopped_early"] = entry.get("stopped_early")
    # Where the run's time went: the reference, then each step.
    rec["reference_wall_s"] = entry.get("reference_wall_s")
    # The f64 oracle's runs in the task's evaluations (issue 21: its cost).
    rec["oracle_wall_s"] = entry.get("oracle_wall_s")
    # The kernel database: whether the kernel was reused (trust or verify;
    # then no step ran) and what the lookup and the record did.
    # (Only with --kernel-db: records of runs without it stay as they were.)
    db = entry.get("kernel_db") or {}
    if getattr(opts, "kernel_db", None) or db:
        rec["kernel_db_reused"] = entry.get("reused_from_kernel_db")
        rec["kernel_db"] = {k: db[k] for k in ("key", "lookup",
                                               "verification", "recorded")
                            if k in db}
    steps = entry.get("steps", [])
    summarize_steps(rec, [(s.get("outcome"), s.get("time_us"))
                          for s in steps])
    rec["step_wall_s"] = [s.get("wall_s") for s in steps]
    # Why candidates failed, in the evaluator's words (the first failure).
    rec["first_error"] = next((s["error"][:300] for s in steps
                               if s.get("error")), None)
    # The best correct candidate within the budget (it may be slower than
    # the reference: then the speedup is below 1).
    best = None
    for s in steps:
        if s.get("outcome") == "correct" and s.get("time_us") is not None:
            if best is None or s["time_us"] < best["time_us"]:
                best = s
    # A reused kernel: the task's best is the database entry's.
    if rec.get("kernel_db_reused") and entry.get("best_us") is not None:
        best = {"time_us": entry["best_us"], "step": 0,
                "card": entry.get("best_card"),
                "candidate": entry.get("best_candidate"),
                "uses_vendor_library": entry.get("best_uses_vendor_library")}
    if not opts.dry_run:
        rec["correct"] = best is not None
    if best is not None:
        rec["best_us"] = best["time_us"]
        rec["best_step"] = best.get("step")
        rec["best_card"] = best.get("card")
        rec["best_candidate"] = best.get("candidate")
        rec["vendor_library"] = bool(best.get("uses_vendor_library", False))
        # The driver's best kernel is the same (the fastest correct one);
        # its step's evaluation says it too, should the task not.
        ratio = entry.get("best_accuracy_ratio")
        if ratio is None and "best_accuracy_ratio" not in entry:
            ratio = ((best.get("evaluation") or {}).get("accuracy")
                     or {}).get("ratio")
        rec["accuracy_ratio"] = ratio_json(ratio)
    speedups(rec)
    return rec


def lost_record(opts, task, method, ablation, budget, baselines, why):
    """The record of a run whose process or rank was lost twice (--mpi):
    status error (so --retry-failed runs it again), `error` says why."""
    import tempfile
    with tempfile.TemporaryDirectory() as empty:
        open(os.path.join(empty, "progress.txt"), "w").close()
        rec = build_record(opts, task, method, ablation, budget, baselines,
                           empty, None, False, 0.0)
    rec["error"] = why[:600]
    rec["report_dir"] = os.path.relpath(
        os.path.join(opts.work, run_dir_name(task, method, ablation, budget,
                                             opts.dry_run)),
        os.path.dirname(os.path.abspath(opts.output)))
    return rec


def read_trajectory(path):
    """trajectory.json; LLVM's JSON writer prints an infinite number (an
    accuracy ratio) as a bare inf, which strict JSON lacks: read as such."""
    with open(path) as f:
        text = f.read()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        fixed = re.sub(r'([:\[,]\s*)(-?)(?:inf|nan)(?=\s*[,}\]])',
                       lambda m: m.group(1) + ("NaN" if "nan" in m.group(0)
                                               else m.group(2) + "Infinity"),
                       text)
        return json.loads(fixed)


def execute(opts, task, method, ablation, budget, baselines, gpu=None,
            reference_us=None, limit=None, learn_files=None):
    """Runs one htam-optimize and returns its record; None when `limit`
    (shorter than --timeout: the call's budget ends first) cut it short."""
    run_dir = os.path.join(opts.work, run_dir_name(task, method, ablation,
                                                   budget, opts.dry_run))
    os.makedirs(run_dir, exist_ok=True)
    for stale in ("trajectory.json", "report.md"):
        if os.path.exists(os.path.join(run_dir, stale)):
            os.remove(os.path.join(run_dir, stale))
    cmd = [opts.htam_opt, task.file,
           "--htam-optimize=" + optimize_options(opts, task, method, ablation,
                                                 budget, run_dir,
                                                 reference_us, learn_files),
           "-o", os.devnull]
    env = None
    if gpu is not None:
        # One GPU per concurrent run: runs on a shared GPU would disturb each
        # other's timings.
        env = dict(os.environ, CUDA_VISIBLE_DEVICES=gpu)
    limit = opts.timeout if limit is None else min(limit, opts.timeout)
    rc, timed_out, wall = run_process(cmd, limit,
                                      os.path.join(run_dir, "progress.txt"),
                                      env)
    if rc is None:
        raise BenchError(f"cannot run htam-opt ({opts.htam_opt})")
    if timed_out and limit < opts.timeout:
        return None
    rec = build_record(opts, task, method, ablation, budget, baselines,
                       run_dir, rc, timed_out, wall)
    if gpu is not None:
        rec["gpu"] = gpu
    return rec


def note_duration(step_s, r):
    """Notes a finished run's seconds per step (the task's slowest)."""
    if r.get("status") == "ok" and r.get("wall_s"):
        per = r["wall_s"] / max(1, r.get("steps_run") or 1)
        step_s[r.get("task")] = max(step_s.get(r.get("task"), 0.0), per)


def run_seed(opts, ablation):
    """The seed of a planned run: its ablation's (--seeds), else --seed."""
    seed = split_ablation(ablation)[1]
    return opts.seed if seed is None else seed


def run_key(opts, task, method, ablation, budget):
    """record_key of the record a planned run will write."""
    return record_key({
        "task": task.func, "method": method,
        "ablation": split_ablation(ablation)[0], "seed": run_seed(opts, ablation),
        "steps": budget, "proposer": opts.proposer,
        "dry_run": opts.dry_run,
        "memory": "learned" if learned_memory(opts, method, ablation)
        else None, "accept": accept_rule(opts)})


def pending(opts, tasks, baselines=None):
    """(planned, todo, reference_us, step_s): the runs asked for, those not
    in the output yet in the order they start, and what the output's
    records say about each task (its reference time, its seconds per
    step). With `baselines` ({func: {"eager": us, ...}}), runs of tasks
    with no finished run yet go longest baseline first (--mpi: a slow
    kernel is likely a slow run), else in manifest order."""
    planned = plan_runs(tasks, opts.methods, opts.ablations, opts.steps,
                        opts.n)
    done = set()
    # Reference times measured so far, per task: later runs of the task
    # reuse them instead of timing the (often slow, naive) reference again.
    reference_us = {}
    # Seconds per step of each task's finished runs (any method, the
    # slowest): with --budget, a run expected to outlast the call is left
    # for a later call instead of being started and killed at the end.
    step_s = {}

    for r in read_records(opts.output):
        note_duration(step_s, r)
        if r.get("reference_us") and r.get("status") == "ok":
            reference_us.setdefault(r.get("task"), r["reference_us"])
        # A timeout would only time out again; an error may have been the
        # machine's.
        if opts.retry_failed and r.get("status") == "error":
            continue
        done.add(record_key(r))
    todo = []
    for task, method, ablation, budget in planned:
        if run_key(opts, task, method, ablation, budget) not in done:
            todo.append((task, method, ablation, budget))
    # Round-robin over the tasks (every task's first run, then every task's
    # second...): a task's later runs then find its reference time.
    rank = {}
    def round_of(item):
        rank[item[0].func] = rank.get(item[0].func, -1) + 1
        return rank[item[0].func]
    rounds = [round_of(item) for item in todo]

    def expected_s(task, steps):
        """A run's expected seconds from its task's earlier runs (None when
        the task has none); a run ends by --timeout whatever it expects."""
        per = step_s.get(task.func)
        if per is None:
            return None
        return min(float(opts.timeout), per * steps)

    # Within a round, the longest runs first (runs of tasks not run yet,
    # whose time is unknown, before them all): with --budget, the slow runs
    # then start while the call has the most time left, and on several
    # GPUs the last runs to finish are short ones.
    def proxy(task):
        base = (baselines or {}).get(task.func, {})
        return reference_us.get(task.func) or base.get("eager") or \
            base.get("compile") or 0.0

    def order(p):
        rnd, (task, _, _, steps) = p
        est = expected_s(task, steps)
        if est is None:
            return (rnd, 0, -(proxy(task) if baselines is not None else 0.0))
        return (rnd, 1, -est)
    todo = [item for _, item in sorted(zip(rounds, todo), key=order)]
    return planned, todo, reference_us, step_s


def progress_line(opts, rec, count, total):
    """The progress line of a finished run."""
    sp = rec.get("speedup_vs_reference")
    what = (rec["status"] if rec["status"] != "ok" else
            "compiled (dry run)" if opts.dry_run else
            f"{sp:.2f}x vs reference" if sp else "no correct kernel")
    return (f"htam-bench: [{count}/{total}] {rec['task']} "
            f"{rec['method']}/{rec['ablation']} T={rec['steps']}: {what}, "
            f"{rec['evaluations']} evaluations, {rec['wall_s']:.1f} s")


def run(opts, tasks, baselines):
    """Runs every planned run not in the output yet; returns the number of
    runs that did not finish (timeout or error)."""
    planned, todo, reference_us, step_s = pending(opts, tasks)
    print(f"htam-bench: {len(planned)} runs planned, "
          f"{len(planned) - len(todo)} already in {opts.output}, "
          f"{len(todo)} to run", file=sys.stderr, flush=True)
    os.makedirs(opts.work, exist_ok=True)
    lock = threading.Lock()
    failed = 0
    counter = [0]
    deadline = (time.monotonic() + opts.budget) if opts.budget else None
    gpus = queue.Queue()
    for g in opts.gpus:
        gpus.put(g)

    # With --budget: the seconds that must be left to start a run.
    min_run = opts.min_run or opts.timeout

    def fits(task, steps):
        """Whether a run may start: min-run seconds are left, and as many as
        the task's runs so far took for this many steps (with a margin)."""
        if deadline is None:
            return True
        left = deadline - time.monotonic()
        with lock:
            per = step_s.get(task.func)
        # A run is killed at --timeout, so it never needs more than that.
        need = max(min_run, min(opts.timeout + 5, 1.2 * per * steps + 5)
                   if per else 0)
        return left >= need

    def one(item):
        nonlocal failed
        task, method, ablation, budget = item
        if not fits(task, budget):
            return None
        gpu = gpus.get() if opts.gpus else None
        # Waiting for a GPU may have used up the time.
        if not fits(task, budget):
            if gpu is not None:
                gpus.put(gpu)
            return None
        try:
            with lock:
                known = None if opts.no_reference_reuse else \
                    reference_us.get(task.func)
            limit = None if deadline is None else deadline - time.monotonic()
            rec = execute(opts, task, method, ablation, budget, baselines,
                          gpu, known, limit)
        finally:
            if gpu is not None:
                gpus.put(gpu)
        if rec is None:
            return None
        with lock:
            counter[0] += 1
            if rec.get("reference_us") and rec["status"] == "ok":
                reference_us.setdefault(task.func, rec["reference_us"])
            note_duration(step_s, rec)
            with open(opts.output, "a") as out:
                out.write(json.dumps(rec, sort_keys=True) + "\n")
            if rec["status"] != "ok":
                failed += 1
            print(progress_line(opts, rec, counter[0], len(todo)),
                  file=sys.stderr, flush=True)
        return rec

    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as ex:
        results = list(ex.map(one, todo))
    skipped = sum(1 for r in results if r is None)
    if skipped:
        print(f"htam-bench: {skipped} runs left for a later call "
              f"(--budget {opts.budget:g}s reached)", file=sys.stderr)
    return failed
