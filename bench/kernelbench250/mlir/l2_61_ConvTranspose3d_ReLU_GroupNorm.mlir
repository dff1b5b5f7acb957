// Imported by htam-import from 61_ConvTranspose3d_ReLU_GroupNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x32x32x32 (input), conv_transpose_weight 64x128x3x3x3 (parameter:conv_transpose.weight), group_norm_weight 128 (parameter:group_norm.weight), group_norm_bias 128 (parameter:group_norm.bias)
func.func @l2_61_convtranspose3d_relu_groupnorm(
    %x: tensor<16x64x32x32x32xf32>,
    %conv_transpose_weight: tensor<64x128x3x3x3xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %group_norm_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<16x128x34x34x34xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 628864.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<16x64x36x36x36xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x36x36x36xf32>) -> tensor<16x64x36x36x36xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 2, d3 + 2, d4 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x64x32x32x32xf32>) outs(%f2 : tensor<16x64x36x36x36xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x64x36x36x36xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 64, 128, 3, 3, 3] : tensor<64x128x3x3x3xf32> into tensor<1x64x128x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x128x64x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x3x3x3xf32>) outs(%e7 : tensor<1x128x64x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x128x64x3x3x3xf32> into tensor<128x64x3x3x3xf32>
  %e12 = tensor.empty() : tensor<16x128x34x34x34xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x128x34x34x34xf32>) -> tensor<16x128x34x34x34xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x64x36x36x36xf32>, tensor<128x64x3x3x3xf32>) outs(%f13 : tensor<16x128x34x34x34xf32>) -> tensor<16x128x34x34x34xf32>
  %e15 = tensor.empty() : tensor<16x128x34x34x34xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14 : tensor<16x128x34x34x34xf32>) outs(%e15 : tensor<16x128x34x34x34xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.maximumf %a16, %c0 : f32
    linalg.yield %b18 : f32
  } -> tensor<16x128x34x34x34xf32>
  %r20 = tensor.collapse_shape %g19 [[0], [1, 2, 3, 4]] : tensor<16x128x34x34x34xf32> into tensor<16x5030912xf32>
  %r21 = tensor.expand_shape %r20 [[0], [1, 2]] output_shape [16, 8, 628864] : tensor<16x5030912xf32> into tensor<16x8x628864xf32>
  %e22 = tensor.empty() : tensor<16x8xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r21 : tensor<16x8x628864xf32>) outs(%f23 : tensor<16x8xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<16x8xf32>
  %e28 = tensor.empty() : tensor<16x8xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g27 : tensor<16x8xf32>) outs(%e28 : tensor<16x8xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.divf %a29, %c1 : f32
    linalg.yield %b31 : f32
  } -> tensor<16x8xf32>
  %e34 = tensor.empty() : tensor<16x8x628864xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r21, %g32 : tensor<16x8x628864xf32>, tensor<16x8xf32>) outs(%e34 : tensor<16x8x628864xf32>) {
  ^bb0(%a35: f32, %a36: f32, %o37: f32):
    %b38 = arith.subf %a35, %a36 : f32
    %b39 = arith.mulf %b38, %b38 : f32
    linalg.yield %b39 : f32
  } -> tensor<16x8x628864xf32>
  %e41 = tensor.empty() : tensor<16x8xf32>
  %f42 = linalg.fill ins(%c0 : f32) outs(%e41 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g40 : tensor<16x8x628864xf32>) outs(%f42 : tensor<16x8xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.addf %a43, %o44 : f32
    linalg.yield %b45 : f32
  } -> tensor<16x8xf32>
  %e47 = tensor.empty() : tensor<16x8xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g46 : tensor<16x8xf32>) outs(%e47 : tensor<16x8xf32>) {
  ^bb0(%a48: f32, %o49: f32):
    %b50 = arith.divf %a48, %c1 : f32
    linalg.yield %b50 : f32
  } -> tensor<16x8xf32>
  %e53 = tensor.empty() : tensor<16x8x628864xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r21, %g32, %g51 : tensor<16x8x628864xf32>, tensor<16x8xf32>, tensor<16x8xf32>) outs(%e53 : tensor<16x8x628864xf32>) {
  ^bb0(%a54: f32, %a55: f32, %a56: f32, %o57: f32):
    %b58 = arith.addf %a56, %c2 : f32
    %b59 = math.sqrt %b58 : f32
    %b60 = arith.subf %a54, %a55 : f32
    %b61 = arith.divf %b60, %b59 : f32
    linalg.yield %b61 : f32
  } -> tensor<16x8x628864xf32>
  %r63 = tensor.collapse_shape %g62 [[0], [1, 2]] : tensor<16x8x628864xf32> into tensor<16x5030912xf32>
  %r64 = tensor.expand_shape %r63 [[0], [1, 2, 3, 4]] output_shape [16, 128, 34, 34, 34] : tensor<16x5030912xf32> into tensor<16x128x34x34x34xf32>
  %e67 = tensor.empty() : tensor<16x128x34x34x34xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r64, %group_norm_weight, %group_norm_bias : tensor<16x128x34x34x34xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e67 : tensor<16x128x34x34x34xf32>) {
  ^bb0(%a68: f32, %a69: f32, %a70: f32, %o71: f32):
    %b72 = arith.mulf %a68, %a69 : f32
    %b73 = arith.addf %b72, %a70 : f32
    linalg.yield %b73 : f32
  } -> tensor<16x128x34x34x34xf32>
  return %g74 : tensor<16x128x34x34x34xf32>
}
