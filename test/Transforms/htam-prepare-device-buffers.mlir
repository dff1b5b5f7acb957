// RUN: htam-opt %s -split-input-file --htam-prepare-device-buffers -verify-diagnostics | FileCheck %s

// Temporaries become 256-byte aligned views of one trailing workspace
// argument; copies become linalg.copy kernels; deallocations disappear.
// CHECK-LABEL: func.func @temporaries(
// CHECK-SAME: %[[X:.+]]: memref<8x8xf32>, %[[Y:.+]]: memref<8x8xf32>, %[[WS:.+]]: memref<512xi8> {htam.workspace})
// CHECK-SAME: attributes {htam.workspace_bytes = 512 : i64}
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[A:.+]] = memref.view %[[WS]][%[[C0]]][] : memref<512xi8> to memref<8x8xf32>
// CHECK: %[[C256:.+]] = arith.constant 256 : index
// CHECK: %[[B:.+]] = memref.view %[[WS]][%[[C256]]][] : memref<512xi8> to memref<4xf32>
// CHECK: linalg.copy ins(%[[X]] : memref<8x8xf32>) outs(%[[A]] : memref<8x8xf32>)
// CHECK: linalg.copy ins(%[[A]] : memref<8x8xf32>) outs(%[[Y]] : memref<8x8xf32>)
// CHECK-NOT: memref.dealloc
// CHECK-NOT: memref.copy
func.func @temporaries(%x: memref<8x8xf32>, %y: memref<8x8xf32>) {
  %a = memref.alloc() : memref<8x8xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %x, %a : memref<8x8xf32> to memref<8x8xf32>
  memref.copy %a, %y : memref<8x8xf32> to memref<8x8xf32>
  memref.dealloc %a : memref<8x8xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

// Without temporaries the signature is unchanged.
// CHECK-LABEL: func.func @none(
// CHECK-SAME: %{{.+}}: memref<4xf32>) {
func.func @none(%x: memref<4xf32>) {
  return
}

// -----

func.func @dynamic(%n: index) {
  // expected-error @below {{'memref.alloc' op has a dynamic shape or layout; only static temporaries can be placed in device memory}}
  %a = memref.alloc(%n) : memref<?xf32>
  return
}

// -----

memref.global "private" constant @table : memref<4xf32> = dense<1.0>
func.func @global(%y: memref<4xf32>) {
  // expected-error @below {{'memref.get_global' op reads a host global (a constant tensor); constants must be passed as arguments for the GPU}}
  %g = memref.get_global @table : memref<4xf32>
  memref.copy %g, %y : memref<4xf32> to memref<4xf32>
  return
}
