// Batched matmul (KernelBench level 2 task 28's BMM shape family, small).
func.func @batch_matmul(%a: tensor<4x32x64xf32>, %b: tensor<4x64x48xf32>) -> tensor<4x32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x32x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x32x48xf32>) -> tensor<4x32x48xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<4x32x64xf32>, tensor<4x64x48xf32>)
      outs(%acc : tensor<4x32x48xf32>) -> tensor<4x32x48xf32>
  return %c : tensor<4x32x48xf32>
}
