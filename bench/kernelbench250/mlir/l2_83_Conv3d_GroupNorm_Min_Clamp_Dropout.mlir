// Imported by htam-import from 83_Conv3d_GroupNorm_Min_Clamp_Dropout.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x64x64 (input), conv_weight 16x3x3x3x3 (parameter:conv.weight), conv_bias 16 (parameter:conv.bias), norm_weight 16 (parameter:norm.weight), norm_bias 16 (parameter:norm.bias)
func.func @l2_83_conv3d_groupnorm_min_clamp_dropout(
    %x: tensor<128x3x16x64x64xf32>,
    %conv_weight: tensor<16x3x3x3x3xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %conv_bias: tensor<16xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %norm_weight: tensor<16xf32> {htam.init = "uniform(0.5..1.5)"},
    %norm_bias: tensor<16xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x16x14x62x62xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 107632.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16x14x62x62xf32>) -> tensor<128x16x14x62x62xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x3x16x64x64xf32>, tensor<16x3x3x3x3xf32>) outs(%f2 : tensor<128x16x14x62x62xf32>) -> tensor<128x16x14x62x62xf32>
  %e5 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x16x14x62x62xf32>, tensor<16xf32>) outs(%e5 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x16x14x62x62xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1, 2, 3, 4]] : tensor<128x16x14x62x62xf32> into tensor<128x861056xf32>
  %r12 = tensor.expand_shape %r11 [[0], [1, 2]] output_shape [128, 8, 107632] : tensor<128x861056xf32> into tensor<128x8x107632xf32>
  %e13 = tensor.empty() : tensor<128x8xf32>
  %f14 = linalg.fill ins(%c0 : f32) outs(%e13 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r12 : tensor<128x8x107632xf32>) outs(%f14 : tensor<128x8xf32>) {
  ^bb0(%a15: f32, %o16: f32):
    %b17 = arith.addf %a15, %o16 : f32
    linalg.yield %b17 : f32
  } -> tensor<128x8xf32>
  %e19 = tensor.empty() : tensor<128x8xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g18 : tensor<128x8xf32>) outs(%e19 : tensor<128x8xf32>) {
  ^bb0(%a20: f32, %o21: f32):
    %b22 = arith.divf %a20, %c1 : f32
    linalg.yield %b22 : f32
  } -> tensor<128x8xf32>
  %e25 = tensor.empty() : tensor<128x8x107632xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r12, %g23 : tensor<128x8x107632xf32>, tensor<128x8xf32>) outs(%e25 : tensor<128x8x107632xf32>) {
  ^bb0(%a26: f32, %a27: f32, %o28: f32):
    %b29 = arith.subf %a26, %a27 : f32
    %b30 = arith.mulf %b29, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<128x8x107632xf32>
  %e32 = tensor.empty() : tensor<128x8xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g31 : tensor<128x8x107632xf32>) outs(%f33 : tensor<128x8xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<128x8xf32>
  %e38 = tensor.empty() : tensor<128x8xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g37 : tensor<128x8xf32>) outs(%e38 : tensor<128x8xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c1 : f32
    linalg.yield %b41 : f32
  } -> tensor<128x8xf32>
  %e44 = tensor.empty() : tensor<128x8x107632xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r12, %g23, %g42 : tensor<128x8x107632xf32>, tensor<128x8xf32>, tensor<128x8xf32>) outs(%e44 : tensor<128x8x107632xf32>) {
  ^bb0(%a45: f32, %a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.addf %a47, %c2 : f32
    %b50 = math.sqrt %b49 : f32
    %b51 = arith.subf %a45, %a46 : f32
    %b52 = arith.divf %b51, %b50 : f32
    linalg.yield %b52 : f32
  } -> tensor<128x8x107632xf32>
  %r54 = tensor.collapse_shape %g53 [[0], [1, 2]] : tensor<128x8x107632xf32> into tensor<128x861056xf32>
  %r55 = tensor.expand_shape %r54 [[0], [1, 2, 3, 4]] output_shape [128, 16, 14, 62, 62] : tensor<128x861056xf32> into tensor<128x16x14x62x62xf32>
  %e58 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r55, %norm_weight, %norm_bias : tensor<128x16x14x62x62xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e58 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a59: f32, %a60: f32, %a61: f32, %o62: f32):
    %b63 = arith.mulf %a59, %a60 : f32
    %b64 = arith.addf %b63, %a61 : f32
    linalg.yield %b64 : f32
  } -> tensor<128x16x14x62x62xf32>
  %e66 = tensor.empty() : tensor<f32>
  %f67 = linalg.fill ins(%c0 : f32) outs(%e66 : tensor<f32>) -> tensor<f32>
  %e68 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g65, %f67 : tensor<128x16x14x62x62xf32>, tensor<f32>) outs(%e68 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a69: f32, %a70: f32, %o71: f32):
    %b72 = arith.minimumf %a69, %a70 : f32
    linalg.yield %b72 : f32
  } -> tensor<128x16x14x62x62xf32>
  %e74 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g73 : tensor<128x16x14x62x62xf32>) outs(%e74 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a75: f32, %o76: f32):
    %b77 = arith.maximumf %a75, %c0 : f32
    %b78 = arith.minimumf %b77, %c3 : f32
    linalg.yield %b78 : f32
  } -> tensor<128x16x14x62x62xf32>
  return %g79 : tensor<128x16x14x62x62xf32>
}
