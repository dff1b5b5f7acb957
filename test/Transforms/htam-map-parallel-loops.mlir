// RUN: htam-opt %s --htam-map-parallel-loops="threads-per-block=128" | FileCheck %s

// A 3-D nest becomes one dimension of 4*8*10 = 320 points, tiled by 128 and
// mapped to blocks and threads, with a guard for the last partial block.
// CHECK-LABEL: func.func @nest(
// CHECK: %[[C128:.+]] = arith.constant 128 : index
// CHECK: %[[STEP:.+]] = arith.muli %{{.+}}, %[[C128]] : index
// CHECK: scf.parallel (%[[B:.+]]) = (%{{.+}}) to (%[[N:.+]]) step (%[[STEP]]) {
// CHECK-NEXT: scf.parallel (%[[T:.+]]) = (%{{.+}}) to (%[[STEP]]) step
// CHECK: %[[IN:.+]] = arith.cmpi ult, %{{.+}}, %[[N]] : index
// CHECK: scf.if
// CHECK-COUNT-2: arith.divsi
// CHECK: memref.store
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
func.func @nest(%m: memref<4x8x10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c4, %c8, %c10) step (%c1, %c1, %c1) {
    memref.store %f, %m[%i, %j, %k] : memref<4x8x10xf32>
    scf.reduce
  }
  return
}

