#!/usr/bin/env bash
# Installs the build into a fresh prefix and uses it as a user would, away
# from the source tree: the tools from PATH (the shipped memory found beside
# them), `--version`, an out-of-tree CMake project that embeds htam through
# find_package(HTAM) (examples/embedding), and the mlir-opt plugin loaded from
# the prefix.
#   scripts/check-install.sh [build dir]      (default: build)
# Environment: HTAM_INSTALL_WORK (scratch folder; default a new temp folder).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-${HTAM_BUILD_DIR:-$root/build}}" && pwd)
work=${HTAM_INSTALL_WORK:-$(mktemp -d)}
mkdir -p "$work"
prefix=$work/prefix
rm -rf "$prefix" "$work/run"
step() { echo "check-install: $*"; }

step "cmake --install into $prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null

# Nothing below may read the source or build tree: inputs are copied out.
mkdir -p "$work/run"
cp "$root/examples/swish.mlir" "$work/run/"
cd "$work/run"
export PATH=$prefix/bin:$PATH
unset HTAM_MEMORY

step "htam-opt --version"
htam-opt --version | grep -E '^htam [0-9]+\.[0-9]+\.[0-9]+ \(commit '
step "a dry run from PATH with the installed memory"
htam-opt swish.mlir -o out.mlir \
  --htam-optimize="dry-run=true steps=2 report-dir=$work/run/report"
grep -q "memory: \`$prefix/share/htam/memory/htg.yaml\`" report/report.md
step "htam-mem validate on the installed memory"
htam-mem validate "$prefix/share/htam/memory/htg.yaml"

step "an out-of-tree project: find_package(HTAM), its own pipeline"
cmake -G Ninja -S "$root/examples/embedding" -B "$work/embed" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" \
  ${HTAM_EMBED_CMAKE_ARGS:-} >/dev/null
ninja -C "$work/embed" -j "${HTAM_JOBS:-2}" >/dev/null
"$work/embed/embed-opt" swish.mlir --embed-pipeline -o embed.mlir
grep -q 'htam.op_class' embed.mlir

if [ -f "$prefix/lib/HTAMPlugin.so" ]; then
  step "the plugin from the prefix in Debian's mlir-opt"
  /usr/lib/llvm-22/bin/mlir-opt --load-pass-plugin="$prefix/lib/HTAMPlugin.so" \
    --pass-pipeline="builtin.module(htam-analyze)" swish.mlir -o plugin.mlir
  grep -q 'htam.op_class' plugin.mlir
fi
step "passed"
