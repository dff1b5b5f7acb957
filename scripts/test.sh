#!/usr/bin/env bash
# Sets up, builds and runs every test: the lit suite (FileCheck and
# -verify-diagnostics cases; GPU cases only where a GPU is present) and the
# GoogleTest unit tests, all through ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
cd "${HTAM_BUILD_DIR:-$root/build}"
ctest --output-on-failure -j "${HTAM_JOBS:-2}"
