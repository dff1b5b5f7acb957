// Imported by htam-import from 38_ConvTranspose3d_AvgPool_Clamp_Softmax_Multiply.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32x32x32x64x64 (input), conv_transpose_weight 32x64x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), scale 1x64x1x1x1 (parameter:scale)
func.func @l2_38_convtranspose3d_avgpool_clamp_softmax_multiply(
    %x: tensor<32x32x32x64x64xf32>,
    %conv_transpose_weight: tensor<32x64x3x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %scale: tensor<1x64x1x1x1xf32> {htam.init = "uniform(0.5..1.5)"}) -> (tensor<32x64x32x64x64xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 8.0 : f32
  %c2 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<32x32x16x32x32xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32x32x16x32x32xf32>) -> tensor<32x32x16x32x32xf32>
  %e3 = tensor.empty() : tensor<2x2x2xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %e3 : tensor<32x32x32x64x64xf32>, tensor<2x2x2xf32>) outs(%f2 : tensor<32x32x16x32x32xf32>) {
  ^bb0(%a4: f32, %a5: f32, %o6: f32):
    %b7 = arith.addf %a4, %o6 : f32
    linalg.yield %b7 : f32
  } -> tensor<32x32x16x32x32xf32>
  %e9 = tensor.empty() : tensor<32x32x16x32x32xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g8 : tensor<32x32x16x32x32xf32>) outs(%e9 : tensor<32x32x16x32x32xf32>) {
  ^bb0(%a10: f32, %o11: f32):
    %b12 = arith.divf %a10, %c1 : f32
    linalg.yield %b12 : f32
  } -> tensor<32x32x16x32x32xf32>
  %e14 = tensor.empty() : tensor<32x32x34x66x66xf32>
  %f15 = linalg.fill ins(%c0 : f32) outs(%e14 : tensor<32x32x34x66x66xf32>) -> tensor<32x32x34x66x66xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g13 : tensor<32x32x16x32x32xf32>) outs(%f15 : tensor<32x32x34x66x66xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    linalg.yield %a16 : f32
  } -> tensor<32x32x34x66x66xf32>
  %r19 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 64, 3, 3, 3] : tensor<32x64x3x3x3xf32> into tensor<1x32x64x3x3x3xf32>
  %e20 = tensor.empty() : tensor<1x64x32x3x3x3xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r19 : tensor<1x32x64x3x3x3xf32>) outs(%e20 : tensor<1x64x32x3x3x3xf32>) {
  ^bb0(%a21: f32, %o22: f32):
    linalg.yield %a21 : f32
  } -> tensor<1x64x32x3x3x3xf32>
  %r24 = tensor.collapse_shape %g23 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x32x3x3x3xf32> into tensor<64x32x3x3x3xf32>
  %e25 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %f26 = linalg.fill ins(%c0 : f32) outs(%e25 : tensor<32x64x32x64x64xf32>) -> tensor<32x64x32x64x64xf32>
  %conv27 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g18, %r24 : tensor<32x32x34x66x66xf32>, tensor<64x32x3x3x3xf32>) outs(%f26 : tensor<32x64x32x64x64xf32>) -> tensor<32x64x32x64x64xf32>
  %e29 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv27, %conv_transpose_bias : tensor<32x64x32x64x64xf32>, tensor<64xf32>) outs(%e29 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a30: f32, %a31: f32, %o32: f32):
    %b33 = arith.addf %a30, %a31 : f32
    linalg.yield %b33 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e35 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g34 : tensor<32x64x32x64x64xf32>) outs(%e35 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.maximumf %a36, %c0 : f32
    %b39 = arith.minimumf %b38, %c2 : f32
    linalg.yield %b39 : f32
  } -> tensor<32x64x32x64x64xf32>
  %r41 = tensor.collapse_shape %g40 [[0], [1], [2, 3, 4]] : tensor<32x64x32x64x64xf32> into tensor<32x64x131072xf32>
  %e42 = tensor.empty() : tensor<32x64x131072xf32>
  %sm43 = linalg.softmax dimension(2) ins(%r41 : tensor<32x64x131072xf32>) outs(%e42 : tensor<32x64x131072xf32>) -> tensor<32x64x131072xf32>
  %r44 = tensor.expand_shape %sm43 [[0], [1], [2, 3, 4]] output_shape [32, 64, 32, 64, 64] : tensor<32x64x131072xf32> into tensor<32x64x32x64x64xf32>
  %r45 = tensor.collapse_shape %scale [[0, 1, 2, 3, 4]] : tensor<1x64x1x1x1xf32> into tensor<64xf32>
  %e46 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r44, %r45 : tensor<32x64x32x64x64xf32>, tensor<64xf32>) outs(%e46 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a47: f32, %a48: f32, %o49: f32):
    %b50 = arith.mulf %a47, %a48 : f32
    linalg.yield %b50 : f32
  } -> tensor<32x64x32x64x64xf32>
  return %g51 : tensor<32x64x32x64x64xf32>
}
