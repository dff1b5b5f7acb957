#!/usr/bin/env bash
#===- gpu-strategies-check.sh - Verify every template on a GPU --------------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
#
# The GPU check of lib/Strategies (issue 6): for every task of every input
# MLIR file and every template that supports it (htam-gen --list), generate
# the kernel with the template's default parameters (and, with --configs N,
# the N best configurations of the in-card search), then let htam-run verify
# it under the SPEC §5 protocol against the reference:
#   --ref mlir   (default) the upstream lowering of the task itself
#                (htam-run --reference task.mlir --func NAME)
#   --ref none   no verification, only run and time (suite-size shapes
#                whose reference would be too slow)
#   --ref naive  the single-kernel naive template
#                (tpl_static_shape_constants with reference=1: one thread per
#                output, every reduction recomputed by a serial loop), for
#                an htam-run without MLIR support
# --time adds timing (candidate vs reference, same worker). One line per
# case (PASS/FAIL), JSON per case in --out, a summary at the end; exit 1 if
# any case failed; $HTAM_RUN_OPTS is appended to every htam-run call (e.g.
# "--seeds 1 --timing-trials 20"). Needs only htam-gen and htam-run (static builds are fine)
# and a GPU; no LLVM.
#
# Usage: gpu-strategies-check.sh [--bin DIR] [--inputs DIR] [--out DIR]
#                                [--ref mlir|naive] [--only TEMPLATE]
#                                [--configs N] [--time] [--device N]
#                                [--prepare-only] [--prepared DIR]
#                                [--jobs N] [--accept accuracy]
#                                [--param K=V]...
# --prepare-only generates every case into --out (needs htam-gen only, no
# GPU); --prepared DIR runs the cases prepared there (needs htam-run only).
# Tolerances: a suite folder's manifest.tsv gives each task's atol and rtol
# (as htam-bench uses them); otherwise htam-run's defaults (1e-4).
# --accept accuracy (with --ref mlir or naive) accepts by the accuracy rule against
# the task's f64 oracle instead of allclose (the only acceptance of
# tpl_gemm_wgmma_3xtf32); a launch file's nvrtc= lines become --Xnvrtc.
# --jobs N verifies N cases at a time on the one GPU (lines still print in
# case order); not with --time, whose measurements must not share the GPU.
# With --jobs, a case whose buffers pass $HTAM_CHECK_ALONE_MB (default 2048
# MB; the reference, the oracle and the checks add copies of the same size)
# runs alone after the others, so that side-by-side cases cannot run the GPU
# out of memory (alone.txt in the prepared directory lists them).
# --param K=V (repeatable) is given to every generation after the
# configuration's own parameters (so it wins) and named in the case names
# (e.g. --param k_table=0 to compare a template's variants).
#
#===------------------------------------------------------------------------===#
set -u

here="$(cd "$(dirname "$0")" && pwd)"
# cuDNN for the lib_cudnn_* steps (PyTorch's wheel, when installed).
source "$here/cudnn-env.sh"
bin=""
inputs="$here/../test/Strategies/Inputs"
out="${TMPDIR:-/tmp}/htam-gpu-strategies-check"
ref=mlir
only=""
configs=1
timeit=""
device=0
prepare_only=""
prepared=""
jobs=1
accept=""
extra_params=()
extra_tag=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift 2 ;;
    --inputs) inputs="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --ref) ref="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --configs) configs="$2"; shift 2 ;;
    --time) timeit="--time"; shift ;;
    --device) device="$2"; shift 2 ;;
    --prepare-only) prepare_only=1; shift ;;
    --prepared) prepared="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --accept) accept="$2"; shift 2 ;;
    --param) extra_params+=(--param "$2"); extra_tag="$extra_tag.$(echo "$2" | tr ',=' '._')"; shift 2 ;;
    -h|--help) awk '/^#===-/ { n++; next } n == 2' "$0"; exit 0 ;;
    *) echo "gpu-strategies-check: unknown argument '$1'" >&2; exit 1 ;;
  esac
done
case "$jobs" in ''|*[!0-9]*|0) echo "gpu-strategies-check: --jobs takes a positive number" >&2; exit 1 ;; esac
if [ "$jobs" -gt 1 ] && [ -n "$timeit" ]; then
  echo "gpu-strategies-check: --jobs runs cases side by side on one GPU; with --time the timings would disturb each other (use --jobs 1)" >&2
  exit 1
fi
[ -n "$bin" ] && bin="$(cd "$bin" && pwd)"
tool() {
  if [ -n "$bin" ]; then echo "$bin/$1"; else command -v "$1" || echo "$1"; fi
}
gen="$(tool htam-gen)"
run="$(tool htam-run)"
need=("$gen" "$run")
[ -n "$prepare_only" ] && need=("$gen")
[ -n "$prepared" ] && need=("$run")
for t in "${need[@]}"; do
  [ -x "$t" ] || { echo "gpu-strategies-check: $t not found (use --bin)" >&2; exit 1; }
