// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: htam-opt %s --htam-optimize="dry-run=true strategy-only=true steps=3 report-dir=%t/r" -o %t/selected.mlir 2> %t/progress.txt
// RUN: FileCheck %s --check-prefix=SELECT < %t/selected.mlir
// RUN: FileCheck %s --check-prefix=TRAJ < %t/r/trajectory.json
// The round trip: htam-emit-strategy emits, from the attribute alone, the
// kernel htam-optimize generated for the same choice.
// RUN: htam-opt %t/selected.mlir --htam-emit-strategy -o %t/emitted.mlir
// RUN: %python %S/Inputs/strategy_round_trip.py %t/r %t/emitted.mlir | FileCheck %s --check-prefix=TRIP
// RUN: FileCheck %s --check-prefix=EMIT < %t/emitted.mlir

// What selection writes for a row reduction: steps 1 and 2 are pass
// pipelines (compiler actions, no template), so the attribute is step 3's
// template, the first that compiled.

// SELECT: func.func @row_sum(%{{.+}}: tensor<512x1000xf32>) -> tensor<512xf32>
// SELECT-SAME: attributes {htam.strategy = {params = {vec_final = 1 : i64, warps_per_block = 8 : i64}, template = "tpl_reduce_warp_per_row"}}
// SELECT: linalg.reduce

// TRAJ: "emitted": "strategy",
// TRAJ: "strategy": {
// TRAJ-NEXT: "candidate": "tpl_reduce_warp_per_row{warps_per_block=8}",
// TRAJ-NEXT: "card": "l_par_warp_per_row",
// TRAJ-NEXT: "step": 3

// TRIP: row_sum: step 3 tpl_reduce_warp_per_row{warps_per_block=8}: identical

// EMIT: func.func @row_sum(
// EMIT-SAME: htam.origin = "strategy:tpl_reduce_warp_per_row:vec_final=1,warps_per_block=8"
// EMIT: gpu.launch_func @row_sum_kernels::

func.func @row_sum(%x: tensor<512x1000xf32>) -> tensor<512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %s = linalg.reduce ins(%x : tensor<512x1000xf32>) outs(%acc : tensor<512xf32>)
      dimensions = [1]
    (%in: f32, %out: f32) {
      %r = arith.addf %in, %out : f32
      linalg.yield %r : f32
    }
  return %s : tensor<512xf32>
}
