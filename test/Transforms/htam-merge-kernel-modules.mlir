// RUN: htam-opt %s --htam-merge-kernel-modules | FileCheck %s

// Two outlined kernels of one host function end up in one gpu.module, named
// after the modules they came from; the launches follow.
// CHECK-LABEL: func.func @task(
// CHECK: gpu.launch_func @task_kernels::@task_kernel blocks
// CHECK: gpu.launch_func @task_kernels::@task_kernel_0 blocks
// CHECK-NOT: gpu.module @task_kernel
// CHECK: gpu.module @task_kernels {
// CHECK: gpu.func @task_kernel(%{{.*}}: memref<4xf32>) kernel
// CHECK: gpu.func @task_kernel_0(%{{.*}}: memref<4xf32>) kernel
module attributes {gpu.container_module} {
  func.func @task(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @task_kernel::@task_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @task_kernel_0::@task_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  gpu.module @task_kernel {
    gpu.func @task_kernel(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @task_kernel_0 {
    gpu.func @task_kernel(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
}
