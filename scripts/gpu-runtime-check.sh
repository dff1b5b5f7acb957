#!/usr/bin/env bash
#===- gpu-runtime-check.sh - The runtime's GPU checks, without LLVM --------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
#
# Runs lib/Runtime's GPU checks directly with a (statically linked) htam-run on
# a GPU machine that has no LLVM, lit or FileCheck:
#   planted  each failure kind from a planted bad kernel, caught while the run
#            goes on (the cases of test/GPU/Runtime/planted-failures.test)
#   protocol the worker's GPU inputs, checksums and allclose equal the host's
#            bit for bit (test/GPU/Runtime/protocol-bit-exact.test)
#   timing   candidate and reference timed in one worker
#   bench    copy-kernel bandwidth and the spread of 10 repeated timings
#            (the issue's benchmark; results go to --out as JSON)
# The worker compiles its verification kernels with nvrtc, so evaluations need
# nvrtc on the GPU machine. Without it, prepare cubins on the build machine
# first (only the compile-only probe and the cubin loading then work):
#   scripts/gpu-runtime-check.sh --prepare DIR --bin build/bin
# and pass --kernels DIR on the GPU machine.
#
# Usage: gpu-runtime-check.sh [--bin DIR] [--kernels DIR] [--out DIR]
#                             [--only planted|protocol|timing|bench]
#                             [--device N]
#                             [--use-cubins]
#
#===------------------------------------------------------------------------===#
set -u

here="$(cd "$(dirname "$0")" && pwd)"
bin="${HTAM_BIN:-$here/../build/bin}"
kernels="$here/../test/GPU/Runtime/Inputs"
out="${TMPDIR:-/tmp}/htam-gpu-runtime-check"
only=""
device=0
prepare=""
ext=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift 2 ;;
    --kernels) kernels="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --device) device="$2"; shift 2 ;;
    --prepare) prepare="$2"; shift 2 ;;
    --use-cubins) ext=cubin; shift ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) echo "gpu-runtime-check: unknown argument '$1'" >&2; exit 1 ;;
  esac
done
run="$bin/htam-run"
[ -x "$run" ] || { echo "gpu-runtime-check: no htam-run at $run (use --bin)" >&2; exit 1; }

