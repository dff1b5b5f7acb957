// An operation that the arith dialect does not have.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = "arith.frobnicate"(%x) : (tensor<128xf32>) -> tensor<128xf32>
  return %y : tensor<128xf32>
}
