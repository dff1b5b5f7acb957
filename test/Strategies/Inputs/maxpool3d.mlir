// Max pooling 3D, kernel 3, stride 2, padding 1, dilation 3, written as the
// suite writes KernelBench level 1 task 43 (small): a -inf fill, a copy
// into it, then a pooling linalg.generic over NCDHW (the window tensor read
// for its shape only, input map o * 2 + k * 3). Rows of 5 outputs.
func.func @maxpool3d(%x: tensor<2x3x15x14x16xf32>) -> tensor<2x3x5x4x5xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<2x3x17x16x18xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<2x3x17x16x18xf32>) -> tensor<2x3x17x16x18xf32>
  %pad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 1, d3 + 1, d4 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x15x14x16xf32>) outs(%f2 : tensor<2x3x17x16x18xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x3x17x16x18xf32>
  %win = tensor.empty() : tensor<3x3x3xf32>
  %e5 = tensor.empty() : tensor<2x3x5x4x5xf32>
  %f6 = linalg.fill ins(%ninf : f32) outs(%e5 : tensor<2x3x5x4x5xf32>) -> tensor<2x3x5x4x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5 * 3, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%pad, %win : tensor<2x3x17x16x18xf32>, tensor<3x3x3xf32>) outs(%f6 : tensor<2x3x5x4x5xf32>) {
  ^bb0(%a: f32, %w: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<2x3x5x4x5xf32>
  return %y : tensor<2x3x5x4x5xf32>
}
