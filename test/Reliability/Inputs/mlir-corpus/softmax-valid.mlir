// A valid task (control): a row softmax.
func.func @f(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %init = tensor.empty() : tensor<4x64xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}
