// RUN: not htam-opt %s --htam-data-reuse-pipeline="tile-sizes=64,64" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not htam-opt %s --htam-data-reuse-pipeline="tile-sizes=60,64,16" 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not htam-opt %s --htam-data-reuse-pipeline="tile-sizes=128,128,64" 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not htam-opt %s --htam-data-reuse="tile-sizes=64,0,16" 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not htam-opt %s --htam-lower-reference="buffer-pipeline=htam-no-such-pass" 2>&1 | FileCheck %s --check-prefix=HOOK

// COUNT: htam-data-reuse-pipeline: tile-sizes needs three values (tile_m,tile_n,tile_k), got 2
// THREADS: htam-data-reuse-pipeline: tile_m must be a multiple of 8 and tile_n of 32 (the 32x8 threads of a block), got 60x64
// SHARED: htam-data-reuse-pipeline: tiles need 65536 bytes of shared memory; at most 49152
// PASS: error: htam-data-reuse: tile sizes must be positive
// HOOK: error: htam-lower-reference: invalid buffer-pipeline 'htam-no-such-pass'
func.func @gemm(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
