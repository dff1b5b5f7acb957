// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: htam-opt %s --htam-optimize="dry-run=true steps=3 report-dir=%t/a" -o %t/out.mlir 2> %t/progress.txt
// RUN: FileCheck %s --check-prefix=IR < %t/out.mlir
// RUN: FileCheck %s --check-prefix=PROGRESS < %t/progress.txt
// RUN: FileCheck %s --check-prefix=TRAJ < %t/a/trajectory.json
// RUN: FileCheck %s --check-prefix=REPORT < %t/a/report.md
// RUN: ls %t/a/candidates | FileCheck %s --check-prefix=FILES
// A second run with the same seed makes the same decisions (the wall times
// of the reference and the steps differ).
// RUN: htam-opt %s --htam-optimize="dry-run=true steps=3 report-dir=%t/b" -o /dev/null 2> /dev/null
// RUN: grep -v '"\(reference_\)\?wall_s":' %t/a/trajectory.json > %t/a.decisions
// RUN: grep -v '"\(reference_\)\?wall_s":' %t/b/trajectory.json > %t/b.decisions
// RUN: diff %t/a.decisions %t/b.decisions

// A dry run selects, generates and compiles; the task keeps its reference
// lowering (nothing was verified).
// IR: module attributes {gpu.container_module, htam.kernel_abi = "bare-ptr"}
// IR: func.func @relu(%{{.+}}: memref<256x1024xf32>, %{{.+}}: memref<256x1024xf32>)
// IR: gpu.launch_func @relu_kernels::@relu_kernel
// IR: gpu.binary @relu_kernels

// One progress line per step: task, step i/T, direction, card, candidate,
// outcome.
// PROGRESS: htam: relu step 1/3 g_{{[a-z_]+}} / l_{{[a-z0-9_]+}} [tpl_{{.+}}]: compiled
// PROGRESS: htam: relu step 2/3 g_{{[a-z_]+}} / l_{{[a-z0-9_]+}} [tpl_{{.+}}]: compiled
// PROGRESS: htam: relu step 3/3 g_{{[a-z_]+}} / l_{{[a-z0-9_]+}} [tpl_{{.+}}]: compiled

// The trajectory records every step: scores of each direction with their
// terms, the card, the candidate, ptxas statistics, the memory delta.
// TRAJ: "dry_run": true,
// TRAJ: "emitted": "reference",
// TRAJ: "op_class": "elementwise",
// TRAJ: "reference_wall_s": {{[0-9.e-]+}},
// TRAJ: "steps": [
// TRAJ: "candidate": "tpl_
// TRAJ: "candidate_hash": "0x
// TRAJ: "card": "l_
// TRAJ: "card_scores": [
// TRAJ: "direction": "g_
// TRAJ: "direction_scores": [
// TRAJ: "evidence_failure":
// TRAJ: "prefix":
// TRAJ: "trigger":
// TRAJ: "memory_after": {
// TRAJ: "memory_before": {
// TRAJ: "outcome": "compiled",
// TRAJ: "ptxas": [
// TRAJ: "registers":
// TRAJ: "source": "candidates/relu-step1.cu",
// TRAJ: "step": 1,

// REPORT: ## relu (elementwise, memory-bound, roofline
// REPORT: Dry run: candidates were generated and compiled, not run
// REPORT: | 1 | g_
// REPORT: | 3 | g_

// FILES: relu-step1.cu
// FILES: relu-step2.cu
// FILES: relu-step3.cu
func.func @relu(%x: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}
