// RUN: htam-opt %s --htam-kernel-launch-bounds="max-registers=64 min-blocks-per-sm=2" | FileCheck %s
// RUN: htam-opt %s --htam-kernel-launch-bounds="max-registers=128" | FileCheck %s --check-prefix=REGS
// RUN: htam-opt %s --htam-kernel-launch-bounds | FileCheck %s --check-prefix=NONE

// Both bounds on every kernel as NVVM attributes (PTX .maxnreg and
// .minnctapersm); a device function that is no kernel keeps none.
// CHECK-LABEL: gpu.func @k(
// CHECK-SAME: kernel attributes {nvvm.maxnreg = 64 : i32, nvvm.minctasm = 2 : i32}
// CHECK-LABEL: gpu.func @other(
// CHECK-SAME: nvvm.maxnreg = 64 : i32, nvvm.minctasm = 2 : i32
// CHECK-LABEL: gpu.func @helper(
// CHECK-NOT: nvvm.
// CHECK: gpu.return

// One bound alone; 0 leaves the other unset.
// REGS-LABEL: gpu.func @k(
// REGS-SAME: kernel attributes {nvvm.maxnreg = 128 : i32}
// REGS-NOT: nvvm.minctasm

// The defaults (0, 0) change nothing.
// NONE-NOT: nvvm.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%p: memref<16xf32>) kernel {
      gpu.return
    }
    gpu.func @other() kernel {
      gpu.return
    }
    gpu.func @helper() {
      gpu.return
    }
  }
}
