// Imported by htam-import from 5_ConvTranspose2d_Subtract_Tanh.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32x64x256x256 (input), conv_transpose_weight 64x64x4x4 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), bias 64x1x1 (parameter:bias)
func.func @l2_5_convtranspose2d_subtract_tanh(
    %x: tensor<32x64x256x256xf32>,
    %conv_transpose_weight: tensor<64x64x4x4xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %bias: tensor<64x1x1xf32> {htam.init = "normal"}) -> (tensor<32x64x513x513xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32x64x516x516xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32x64x516x516xf32>) -> tensor<32x64x516x516xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 2, d3 * 2 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<32x64x256x256xf32>) outs(%f2 : tensor<32x64x516x516xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<32x64x516x516xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 64, 4, 4] : tensor<64x64x4x4xf32> into tensor<1x64x64x4x4xf32>
  %e7 = tensor.empty() : tensor<1x64x64x4x4xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 3, -d4 + 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x64x4x4xf32>) outs(%e7 : tensor<1x64x64x4x4xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x64x4x4xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x64x64x4x4xf32> into tensor<64x64x4x4xf32>
  %e12 = tensor.empty() : tensor<32x64x513x513xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<32x64x513x513xf32>) -> tensor<32x64x513x513xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<32x64x516x516xf32>, tensor<64x64x4x4xf32>) outs(%f13 : tensor<32x64x513x513xf32>) -> tensor<32x64x513x513xf32>
  %e16 = tensor.empty() : tensor<32x64x513x513xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<32x64x513x513xf32>, tensor<64xf32>) outs(%e16 : tensor<32x64x513x513xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<32x64x513x513xf32>
  %r22 = tensor.collapse_shape %bias [[0, 1, 2]] : tensor<64x1x1xf32> into tensor<64xf32>
  %e23 = tensor.empty() : tensor<32x64x513x513xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %r22 : tensor<32x64x513x513xf32>, tensor<64xf32>) outs(%e23 : tensor<32x64x513x513xf32>) {
  ^bb0(%a24: f32, %a25: f32, %o26: f32):
    %b27 = arith.subf %a24, %a25 : f32
    linalg.yield %b27 : f32
  } -> tensor<32x64x513x513xf32>
  %e29 = tensor.empty() : tensor<32x64x513x513xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g28 : tensor<32x64x513x513xf32>) outs(%e29 : tensor<32x64x513x513xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = math.tanh %a30 : f32
    linalg.yield %b32 : f32
  } -> tensor<32x64x513x513xf32>
  return %g33 : tensor<32x64x513x513xf32>
}
