// A tensor.pad with a negative low padding.
func.func @f(%x: tensor<8xf32>) -> tensor<6xf32> {
  %cst = arith.constant 0.0 : f32
  %y = tensor.pad %x low[-2] high[0] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<8xf32> to tensor<6xf32>
  return %y : tensor<6xf32>
}
