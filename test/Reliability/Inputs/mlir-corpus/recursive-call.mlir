// A task that calls itself.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = func.call @f(%x) : (tensor<128xf32>) -> tensor<128xf32>
  return %y : tensor<128xf32>
}
