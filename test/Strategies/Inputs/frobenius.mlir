// Frobenius norm normalization, KernelBench level 1 task 37 (small):
// x / sqrt(sum(x^2)) with a full reduction to a rank-0 tensor.
#x4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#s4 = affine_map<(d0, d1, d2, d3) -> ()>
func.func @frobenius(%x: tensor<4x8x16x16xf32>) -> tensor<4x8x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %ss = linalg.generic {indexing_maps = [#x4, #s4],
                        iterator_types = ["reduction", "reduction", "reduction", "reduction"]}
      ins(%x : tensor<4x8x16x16xf32>) outs(%acc : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %r = arith.addf %sq, %out : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e4 = tensor.empty() : tensor<4x8x16x16xf32>
  %y = linalg.generic {indexing_maps = [#x4, #s4, #x4],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %ss : tensor<4x8x16x16xf32>, tensor<f32>) outs(%e4 : tensor<4x8x16x16xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %n = math.sqrt %s : f32
    %r = arith.divf %in, %n : f32
    linalg.yield %r : f32
  } -> tensor<4x8x16x16xf32>
  return %y : tensor<4x8x16x16xf32>
}
