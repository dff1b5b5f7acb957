#!/usr/bin/env bash
# The earlier interface of scripts/check-emission-identical.py (which see):
#   scripts/check-emission-identity.sh OUTDIR            # take a snapshot
#   scripts/check-emission-identity.sh OUTDIR BEFOREDIR  # and compare
# Environment: HTAM_BIN (default build/bin), HTAM_JOBS (default 2),
# HTAM_IDENTITY_RANK (default 8).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: $0 OUTDIR [BEFOREDIR]}
args=("$out" --bin "${HTAM_BIN:-$root/build/bin}" --jobs "${HTAM_JOBS:-2}"
      --rank "${HTAM_IDENTITY_RANK:-8}")
[ -n "${2:-}" ] && args+=(--compare "$2")
exec python3 "$root/scripts/check-emission-identical.py" "${args[@]}"
