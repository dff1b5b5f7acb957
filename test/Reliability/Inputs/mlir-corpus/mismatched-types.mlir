// Operands of different types.
func.func @f(%x: tensor<128xf32>, %z: tensor<128xf64>) -> tensor<128xf32> {
  %y = arith.addf %x, %z : tensor<128xf32>
  return %y : tensor<128xf32>
}
