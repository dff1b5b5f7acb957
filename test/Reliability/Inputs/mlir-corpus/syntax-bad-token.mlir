// Syntax error: a stray token where an operation is expected.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = @@@ %x : tensor<128xf32>
  return %y : tensor<128xf32>
}
