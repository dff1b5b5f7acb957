// A task on a tensor with a zero-sized dimension.
func.func @f(%x: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %y = arith.addf %x, %x : tensor<0x4xf32>
  return %y : tensor<0x4xf32>
}
