// A pad whose result is larger than 2^63 elements.
func.func @f(%x: tensor<8xf32>) -> tensor<9223372036854775000xf32> {
  %cst = arith.constant 0.0 : f32
  %y = tensor.pad %x low[0] high[9223372036854774992] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<8xf32> to tensor<9223372036854775000xf32>
  return %y : tensor<9223372036854775000xf32>
}
