#!/usr/bin/env bash
# The main job on an example operator: set up, build, and run the HTAM
# optimizer (--htam-optimize, T = 6, built-in proposer, shipped memory) on
# it. With a GPU every candidate is compiled, verified against the reference
# and timed; without one, the run is a dry run (select, generate, compile)
# and the script says so. The report lands in build/demo-report/.
#   scripts/demo.sh [example.mlir]     (default: examples/swish.mlir)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
example=${1:-$root/examples/swish.mlir}
"$root/scripts/setup.sh"
"$root/scripts/build.sh" htam-opt htam-run
build=${HTAM_BUILD_DIR:-$root/build}
opt="$build/bin/htam-opt"
report="$build/demo-report"
rm -rf "$report" && mkdir -p "$report"

echo "== htam-opt $(basename "$example") --htam-analyze"
"$opt" "$example" --htam-analyze | grep -E 'func.func' || true

options="report-dir=$report"
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "== GPU: $(nvidia-smi -L | head -1)"
else
  echo "== no NVIDIA GPU here: dry run (select, generate, compile; nothing" \
       "is run or timed)"
  options="$options dry-run=true"
fi

echo "== htam-opt $(basename "$example") --htam-optimize=\"$options\""
"$opt" "$example" --htam-optimize="$options" -o "$report/optimized.mlir"
echo "== report: $report/report.md"
cat "$report/report.md"
echo "== optimized module: $report/optimized.mlir ($(grep -c gpu.launch_func "$report/optimized.mlir") launches)"
