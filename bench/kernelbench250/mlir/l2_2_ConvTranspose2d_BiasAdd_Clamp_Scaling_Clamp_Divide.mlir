// Imported by htam-import from 2_ConvTranspose2d_BiasAdd_Clamp_Scaling_Clamp_Divide.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x128x128 (input), conv_transpose_weight 64x64x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), bias 64x1x1 (parameter:bias)
func.func @l2_2_convtranspose2d_biasadd_clamp_scaling_clamp_divide(
    %x: tensor<128x64x128x128xf32>,
    %conv_transpose_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %bias: tensor<64x1x1xf32> {htam.init = "normal"}) -> (tensor<128x64x256x256xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<128x64x258x258xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x258x258xf32>) -> tensor<128x64x258x258xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x64x128x128xf32>) outs(%f2 : tensor<128x64x258x258xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x64x258x258xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 64, 3, 3] : tensor<64x64x3x3xf32> into tensor<1x64x64x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x64x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x64x3x3xf32>) outs(%e7 : tensor<1x64x64x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x64x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x64x64x3x3xf32> into tensor<64x64x3x3xf32>
  %e12 = tensor.empty() : tensor<128x64x256x256xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<128x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%f13 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %e16 = tensor.empty() : tensor<128x64x256x256xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x64x256x256xf32>, tensor<64xf32>) outs(%e16 : tensor<128x64x256x256xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x64x256x256xf32>
  %r22 = tensor.collapse_shape %bias [[0, 1, 2]] : tensor<64x1x1xf32> into tensor<64xf32>
  %e23 = tensor.empty() : tensor<128x64x256x256xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %r22 : tensor<128x64x256x256xf32>, tensor<64xf32>) outs(%e23 : tensor<128x64x256x256xf32>) {
  ^bb0(%a24: f32, %a25: f32, %o26: f32):
    %b27 = arith.addf %a24, %a25 : f32
    linalg.yield %b27 : f32
  } -> tensor<128x64x256x256xf32>
  %e29 = tensor.empty() : tensor<128x64x256x256xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g28 : tensor<128x64x256x256xf32>) outs(%e29 : tensor<128x64x256x256xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.maximumf %a30, %c0 : f32
    %b33 = arith.minimumf %b32, %c1 : f32
    linalg.yield %b33 : f32
  } -> tensor<128x64x256x256xf32>
  %e35 = tensor.empty() : tensor<128x64x256x256xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g34 : tensor<128x64x256x256xf32>) outs(%e35 : tensor<128x64x256x256xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.mulf %a36, %c2 : f32
    linalg.yield %b38 : f32
  } -> tensor<128x64x256x256xf32>
  %e40 = tensor.empty() : tensor<128x64x256x256xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g39 : tensor<128x64x256x256xf32>) outs(%e40 : tensor<128x64x256x256xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.maximumf %a41, %c0 : f32
    %b44 = arith.minimumf %b43, %c1 : f32
    linalg.yield %b44 : f32
  } -> tensor<128x64x256x256xf32>
  %e46 = tensor.empty() : tensor<128x64x256x256xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g45 : tensor<128x64x256x256xf32>) outs(%e46 : tensor<128x64x256x256xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    %b49 = arith.divf %a47, %c2 : f32
    linalg.yield %b49 : f32
  } -> tensor<128x64x256x256xf32>
  return %g50 : tensor<128x64x256x256xf32>
}
