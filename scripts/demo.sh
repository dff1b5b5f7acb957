#!/usr/bin/env bash
# The main job on an example operator: set up, build htam-opt, analyze the
# example (operator class, FLOPs, bytes, roofline on an H200) and lower it
# through the upstream GPU path to PTX. With a GPU present it says so; without
# one it says what it skipped.
#   scripts/demo.sh [example.mlir]     (default: examples/swish.mlir)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
example=${1:-$root/examples/swish.mlir}
"$root/scripts/setup.sh"
"$root/scripts/build.sh" htam-opt
opt="${HTAM_BUILD_DIR:-$root/build}/bin/htam-opt"

echo "== htam-opt $(basename "$example") --htam-analyze"
"$opt" "$example" --htam-analyze

echo "== PTX of the reference kernel (upstream lowering, sm_90)"
"$opt" "$example" --one-shot-bufferize=bufferize-function-boundaries \
  --convert-linalg-to-parallel-loops \
  --scf-parallel-loop-tiling=parallel-loop-tile-sizes=1,256 \
  --gpu-map-parallel-loops --convert-parallel-loops-to-gpu \
  --gpu-kernel-outlining \
  --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" |
  grep -o 'assembly = "[^"]*"' | sed 's/^assembly = "//; s/"$//; s/\\0A/\n/g; s/\\09/\t/g' |
  grep -E '^\s*(\.visible|\.entry|\.target|ld\.global|st\.global|ex2|fma|mul|div)' | head -20

if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "== GPU: $(nvidia-smi -L | head -1)"
else
  echo "== no NVIDIA GPU here: analysis and PTX generation shown above;" \
       "running and timing kernels needs a GPU"
fi
