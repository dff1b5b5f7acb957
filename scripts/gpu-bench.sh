#!/usr/bin/env bash
# On the GPU machine, from the repository root, with the bundle of
# scripts/pack-gpu-bundle.sh (it must hold htam-bench): the KernelBench run of
# issue 9 - PyTorch baselines (bench/kernelbench/torch_baselines.py), then
# htam-bench for the chosen levels and methods, then the report. Resumable
# across device calls: what earlier calls returned is passed back in
# bench/results/partial/ (runs.jsonl, torch_baselines.jsonl) and only what is
# missing runs. $OUT gets (the device returns at most 8 files, none deeper
# than two folders): runs.jsonl and torch_baselines.jsonl (old and new
# records), report.md, and bench-<time>.tar.xz with the report's
# metrics.json and plots/, this call's trajectories, reports and CUDA
# candidates (runs/, as the records' report_dir says; lowered .mlir
# candidates left out), the device and the commit.
#   bash scripts/gpu-bench.sh [--levels 1,2] [--methods htam,direct,feedback,flat]
#        [--budget 540] [--timeout 90] [--baseline-budget 240] [--no-baselines]
#        [--steps 6] [--tasks SUBSTR,...] [--gpus auto|0,1] [--retry-failed]
#        [--dry-run] [--parallel-baselines] [--learn-memory]
#        [--accept allclose|measure|accuracy] [--memory FILE]
#        [--ablations none,no-hierarchy,...] [--seeds 1,2,3]
# --ablations, --seeds: htam-bench's (issue 30's ablation grid; a seeded
# ablation runs once per seed).
# --memory: the runs start from this memory file instead of the shipped one
# (htam-bench --memory; the records say memory "given").
# --accept: htam-optimize's acceptance rule (htam-bench --accept, issue 21):
# accuracy (the default, as in htam-bench and htam-optimize: the task's f64
# oracle decides; a task without one is judged by allclose and its record
# says so in accept_fallback), measure (allclose decides, and every
# candidate's error against the oracle is recorded, the report's accuracy
# column), or allclose (no oracle). Part of a run's identity: records of
# another rule are not resumed as this one.
# --learn-memory: the htam and flat runs learn across tasks (htam-bench
# --learn-memory) in $OUT/memory/, seeded from bench/results/partial/memory/
# (copy $OUT/memory/*.yaml there between calls, as the records).
# --budget is this call's wall time in seconds (the device allows 600 a call);
# runs keep starting while 20 s are left, and a run still going when the
# budget ends is killed and left for the next call (not recorded). On a
# machine with several GPUs, one run goes to each GPU at a time (--gpus auto:
# every GPU nvidia-smi lists); the PyTorch baselines use the first, or with
# --parallel-baselines the last one, in parallel with htam on the others.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-/tmp/htam-gpu-out}
levels=1,2
methods=htam,direct,feedback,flat
budget=540
timeout=90
baseline_budget=240
baselines=1
steps=6
tasks=
dry=
retry=
gpus=auto
parallel_baselines=0
learn=0
accept=accuracy
memory_opts=()
ablations=none
seeds=
while [ $# -gt 0 ]; do
  case $1 in
    --levels) levels=$2; shift 2 ;;
    --methods) methods=$2; shift 2 ;;
    --budget) budget=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --baseline-budget) baseline_budget=$2; shift 2 ;;
    --no-baselines) baselines=0; shift ;;
    --steps) steps=$2; shift 2 ;;
    --tasks) tasks=$2; shift 2 ;;
    --gpus) gpus=$2; shift 2 ;;
    --retry-failed) retry=--retry-failed; shift ;;
    --parallel-baselines) parallel_baselines=1; shift ;;
    --learn-memory) learn=1; shift ;;
    --ablations) ablations=$2; shift 2 ;;
    --seeds) seeds=$2; shift 2 ;;
    --memory) memory_opts=(--memory "$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"); shift 2 ;;
    --accept)
      case $2 in
        allclose|measure|accuracy) accept=$2 ;;
        *) echo "gpu-bench: --accept must be allclose, measure or accuracy, not '$2'" >&2; exit 2 ;;
      esac
      shift 2 ;;
    --dry-run) dry=--dry-run; baselines=0; shift ;;  # rehearsal without a GPU
    *) echo "gpu-bench: unknown argument $1" >&2; exit 2 ;;
  esac
done
start=$SECONDS
stamp=$(date -u +%H%M%S)
mkdir -p "$out/bench-$stamp"

# The bundle (a fresh machine has none unpacked).
work=${HTAM_GPU_DIR:-/tmp/htam-gpu}
if [ ! -x "$work/htam/bin/htam-bench" ]; then
  rm -rf "$work" && mkdir -p "$work"
  tar -C "$work" -xJf "$root/bundle/htam-gpu-bundle.tar.xz" || exit 1
fi
export PATH=$work/htam/bin:/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=$work/htam/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# cuDNN for the lib_cudnn_* steps (PyTorch's wheel, when installed).
source "$root/scripts/cudnn-env.sh"
nvidia-smi -L > "$out/bench-$stamp/device.txt" 2>&1
cat "$out/bench-$stamp/device.txt"
if [ "$gpus" = auto ]; then
  n=$(grep -c '^GPU ' "$out/bench-$stamp/device.txt" 2>/dev/null || true)
  gpus=$(seq -s, 0 $((${n:-0} - 1)) 2>/dev/null)
