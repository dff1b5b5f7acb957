// RUN: htam-opt %s -split-input-file --htam-unroll-inner-loops="factor=4" | FileCheck %s
// RUN: htam-opt %s -split-input-file --htam-unroll-inner-loops="factor=1" | FileCheck %s --check-prefix=ONE

// The innermost loop of a kernel (10 steps) unrolled by 4: two steps of 4
// bodies each, then the last 2 steps in an epilogue; the outer loop stays.
// CHECK-LABEL: gpu.func @reduce(
// CHECK: scf.for %{{.+}} = %c0 to %c3 step %c1
// CHECK: scf.for %{{.+}} = %c0 to %c8 step %c4
// CHECK-COUNT-4: arith.addf
// CHECK-NOT: arith.addf
// CHECK: scf.yield
// CHECK: scf.for %{{.+}} = %c8 to %c10 step %c1
// CHECK-COUNT-1: arith.addf
// CHECK-NOT: arith.addf
// CHECK: gpu.return

// factor=1 leaves the loops as they are.
// ONE-LABEL: gpu.func @reduce(
// ONE: scf.for %{{.+}} = %c0 to %c10 step %c1
// ONE: arith.addf
// ONE-NEXT: scf.yield
// ONE-NOT: arith.addf
// ONE: gpu.return

gpu.module @m {
  gpu.func @reduce(%x: memref<3x10xf32>, %y: memref<3xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    %zero = arith.constant 0.0 : f32
    scf.for %i = %c0 to %c3 step %c1 {
      %sum = scf.for %j = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %x[%i, %j] : memref<3x10xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      memref.store %sum, %y[%i] : memref<3xf32>
    }
    gpu.return
  }
}

// -----

// Loops outside kernels (host code) are not unrolled.
// CHECK-LABEL: func.func @host(
// CHECK: scf.for %{{.+}} = %c0 to %c10 step %c1
// CHECK-COUNT-1: arith.addf
// CHECK-NOT: arith.addf
func.func @host(%x: memref<10xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %j = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %sum : f32
}
