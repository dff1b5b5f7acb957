// RUN: htam-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(htam-device-scalar-accesses))" | FileCheck %s
// The whole lowering of tasks with scalar accesses: no host-side access is
// left in any host function (test/GPU/Reference/host-scalars.test runs them).
// RUN: htam-opt %S/../GPU/Reference/Inputs/host-scalars.mlir --htam-lower-reference | FileCheck %s --check-prefix=LOWERED
// LOWERED-NOT: memref.load
// LOWERED-NOT: memref.store
// LOWERED: func.func @host_store(
// LOWERED: threads in (%c1, %c1, %c1) args(%arg1 : memref<4x8xf32>)
// LOWERED: func.func @fill_extracted(
// LOWERED: func.func @from_elements(
// LOWERED: blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%arg0 : memref<16xf32>, %arg1 : memref<16xf32>, %arg3 : memref<1xf32>)
// LOWERED-NOT: memref.load
// LOWERED-NOT: memref.store
// LOWERED: gpu.binary

// A load and a store after a kernel: a one-thread kernel after it, mapped
// to one block and one thread.
// CHECK-LABEL: func.func @run_after_kernel
// CHECK: scf.parallel
// CHECK: scf.parallel (%{{.*}}) = (%[[Z:.*]]) to (%[[O:.*]]) step (%[[O]]) {
// CHECK-NEXT: scf.parallel (%{{.*}}) = (%[[Z]]) to (%[[O]]) step (%[[O]]) {
// CHECK-NEXT: %[[A:.*]] = memref.load %arg1[%c1]
// CHECK-NEXT: %[[B:.*]] = arith.addf %[[A]], %[[A]]
// CHECK-NEXT: memref.store %[[B]], %arg1[%c0]
// CHECK: {mapping = [#gpu.loop_dim_map<processor = thread_x
// CHECK: {mapping = [#gpu.loop_dim_map<processor = block_x
// CHECK-NEXT: return
func.func @run_after_kernel(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %x[%i] : memref<16xf32>
    memref.store %v, %y[%i] : memref<16xf32>
    scf.reduce
  }
  %a = memref.load %y[%c1] : memref<16xf32>
  %b = arith.addf %a, %a : f32
  memref.store %b, %y[%c0] : memref<16xf32>
  return
}

// -----

// A kernel that uses a scalar loaded on the host loads it itself.
// CHECK-LABEL: func.func @scalar_into_kernel
// CHECK-NOT: memref.load
// CHECK: scf.parallel
// CHECK: memref.load %arg0[%c2]
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: memref.store
func.func @scalar_into_kernel(%t: memref<4xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %s = memref.load %t[%c2] : memref<4xf32>
  %s2 = arith.mulf %s, %s : f32
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    memref.store %s2, %y[%i] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// The buffer is written between the load and its use: the load stays on
// the host (the launch plan refuses it at its location).
// CHECK-LABEL: func.func @written_before_use
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK-NEXT: %[[S:.*]] = memref.load %arg0[%c0]
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK-NEXT: memref.store %[[S]], %arg1
func.func @written_before_use(%t: memref<4xf32>, %y: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.load %t[%c0] : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %t[%i] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %t[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %s, %y[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
