// Imported by htam-import from 27_Conv3d_HardSwish_GroupNorm_Mean.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x3x16x32x32 (input), conv_weight 16x3x4x4x4 (parameter:conv.weight), conv_bias 16 (parameter:conv.bias), group_norm_weight 16 (parameter:group_norm.weight), group_norm_bias 16 (parameter:group_norm.bias)
func.func @l2_27_conv3d_hardswish_groupnorm_mean(
    %x: tensor<1024x3x16x32x32xf32>,
    %conv_weight: tensor<16x3x4x4x4xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %conv_bias: tensor<16xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %group_norm_weight: tensor<16xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<16xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<1024x16xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 3.0 : f32
  %c2 = arith.constant 6.0 : f32
  %c3 = arith.constant 43732.0 : f32
  %c4 = arith.constant 1.0e-05 : f32
  %c5 = arith.constant 10933.0 : f32
  %e1 = tensor.empty() : tensor<1024x16x13x29x29xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x16x13x29x29xf32>) -> tensor<1024x16x13x29x29xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<1024x3x16x32x32xf32>, tensor<16x3x4x4x4xf32>) outs(%f2 : tensor<1024x16x13x29x29xf32>) -> tensor<1024x16x13x29x29xf32>
  %e5 = tensor.empty() : tensor<1024x16x13x29x29xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<1024x16x13x29x29xf32>, tensor<16xf32>) outs(%e5 : tensor<1024x16x13x29x29xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<1024x16x13x29x29xf32>
  %e11 = tensor.empty() : tensor<1024x16x13x29x29xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<1024x16x13x29x29xf32>) outs(%e11 : tensor<1024x16x13x29x29xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.addf %a12, %c1 : f32
    %b15 = arith.maximumf %b14, %c0 : f32
    %b16 = arith.minimumf %b15, %c2 : f32
    %b17 = arith.mulf %a12, %b16 : f32
    %b18 = arith.divf %b17, %c2 : f32
    linalg.yield %b18 : f32
  } -> tensor<1024x16x13x29x29xf32>
  %r20 = tensor.collapse_shape %g19 [[0], [1, 2, 3, 4]] : tensor<1024x16x13x29x29xf32> into tensor<1024x174928xf32>
  %r21 = tensor.expand_shape %r20 [[0], [1, 2]] output_shape [1024, 4, 43732] : tensor<1024x174928xf32> into tensor<1024x4x43732xf32>
  %e22 = tensor.empty() : tensor<1024x4xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<1024x4xf32>) -> tensor<1024x4xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r21 : tensor<1024x4x43732xf32>) outs(%f23 : tensor<1024x4xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<1024x4xf32>
  %e28 = tensor.empty() : tensor<1024x4xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g27 : tensor<1024x4xf32>) outs(%e28 : tensor<1024x4xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.divf %a29, %c3 : f32
    linalg.yield %b31 : f32
  } -> tensor<1024x4xf32>
  %e34 = tensor.empty() : tensor<1024x4x43732xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r21, %g32 : tensor<1024x4x43732xf32>, tensor<1024x4xf32>) outs(%e34 : tensor<1024x4x43732xf32>) {
  ^bb0(%a35: f32, %a36: f32, %o37: f32):
    %b38 = arith.subf %a35, %a36 : f32
    %b39 = arith.mulf %b38, %b38 : f32
    linalg.yield %b39 : f32
  } -> tensor<1024x4x43732xf32>
  %e41 = tensor.empty() : tensor<1024x4xf32>
  %f42 = linalg.fill ins(%c0 : f32) outs(%e41 : tensor<1024x4xf32>) -> tensor<1024x4xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g40 : tensor<1024x4x43732xf32>) outs(%f42 : tensor<1024x4xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.addf %a43, %o44 : f32
    linalg.yield %b45 : f32
  } -> tensor<1024x4xf32>
  %e47 = tensor.empty() : tensor<1024x4xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g46 : tensor<1024x4xf32>) outs(%e47 : tensor<1024x4xf32>) {
  ^bb0(%a48: f32, %o49: f32):
    %b50 = arith.divf %a48, %c3 : f32
    linalg.yield %b50 : f32
  } -> tensor<1024x4xf32>
  %e53 = tensor.empty() : tensor<1024x4x43732xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r21, %g32, %g51 : tensor<1024x4x43732xf32>, tensor<1024x4xf32>, tensor<1024x4xf32>) outs(%e53 : tensor<1024x4x43732xf32>) {
  ^bb0(%a54: f32, %a55: f32, %a56: f32, %o57: f32):
    %b58 = arith.addf %a56, %c4 : f32
    %b59 = math.sqrt %b58 : f32
    %b60 = arith.subf %a54, %a55 : f32
    %b61 = arith.divf %b60, %b59 : f32
    linalg.yield %b61 : f32
  } -> tensor<1024x4x43732xf32>
  %r63 = tensor.collapse_shape %g62 [[0], [1, 2]] : tensor<1024x4x43732xf32> into tensor<1024x174928xf32>
  %r64 = tensor.expand_shape %r63 [[0], [1, 2, 3, 4]] output_shape [1024, 16, 13, 29, 29] : tensor<1024x174928xf32> into tensor<1024x16x13x29x29xf32>
  %e67 = tensor.empty() : tensor<1024x16x13x29x29xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r64, %group_norm_weight, %group_norm_bias : tensor<1024x16x13x29x29xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e67 : tensor<1024x16x13x29x29xf32>) {
  ^bb0(%a68: f32, %a69: f32, %a70: f32, %o71: f32):
    %b72 = arith.mulf %a68, %a69 : f32
    %b73 = arith.addf %b72, %a70 : f32
    linalg.yield %b73 : f32
  } -> tensor<1024x16x13x29x29xf32>
  %e75 = tensor.empty() : tensor<1024x16xf32>
  %f76 = linalg.fill ins(%c0 : f32) outs(%e75 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g74 : tensor<1024x16x13x29x29xf32>) outs(%f76 : tensor<1024x16xf32>) {
  ^bb0(%a77: f32, %o78: f32):
    %b79 = arith.addf %a77, %o78 : f32
    linalg.yield %b79 : f32
  } -> tensor<1024x16xf32>
  %e81 = tensor.empty() : tensor<1024x16xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g80 : tensor<1024x16xf32>) outs(%e81 : tensor<1024x16xf32>) {
  ^bb0(%a82: f32, %o83: f32):
    %b84 = arith.divf %a82, %c5 : f32
    linalg.yield %b84 : f32
  } -> tensor<1024x16xf32>
  return %g85 : tensor<1024x16xf32>
}
