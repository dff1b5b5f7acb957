// conv_transpose2d_s1.mlir with the weight transposed but NOT flipped: a
// different operator on the same shapes (the negative check of
// cudnn-conv.test: the flipped one computed by cuDNN must not match it).
func.func @conv_transpose2d_s1(%x: tensor<2x3x6x7xf32>,
                               %w: tensor<3x4x3x3xf32>) -> tensor<2x4x8x9xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x3x10x11xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2x3x10x11xf32>) -> tensor<2x3x10x11xf32>
  %pad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x6x7xf32>) outs(%f2 : tensor<2x3x10x11xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x3x10x11xf32>
  %e3 = tensor.empty() : tensor<4x3x3x3xf32>
  %wf = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w : tensor<3x4x3x3xf32>) outs(%e3 : tensor<4x3x3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x3x3x3xf32>
  %e4 = tensor.empty() : tensor<2x4x8x9xf32>
  %f5 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<2x4x8x9xf32>) -> tensor<2x4x8x9xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad, %wf : tensor<2x3x10x11xf32>, tensor<4x3x3x3xf32>) outs(%f5 : tensor<2x4x8x9xf32>) -> tensor<2x4x8x9xf32>
  return %conv : tensor<2x4x8x9xf32>
}
