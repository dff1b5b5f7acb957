// RUN: htam-opt %s --htam-kernel-launch-bounds="max-registers=300" -verify-diagnostics
// RUN: htam-opt %s --htam-kernel-launch-bounds="max-registers=8" -verify-diagnostics
// RUN: not htam-opt %s --htam-kernel-launch-bounds="min-blocks-per-sm=33" 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: not htam-opt %s --htam-kernel-launch-bounds="min-blocks-per-sm=-1" 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// ptxas takes 16 to 255 registers per thread and at most 32 resident
// blocks per SM: other bounds are refused at the module, which is left
// unchanged.
// BLOCKS: invalid.mlir:[[@LINE+4]]:1: error: htam-kernel-launch-bounds: min-blocks-per-sm must be 0 (none) to 32, got 33
// NEGATIVE: error: htam-kernel-launch-bounds: min-blocks-per-sm must be 0 (none) to 32, got -1
// The register count named is the one given (300 or 8).
// expected-error @below {{htam-kernel-launch-bounds: max-registers must be 0 (no cap) or 16 to 255, got}}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}
