// A module that already holds a gpu.module with a kernel next to a task.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%p: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = arith.addf %x, %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