if [ -n "$prepare" ]; then
  # Build machine: copy the kernels and compile cubins (sm_90) next to them.
  mkdir -p "$prepare"
  cp "$kernels"/*.cu "$prepare"/
  for f in "$prepare"/*.cu; do
    entry=vadd; [ "$(basename "$f")" = copy.cu ] && entry=copy
    "$run" --compile-only --quiet --cuda "$f" --entry "$entry" \
      --emit-dir "$prepare" > /dev/null || true
  done
  rm -f "$prepare"/*.ptx
  echo "prepared $(ls "$prepare"/*.cubin | wc -l) cubins in $prepare"
  exit 0
fi

mkdir -p "$out"
status=0
echo "== htam-run GPU runtime check: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
command -v nvidia-smi > /dev/null && nvidia-smi -L
echo "htam-run: $run"
echo "kernels:  $kernels"
echo "results:  $out"

echo "device:"
"$run" --device-info --device "$device" || exit 1

# CUDA sources if nvrtc works here, else the prepared cubins.
if [ "$ext" = cubin ]; then
  ls "$kernels"/good.cubin > /dev/null || exit 1
elif ext=cu; ! "$run" --compile-only --quiet --cuda "$kernels/good.cu" --entry vadd \
     > "$out/nvrtc-probe.json" 2> "$out/nvrtc-probe.err"; then
  if ls "$kernels"/good.cubin > /dev/null 2>&1; then
    ext=cubin
    echo "nvrtc unusable here ($(head -c 200 "$out/nvrtc-probe.err")); using cubins"
  else
    echo "gpu-runtime-check: nvrtc unusable and no cubins in $kernels:" >&2
    cat "$out/nvrtc-probe.err" >&2
    echo "prepare cubins with --prepare on the build machine" >&2
    exit 1
  fi
fi
k() { echo "$kernels/$1.$ext"; }

vadd_args=(--entry vadd --launch grid=4096,block=256
  --args 'in:f32[1048576],in:f32[1048576],out:f32[1048576],i32:1048576'
  --device "$device")

summarize() { # file.json: one line per candidate
  python3 - "$1" <<'PY' 2>/dev/null || cat "$1"
import json, sys
doc = json.load(open(sys.argv[1]))
dev = doc.get("device", {})
print("device: %s (cc %s, %s SMs, L2 %s bytes)" % (dev.get("name"),
      dev.get("compute_capability"), dev.get("sm_count"), dev.get("l2_bytes")))
for c in doc["candidates"]:
    line = "  %-20s %-15s" % (c["label"], c["failure"])
    if "first_bad_index" in c:
        line += " first_bad_index=%d" % c["first_bad_index"]
    if "timing" in c:
        t = c["timing"]["stats"]
        line += " median=%.2fus mean=%.2fus stdev=%.2fus" % (t["median"], t["mean"], t["stdev"])
    if "speedup" in c:
        line += " speedup=%.3f" % c["speedup"]
    line += "  " + c["message"].split("\n")[0][:90]
    print(line)
print("summary:", json.dumps(doc["summary"]))
PY
}

if [ -z "$only" ] || [ "$only" = planted ]; then
  echo; echo "== planted failures (expected: pass mismatch nan_mismatch nan_mismatch"
  echo "   out_of_bounds crash timeout input_mutated launch_error compile_error pass)"
  cands=()
  for name in good wrong nan unwritten oob_tail oob_far hang mutate \
              launch_bounds; do
    cands+=("$(k $name)")
  done
  # The compile error needs nvrtc; with cubins it is left out.
  [ "$ext" = cu ] && cands+=("$kernels/broken.cu")
  cands+=("$(k good)")
  "$run" --reference "$(k ref)" "${vadd_args[@]}" --timeout 20 "${cands[@]}" \
    > "$out/planted.json" 2> "$out/planted.err"
  echo "exit status $? (2 expected: some candidates fail)"
  cat "$out/planted.err"
  summarize "$out/planted.json"
  got=$(python3 -c '
import json,sys
print(" ".join(c["failure"] for c in json.load(open(sys.argv[1]))["candidates"]))' \
    "$out/planted.json" 2>/dev/null)
  want="none mismatch nan_mismatch nan_mismatch out_of_bounds crash timeout input_mutated launch_error"
  [ "$ext" = cu ] && want="$want compile_error"
  want="$want none"
  if [ "$got" = "$want" ]; then echo "PLANTED: OK"; else
    echo "PLANTED: FAILED"; echo "  want: $want"; echo "  got:  $got"; status=1; fi
fi

if [ -z "$only" ] || [ "$only" = protocol ]; then
  echo; echo "== protocol: GPU inputs, checksums and allclose against the host's"
  "$run" --check-protocol --seeds 3 --device "$device" \
    --args 'in:f32[1],in:f32[255],out:f32[257],in:f32[1000003],in:f32[3145735]' \
    > "$out/protocol.json" 2> "$out/protocol.err"
  rc=$?; echo "exit status $rc (0 expected)"; cat "$out/protocol.err"
  python3 - "$out/protocol.json" <<'PY' || status=1
import json, sys
doc = json.load(open(sys.argv[1]))
for c in doc["checks"]:
    print("  trial %d %-7s arg %d: %9d elements, %d differing, checksums %s, "
          "compare %s" % (c["trial"], c["distribution"], c["arg"],
                          c["elements"], c["differing_elements"],
                          "equal" if c["checksum_host"] == c["checksum_device"]
                          else "DIFFER", "equal" if c["compare_agree"]
                          else "DIFFER"))
print("PROTOCOL: OK" if doc["agree"] else "PROTOCOL: FAILED")
sys.exit(0 if doc["agree"] else 1)
PY
fi

if [ -z "$only" ] || [ "$only" = timing ]; then
  echo; echo "== timing: good vs reference (3 warm-ups, 100 trials, L2 flush)"
  "$run" --reference "$(k ref)" "${vadd_args[@]}" --time --quiet "$(k good)" \
    > "$out/timing.json" 2> "$out/timing.err"
  rc=$?; echo "exit status $rc"; cat "$out/timing.err"
  [ $rc -eq 0 ] || status=1
  summarize "$out/timing.json"
fi

if [ -z "$only" ] || [ "$only" = bench ]; then
  echo; echo "== bench: copy kernel, 2 x 1 GiB moved, 100 timed launches x 10 repeats"
  n=268435456
  "$run" "$(k copy)" --entry copy --launch grid=2112,block=256 \
    --args "in:f32[$n],out:f32[$n],i64:$n" --device "$device" --seeds 1 \
    --time --repeats 10 --quiet --timeout 300 \
    > "$out/bench-copy.json" 2> "$out/bench-copy.err"
  rc=$?; echo "exit status $rc"; cat "$out/bench-copy.err"
  [ $rc -eq 0 ] || status=1
  echo "== bench: vadd (1M elements), 100 timed launches x 10 repeats"
  "$run" --reference "$(k ref)" "${vadd_args[@]}" --time --repeats 10 --quiet \
    "$(k good)" > "$out/bench-vadd.json" 2> "$out/bench-vadd.err"
  [ $? -eq 0 ] || status=1
  python3 - "$out/bench-copy.json" "$out/bench-vadd.json" <<'PY' || status=1
import json, sys, statistics
for path in sys.argv[1:]:
    doc = json.load(open(path))
    c = doc["candidates"][0]
    if "timing" not in c:
        print(path, "no timing:", c["failure"], c["message"]); continue
    t = c["timing"]
    med = [r["median"] for r in t["repeats"]]
    spread = (max(med) - min(med)) / statistics.median(med)
    print("%s on %s" % (c["label"], doc.get("device", {}).get("name")))
    print("  median %.2f us, mean %.2f us, stdev %.2f us over %d launches"
          % (t["stats"]["median"], t["stats"]["mean"], t["stats"]["stdev"],
             t["stats"]["count"]))
    print("  effective bandwidth %.0f GB/s (%.1f%% of 4300 GB/s measured H200 peak)"
          % (t["effective_bandwidth_gbs"], 100 * t["effective_bandwidth_gbs"] / 4300))
    print("  10 repeat medians (us): " + " ".join("%.2f" % m for m in med))
    print("  spread (max-min)/median = %.2f%%, cv of medians = %.2f%%"
          % (100 * spread, 100 * statistics.pstdev(med) / statistics.mean(med)))
PY
fi

echo
[ $status -eq 0 ] && echo "gpu-runtime-check: OK" || echo "gpu-runtime-check: FAILED"
exit $status
