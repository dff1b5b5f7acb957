// KernelBench level 2 task 12 (Gemm_Multiply_LeakyReLU) at a small,
// non-square shape: x @ W^T + b, * 2.0, leaky_relu(0.1).
func.func @gemm_multiply_leakyrelu(
    %x: tensor<200x384xf32>,
    %weight: tensor<136x384xf32>,
    %bias: tensor<136xf32>) -> tensor<200x136xf32> {
  %c2 = arith.constant 0.1 : f32
  %c1 = arith.constant 2.0 : f32
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<200x136xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<200x136xf32>) -> tensor<200x136xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %weight : tensor<200x384xf32>, tensor<136x384xf32>) outs(%f2 : tensor<200x136xf32>) -> tensor<200x136xf32>
  %e4 = tensor.empty() : tensor<200x136xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %bias : tensor<200x136xf32>, tensor<136xf32>) outs(%e4 : tensor<200x136xf32>) {
  ^bb0(%m: f32, %b: f32, %o: f32):
    %y = arith.addf %m, %b : f32
    %s = arith.mulf %y, %c1 : f32
    %n = arith.mulf %s, %c2 : f32
    %p = arith.cmpf ogt, %s, %c0 : f32
    %r = arith.select %p, %s, %n : f32
    linalg.yield %r : f32
  } -> tensor<200x136xf32>
  return %g5 : tensor<200x136xf32>
}
