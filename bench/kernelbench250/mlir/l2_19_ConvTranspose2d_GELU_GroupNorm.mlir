// Imported by htam-import from 19_ConvTranspose2d_GELU_GroupNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x256x256 (input), conv_transpose_weight 64x64x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), group_norm_weight 64 (parameter:group_norm.weight), group_norm_bias 64 (parameter:group_norm.bias)
func.func @l2_19_convtranspose2d_gelu_groupnorm(
    %x: tensor<128x64x256x256xf32>,
    %conv_transpose_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %group_norm_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x64x258x258xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 0.70710677 : f32
  %c3 = arith.constant 1.0 : f32
  %c4 = arith.constant 532512.0 : f32
  %c5 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<128x64x260x260xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x260x260xf32>) -> tensor<128x64x260x260xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x64x256x256xf32>) outs(%f2 : tensor<128x64x260x260xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x64x260x260xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 64, 3, 3] : tensor<64x64x3x3xf32> into tensor<1x64x64x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x64x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x64x3x3xf32>) outs(%e7 : tensor<1x64x64x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x64x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x64x64x3x3xf32> into tensor<64x64x3x3xf32>
  %e12 = tensor.empty() : tensor<128x64x258x258xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x64x258x258xf32>) -> tensor<128x64x258x258xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<128x64x260x260xf32>, tensor<64x64x3x3xf32>) outs(%f13 : tensor<128x64x258x258xf32>) -> tensor<128x64x258x258xf32>
  %e16 = tensor.empty() : tensor<128x64x258x258xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x64x258x258xf32>, tensor<64xf32>) outs(%e16 : tensor<128x64x258x258xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x64x258x258xf32>
  %e22 = tensor.empty() : tensor<128x64x258x258xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<128x64x258x258xf32>) outs(%e22 : tensor<128x64x258x258xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.mulf %a23, %c1 : f32
    %b26 = arith.mulf %a23, %c2 : f32
    %b27 = math.erf %b26 : f32
    %b28 = arith.addf %b27, %c3 : f32
    %b29 = arith.mulf %b25, %b28 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x64x258x258xf32>
  %r31 = tensor.collapse_shape %g30 [[0], [1, 2, 3]] : tensor<128x64x258x258xf32> into tensor<128x4260096xf32>
  %r32 = tensor.expand_shape %r31 [[0], [1, 2]] output_shape [128, 8, 532512] : tensor<128x4260096xf32> into tensor<128x8x532512xf32>
  %e33 = tensor.empty() : tensor<128x8xf32>
  %f34 = linalg.fill ins(%c0 : f32) outs(%e33 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r32 : tensor<128x8x532512xf32>) outs(%f34 : tensor<128x8xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.addf %a35, %o36 : f32
    linalg.yield %b37 : f32
  } -> tensor<128x8xf32>
  %e39 = tensor.empty() : tensor<128x8xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g38 : tensor<128x8xf32>) outs(%e39 : tensor<128x8xf32>) {
  ^bb0(%a40: f32, %o41: f32):
    %b42 = arith.divf %a40, %c4 : f32
    linalg.yield %b42 : f32
  } -> tensor<128x8xf32>
  %e45 = tensor.empty() : tensor<128x8x532512xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r32, %g43 : tensor<128x8x532512xf32>, tensor<128x8xf32>) outs(%e45 : tensor<128x8x532512xf32>) {
  ^bb0(%a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.subf %a46, %a47 : f32
    %b50 = arith.mulf %b49, %b49 : f32
    linalg.yield %b50 : f32
  } -> tensor<128x8x532512xf32>
  %e52 = tensor.empty() : tensor<128x8xf32>
  %f53 = linalg.fill ins(%c0 : f32) outs(%e52 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g51 : tensor<128x8x532512xf32>) outs(%f53 : tensor<128x8xf32>) {
  ^bb0(%a54: f32, %o55: f32):
    %b56 = arith.addf %a54, %o55 : f32
    linalg.yield %b56 : f32
  } -> tensor<128x8xf32>
  %e58 = tensor.empty() : tensor<128x8xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g57 : tensor<128x8xf32>) outs(%e58 : tensor<128x8xf32>) {
  ^bb0(%a59: f32, %o60: f32):
    %b61 = arith.divf %a59, %c4 : f32
    linalg.yield %b61 : f32
  } -> tensor<128x8xf32>
  %e64 = tensor.empty() : tensor<128x8x532512xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r32, %g43, %g62 : tensor<128x8x532512xf32>, tensor<128x8xf32>, tensor<128x8xf32>) outs(%e64 : tensor<128x8x532512xf32>) {
  ^bb0(%a65: f32, %a66: f32, %a67: f32, %o68: f32):
    %b69 = arith.addf %a67, %c5 : f32
    %b70 = math.sqrt %b69 : f32
    %b71 = arith.subf %a65, %a66 : f32
    %b72 = arith.divf %b71, %b70 : f32
    linalg.yield %b72 : f32
  } -> tensor<128x8x532512xf32>
  %r74 = tensor.collapse_shape %g73 [[0], [1, 2]] : tensor<128x8x532512xf32> into tensor<128x4260096xf32>
  %r75 = tensor.expand_shape %r74 [[0], [1, 2, 3]] output_shape [128, 64, 258, 258] : tensor<128x4260096xf32> into tensor<128x64x258x258xf32>
  %e78 = tensor.empty() : tensor<128x64x258x258xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r75, %group_norm_weight, %group_norm_bias : tensor<128x64x258x258xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e78 : tensor<128x64x258x258xf32>) {
  ^bb0(%a79: f32, %a80: f32, %a81: f32, %o82: f32):
    %b83 = arith.mulf %a79, %a80 : f32
    %b84 = arith.addf %b83, %a81 : f32
    linalg.yield %b84 : f32
  } -> tensor<128x64x258x258xf32>
  return %g85 : tensor<128x64x258x258xf32>
}
