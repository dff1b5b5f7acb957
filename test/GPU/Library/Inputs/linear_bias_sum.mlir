// Level-2 task 18's head at a small shape: a Linear layer whose bias add
// sits inside the following row sum (the reduction's payload adds the bias
// to the GEMM output before accumulating), then a ReLU of the sums.
func.func @linear_bias_sum(%x: tensor<64x96xf32>, %w: tensor<80x96xf32>,
                           %bias: tensor<80xf32>) -> tensor<64x1xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x80xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x80xf32>) -> tensor<64x80xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<64x96xf32>, tensor<80x96xf32>) outs(%f2 : tensor<64x80xf32>) -> tensor<64x80xf32>
  %e4 = tensor.empty() : tensor<64x1xf32>
  %f5 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%mm, %bias : tensor<64x80xf32>, tensor<80xf32>) outs(%f5 : tensor<64x1xf32>) {
  ^bb0(%v: f32, %b: f32, %acc: f32):
    %y = arith.addf %v, %b : f32
    %r = arith.addf %y, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %e6 = tensor.empty() : tensor<64x1xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x1xf32>) outs(%e6 : tensor<64x1xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  return %out : tensor<64x1xf32>
}
