// Imported by htam-import from 60_ConvTranspose3d_Swish_GroupNorm_HardSwish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x32x32 (input), conv_transpose_weight 3x16x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 16 (parameter:conv_transpose.bias), group_norm_weight 16 (parameter:group_norm.weight), group_norm_bias 16 (parameter:group_norm.bias)
func.func @l2_60_convtranspose3d_swish_groupnorm_hardswish(
    %x: tensor<128x3x16x32x32xf32>,
    %conv_transpose_weight: tensor<3x16x3x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %conv_transpose_bias: tensor<16xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %group_norm_weight: tensor<16xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<16xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x16x31x63x63xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 492156.0 : f32
  %c3 = arith.constant 1.0e-05 : f32
  %c4 = arith.constant 3.0 : f32
  %c5 = arith.constant 6.0 : f32
  %e1 = tensor.empty() : tensor<128x3x33x65x65xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x3x33x65x65xf32>) -> tensor<128x3x33x65x65xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x3x16x32x32xf32>) outs(%f2 : tensor<128x3x33x65x65xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x3x33x65x65xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 3, 16, 3, 3, 3] : tensor<3x16x3x3x3xf32> into tensor<1x3x16x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x16x3x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x3x16x3x3x3xf32>) outs(%e7 : tensor<1x16x3x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x16x3x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x16x3x3x3x3xf32> into tensor<16x3x3x3x3xf32>
  %e12 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x16x31x63x63xf32>) -> tensor<128x16x31x63x63xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<128x3x33x65x65xf32>, tensor<16x3x3x3x3xf32>) outs(%f13 : tensor<128x16x31x63x63xf32>) -> tensor<128x16x31x63x63xf32>
  %e16 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x16x31x63x63xf32>, tensor<16xf32>) outs(%e16 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x16x31x63x63xf32>
  %e22 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<128x16x31x63x63xf32>) outs(%e22 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.negf %a23 : f32
    %b26 = math.exp %b25 : f32
    %b27 = arith.addf %b26, %c1 : f32
    %b28 = arith.divf %c1, %b27 : f32
    linalg.yield %b28 : f32
  } -> tensor<128x16x31x63x63xf32>
  %e30 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g29, %g21 : tensor<128x16x31x63x63xf32>, tensor<128x16x31x63x63xf32>) outs(%e30 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a31: f32, %a32: f32, %o33: f32):
    %b34 = arith.mulf %a31, %a32 : f32
    linalg.yield %b34 : f32
  } -> tensor<128x16x31x63x63xf32>
  %r36 = tensor.collapse_shape %g35 [[0], [1, 2, 3, 4]] : tensor<128x16x31x63x63xf32> into tensor<128x1968624xf32>
  %r37 = tensor.expand_shape %r36 [[0], [1, 2]] output_shape [128, 4, 492156] : tensor<128x1968624xf32> into tensor<128x4x492156xf32>
  %e38 = tensor.empty() : tensor<128x4xf32>
  %f39 = linalg.fill ins(%c0 : f32) outs(%e38 : tensor<128x4xf32>) -> tensor<128x4xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r37 : tensor<128x4x492156xf32>) outs(%f39 : tensor<128x4xf32>) {
  ^bb0(%a40: f32, %o41: f32):
    %b42 = arith.addf %a40, %o41 : f32
    linalg.yield %b42 : f32
  } -> tensor<128x4xf32>
  %e44 = tensor.empty() : tensor<128x4xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g43 : tensor<128x4xf32>) outs(%e44 : tensor<128x4xf32>) {
  ^bb0(%a45: f32, %o46: f32):
    %b47 = arith.divf %a45, %c2 : f32
    linalg.yield %b47 : f32
  } -> tensor<128x4xf32>
  %e50 = tensor.empty() : tensor<128x4x492156xf32>
  %g56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r37, %g48 : tensor<128x4x492156xf32>, tensor<128x4xf32>) outs(%e50 : tensor<128x4x492156xf32>) {
  ^bb0(%a51: f32, %a52: f32, %o53: f32):
    %b54 = arith.subf %a51, %a52 : f32
    %b55 = arith.mulf %b54, %b54 : f32
    linalg.yield %b55 : f32
  } -> tensor<128x4x492156xf32>
  %e57 = tensor.empty() : tensor<128x4xf32>
  %f58 = linalg.fill ins(%c0 : f32) outs(%e57 : tensor<128x4xf32>) -> tensor<128x4xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g56 : tensor<128x4x492156xf32>) outs(%f58 : tensor<128x4xf32>) {
  ^bb0(%a59: f32, %o60: f32):
    %b61 = arith.addf %a59, %o60 : f32
    linalg.yield %b61 : f32
  } -> tensor<128x4xf32>
  %e63 = tensor.empty() : tensor<128x4xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g62 : tensor<128x4xf32>) outs(%e63 : tensor<128x4xf32>) {
  ^bb0(%a64: f32, %o65: f32):
    %b66 = arith.divf %a64, %c2 : f32
    linalg.yield %b66 : f32
  } -> tensor<128x4xf32>
  %e69 = tensor.empty() : tensor<128x4x492156xf32>
  %g78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r37, %g48, %g67 : tensor<128x4x492156xf32>, tensor<128x4xf32>, tensor<128x4xf32>) outs(%e69 : tensor<128x4x492156xf32>) {
  ^bb0(%a70: f32, %a71: f32, %a72: f32, %o73: f32):
    %b74 = arith.addf %a72, %c3 : f32
    %b75 = math.sqrt %b74 : f32
    %b76 = arith.subf %a70, %a71 : f32
    %b77 = arith.divf %b76, %b75 : f32
    linalg.yield %b77 : f32
  } -> tensor<128x4x492156xf32>
  %r79 = tensor.collapse_shape %g78 [[0], [1, 2]] : tensor<128x4x492156xf32> into tensor<128x1968624xf32>
  %r80 = tensor.expand_shape %r79 [[0], [1, 2, 3, 4]] output_shape [128, 16, 31, 63, 63] : tensor<128x1968624xf32> into tensor<128x16x31x63x63xf32>
  %e83 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r80, %group_norm_weight, %group_norm_bias : tensor<128x16x31x63x63xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e83 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a84: f32, %a85: f32, %a86: f32, %o87: f32):
    %b88 = arith.mulf %a84, %a85 : f32
    %b89 = arith.addf %b88, %a86 : f32
    linalg.yield %b89 : f32
  } -> tensor<128x16x31x63x63xf32>
  %e91 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g90 : tensor<128x16x31x63x63xf32>) outs(%e91 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a92: f32, %o93: f32):
    %b94 = arith.addf %a92, %c4 : f32
    %b95 = arith.maximumf %b94, %c0 : f32
    %b96 = arith.minimumf %b95, %c5 : f32
    %b97 = arith.mulf %a92, %b96 : f32
    %b98 = arith.divf %b97, %c5 : f32
    linalg.yield %b98 : f32
  } -> tensor<128x16x31x63x63xf32>
  return %g99 : tensor<128x16x31x63x63xf32>
}
