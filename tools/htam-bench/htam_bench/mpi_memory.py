"""--learn-memory under --mpi: rank 0 owns the learned memory files.

A run is dealt out with the learned file as it is then (its snapshot S);
the worker's htam-opt reads S and learns into a fresh file of its own
(memory-out), which is S plus this run's evidence (W). Rank 0 applies W in
record order, right before it writes the run's record, through
`htam-mem merge` (the store's evidence merge, under the file's lock):

- when no other record of the configuration came in since the run was
  dealt out (S is still the file), the file becomes W: exactly what a
  single-process run writes;
- else the file gets W's evidence over S (`htam-mem merge -o F F W
  --base S`): counters add up, so the counts equal those of a
  single-process run over the same records. The logical times the run
  stamped (last_used, examples' when: S's latest + 1, + 2, ...) are first
  moved past the file's latest, as a single-process run would have
  stamped them, so that examples stay apart and in order; and each trend
  (a moving average) is set to what the run's steps would have made of
  the file's trend instead of S's.

docs/BENCH.md ("Several hosts: --mpi") states what is exact."""
import os
import re
import shutil
import subprocess

from . import run
from .suite import BenchError


def shipped_memory(opts):
    """The memory a run starts from without memory= (htam-opt's shipped
    one: $HTAM_MEMORY, else share/htam/memory/htg.yaml beside htam-opt)."""
    if opts.memory:
        return opts.memory
    if os.environ.get("HTAM_MEMORY"):
        return os.environ["HTAM_MEMORY"]
    exe = shutil.which(opts.htam_opt) or opts.htam_opt
    return os.path.normpath(os.path.join(
        os.path.dirname(os.path.realpath(exe)), "..", "share", "htam",
        "memory", "htg.yaml"))


def find_htam_mem(opts):
    exe = shutil.which(opts.htam_opt) or opts.htam_opt
    local = os.path.join(os.path.dirname(os.path.realpath(exe)), "htam-mem")
    return local if os.path.exists(local) else shutil.which("htam-mem")


# The memory's logical times: evidence's last_used and examples' when (a
# trigger's `when` is a quoted condition, never a bare number).
TICK = re.compile(r"\b(last_used|when): (\d+)\b")


def latest_tick(text):
    return max((int(m.group(2)) for m in TICK.finditer(text or "")),
               default=0)


def shift_ticks(text, above, by):
    """`text` with every logical time above `above` moved by `by`."""
    def move(m):
        t = int(m.group(2))
        return f"{m.group(1)}: {t + by if t > above else t}"
    return TICK.sub(move, text)


# UpdateParams::TrendAlpha (include/htam/Memory/Updater.h): each step
# moves a trend by t <- (1 - a) t + a * signal. The --mpi test compares the
# trends with a replay through htam-mem, so a change there shows.
TREND_ALPHA = 0.3

SECTION = re.compile(r"^(directions|cards|edges):")
ITEM = re.compile(r"^\s*- (?:id|from):\s+(\S+)")
STATS = re.compile(r"^(\s*stats:\s*\{)(.*)(\}\s*)$")


def evidence(text):
    """{(section, id): (attempts, trend)} of the directions and cards."""
    out, section, item = {}, None, None
    for line in text.splitlines():
        m = SECTION.match(line)
        if m:
            section = m.group(1)
            continue
        m = ITEM.match(line)
        if m:
            item = m.group(1)
            continue
        m = STATS.match(line)
        if m and section in ("directions", "cards"):
            fields = dict(f.split(":", 1) for f in m.group(2).split(",")
                          if ":" in f)
            fields = {k.strip(): v.strip() for k, v in fields.items()}
            out[(section, item)] = (int(fields.get("attempts", 0)),
                                    float(fields.get("trend", 0.0)))
    return out


