// Square fp32 matrix multiplication, 2048 x 2048 x 2048 (KernelBench level 1,
// task 1 uses 4096), as linalg.fill + linalg.matmul.
func.func @matmul(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>)
    -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2048x2048xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<2048x2048xf32>)
      -> tensor<2048x2048xf32>
  %c = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>)
      outs(%acc : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %c : tensor<2048x2048xf32>
}
