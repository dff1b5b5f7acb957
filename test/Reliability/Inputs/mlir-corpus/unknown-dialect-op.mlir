// An operation of a dialect nobody registered.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = "frobnicate.twiddle"(%x) : (tensor<128xf32>) -> tensor<128xf32>
  return %y : tensor<128xf32>
}