def rebase_trends(learned, base, current):
    """`learned` (W) with each trend set so that the merge's W - S + F
    gives what the run's m steps (m = its added attempts) would have made
    of the file's trend F: W + (1 - a)^m (F - S) - F + S."""
    base_ev, cur_ev = evidence(base), evidence(current)
    lines, section, item = [], None, None
    for line in learned.splitlines(keepends=True):
        m = SECTION.match(line)
        section = m.group(1) if m else section
        m = ITEM.match(line)
        item = m.group(1) if m else item
        m = STATS.match(line.rstrip("\n"))
        key = (section, item)
        # A direction or card without a stats line has no evidence yet.
        if m and section in ("directions", "cards"):
            fields = [f for f in m.group(2).split(",") if f.strip()]
            w = dict((f.split(":", 1)[0].strip(), f.split(":", 1)[1].strip())
                     for f in fields)
            steps = int(w.get("attempts", 0)) - base_ev.get(key, (0, 0))[0]
            s_t = base_ev.get(key, (0, 0.0))[1]
            f_t = cur_ev.get(key, (0, 0.0))[1]
            if steps > 0 and f_t != s_t:
                t = float(w.get("trend", 0.0)) + \
                    ((1 - TREND_ALPHA) ** steps - 1) * (f_t - s_t)
                w["trend"] = repr(t)
                line = (m.group(1) + " " +
                        ", ".join(f"{k}: {v}" for k, v in w.items()) + " }" +
                        ("\n" if line.endswith("\n") else ""))
        lines.append(line)
    return "".join(lines)


class LearnedMemory:
    """The learned memory files of one campaign at rank 0."""

    def __init__(self, opts):
        self.opts = opts
        self.enabled = bool(getattr(opts, "learn_memory", None))
        # Records applied to each file since the campaign started.
        self.version = {}
        self.htam_mem = find_htam_mem(opts) if self.enabled else None
        if self.enabled and not self.htam_mem:
            raise BenchError("--mpi --learn-memory needs htam-mem (beside "
                             "htam-opt or on PATH) to merge the ranks' "
                             "memory")
        self.scratch = os.path.join(opts.learn_memory, ".mpi") \
            if self.enabled else None

    def snapshot(self, method, ablation):
        """What a run is dealt out with: (path, version, text), text None
        while the file does not exist yet; None when the run learns
        nothing."""
        path = run.learned_memory(self.opts, method, ablation)
        if path is None:
            return None
        text = None
        if os.path.exists(path):
            with open(path) as f:
                text = f.read()
        return (path, self.version.get(path, 0), text)

    def apply(self, snap, learned_text):
        """Merges a run's memory-out (W) into its file; in record order."""
        if snap is None or learned_text is None:
            return
        path, version, base_text = snap
        os.makedirs(self.scratch, exist_ok=True)
        w = os.path.join(self.scratch, "run.yaml")
        with open(w, "w") as f:
            f.write(learned_text)
        if self.version.get(path, 0) == version:
            cmd = [self.htam_mem, "merge", "-o", path, w]
        else:
            if base_text is None:
                shipped = shipped_memory(self.opts)
                if not os.path.exists(shipped):
                    raise BenchError(f"cannot read the memory the first "
                                     f"runs started from ({shipped}); pass "
                                     f"--memory")
                with open(shipped) as f:
                    base_text = f.read()
            base = os.path.join(self.scratch, "base.yaml")
            with open(base, "w") as f:
                f.write(base_text)
            with open(path) as f:
                current = f.read()
            since = latest_tick(base_text)
            with open(w, "w") as f:
                f.write(rebase_trends(
                    shift_ticks(learned_text, since,
                                latest_tick(current) - since),
                    base_text, current))
            cmd = [self.htam_mem, "merge", "-o", path, path, w,
                   f"--base={base}"]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            raise BenchError(f"htam-mem merge into {path} failed: "
                             f"{done.stderr.strip()[:600]}")
        self.version[path] = self.version.get(path, 0) + 1
