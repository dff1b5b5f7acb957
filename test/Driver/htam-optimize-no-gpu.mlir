// Without a GPU the optimizer stops with one diagnostic that suggests a dry
// run; nothing is written.
// UNSUPPORTED: cuda-gpu
// RUN: not htam-opt %s --htam-optimize 2>&1 | FileCheck %s
// CHECK: error: htam-optimize: no CUDA driver: {{.*}}; use dry-run=true to select, generate and compile candidates without a GPU
// CHECK-NOT: error
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
