"""htam-bench run --mpi: the campaign spread over the ranks of an MPI job
(`mpirun -np N htam-bench run --mpi ...`, or `srun`).

Rank 0 plans the runs as the single-process path does (run.pending), deals
them out one at a time to the ranks that ask, writes every record (one
runs.jsonl, resumable as without --mpi) and merges the learned memory
(mpi_memory.py). Every other rank binds one GPU of its host and runs what
it is dealt in a process of its own (mpi_job.py). Faults: a run whose
process dies or hangs, or whose rank stops answering, is dealt out once
more, then recorded as failed; docs/BENCH.md says what survives what."""
import collections
import json
import os
import socket
import subprocess
import sys
import time

from . import mpi_job, run
from .mpi_memory import LearnedMemory
from .suite import BenchError

TAG_READY, TAG_JOB, TAG_RESULT, TAG_STOP = 1, 2, 3, 4



def import_mpi(initialize=True):
    """mpi4py's MPI (initialized unless asked not to), or None. Debian's
    python3-mpi4py lives in /usr/lib/python3/dist-packages, which another
    python3 of the same version (a pyenv or venv one) does not search: it
    is tried too."""
    def load():
        import mpi4py
        mpi4py.rc.initialize = initialize
        from mpi4py import MPI
        return MPI
    try:
        return load()
    except ImportError:
        pass
    debian = "/usr/lib/python3/dist-packages"
    if os.path.isdir(os.path.join(debian, "mpi4py")) and \
            debian not in sys.path:
        sys.path.append(debian)
        try:
            return load()
        except ImportError:
            sys.path.remove(debian)
    return None


