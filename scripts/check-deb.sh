#!/usr/bin/env bash
# Builds the Debian package from the build folder, installs it with apt-get
# (as root: CI and the developers' machines are), runs htam-opt from PATH in a
# folder without any source tree, then removes the package again.
#   scripts/check-deb.sh [build dir]      (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-${HTAM_BUILD_DIR:-$root/build}}" && pwd)
sudo=""
if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
step() { echo "check-deb: $*"; }

pkgdir=$(mktemp -d)
run=$(mktemp -d)
trap 'rm -rf "$pkgdir" "$run"' EXIT
step "cpack -G DEB"
(cd "$build" && cpack -G DEB -B "$pkgdir" >/dev/null)
deb=$(ls "$pkgdir"/htam_*.deb)
dpkg-deb --info "$deb" | sed -n 's/^ *\(Package\|Version\|Depends\|Recommends\):/  &/p'

step "apt-get install $(basename "$deb")"
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
cp "$root/examples/swish.mlir" "$run/"
cd "$run"
status=0
(
  set -e
  unset HTAM_MEMORY
  hash -r
  [ "$(command -v htam-opt)" = /usr/bin/htam-opt ]
  htam-opt --version | grep -E '^htam [0-9.]+ \(commit '
  htam-opt swish.mlir -o out.mlir --htam-optimize="dry-run=true report-dir=rep"
  grep -q 'memory: `/usr/share/htam/memory/htg.yaml`' rep/report.md
  htam-mem validate /usr/share/htam/memory/htg.yaml
  [ -f /usr/lib/cmake/htam/HTAMConfig.cmake ]
) || status=$?
step "apt-get remove htam"
DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq htam >/dev/null
[ $status = 0 ] && step "passed" || step "FAILED"
exit $status
