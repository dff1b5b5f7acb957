// A lowered-looking module whose gpu.binary holds garbage.
module attributes {gpu.container_module, htam.kernel_abi = "bare-ptr"} {
  gpu.binary @f_kernels [#gpu.object<#nvvm.target, "not a ptx image \00\01\02">]
  func.func @f(%x: memref<16xf32>, %y: memref<16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    gpu.launch_func @f_kernels::@k blocks in (%c0, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<16xf32>, %y : memref<16xf32>)
    return
  }
}
