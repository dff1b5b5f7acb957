#!/usr/bin/env bash
# On the GPU machine, after scripts/gpu-run.sh has unpacked the bundle into
# /tmp/htam-gpu: the full HTAM loop (T = 6, built-in proposer, shipped
# memory) on each example operator, then PyTorch eager and torch.compile on
# the same operators. Reports, trajectories and the optimized modules go to
# $OUT/<example>/ (tarred, since only a few files come back).
#   bash scripts/gpu-optimize-check.sh [example names...]
# $HTAM_ACCEPT (allclose, measure or accuracy; default measure) is
# htam-optimize's accept= (issue 21: measure records each candidate's error
# against the f64 oracle).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-/tmp/htam-gpu-out}
bin=/tmp/htam-gpu/htam/bin
export PATH=$bin:/usr/local/cuda/bin:$PATH
# cuDNN for the lib_cudnn_* steps (PyTorch's wheel, when installed).
source "$root/scripts/cudnn-env.sh"
names=("$@")
accept=${HTAM_ACCEPT:-measure}
[ ${#names[@]} -gt 0 ] || names=(swish softmax matmul gemm_mul_leakyrelu)
work=$out/optimize
mkdir -p "$work"
for n in "${names[@]}"; do
  echo "== htam-optimize $n"
  mkdir -p "$work/$n"
  start=$SECONDS
  htam-opt "$root/examples/$n.mlir" \
    --htam-optimize="report-dir=$work/$n memory-out=$work/memory.yaml accept=$accept" \
    -o "$work/$n/optimized.mlir" 2>&1 | tee "$work/$n/progress.txt"
  echo "$n: wall $((SECONDS - start)) s" | tee -a "$work/$n/progress.txt"
done
echo "== PyTorch eager and torch.compile"
python3 "$root/bench/torch_examples.py" -o "$out/torch.json" 2>&1 | grep -v Warning
tar -C "$out" -czf "$out/optimize.tgz" optimize && rm -rf "$work"
