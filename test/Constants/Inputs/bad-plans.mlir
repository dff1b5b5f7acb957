// Lowered host functions whose constant arguments the launch plan refuses
// (test/Constants/launch-plan-invalid.test).
module attributes {gpu.container_module} {
  memref.global "private" constant @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
  memref.global "private" @state : memref<4xf32> = dense<0.0>
  func.func @missing(%out: memref<4xf32>, %c: memref<4xf32> {htam.constant = @missing_global}) attributes {htam.num_outputs = 1 : i64} {
    return
  }
  func.func @not_a_symbol(%out: memref<4xf32>, %c: memref<4xf32> {htam.constant = 3 : i64}) attributes {htam.num_outputs = 1 : i64} {
    return
  }
  func.func @mutable(%out: memref<4xf32>, %c: memref<4xf32> {htam.constant = @state}) attributes {htam.num_outputs = 1 : i64} {
    return
  }
  func.func @mismatch(%out: memref<4xf32>, %c: memref<2xf32> {htam.constant = @w}) attributes {htam.num_outputs = 1 : i64} {
    return
  }
}
