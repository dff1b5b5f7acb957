// Imported by htam-import from 23_Conv3d_GroupNorm_Mean.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x24x32x32 (input), conv_weight 24x3x3x3x3 (parameter:conv.weight), conv_bias 24 (parameter:conv.bias), group_norm_weight 24 (parameter:group_norm.weight), group_norm_bias 24 (parameter:group_norm.bias)
func.func @l2_23_conv3d_groupnorm_mean(
    %x: tensor<128x3x24x32x32xf32>,
    %conv_weight: tensor<24x3x3x3x3xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %conv_bias: tensor<24xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %group_norm_weight: tensor<24xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<24xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 5.94e+04 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 4.752e+05 : f32
  %e1 = tensor.empty() : tensor<128x24x22x30x30xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x24x22x30x30xf32>) -> tensor<128x24x22x30x30xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x3x24x32x32xf32>, tensor<24x3x3x3x3xf32>) outs(%f2 : tensor<128x24x22x30x30xf32>) -> tensor<128x24x22x30x30xf32>
  %e5 = tensor.empty() : tensor<128x24x22x30x30xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x24x22x30x30xf32>, tensor<24xf32>) outs(%e5 : tensor<128x24x22x30x30xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x24x22x30x30xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1, 2, 3, 4]] : tensor<128x24x22x30x30xf32> into tensor<128x475200xf32>
  %r12 = tensor.expand_shape %r11 [[0], [1, 2]] output_shape [128, 8, 59400] : tensor<128x475200xf32> into tensor<128x8x59400xf32>
  %e13 = tensor.empty() : tensor<128x8xf32>
  %f14 = linalg.fill ins(%c0 : f32) outs(%e13 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r12 : tensor<128x8x59400xf32>) outs(%f14 : tensor<128x8xf32>) {
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
  %e25 = tensor.empty() : tensor<128x8x59400xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r12, %g23 : tensor<128x8x59400xf32>, tensor<128x8xf32>) outs(%e25 : tensor<128x8x59400xf32>) {
  ^bb0(%a26: f32, %a27: f32, %o28: f32):
    %b29 = arith.subf %a26, %a27 : f32
    %b30 = arith.mulf %b29, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<128x8x59400xf32>
  %e32 = tensor.empty() : tensor<128x8xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g31 : tensor<128x8x59400xf32>) outs(%f33 : tensor<128x8xf32>) {
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
  %e44 = tensor.empty() : tensor<128x8x59400xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r12, %g23, %g42 : tensor<128x8x59400xf32>, tensor<128x8xf32>, tensor<128x8xf32>) outs(%e44 : tensor<128x8x59400xf32>) {
  ^bb0(%a45: f32, %a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.addf %a47, %c2 : f32
    %b50 = math.sqrt %b49 : f32
    %b51 = arith.subf %a45, %a46 : f32
    %b52 = arith.divf %b51, %b50 : f32
    linalg.yield %b52 : f32
  } -> tensor<128x8x59400xf32>
  %r54 = tensor.collapse_shape %g53 [[0], [1, 2]] : tensor<128x8x59400xf32> into tensor<128x475200xf32>
  %r55 = tensor.expand_shape %r54 [[0], [1, 2, 3, 4]] output_shape [128, 24, 22, 30, 30] : tensor<128x475200xf32> into tensor<128x24x22x30x30xf32>
  %e58 = tensor.empty() : tensor<128x24x22x30x30xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r55, %group_norm_weight, %group_norm_bias : tensor<128x24x22x30x30xf32>, tensor<24xf32>, tensor<24xf32>) outs(%e58 : tensor<128x24x22x30x30xf32>) {
  ^bb0(%a59: f32, %a60: f32, %a61: f32, %o62: f32):
    %b63 = arith.mulf %a59, %a60 : f32
    %b64 = arith.addf %b63, %a61 : f32
    linalg.yield %b64 : f32
  } -> tensor<128x24x22x30x30xf32>
  %e66 = tensor.empty() : tensor<128x24x22x30xf32>
  %f67 = linalg.fill ins(%c0 : f32) outs(%e66 : tensor<128x24x22x30xf32>) -> tensor<128x24x22x30xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g65 : tensor<128x24x22x30x30xf32>) outs(%f67 : tensor<128x24x22x30xf32>) {
  ^bb0(%a68: f32, %o69: f32):
    %b70 = arith.addf %a68, %o69 : f32
    linalg.yield %b70 : f32
  } -> tensor<128x24x22x30xf32>
  %e72 = tensor.empty() : tensor<128xf32>
  %f73 = linalg.fill ins(%c0 : f32) outs(%e72 : tensor<128xf32>) -> tensor<128xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]}
      ins(%g71 : tensor<128x24x22x30xf32>) outs(%f73 : tensor<128xf32>) {
  ^bb0(%a74: f32, %o75: f32):
    %b76 = arith.addf %a74, %o75 : f32
    linalg.yield %b76 : f32
  } -> tensor<128xf32>
  %e78 = tensor.empty() : tensor<128xf32>
  %g82 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g77 : tensor<128xf32>) outs(%e78 : tensor<128xf32>) {
  ^bb0(%a79: f32, %o80: f32):
    %b81 = arith.divf %a79, %c3 : f32
    linalg.yield %b81 : f32
  } -> tensor<128xf32>
  return %g82 : tensor<128xf32>
}
