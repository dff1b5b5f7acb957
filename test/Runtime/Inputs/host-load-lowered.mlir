// A lowered host function that still reads and writes a buffer on the host
// (as htam-lower-reference did before htam-device-scalar-accesses, or a
// hand-written module): the launch plan refuses it at the access.
module attributes {gpu.container_module, htam.kernel_abi = "bare-ptr"} {
  func.func @host_load(%x: memref<4xf32>, %y: memref<4xf32>) attributes {htam.num_outputs = 1 : i64} {
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%c0] : memref<4xf32>
    memref.store %v, %y[%c0] : memref<4xf32>
    return
  }
}