done
case "$ref" in mlir|naive|none) ;; *) echo "gpu-strategies-check: --ref mlir|naive|none" >&2; exit 1 ;; esac

mkdir -p "$out"
out="$(cd "$out" && pwd)"
echo "== htam strategy library GPU check: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
command -v nvidia-smi > /dev/null && nvidia-smi -L
echo "htam-gen: $gen"
echo "htam-run: $run"
echo "inputs:   $inputs"
echo "results:  $out"
echo "reference: $ref"

# Reads a launch file written by htam-gen --launch-file into the arrays
# LAUNCH_ARGS (htam-run options) and sets ENTRY and FIRST.
read_launches() {
  LAUNCH_ARGS=()
  ENTRY=""
  FIRST=""
  local line
  while IFS= read -r line; do
    case "$line" in
      scratch=*) LAUNCH_ARGS+=(--scratch "${line#scratch=}") ;;
      nvrtc=*) LAUNCH_ARGS+=("--Xnvrtc=${line#nvrtc=}") ;;
      entry=*|lib=*)
        # Library steps (lib=cublas.sgemm,...) take their place in order.
        if [ -z "$ENTRY" ] && [ "${line#entry=}" != "$line" ]; then
          ENTRY="${line#entry=}"; ENTRY="${ENTRY%%,*}"
        fi
        if [ -z "$FIRST" ]; then
          FIRST="$line"
          LAUNCH_ARGS+=(--launch "$line")
        else
          LAUNCH_ARGS+=(--then "$line")
        fi ;;
    esac
  done < "$1"
}

pass=0
fail=0
failed_cases=()

# Runs one prepared case and prints its PASS/FAIL line: $1 = case name,
# $2 = directory with <case>.cu, <case>.launch and <case>.refopts (one
# htam-run option per line).
run_case() {
  local c="$1" dir="$2"
  read_launches "$dir/$c.launch"
  mapfile -t refopts < "$dir/$c.refopts"
  "$run" --quiet --device "$device" --cuda "$dir/$c.cu" --entry "$ENTRY" \
    "${LAUNCH_ARGS[@]}" "${refopts[@]}" $timeit ${HTAM_RUN_OPTS:-} -o "$out/$c.json" \
    2> "$out/$c.err"
  local rc=$?
  if [ $rc -eq 0 ]; then
    echo "PASS $c $(tr -d '\n ' < "$out/$c.json" | grep -o '"timing":{"unit":"us","stats":{[^}]*}' | grep -o '"median":[0-9.e+-]*' | head -1) $(tr -d '\n ' < "$out/$c.json" | grep -o '"effective_bandwidth_gbs":[0-9.e+-]*' | head -1) $(grep -o '"speedup": *[0-9.e+-]*' "$out/$c.json" | head -1)"
  else
    local kind
    kind="$(grep -o '"failure": *"[a-z_]*"' "$out/$c.json" 2> /dev/null | grep -v none | head -1)"
    echo "FAIL $c (htam-run exit $rc) $kind $(head -1 "$out/$c.err")"
  fi
}

# Counts and prints one case's line.
record_line() {
  echo "$1"
  case "$1" in
    PASS*) pass=$((pass + 1)) ;;
    *) fail=$((fail + 1)); failed_cases+=("$2") ;;
  esac
}

# Runs every case listed in $1/cases.txt (the current directory must be $1:
# reference paths in the .refopts files are relative to it), $jobs at a time.
run_cases() {
  local dir="$1" c
  mapfile -t cases < <(grep -v '^$' "$dir/cases.txt")
  if [ "$jobs" -eq 1 ]; then
    for c in "${cases[@]}"; do record_line "$(run_case "$c" "$dir")" "$c"; done
    return
  fi
  local alone=()
  [ -f "$dir/alone.txt" ] && mapfile -t alone < <(grep -v '^$' "$dir/alone.txt")
  for c in "${cases[@]}"; do
    printf '%s\n' ${alone[@]+"${alone[@]}"} | grep -qxF -- "$c" && continue
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    run_case "$c" "$dir" > "$out/$c.line" &
  done
  wait
  for c in ${alone[@]+"${alone[@]}"}; do run_case "$c" "$dir" > "$out/$c.line"; done
  for c in "${cases[@]}"; do record_line "$(cat "$out/$c.line")" "$c"; done
}

