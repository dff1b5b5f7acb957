// A GEMM (x W^T) whose rows are summed with a bias: the algorithmic
// pipeline collapses it (htam-optimize-collapse.test).
func.func @linear_bias_sum(%x: tensor<64x96xf32>, %w: tensor<80x96xf32>, %bias: tensor<80xf32>) -> tensor<64x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x80xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x80xf32>) -> tensor<64x80xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<64x96xf32>, tensor<80x96xf32>) outs(%f : tensor<64x80xf32>) -> tensor<64x80xf32>
  %e2 = tensor.empty() : tensor<64x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%mm, %bias : tensor<64x80xf32>, tensor<80xf32>) outs(%f2 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %v = arith.addf %a, %b : f32
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64x1xf32>
  return %r : tensor<64x1xf32>
}
