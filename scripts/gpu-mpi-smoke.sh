#!/usr/bin/env bash
# On the GPU machine, from the repository root, with the bundle of
# scripts/pack-gpu-bundle.sh: the smoke test of `htam-bench run --mpi`
# (issue 27): rank 0 deals out the runs of an 8-task campaign to two working
# ranks that share the one GPU, end to end, and prints the wall time.
#   bash scripts/gpu-mpi-smoke.sh [--ranks 2] [--budget 480] [--timeout 90]
#        [--tasks l1_19_,...] [--methods htam] [--dry-run]
# --dry-run rehearses it on a machine without a GPU (HTAM_GPU_DIR pointing to
# where the bundle is unpacked).
# MPI: mpirun from PATH; else the Debian OpenMPI packages carried in
# .devcarry/mpi/*.deb (docs/BENCH.md says how to fetch them), unpacked under
# /tmp/mpi-root. mpi4py: the machine's python3 must import it with that MPI.
# $OUT gets runs.jsonl, mpi.txt (what MPI is there, the progress) and
# runs.tar.xz (the run directories).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-/tmp/htam-gpu-out}
ranks=2
budget=480
timeout=90
methods=htam
dry=
tasks=l1_19_,l1_23_,l1_25_,l1_37_,l1_40_,l1_41_,l1_42_,l1_5_
while [ $# -gt 0 ]; do
  case $1 in
    --ranks) ranks=$2; shift 2 ;;
    --budget) budget=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --tasks) tasks=$2; shift 2 ;;
    --methods) methods=$2; shift 2 ;;
    --dry-run) dry=--dry-run; shift ;;
    *) echo "gpu-mpi-smoke: unknown argument $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$out"
log=$out/mpi.txt
work=${HTAM_GPU_DIR:-/tmp/htam-gpu}
if [ ! -x "$work/htam/bin/htam-bench" ]; then
  rm -rf "$work" && mkdir -p "$work"
  tar -C "$work" -xJf "$root/bundle/htam-gpu-bundle.tar.xz" || exit 1
fi
export PATH=$work/htam/bin:/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=$work/htam/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
source "$root/scripts/cudnn-env.sh"

if ! command -v mpirun > /dev/null && ls "$root"/.devcarry/mpi/*.deb > /dev/null 2>&1; then
  mkdir -p /tmp/mpi-root
  for f in "$root"/.devcarry/mpi/*.deb; do dpkg -x "$f" /tmp/mpi-root; done
  # Debian's mpirun is an alternatives link that the packages do not hold.
  ln -sf mpirun.openmpi /tmp/mpi-root/usr/bin/mpirun
  export PATH=/tmp/mpi-root/usr/bin:$PATH
  export LD_LIBRARY_PATH=/tmp/mpi-root/usr/lib/x86_64-linux-gnu:/tmp/mpi-root/usr/lib/x86_64-linux-gnu/openmpi/lib:$LD_LIBRARY_PATH
  export OPAL_PREFIX=/tmp/mpi-root/usr
fi
# Root is allowed; shared memory without ptrace-based single copy (a
# sandboxed kernel may refuse it); no network transports needed on one host.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl_vader_single_copy_mechanism=none OMPI_MCA_btl=self,vader,tcp
{
  nvidia-smi -L
  echo "mpirun: $(command -v mpirun || echo missing)"
  mpirun --version 2>&1 | head -1
  python3 -c 'import mpi4py; print("mpi4py", mpi4py.__version__)' 2>&1
  htam-bench mpi-check
} 2>&1 | tee "$log"
command -v mpirun > /dev/null || { echo "gpu-mpi-smoke: no mpirun" | tee -a "$log"; exit 1; }
timeout 60 mpirun --oversubscribe -np 2 htam-bench mpi-check --init 2>&1 | tee -a "$log"
[ "${PIPESTATUS[0]}" = 0 ] || { echo "gpu-mpi-smoke: mpirun cannot start mpi4py ranks" | tee -a "$log"; exit 1; }

start=$SECONDS
mpirun --oversubscribe -np $((ranks + 1)) htam-bench run --mpi \
  -o "$out/runs.jsonl" --work /tmp/htam-mpi-runs \
  --suite "$root/bench/kernelbench" --tasks "$tasks" --methods "$methods" \
  --timeout "$timeout" --candidate-timeout 30 --budget "$budget" --min-run 20 \
  --mpi-grace 30 $dry 2>&1 | tee -a "$log"
rc=${PIPESTATUS[0]}
wall=$((SECONDS - start))
XZ_OPT=-T0 tar -C /tmp --exclude='*.mlir' -cJf "$out/runs.tar.xz" htam-mpi-runs
python3 - "$out/runs.jsonl" "$wall" <<'EOF' | tee -a "$log"
import collections, json, sys
recs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
by_rank = collections.Counter(r.get("rank") for r in recs)
ok = sum(1 for r in recs if r.get("status") == "ok")
print(f"gpu-mpi-smoke: {len(recs)} records ({ok} ok, "
      f"{sum(1 for r in recs if r.get('correct'))} correct), per rank "
      f"{dict(by_rank)}, gpus {sorted({str(r.get('gpu')) for r in recs})}, "
      f"wall {sys.argv[2]} s, sum of run walls "
      f"{sum(r.get('wall_s') or 0 for r in recs):.0f} s")
EOF
echo "gpu-mpi-smoke: mpirun exit status $rc" | tee -a "$log"
exit $rc
