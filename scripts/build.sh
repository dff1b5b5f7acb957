#!/usr/bin/env bash
# Configures (once) and builds htam with Ninja, ccache and at most two jobs.
#   scripts/build.sh [ninja targets...]     (default: everything)
# Environment: HTAM_BUILD_DIR (default build), HTAM_JOBS (default 2),
# HTAM_CMAKE_ARGS (extra configure arguments).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HTAM_BUILD_DIR:-$root/build}
jobs=${HTAM_JOBS:-2}
# Paths relative to the checkout, so that clones in other folders (CI) hit
# the same ccache entries.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root}

if [ ! -f "$build/build.ninja" ]; then
  # shellcheck disable=SC2086
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    ${HTAM_CMAKE_ARGS:-} >/dev/null
fi
ninja -C "$build" -j "$jobs" "$@"
