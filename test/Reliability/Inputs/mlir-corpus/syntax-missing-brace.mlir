// Syntax error: the function body is never closed.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  return %x : tensor<128xf32>
