func.func @softmax(%x: tensor<256x1000xf32>) -> tensor<256x1000xf32> {
  %init = tensor.empty() : tensor<256x1000xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<256x1000xf32>) outs(%init : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  return %y : tensor<256x1000xf32>
}
