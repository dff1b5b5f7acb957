// A task that returns one value twice (found by scripts/randop.py, class
// multi, form twice) gets a buffer per result: the later result is a copy.
// Before, promoting the results to out-parameters crashed on the shared
// buffer, in the reference lowering, the CPU lowering and the driver.
// RUN: htam-opt %s --htam-lower-reference | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: htam-run %s --func twice --cpu-run --seeds 1 --dump-outputs %t -o /dev/null
// RUN: cmp %t/arg1.f32 %t/arg2.f32

// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %[[X:.+]]: memref<9x70xf32>, %[[A:.+]]: memref<9x70xf32>, %[[B:.+]]: memref<9x70xf32>)
// CHECK-SAME: htam.num_outputs = 2 : i64
// CHECK: gpu.launch_func @twice_kernels::@twice_kernel {{.*}} args(%[[X]] : memref<9x70xf32>, %[[A]] : memref<9x70xf32>)
// CHECK: gpu.launch_func @twice_kernels::@twice_kernel_0 {{.*}} args(%[[A]] : memref<9x70xf32>, %[[B]] : memref<9x70xf32>)
func.func @twice(%x: tensor<9x70xf32>) -> (tensor<9x70xf32>, tensor<9x70xf32>) {
  %e = tensor.empty() : tensor<9x70xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<9x70xf32>) outs(%e : tensor<9x70xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.absf %a : f32
    linalg.yield %m : f32
  } -> tensor<9x70xf32>
  return %r, %r : tensor<9x70xf32>, tensor<9x70xf32>
}
