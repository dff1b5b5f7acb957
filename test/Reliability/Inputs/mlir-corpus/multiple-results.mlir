// A task with two results, one an input returned as is.
func.func @f(%x: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %y = arith.addf %x, %x : tensor<64xf32>
  return %y, %x : tensor<64xf32>, tensor<64xf32>
}
