// A plain fp32 matmul with ragged tile edges (M, N, K not tile multiples).
func.func @matmul(%a: tensor<100x72xf32>, %b: tensor<72x90xf32>) -> tensor<100x90xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x90xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<100x90xf32>) -> tensor<100x90xf32>
  %c = linalg.matmul ins(%a, %b : tensor<100x72xf32>, tensor<72x90xf32>)
      outs(%acc : tensor<100x90xf32>) -> tensor<100x90xf32>
  return %c : tensor<100x90xf32>
}
