// RUN: not htam-opt %s --htam-boundary-handling-pipeline="peel=false" 2>&1 | FileCheck %s --check-prefix=PEEL
// RUN: not htam-opt %s --htam-boundary-handling-pipeline="tile-sizes=60,64,16" 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not htam-opt %s --htam-boundary-handling-pipeline="tile-sizes=64,64" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not htam-opt %s --htam-boundary-handling-pipeline="peel=maybe" 2>&1 | FileCheck %s --check-prefix=VALUE

// PEEL: htam-boundary-handling-pipeline: peel=false is not implemented (peel=true is)
// THREADS: htam-boundary-handling-pipeline: tile_m must be a multiple of 8 and tile_n of 32 (the 32x8 threads of a block), got 60x64
// COUNT: htam-boundary-handling-pipeline: tile-sizes needs three values (tile_m,tile_n,tile_k), got 2
// VALUE: peel
func.func @gemm(%a: tensor<64x40xf32>, %b: tensor<40x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x40xf32>, tensor<40x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
