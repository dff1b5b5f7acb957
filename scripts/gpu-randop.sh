#!/usr/bin/env bash
# On the GPU machine, from the repository root, with the bundle of
# scripts/pack-gpu-bundle.sh: the GPU distribution of issue 25 item 3 -
# --count generated memory-bound operators (scripts/randop.py --size gpu,
# 16..512 MB each) through htam-bench, then each task's best time as a
# fraction of the DRAM roofline (scripts/randop-roofline.py). Resumable across
# device calls: pass the runs.jsonl of earlier calls back as
# bench/results/partial-randop/runs.jsonl and only the missing runs run.
# $OUT gets runs.jsonl (old and new records), roofline.md, roofline.json,
# roofline.svg and manifest.jsonl.
#   bash scripts/gpu-randop.sh [--seed 1] [--count 200] [--steps 4]
#        [--budget 540] [--timeout 120] [--gpus auto|0,1] [--dry-run]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-/tmp/htam-gpu-out}
seed=1
count=200
steps=4
budget=540
timeout=120
gpus=auto
dry=
while [ $# -gt 0 ]; do
  case $1 in
    --seed) seed=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    --steps) steps=$2; shift 2 ;;
    --budget) budget=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --gpus) gpus=$2; shift 2 ;;
    --dry-run) dry=--dry-run; shift ;;  # rehearsal without a GPU
    *) echo "gpu-randop: unknown argument $1" >&2; exit 2 ;;
  esac
done
start=$SECONDS
mkdir -p "$out"
work=${HTAM_GPU_DIR:-/tmp/htam-gpu}
if [ ! -x "$work/htam/bin/htam-bench" ]; then
  rm -rf "$work" && mkdir -p "$work"
  tar -C "$work" -xJf "$root/bundle/htam-gpu-bundle.tar.xz" || exit 1
fi
export PATH=$work/htam/bin:/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=$work/htam/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
if [ "$gpus" = auto ]; then
  n=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)
  gpus=$(seq -s, 0 $((${n:-1} - 1)) 2>/dev/null)
fi
# The suite is deterministic: every call writes the same tasks.
suite=/tmp/randop-gpu-$seed
python3 "$root/scripts/randop.py" --seed "$seed" --count "$count" --size gpu \
  -o "$suite" || exit 1
cp "$suite/manifest.jsonl" "$out/manifest.jsonl"
if [ -f "$root/bench/results/partial-randop/runs.jsonl" ] && [ ! -f "$out/runs.jsonl" ]; then
  cp "$root/bench/results/partial-randop/runs.jsonl" "$out/runs.jsonl"
fi
touch "$out/runs.jsonl"
left=$((budget - (SECONDS - start) - 20))
echo "== htam-bench: $count tasks of seed $seed, T = $steps, GPUs $gpus, ${left}s"
htam-bench run -o "$out/runs.jsonl" --work /tmp/randop-gpu-runs \
  --suite "$suite" --steps "$steps" --timeout "$timeout" \
  --candidate-timeout 30 --reference-time-limit 60 --budget "$left" \
  --min-run 20 --gpus "$gpus" $dry
python3 "$root/scripts/randop-roofline.py" "$out/runs.jsonl" \
  --manifest "$suite/manifest.jsonl" -o "$out"
