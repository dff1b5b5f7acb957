// RUN: htam-opt %s --htam-parallel-first | FileCheck %s

// A reduction over dimension 0 is interchanged so the parallel loop leads.
// CHECK-DAG: #[[T:.+]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[D0:.+]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[D1:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @sum_dim0(
// CHECK: linalg.generic {indexing_maps = [#[[T]], #[[D0]]], iterator_types = ["parallel", "reduction"]}
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %[[OUT:.+]]: f32):
// CHECK-NEXT: arith.addf %[[IN]], %[[OUT]] : f32

// A full reduction gets a unit parallel loop over a unit view of its output.
// CHECK-LABEL: func.func @full_sum(
// CHECK-SAME: %[[X:.+]]: memref<1000xf32>, %[[Y:.+]]: memref<f32>)
// CHECK: %[[V:.+]] = memref.expand_shape %[[Y]] [] output_shape [1] : memref<f32> into memref<1xf32>
// CHECK: linalg.generic {indexing_maps = [#[[D1]], #[[D0]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : memref<1000xf32>) outs(%[[V]] : memref<1xf32>)

// Ops already parallel-first are left alone.
// CHECK-LABEL: func.func @already_parallel_first(
// CHECK-NEXT: linalg.matmul
func.func @sum_dim0(%x: memref<64x100xf32>, %y: memref<100xf32>) {
  linalg.reduce ins(%x : memref<64x100xf32>) outs(%y : memref<100xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return
}
func.func @full_sum(%x: memref<1000xf32>, %y: memref<f32>) {
  linalg.reduce ins(%x : memref<1000xf32>) outs(%y : memref<f32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return
}
func.func @already_parallel_first(%a: memref<8x4xf32>, %b: memref<4x2xf32>, %c: memref<8x2xf32>) {
  linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x2xf32>) outs(%c : memref<8x2xf32>)
  return
}
