// A gpu.launch_func with a launch-time cluster size, which the runtime's
// launch plan refuses (cluster kernels carry their shape in the PTX).
module attributes {gpu.container_module} {
  func.func @cluster(%a: memref<64xf32>, %b: memref<64xf32>) attributes {htam.num_outputs = 1 : i64} {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @cluster_kernels::@k clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>)
    return
  }
  gpu.binary @cluster_kernels [#gpu.object<#nvvm.target<chip = "sm_90">, "">]
}