def detect_gpus(per_host):
    """The GPU ids a host's ranks share out: CUDA_VISIBLE_DEVICES when set
    (a scheduler's allocation), else 0..N-1 (--gpus-per-host, else the GPUs
    nvidia-smi lists); [] when there are none (a dry run)."""
    visible = [g.strip() for g in
               os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",")
               if g.strip()]
    if visible:
        return visible[:per_host] if per_host else visible
    if per_host:
        return [str(i) for i in range(per_host)]
    try:
        out = subprocess.run(["nvidia-smi", "-L"], capture_output=True,
                             text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return [str(i) for i in range(sum(1 for l in out.splitlines()
                                      if l.startswith("GPU ")))]


def local_worker_index(comm, MPI):
    """This rank's place among the working ranks (all but rank 0) of its
    host, in rank order. Collective: every rank calls it. Falls back to the
    launcher's local rank (OMPI_COMM_WORLD_LOCAL_RANK, SLURM_LOCALID)."""
    try:
        node = comm.Split_type(MPI.COMM_TYPE_SHARED, key=comm.rank)
        ranks = sorted(node.allgather(comm.rank))
        node.Free()
        workers = [r for r in ranks if r != 0]
        return workers.index(comm.rank) if comm.rank in workers else None
    except Exception:
        for name in ("OMPI_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID",
                     "MPI_LOCALRANKID"):
            if os.environ.get(name, "").isdigit():
                return int(os.environ[name])
        return comm.rank - 1


def run_mpi(opts, tasks, baselines, bench_script):
    """The entry of --mpi in every rank; returns the exit status."""
    MPI = import_mpi()
    if MPI is None:
        raise BenchError("--mpi needs mpi4py (Debian: python3-mpi4py, with "
                         "openmpi-bin for mpirun)")
    comm = MPI.COMM_WORLD
    if comm.size < 2:
        print("htam-bench: --mpi with one rank: running in this process, as "
              "without --mpi (start it with mpirun -np N, N >= 2: rank 0 "
              "deals out the runs, the others run them)", file=sys.stderr,
              flush=True)
        return 1 if run.run(opts, tasks, baselines) else 0
    index = local_worker_index(comm, MPI)
    try:
        if comm.rank == 0:
            return Scheduler(comm, MPI, opts, tasks, baselines).campaign()
        gpus = detect_gpus(opts.gpus_per_host)
        gpu = gpus[index % len(gpus)] if gpus and index is not None \
            else None
        if gpu is not None:
            # Several ranks of a host may share one GPU (more ranks than
            # GPUs).
            os.environ["CUDA_VISIBLE_DEVICES"] = gpu
        serve(comm, MPI, opts, baselines, bench_script, gpu)
        return 0
    except BaseException as e:  # noqa: BLE001
        # The other ranks wait in a receive that would never end (and MPI's
        # finalization with them): end the job.
        what = str(e) if isinstance(e, BenchError) else \
            f"{type(e).__name__}: {e}"
        print(f"htam-bench: error: rank {comm.rank}: {what}; ending the job",
              file=sys.stderr, flush=True)
        comm.Abort(2)


def serve(comm, MPI, opts, baselines, bench_script, gpu):
    """A working rank: says it is ready, then runs each run rank 0 deals
    out until told to stop."""
    host = socket.gethostname()
    comm.send({"host": host, "gpu": gpu}, dest=0, tag=TAG_READY)
    scratch = os.path.join(os.path.abspath(opts.work), ".mpi",
                           f"rank{comm.rank}")
    while True:
        status = MPI.Status()
        job = comm.recv(source=0, tag=MPI.ANY_TAG, status=status)
        if status.Get_tag() == TAG_STOP:
            return
        reply = {"id": job["id"], "record": None, "memory": None,
                 "fault": None}
        try:
            reply.update(run_one(opts, job, bench_script, scratch))
        except Exception as e:  # noqa: BLE001 - the rank must answer
            reply["fault"] = f"rank {comm.rank}: {type(e).__name__}: {e}"
        if reply["record"] is not None:
            reply["record"].update(rank=comm.rank, host=host)
            if gpu is not None:
                reply["record"]["gpu"] = gpu
        comm.send(reply, dest=0, tag=TAG_RESULT)


def run_one(opts, job, bench_script, scratch):
    """One dealt-out run in its own process: {record, memory} or {fault}."""
    jobdir = os.path.join(scratch, f"job{job['id']}")
    if os.path.exists(jobdir):
        import shutil
        shutil.rmtree(jobdir)
    os.makedirs(jobdir)
    if job.get("memory") is not None:
        with open(os.path.join(jobdir, "memory-in.yaml"), "w") as f:
            f.write(job["memory"])
    spec = dict(job, opts=vars(opts))
    spec.pop("memory", None)
    mpi_job.write_json_atomic(os.path.join(jobdir, "job.json"), spec)
    limit = (job.get("limit") or opts.timeout) + opts.mpi_grace
    result, fault = mpi_job.spawn(bench_script, jobdir, limit)
    out = {"fault": fault}
    if result is not None:
        out["record"] = result.get("record")
        learned = os.path.join(jobdir, "memory-out.yaml")
        if out["record"] is not None and os.path.exists(learned):
            with open(learned) as f:
                out["memory"] = f.read()
    if fault is None:
        import shutil
        shutil.rmtree(jobdir, ignore_errors=True)
    return out


class Ledger:
    """<work>/mpi-ledger.jsonl: the runs dealt out and how each ended, so
    that a run in flight when the whole job died (a killed rank ends an
    OpenMPI job) counts as lost once when a later call resumes."""

    def __init__(self, opts):
        self.path = os.path.join(opts.work, "mpi-ledger.jsonl")

    def losses(self):
        """{key: [why...]}: the losses of each run since its last
        record."""
        out = collections.defaultdict(list)
        open_starts = collections.Counter()
        for e in run.read_records(self.path):
            key = tuple(e["key"])
            if e["event"] == "start":
                open_starts[key] += 1
            elif e["event"] in ("end", "lost"):
                open_starts[key] = max(0, open_starts[key] - 1)
                if e["event"] == "lost":
                    out[key].append(e.get("why", "lost"))
            elif e["event"] == "recorded":
                out.pop(key, None)
                open_starts[key] = 0
        for key, n in open_starts.items():
            out[key].extend(["in flight when an earlier call's job "
                             "ended"] * n)
        return out

    def note(self, key, event, why=None):
        e = {"key": list(key), "event": event}
        if why:
            e["why"] = why
        with open(self.path, "a") as f:
            f.write(json.dumps(e) + "\n")


class Scheduler:
    """Rank 0: deals out the runs, collects the records."""

    def __init__(self, comm, MPI, opts, tasks, baselines):
        self.comm, self.MPI, self.opts = comm, MPI, opts
        self.tasks, self.baselines = tasks, baselines
        self.memory = LearnedMemory(opts)
        self.ledger = Ledger(opts)

    def key(self, item):
        return run.run_key(self.opts, item["task"], item["method"],
                           item["ablation"], item["budget"])

    def campaign(self):
        opts = self.opts
        planned, todo, self.reference_us, self.step_s = run.pending(
            opts, self.tasks, self.baselines)
        os.makedirs(opts.work, exist_ok=True)
        losses = self.ledger.losses()
        queue = collections.deque()
        for task, method, ablation, budget in todo:
            item = {"task": task, "method": method, "ablation": ablation,
                    "budget": budget}
            item["lost"] = list(losses.get(self.key(item), []))
            queue.append(item)
        workers = self.comm.size - 1
        print(f"htam-bench: {len(planned)} runs planned, "
              f"{len(planned) - len(todo)} already in {opts.output}, "
              f"{len(todo)} to run on {workers} ranks", file=sys.stderr,
              flush=True)
        self.total, self.count, self.failed = len(todo), 0, 0
        again = sum(1 for i in queue if len(i["lost"]) == 1)
        if again:
            print(f"htam-bench: {again} runs were lost once in earlier calls "
                  "(in flight when the job ended, or their process died): "
                  "dealt out once more", file=sys.stderr, flush=True)
        # Runs lost twice over earlier calls are recorded first.
        for item in list(queue):
            if len(item["lost"]) >= 2:
                queue.remove(item)
                self.record_lost(item)
        deadline = (time.monotonic() + opts.budget) if opts.budget else None
        min_run = opts.min_run or opts.timeout
        idle, busy, dead, hosts = collections.deque(), {}, set(), {}
        sends, skipped = [], 0
        next_id = 0

        def fits(item):
            if deadline is None:
                return True
            left = deadline - time.monotonic()
            per = self.step_s.get(item["task"].func)
            need = max(min_run, min(opts.timeout + 5,
                                    1.2 * per * item["budget"] + 5)
                       if per else 0)
            return left >= need

        status = self.MPI.Status()
        while True:
            while idle and queue:
                item = next((i for i in queue if fits(i)), None)
                if item is None:
                    break
                queue.remove(item)
                rank = idle.popleft()
                next_id += 1
                snap = self.memory.snapshot(item["method"], item["ablation"])
                limit = None if deadline is None else \
                    deadline - time.monotonic()
                task = item["task"]
                job = {"id": next_id, "task": task.func,
                       "method": item["method"], "ablation": item["ablation"],
                       "budget": item["budget"], "limit": limit,
                       "baseline": self.baselines.get(task.func),
                       "reference_us": None if opts.no_reference_reuse
                       else self.reference_us.get(task.func),
                       "learn": snap is not None,
                       "memory": snap[2] if snap else None}
                self.ledger.note(self.key(item), "start")
                sends.append(self.comm.isend(job, dest=rank, tag=TAG_JOB))
                # The rank kills the run's process at limit + grace; a rank
                # silent for one more grace is taken for dead.
                wait = (limit or opts.timeout) + 2 * opts.mpi_grace
                busy[rank] = {"item": item, "id": next_id, "snap": snap,
                              "wait": wait, "until": time.monotonic() + wait}
            live = self.comm.size - 1 - len(dead)
            if not busy and (not queue or (idle and not any(
                    fits(i) for i in queue)) or live == 0):
                break
            if self.comm.Iprobe(source=self.MPI.ANY_SOURCE,
                                tag=self.MPI.ANY_TAG, status=status):
                rank, tag = status.Get_source(), status.Get_tag()
                msg = self.comm.recv(source=rank, tag=tag)
                if rank in dead:
                    continue  # its run was dealt out again already
                if tag == TAG_READY:
                    hosts[rank] = msg
                    idle.append(rank)
                elif tag == TAG_RESULT and rank in busy:
                    job = busy.pop(rank)
                    idle.append(rank)
                    if msg["fault"]:
                        self.lost(job["item"], f"rank {rank} "
                                  f"({hosts.get(rank, {}).get('host')}): "
                                  f"{msg['fault']}", queue)
                    elif msg["record"] is None:
                        skipped += 1  # cut short by --budget
                        self.ledger.note(self.key(job["item"]), "end")
                    else:
                        self.memory.apply(job["snap"], msg["memory"])
                        rec = msg["record"]
                        if job["item"]["lost"]:
                            rec["lost"] = job["item"]["lost"]
                        self.write(job["item"], rec)
                continue
            now = time.monotonic()
            for rank, job in list(busy.items()):
                if now > job["until"]:
                    del busy[rank]
                    dead.add(rank)
                    self.lost(job["item"], f"rank {rank} "
                              f"({hosts.get(rank, {}).get('host')}) gave no "
                              f"answer in {job['wait']:.0f} s", queue)
            sends = [r for r in sends if not r.Test()]
            time.sleep(0.01)
        left = len(queue)
        if skipped or left:
            print(f"htam-bench: {skipped + left} runs left for a later call"
                  + (f" (--budget {opts.budget:g}s reached)" if opts.budget
                     else " (no rank left)"), file=sys.stderr, flush=True)
        for rank in range(1, self.comm.size):
            if rank not in dead:
                self.comm.send(None, dest=rank, tag=TAG_STOP)
        if dead:
            # A rank that does not answer cannot take part in MPI's
            # finalization: the job ends here, its records all written.
            print(f"htam-bench: ranks {sorted(dead)} stopped answering; "
                  f"all records are in {opts.output}; ending the job",
                  file=sys.stderr, flush=True)
            sys.stderr.flush()
            self.comm.Abort(1)
        return 1 if self.failed else 0

    def lost(self, item, why, queue):
        """A run whose process or rank was lost: dealt out once more (first
        in line), then recorded as failed."""
        item["lost"].append(why)
        self.ledger.note(self.key(item), "lost", why)
        print(f"htam-bench: lost {item['task'].func} {item['method']}/"
              f"{item['ablation']}: {why}"
              + ("" if len(item["lost"]) >= 2 else "; dealt out again"),
              file=sys.stderr, flush=True)
        if len(item["lost"]) >= 2:
            self.record_lost(item)
        else:
            queue.appendleft(item)

    def record_lost(self, item):
        rec = run.lost_record(self.opts, item["task"], item["method"],
                              item["ablation"], item["budget"],
                              self.baselines,
                              "lost twice: " + "; ".join(item["lost"]))
        rec["lost"] = item["lost"]
        self.write(item, rec)

    def write(self, item, rec):
        """Appends a record (rank 0 only), in the order results come in."""
        self.count += 1
        if rec.get("reference_us") and rec["status"] == "ok":
            self.reference_us.setdefault(rec["task"], rec["reference_us"])
        run.note_duration(self.step_s, rec)
        with open(self.opts.output, "a") as out:
            out.write(json.dumps(rec, sort_keys=True) + "\n")
        self.ledger.note(self.key(item), "recorded")
        if rec["status"] != "ok":
            self.failed += 1
        where = f" (rank {rec['rank']})" if "rank" in rec else ""
        print(run.progress_line(self.opts, rec, self.count, self.total)
              + where, file=sys.stderr, flush=True)