if [ -n "$prepared" ]; then
  # Reference paths in the .refopts files are relative to the prepared dir.
  prepared="$(cd "$prepared" && pwd)"
  cd "$prepared" || exit 1
  run_cases "$prepared"
  echo "== $pass passed, $fail failed"
  for c in "${failed_cases[@]}"; do echo "   failed: $c"; done
  [ $fail -eq 0 ]
  exit
fi

# The task's tolerance from the suite's manifest.tsv (columns: file, ...,
# atol 8, rtol 9), as htam-bench uses it; htam-run's default otherwise.
task_tolerance() {
  [ -f "$inputs/manifest.tsv" ] || return 0
  awk -F'\t' -v f="$1" '$1 == f && $8 != "" { print "--atol\n" $8 "\n--rtol\n" $9; exit }' \
    "$inputs/manifest.tsv"
}

: > "$out/cases.txt"
: > "$out/alone.txt"
for f in "$inputs"/*.mlir; do
  [ -e "$f" ] || continue
  cp "$f" "$out/"
  fin="$(basename "$f")"
  for name in $(sed -n 's/^ *func\.func @\([A-Za-z0-9_]*\).*/\1/p' "$f"); do
    base="$(basename "$f" .mlir).$name"
    args="$("$gen" "$f" --func "$name" --args)" || continue
    # The buffers' size in MB (f32), from the argument spec.
    mb="$(echo "$args" | grep -o '\[[0-9x]*\]' | tr -d '[]' |
          awk -F x '{ n = 4; for (i = 1; i <= NF; i++) n *= $i; s += n }
                    END { printf "%d", s / 1048576 }')"
    refopts=(--reference "$fin" --func "$name")
    [ "$ref" = none ] && refopts=(--args "$args")
    tolerance=($(task_tolerance "$fin"))
    if [ "$ref" = naive ]; then
      if ! "$gen" "$f" --func "$name" --impl tpl_static_shape_constants \
           --param reference=1 -o "$out/$base.ref.cu" \
           --launch-file "$out/$base.ref.launch" > /dev/null 2> "$out/$base.ref.err"; then
        echo "SKIP $base: no naive reference ($(head -1 "$out/$base.ref.err"))"
        continue
      fi
      read_launches "$out/$base.ref.launch"
      if [ "${#LAUNCH_ARGS[@]}" -ne 2 ]; then
        echo "SKIP $base: the naive reference is not a single launch"
        continue
      fi
      refopts=(--reference "$base.ref.cu" --reference-entry "$ENTRY"
               --reference-launch "$FIRST" --args "$args")
    fi
    # --accept accuracy: judged against the task's f64 oracle (issue 21).
    if [ "$accept" = accuracy ]; then
      refopts+=(--oracle "$fin" --accept accuracy)
      [ "$ref" = naive ] && refopts+=(--func "$name")
    fi
    for tpl in $("$gen" "$f" --func "$name" --list 2> /dev/null); do
      [ -n "$only" ] && [ "$tpl" != "$only" ] && continue
      if [ "$configs" -gt 1 ]; then
        mapfile -t cfgs < <("$gen" "$f" --func "$name" --impl "$tpl" \
                              --rank "$configs" | sed -n 's/^config: //p')
      else
        cfgs=("")
      fi
      for cfg in "${cfgs[@]}"; do
        params=()
        tag="$tpl"
        if [ -n "$cfg" ]; then
          IFS=',' read -ra kv <<< "$cfg"
          for p in "${kv[@]}"; do params+=(--param "$p"); done
          tag="$tpl.$(echo "$cfg" | tr ',=' '._')"
        fi
        params+=(${extra_params[@]+"${extra_params[@]}"})
        tag="$tag$extra_tag"
        c="$base.$tag"
        if ! "$gen" "$f" --func "$name" --impl "$tpl" "${params[@]}" \
             -o "$out/$c.cu" --launch-file "$out/$c.launch" \
             > "$out/$c.gen" 2>&1; then
          echo "FAIL $c: generation ($(tail -1 "$out/$c.gen"))"
          fail=$((fail + 1)); failed_cases+=("$c"); continue
        fi
        printf '%s\n' "${refopts[@]}" "${tolerance[@]}" > "$out/$c.refopts"
        echo "$c" >> "$out/cases.txt"
        [ "${mb:-0}" -gt "${HTAM_CHECK_ALONE_MB:-2048}" ] && echo "$c" >> "$out/alone.txt"
      done
    done
  done
done
echo "prepared $(wc -l < "$out/cases.txt") cases in $out"
if [ -z "$prepare_only" ]; then
  # Reference paths in the .refopts files are relative to $out.
  cd "$out" || exit 1
  run_cases "$out"
fi
echo "== $pass passed, $fail failed"
for c in "${failed_cases[@]}"; do echo "   failed: $c"; done
[ $fail -eq 0 ]
