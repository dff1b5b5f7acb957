// Softmax with odd sizes: 7 rows of 1001 (scalar loads, a tail in every
// lane), and a 3-D softmax over the last dim with rows of 3 elements.
func.func @softmax_odd(%x: tensor<7x1001xf32>) -> tensor<7x1001xf32> {
  %e = tensor.empty() : tensor<7x1001xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<7x1001xf32>) outs(%e : tensor<7x1001xf32>) -> tensor<7x1001xf32>
  return %y : tensor<7x1001xf32>
}
func.func @softmax_short_rows(%x: tensor<5x9x3xf32>) -> tensor<5x9x3xf32> {
  %e = tensor.empty() : tensor<5x9x3xf32>
  %y = linalg.softmax dimension(2) ins(%x : tensor<5x9x3xf32>) outs(%e : tensor<5x9x3xf32>) -> tensor<5x9x3xf32>
  return %y : tensor<5x9x3xf32>
}