fi
# The bundle records the commit its tools were built from.
cp "$work/htam/COMMIT" "$out/bench-$stamp/commit.txt" 2>/dev/null ||
  git -C "$root" rev-parse HEAD > "$out/bench-$stamp/commit.txt" 2>/dev/null || true

# What earlier calls did.
for f in runs.jsonl torch_baselines.jsonl; do
  if [ -f "$root/bench/results/partial/$f" ] && [ ! -f "$out/$f" ]; then
    cp "$root/bench/results/partial/$f" "$out/$f"
  fi
done
touch "$out/runs.jsonl" "$out/torch_baselines.jsonl"
learn_opts=()
if [ "$learn" = 1 ]; then
  mkdir -p "$out/memory"
  for f in "$root"/bench/results/partial/memory/*.yaml; do
    [ -f "$f" ] && [ ! -f "$out/memory/$(basename "$f")" ] && cp "$f" "$out/memory/"
  done
  learn_opts=(--learn-memory "$out/memory")
fi

# The tasks of the chosen levels (and --tasks substrings), by func name.
funcs=$(python3 - "$root/bench/kernelbench/manifest.tsv" "$levels" "$tasks" <<'PY'
import sys
levels = set(sys.argv[2].split(","))
pats = [p for p in sys.argv[3].split(",") if p]
for line in open(sys.argv[1]):
    if line.startswith("#") or not line.strip():
        continue
    f = line.split("\t")
    if f[2] in levels and (not pats or any(p in f[1] or p in f[0] for p in pats)):
        print(f[1])
PY
)

run_baselines() {
if [ "$baselines" = 1 ]; then
  # Eager first (the headline metrics), then torch.compile (slow: inductor
  # compiles every task), each for the tasks without a record of it yet.
  bl_end=$((SECONDS + baseline_budget))
  for m in eager compile; do
    missing=$(python3 - "$out/torch_baselines.jsonl" "$m" $funcs <<'PY'
import json, sys
done = set()
for line in open(sys.argv[1]):
    try:
        r = json.loads(line)
    except ValueError:
        continue
    if r.get("method") == sys.argv[2]:
        done.add(r.get("func"))
print(" ".join(f for f in sys.argv[3:] if f not in done))
PY
)
    left_bl=$((bl_end - SECONDS))
    [ -n "$missing" ] && [ "$left_bl" -gt 10 ] || continue
    echo "== PyTorch $m ($(echo $missing | wc -w) tasks, at most ${left_bl}s)"
    timeout "$left_bl" python3 "$root/bench/kernelbench/torch_baselines.py" \
      --methods "$m" -o "$out/torch_baselines.new.jsonl" $missing 2>&1 |
      grep -v Warning | tee -a "$out/bench-$stamp/torch_baselines.log"
    # Whole records only (the time limit may cut the last line).
    python3 - "$out/torch_baselines.new.jsonl" >> "$out/torch_baselines.jsonl" <<'PY'
import json, sys
try:
    lines = open(sys.argv[1]).read().splitlines()
except OSError:
    lines = []
for line in lines:
    try:
        json.loads(line)
    except ValueError:
        continue
    print(line)
PY
    rm -f "$out/torch_baselines.new.jsonl"
  done
fi

}

bl_pid=
if [ "$baselines" = 1 ] && [ "$parallel_baselines" = 1 ] &&
   [ "$(echo "$gpus" | tr ',' '\n' | wc -l)" -gt 1 ]; then
  # The baselines on the last GPU while htam uses the others: the same run,
  # separate devices.
  bl_gpu=${gpus##*,}
  gpus=${gpus%,*}
  echo "== PyTorch baselines on GPU $bl_gpu, htam on GPUs $gpus"
  (export CUDA_VISIBLE_DEVICES=$bl_gpu; run_baselines) &
  bl_pid=$!
else
  run_baselines
fi

left=$((budget - (SECONDS - start) - 30))
if [ "$left" -gt 20 ]; then
  echo "== htam-bench: levels $levels, methods $methods, T = $steps, accept=$accept, ${left}s"
  htam-bench run -o "$out/runs.jsonl" --work "$out/bench-$stamp/runs" \
    --suite "$root/bench/kernelbench" --levels "$levels" --tasks "$tasks" \
    --methods "$methods" --steps "$steps" --timeout "$timeout" \
    --candidate-timeout 30 --budget "$left" --min-run 20 \
    --baselines "$out/torch_baselines.jsonl" --gpus "$gpus" $dry $retry \
    --accept "$accept" --ablations "$ablations" --seeds "$seeds" \
    "${learn_opts[@]}" "${memory_opts[@]}"
else
  echo "gpu-bench: no time left for htam-bench in this call" >&2
fi
[ -z "$bl_pid" ] || wait "$bl_pid"

echo "== report"
htam-bench report "$out/runs.jsonl" -o "$out/bench-$stamp/report" \
  --baselines "$out/torch_baselines.jsonl" &&
  cp "$out/bench-$stamp/report/report.md" "$out/report.md"
# The store's lock files are not memory (and the device returns 8 files).
[ "$learn" = 1 ] && rm -f "$out"/memory/*.lock
# One archive for everything else (many small files).
XZ_OPT=-T0 tar -C "$out" --exclude='*.mlir' -cJf "$out/bench-$stamp.tar.xz" \
  "bench-$stamp" && rm -rf "$out/bench-$stamp"
echo "gpu-bench: $((SECONDS - start)) s; for the next call copy" \
  "\$OUT/runs.jsonl and \$OUT/torch_baselines.jsonl to bench/results/partial/" \
  "${learn_opts:+(and \$OUT/memory/*.yaml to bench/results/partial/memory/)}"
