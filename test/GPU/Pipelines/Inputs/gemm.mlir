// C = A B with the zero fill, sizes all tiles divide (64/128 x 64/128 x 8..32).
func.func @gemm(%a: tensor<256x512xf32>, %b: tensor<512x384xf32>) -> tensor<256x384xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x384xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x384xf32>) -> tensor<256x384xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x384xf32>) outs(%c : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %r : tensor<256x384xf32>
}
