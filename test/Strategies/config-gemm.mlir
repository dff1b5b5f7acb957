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

// What selection writes for a GEMM: the 3xTF32 wgmma template and its
// tiles (sm_90a; compiled here, run by test/GPU).

// SELECT: func.func @gemm(%{{.+}}: tensor<256x512xf32>, %{{.+}}: tensor<512x384xf32>) -> tensor<256x384xf32>
// SELECT-SAME: attributes {htam.strategy = {params = {group_m = 1 : i64, stages = 3 : i64, tile_k = 32 : i64, tile_m = 128 : i64, tile_n = 128 : i64}, template = "tpl_gemm_wgmma_3xtf32"}}
// SELECT: linalg.matmul

// TRAJ: "emitted": "strategy",
// TRAJ: "strategy": {
// TRAJ-NEXT: "candidate": "tpl_gemm_wgmma_3xtf32{group_m=1,stages=3,tile_k=32,tile_m=128,tile_n=128}",
// TRAJ-NEXT: "card": "l_inst_wgmma_3xtf32_gemm",
// TRAJ-NEXT: "step": 1

// TRIP: gemm: step 1 tpl_gemm_wgmma_3xtf32{group_m=1,stages=3,tile_k=32,tile_m=128,tile_n=128}: identical

// EMIT: func.func @gemm(
// EMIT-SAME: htam.origin = "strategy:tpl_gemm_wgmma_3xtf32:group_m=1,stages=3,tile_k=32,tile_m=128,tile_n=128"
// EMIT: gpu.launch_func @gemm_kernels::

func.func @gemm(%a: tensor<256x512xf32>, %b: tensor<512x384xf32>) -> tensor<256x384xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x384xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<256x384xf32>) -> tensor<256x384xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x384xf32>)
      outs(%acc : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %c : tensor<256x384xf32>
}
