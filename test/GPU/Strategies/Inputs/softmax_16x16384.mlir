// Softmax over the last dim, 16 rows of 16384 (few long rows).
func.func @softmax_16x16384(%x: tensor<16x16384xf32>) -> tensor<16x16384xf32> {
  %e = tensor.empty() : tensor<16x16384xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<16x16384xf32>) outs(%e : tensor<16x16384xf32>) -> tensor<16x16384xf32>
  return %y : tensor<16x16384xf32>
}
