#!/usr/bin/env bash
# Packs what the GPU machine needs to run htam and its GPU tests: that machine
# has the CUDA driver, ptxas and Python, but no LLVM. The bundle holds
#   bin/htam-opt          fully static against LLVM/MLIR (HTAM_STATIC=ON)
#   bin/htam-run, ...     every other htam tool that exists, built the same way
#   bin/htam-bench        the benchmark harness (Python, with bin/htam_bench/)
#   share/htam/           the shipped memory, found relative to the tools
#   bin/FileCheck, not, count, split-file  and lib/libz3.so.4 they load
#   lit/                  the lit test runner (pure Python)
# into bundle/htam-gpu-bundle.tar.xz (git-ignored; carried with the device
# tool's `carry`). scripts/gpu-run.sh unpacks and uses it there.
#   scripts/pack-gpu-bundle.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HTAM_STATIC_BUILD_DIR:-$root/build-static}
out=$root/bundle
"$root/scripts/setup.sh"

# HTAM_PACK_NO_BUILD=1 packs the static build as it is (built beforehand,
# e.g. while the tree was quiet).
if [ "${HTAM_PACK_NO_BUILD:-0}" != 1 ]; then
  HTAM_BUILD_DIR=$build \
  HTAM_CMAKE_ARGS="-DHTAM_STATIC=ON -DHTAM_BUILD_TESTS=OFF -DHTAM_BUILD_PLUGIN=OFF" \
    "$root/scripts/build.sh" all
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/htam/bin" "$stage/htam/lib"
# The commit the tools were built from (the GPU machine's copy of the
# checkout has no reliable git metadata).
{ git -C "$root" rev-parse HEAD; git -C "$root" status --porcelain --untracked-files=no | grep -q . && echo "(with uncommitted changes)"; } > "$stage/htam/COMMIT" 2>/dev/null || true
# The bundle is the install tree's runtime component (bin/, share/htam/):
# the layout users get from `cmake --install`, stripped.
cmake --install "$build" --component runtime --prefix "$stage/htam" --strip >/dev/null
for tool in "$stage"/htam/bin/*; do
  [ -f "$tool" ] && head -c 4 "$tool" | grep -q ELF || continue
  if ldd "$tool" 2>/dev/null | grep -qE 'libLLVM|libMLIR'; then
    echo "pack-gpu-bundle: $tool links a shared LLVM/MLIR; not packed" >&2
    exit 1
  fi
done
llvm=/usr/lib/llvm-22
for t in FileCheck not count split-file; do
  cp "$llvm/bin/$t" "$stage/htam/bin/"
done
cp -L /lib/x86_64-linux-gnu/libz3.so.4 "$stage/htam/lib/"
cp -r "$llvm/utils/lit" "$stage/htam/lit"
find "$stage/htam" -name '__pycache__' -prune -exec rm -rf {} +

mkdir -p "$out"
tar -C "$stage" -cf - htam | xz -T2 -9 > "$out/htam-gpu-bundle.tar.xz"
echo "pack-gpu-bundle: $(du -h "$out/htam-gpu-bundle.tar.xz" | cut -f1) in $out/htam-gpu-bundle.tar.xz"
