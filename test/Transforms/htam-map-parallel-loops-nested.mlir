// RUN: htam-opt %s -split-input-file --htam-map-parallel-loops="threads-per-block=128" -verify-diagnostics | FileCheck %s

// A parallel loop nested in the mapped one (a producer fused into its
// consumer's tile) becomes a for nest in the thread; the views of the
// task's buffers used in the nest move into it (the kernel takes %m whole).
// CHECK-LABEL: func.func @nested(
// CHECK-NOT: memref.subview
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: memref.subview %{{.+}}[0, 8] [16, 8] [1, 1]
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step
// CHECK-NEXT: scf.for %{{.+}} = %{{.+}} to %{{.+}} step
// CHECK-NEXT: arith.addi
// CHECK-NEXT: memref.store
// CHECK-NOT: scf.parallel
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x
func.func @nested(%m: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %v = memref.subview %m[0, 8] [16, 8] [1, 1] : memref<16x16xf32> to memref<16x8xf32, strided<[16, 1], offset: 8>>
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%c2, %c4) step (%c1, %c1) {
      %col = arith.addi %j, %k : index
      memref.store %zero, %v[%i, %col] : memref<16x8xf32, strided<[16, 1], offset: 8>>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A reduction nested in a thread is not sequentialized.
func.func @nested_reduction(%m: memref<16x4xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    // expected-error @below {{htam-map-parallel-loops: a reduction nested in a thread is not supported}}
    %s = scf.parallel (%j) = (%c0) to (%c4) step (%c1) init (%zero) -> f32 {
      %x = memref.load %m[%i, %j] : memref<16x4xf32>
      scf.reduce(%x : f32) {
      ^bb0(%a: f32, %b: f32):
        %r = arith.addf %a, %b : f32
        scf.reduce.return %r : f32
      }
    }
    memref.store %s, %out[%i] : memref<16xf32>
    scf.reduce
  }
  return
}
