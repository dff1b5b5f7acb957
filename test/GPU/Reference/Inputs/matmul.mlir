func.func @matmul(%a: tensor<200x96xf32>, %b: tensor<96x130xf32>) -> tensor<200x130xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<200x130xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<200x130xf32>) -> tensor<200x130xf32>
  %r = linalg.matmul ins(%a, %b : tensor<200x96xf32>, tensor<96x130xf32>) outs(%c : tensor<200x130xf32>) -> tensor<200x130xf32>
  return %r : tensor<200x130xf32>
}
