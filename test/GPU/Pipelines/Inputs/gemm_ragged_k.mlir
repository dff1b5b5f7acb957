// C = A B with the zero fill, k = 520 not a multiple of tile_k (8, 16, 32):
// the boundary-handling pipeline peels the k loop's last step.
func.func @gemm(%a: tensor<256x520xf32>, %b: tensor<520x384xf32>) -> tensor<256x384xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x384xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x384xf32>) -> tensor<256x384xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x520xf32>, tensor<520x384xf32>) outs(%c : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %r : tensor<256x384xf32>
}
