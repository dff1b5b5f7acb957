// A Linear layer as the suite's level-2 tasks write it: x @ W^T + b, the
// weight stored [out, in] (B read transposed), the bias over N.
func.func @linear_bias(%x: tensor<96x128xf32>, %w: tensor<80x128xf32>,
                       %bias: tensor<80xf32>) -> tensor<96x80xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<96x80xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<96x80xf32>) -> tensor<96x80xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<96x128xf32>, tensor<80x128xf32>) outs(%acc : tensor<96x80xf32>) -> tensor<96x80xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<96x80xf32>, tensor<80xf32>) outs(%e : tensor<96x80xf32>) {
  ^bb0(%m: f32, %b: f32, %o: f32):
    %s = arith.addf %m, %b : f32
    linalg.yield %s : f32
  } -> tensor<96x80xf32>
  return %y : tensor<96x80xf32>
}
