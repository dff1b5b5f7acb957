// A transposed convolution written as the suite writes it (KernelBench level
// 1 task 57, small): the input padded by a linalg.generic that writes an
// interior window of a filled tensor (output map d + 2), the weights flipped,
// then a direct convolution.
func.func @conv_transpose2d(%x: tensor<2x4x6x6xf32>, %weight: tensor<4x4x3x3xf32>)
    -> tensor<2x4x8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x4x10x10xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
  %pad3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x4x6x6xf32>) outs(%f2 : tensor<2x4x10x10xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x4x10x10xf32>
  %e4 = tensor.empty() : tensor<4x4x3x3xf32>
  %wflip5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%weight : tensor<4x4x3x3xf32>) outs(%e4 : tensor<4x4x3x3xf32>) {
  ^bb0(%w: f32, %o: f32):
    linalg.yield %w : f32
  } -> tensor<4x4x3x3xf32>
  %e6 = tensor.empty() : tensor<2x4x8x8xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad3, %wflip5 : tensor<2x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%f7 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  return %conv8 : tensor<2x4x8x8xf32>
}
