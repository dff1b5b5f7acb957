// Imported by htam-import from 11_ConvTranspose2d_BatchNorm_Tanh_MaxPool_GroupNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 512x64x32x32 (input), conv_transpose_weight 64x128x5x5 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias), batch_norm_weight 128 (parameter:batch_norm.weight), batch_norm_bias 128 (parameter:batch_norm.bias), group_norm_weight 128 (parameter:group_norm.weight), group_norm_bias 128 (parameter:group_norm.bias)
func.func @l2_11_convtranspose2d_batchnorm_tanh_maxpool_groupnorm(
    %x: tensor<512x64x32x32xf32>,
    %conv_transpose_weight: tensor<64x128x5x5xf32> {htam.init = "uniform(-0.0176776695..0.0176776695)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.0176776695..0.0176776695)"},
    %batch_norm_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %batch_norm_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %group_norm_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<512x128x17x17xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 591872.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 4624.0 : f32
  %e1 = tensor.empty() : tensor<512x64x38x38xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<512x64x38x38xf32>) -> tensor<512x64x38x38xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 3, d3 + 3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<512x64x32x32xf32>) outs(%f2 : tensor<512x64x38x38xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<512x64x38x38xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 128, 5, 5] : tensor<64x128x5x5xf32> into tensor<1x64x128x5x5xf32>
  %e7 = tensor.empty() : tensor<1x128x64x5x5xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 4, -d4 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x5x5xf32>) outs(%e7 : tensor<1x128x64x5x5xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x5x5xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x128x64x5x5xf32> into tensor<128x64x5x5xf32>
  %e12 = tensor.empty() : tensor<512x128x34x34xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<512x128x34x34xf32>) -> tensor<512x128x34x34xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<512x64x38x38xf32>, tensor<128x64x5x5xf32>) outs(%f13 : tensor<512x128x34x34xf32>) -> tensor<512x128x34x34xf32>
  %e16 = tensor.empty() : tensor<512x128x34x34xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<512x128x34x34xf32>, tensor<128xf32>) outs(%e16 : tensor<512x128x34x34xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<512x128x34x34xf32>
  %e22 = tensor.empty() : tensor<512x128x34xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<512x128x34xf32>) -> tensor<512x128x34xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g21 : tensor<512x128x34x34xf32>) outs(%f23 : tensor<512x128x34xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<512x128x34xf32>
  %e28 = tensor.empty() : tensor<128xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<128xf32>) -> tensor<128xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g27 : tensor<512x128x34xf32>) outs(%f29 : tensor<128xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<128xf32>
  %e34 = tensor.empty() : tensor<128xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g33 : tensor<128xf32>) outs(%e34 : tensor<128xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.divf %a35, %c1 : f32
    linalg.yield %b37 : f32
  } -> tensor<128xf32>
  %e40 = tensor.empty() : tensor<512x128x34x34xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g38 : tensor<512x128x34x34xf32>, tensor<128xf32>) outs(%e40 : tensor<512x128x34x34xf32>) {
  ^bb0(%a41: f32, %a42: f32, %o43: f32):
    %b44 = arith.subf %a41, %a42 : f32
    %b45 = arith.mulf %b44, %b44 : f32
    linalg.yield %b45 : f32
  } -> tensor<512x128x34x34xf32>
  %e47 = tensor.empty() : tensor<512x128x34xf32>
  %f48 = linalg.fill ins(%c0 : f32) outs(%e47 : tensor<512x128x34xf32>) -> tensor<512x128x34xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g46 : tensor<512x128x34x34xf32>) outs(%f48 : tensor<512x128x34xf32>) {
  ^bb0(%a49: f32, %o50: f32):
    %b51 = arith.addf %a49, %o50 : f32
    linalg.yield %b51 : f32
  } -> tensor<512x128x34xf32>
  %e53 = tensor.empty() : tensor<128xf32>
  %f54 = linalg.fill ins(%c0 : f32) outs(%e53 : tensor<128xf32>) -> tensor<128xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g52 : tensor<512x128x34xf32>) outs(%f54 : tensor<128xf32>) {
  ^bb0(%a55: f32, %o56: f32):
    %b57 = arith.addf %a55, %o56 : f32
    linalg.yield %b57 : f32
  } -> tensor<128xf32>
  %e59 = tensor.empty() : tensor<128xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g58 : tensor<128xf32>) outs(%e59 : tensor<128xf32>) {
  ^bb0(%a60: f32, %o61: f32):
    %b62 = arith.divf %a60, %c1 : f32
    linalg.yield %b62 : f32
  } -> tensor<128xf32>
  %e67 = tensor.empty() : tensor<512x128x34x34xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g38, %g63, %batch_norm_weight, %batch_norm_bias : tensor<512x128x34x34xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e67 : tensor<512x128x34x34xf32>) {
  ^bb0(%a68: f32, %a69: f32, %a70: f32, %a71: f32, %a72: f32, %o73: f32):
    %b74 = arith.addf %a70, %c2 : f32
    %b75 = math.sqrt %b74 : f32
    %b76 = arith.subf %a68, %a69 : f32
    %b77 = arith.divf %b76, %b75 : f32
    %b78 = arith.mulf %b77, %a71 : f32
    %b79 = arith.addf %b78, %a72 : f32
    linalg.yield %b79 : f32
  } -> tensor<512x128x34x34xf32>
  %e81 = tensor.empty() : tensor<512x128x34x34xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g80 : tensor<512x128x34x34xf32>) outs(%e81 : tensor<512x128x34x34xf32>) {
  ^bb0(%a82: f32, %o83: f32):
    %b84 = math.tanh %a82 : f32
    linalg.yield %b84 : f32
  } -> tensor<512x128x34x34xf32>
  %e86 = tensor.empty() : tensor<512x128x17x17xf32>
  %f87 = linalg.fill ins(%c3 : f32) outs(%e86 : tensor<512x128x17x17xf32>) -> tensor<512x128x17x17xf32>
  %e88 = tensor.empty() : tensor<2x2xf32>
  %pool89 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g85, %e88 : tensor<512x128x34x34xf32>, tensor<2x2xf32>) outs(%f87 : tensor<512x128x17x17xf32>) -> tensor<512x128x17x17xf32>
  %r90 = tensor.collapse_shape %pool89 [[0], [1, 2, 3]] : tensor<512x128x17x17xf32> into tensor<512x36992xf32>
  %r91 = tensor.expand_shape %r90 [[0], [1, 2]] output_shape [512, 8, 4624] : tensor<512x36992xf32> into tensor<512x8x4624xf32>
  %e92 = tensor.empty() : tensor<512x8xf32>
  %f93 = linalg.fill ins(%c0 : f32) outs(%e92 : tensor<512x8xf32>) -> tensor<512x8xf32>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r91 : tensor<512x8x4624xf32>) outs(%f93 : tensor<512x8xf32>) {
  ^bb0(%a94: f32, %o95: f32):
    %b96 = arith.addf %a94, %o95 : f32
    linalg.yield %b96 : f32
  } -> tensor<512x8xf32>
  %e98 = tensor.empty() : tensor<512x8xf32>
  %g102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g97 : tensor<512x8xf32>) outs(%e98 : tensor<512x8xf32>) {
  ^bb0(%a99: f32, %o100: f32):
    %b101 = arith.divf %a99, %c4 : f32
    linalg.yield %b101 : f32
  } -> tensor<512x8xf32>
  %e104 = tensor.empty() : tensor<512x8x4624xf32>
  %g110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r91, %g102 : tensor<512x8x4624xf32>, tensor<512x8xf32>) outs(%e104 : tensor<512x8x4624xf32>) {
  ^bb0(%a105: f32, %a106: f32, %o107: f32):
    %b108 = arith.subf %a105, %a106 : f32
    %b109 = arith.mulf %b108, %b108 : f32
    linalg.yield %b109 : f32
  } -> tensor<512x8x4624xf32>
  %e111 = tensor.empty() : tensor<512x8xf32>
  %f112 = linalg.fill ins(%c0 : f32) outs(%e111 : tensor<512x8xf32>) -> tensor<512x8xf32>
  %g116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g110 : tensor<512x8x4624xf32>) outs(%f112 : tensor<512x8xf32>) {
  ^bb0(%a113: f32, %o114: f32):
    %b115 = arith.addf %a113, %o114 : f32
    linalg.yield %b115 : f32
  } -> tensor<512x8xf32>
  %e117 = tensor.empty() : tensor<512x8xf32>
  %g121 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g116 : tensor<512x8xf32>) outs(%e117 : tensor<512x8xf32>) {
  ^bb0(%a118: f32, %o119: f32):
    %b120 = arith.divf %a118, %c4 : f32
    linalg.yield %b120 : f32
  } -> tensor<512x8xf32>
  %e123 = tensor.empty() : tensor<512x8x4624xf32>
  %g132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r91, %g102, %g121 : tensor<512x8x4624xf32>, tensor<512x8xf32>, tensor<512x8xf32>) outs(%e123 : tensor<512x8x4624xf32>) {
  ^bb0(%a124: f32, %a125: f32, %a126: f32, %o127: f32):
    %b128 = arith.addf %a126, %c2 : f32
    %b129 = math.sqrt %b128 : f32
    %b130 = arith.subf %a124, %a125 : f32
    %b131 = arith.divf %b130, %b129 : f32
    linalg.yield %b131 : f32
  } -> tensor<512x8x4624xf32>
  %r133 = tensor.collapse_shape %g132 [[0], [1, 2]] : tensor<512x8x4624xf32> into tensor<512x36992xf32>
  %r134 = tensor.expand_shape %r133 [[0], [1, 2, 3]] output_shape [512, 128, 17, 17] : tensor<512x36992xf32> into tensor<512x128x17x17xf32>
  %e137 = tensor.empty() : tensor<512x128x17x17xf32>
  %g144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r134, %group_norm_weight, %group_norm_bias : tensor<512x128x17x17xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e137 : tensor<512x128x17x17xf32>) {
  ^bb0(%a138: f32, %a139: f32, %a140: f32, %o141: f32):
    %b142 = arith.mulf %a138, %a139 : f32
    %b143 = arith.addf %b142, %a140 : f32
    linalg.yield %b143 : f32
  } -> tensor<512x128x17x17xf32>
  return %g144 : tensor<512x128x17x17xf32>
}
