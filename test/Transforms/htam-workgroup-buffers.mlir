// RUN: htam-opt %s -split-input-file --htam-workgroup-buffers -verify-diagnostics | FileCheck %s

// A promoted byte buffer viewed as one tile becomes a typed attribution of
// the kernel with the allocation's alignment; the dealloc goes.
// CHECK-LABEL: gpu.func @k(
// CHECK-SAME: workgroup(%[[BUF:.+]] : memref<16x8xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.view
// CHECK: memref.store %{{.+}}, %[[BUF]]
// CHECK-NOT: memref.dealloc
gpu.module @m {
  gpu.func @k(%x: f32) kernel {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<512xi8, #gpu.address_space<workgroup>>
    %view = memref.view %alloc[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<16x8xf32, #gpu.address_space<workgroup>>
    memref.store %x, %view[%c0, %c0] : memref<16x8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.dealloc %alloc : memref<512xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Allocations in other memory spaces are not touched.
// CHECK-LABEL: gpu.func @private(
// CHECK-NOT: workgroup(
// CHECK: memref.alloca
gpu.module @m {
  gpu.func @private(%x: f32) kernel {
    %c0 = arith.constant 0 : index
    %a = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
    memref.store %x, %a[%c0] : memref<4xf32, #gpu.address_space<private>>
    gpu.return
  }
}

// -----

func.func @host() {
  // expected-error @below {{htam-workgroup-buffers: workgroup memory allocated outside a kernel}}
  %a = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  return
}
