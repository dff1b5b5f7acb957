// RUN: not htam-opt %s --htam-latency-hiding-pipeline="stages=1" 2>&1 | FileCheck %s --check-prefix=FEW
// RUN: not htam-opt %s --htam-latency-hiding-pipeline="stages=9" 2>&1 | FileCheck %s --check-prefix=MANY
// RUN: not htam-opt %s --htam-latency-hiding-pipeline="stages=4 tile-sizes=64,64,32" 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not htam-opt %s --htam-latency-hiding-pipeline="tile-sizes=60,64,16" 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not htam-opt %s --htam-latency-hiding-pipeline="stages=two" 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: htam-opt %s -split-input-file --htam-latency-hiding="stages=0" -verify-diagnostics
// RUN: htam-opt %S/Inputs/latency-hiding-dynamic-view.mlir --htam-lower-reference="buffer-pipeline=htam-data-reuse{tile-sizes=64,64,16},htam-latency-hiding" -verify-diagnostics

// FEW: htam-latency-hiding-pipeline: stages must be in [2, 8], got 1
// MANY: htam-latency-hiding-pipeline: stages must be in [2, 8], got 9
// SHARED: htam-latency-hiding-pipeline: 4 stages of the tiles need 65536 bytes of shared memory; at most 49152
// THREADS: htam-latency-hiding-pipeline: tile_m must be a multiple of 8 and tile_n of 32 (the 32x8 threads of a block), got 60x64
// VALUE: stages

// expected-error @below {{htam-latency-hiding: stages must be in [2, 8], got 0}}
module {
  func.func @gemm(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
    return
  }
}
