// A task that calls a private helper function with a body.
func.func private @square(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = arith.mulf %x, %x : tensor<128xf32>
  return %y : tensor<128xf32>
}
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = func.call @square(%x) : (tensor<128xf32>) -> tensor<128xf32>
  return %y : tensor<128xf32>
}
