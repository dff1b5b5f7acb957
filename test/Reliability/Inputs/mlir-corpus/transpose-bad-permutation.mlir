// A transpose whose permutation repeats a dimension.
func.func @f(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %init = tensor.empty() : tensor<8x4xf32>
  %y = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%init : tensor<8x4xf32>) permutation = [0, 0]
  return %y : tensor<8x4xf32>
}
