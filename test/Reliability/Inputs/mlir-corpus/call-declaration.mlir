// A task that calls an external function (a declaration).
func.func private @ext(tensor<128xf32>) -> tensor<128xf32>
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = func.call @ext(%x) : (tensor<128xf32>) -> tensor<128xf32>
  return %y : tensor<128xf32>
}
