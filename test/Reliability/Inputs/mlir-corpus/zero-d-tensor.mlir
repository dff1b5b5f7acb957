// A task on 0-d tensors.
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %y = arith.mulf %x, %x : tensor<f32>
  return %y : tensor<f32>
}
