// Imported by htam-import from 92_Conv2d_GroupNorm_Tanh_HardSwish_ResidualAdd_LogSumExp.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x128x128 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias), group_norm_weight 64 (parameter:group_norm.weight), group_norm_bias 64 (parameter:group_norm.bias)
func.func @l2_92_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp(
    %x: tensor<128x8x128x128xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %group_norm_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x1x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 63504.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 6.0 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %c6 = arith.constant 0x7F800000 : f32
  %e1 = tensor.empty() : tensor<128x64x126x126xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x126x126xf32>) -> tensor<128x64x126x126xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x8x128x128xf32>, tensor<64x8x3x3xf32>) outs(%f2 : tensor<128x64x126x126xf32>) -> tensor<128x64x126x126xf32>
  %e5 = tensor.empty() : tensor<128x64x126x126xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x126x126xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x126x126xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x126x126xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1, 2, 3]] : tensor<128x64x126x126xf32> into tensor<128x1016064xf32>
  %r12 = tensor.expand_shape %r11 [[0], [1, 2]] output_shape [128, 16, 63504] : tensor<128x1016064xf32> into tensor<128x16x63504xf32>
  %e13 = tensor.empty() : tensor<128x16xf32>
  %f14 = linalg.fill ins(%c0 : f32) outs(%e13 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r12 : tensor<128x16x63504xf32>) outs(%f14 : tensor<128x16xf32>) {
  ^bb0(%a15: f32, %o16: f32):
    %b17 = arith.addf %a15, %o16 : f32
    linalg.yield %b17 : f32
  } -> tensor<128x16xf32>
  %e19 = tensor.empty() : tensor<128x16xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g18 : tensor<128x16xf32>) outs(%e19 : tensor<128x16xf32>) {
  ^bb0(%a20: f32, %o21: f32):
    %b22 = arith.divf %a20, %c1 : f32
    linalg.yield %b22 : f32
  } -> tensor<128x16xf32>
  %e25 = tensor.empty() : tensor<128x16x63504xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r12, %g23 : tensor<128x16x63504xf32>, tensor<128x16xf32>) outs(%e25 : tensor<128x16x63504xf32>) {
  ^bb0(%a26: f32, %a27: f32, %o28: f32):
    %b29 = arith.subf %a26, %a27 : f32
    %b30 = arith.mulf %b29, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<128x16x63504xf32>
  %e32 = tensor.empty() : tensor<128x16xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g31 : tensor<128x16x63504xf32>) outs(%f33 : tensor<128x16xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<128x16xf32>
  %e38 = tensor.empty() : tensor<128x16xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g37 : tensor<128x16xf32>) outs(%e38 : tensor<128x16xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c1 : f32
    linalg.yield %b41 : f32
  } -> tensor<128x16xf32>
  %e44 = tensor.empty() : tensor<128x16x63504xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r12, %g23, %g42 : tensor<128x16x63504xf32>, tensor<128x16xf32>, tensor<128x16xf32>) outs(%e44 : tensor<128x16x63504xf32>) {
  ^bb0(%a45: f32, %a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.addf %a47, %c2 : f32
    %b50 = math.sqrt %b49 : f32
    %b51 = arith.subf %a45, %a46 : f32
    %b52 = arith.divf %b51, %b50 : f32
    linalg.yield %b52 : f32
  } -> tensor<128x16x63504xf32>
  %r54 = tensor.collapse_shape %g53 [[0], [1, 2]] : tensor<128x16x63504xf32> into tensor<128x1016064xf32>
  %r55 = tensor.expand_shape %r54 [[0], [1, 2, 3]] output_shape [128, 64, 126, 126] : tensor<128x1016064xf32> into tensor<128x64x126x126xf32>
  %e58 = tensor.empty() : tensor<128x64x126x126xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r55, %group_norm_weight, %group_norm_bias : tensor<128x64x126x126xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e58 : tensor<128x64x126x126xf32>) {
  ^bb0(%a59: f32, %a60: f32, %a61: f32, %o62: f32):
    %b63 = arith.mulf %a59, %a60 : f32
    %b64 = arith.addf %b63, %a61 : f32
    linalg.yield %b64 : f32
  } -> tensor<128x64x126x126xf32>
  %e66 = tensor.empty() : tensor<128x64x126x126xf32>
  %g70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g65 : tensor<128x64x126x126xf32>) outs(%e66 : tensor<128x64x126x126xf32>) {
  ^bb0(%a67: f32, %o68: f32):
    %b69 = math.tanh %a67 : f32
    linalg.yield %b69 : f32
  } -> tensor<128x64x126x126xf32>
  %e71 = tensor.empty() : tensor<128x64x126x126xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g70 : tensor<128x64x126x126xf32>) outs(%e71 : tensor<128x64x126x126xf32>) {
  ^bb0(%a72: f32, %o73: f32):
    %b74 = arith.addf %a72, %c3 : f32
    %b75 = arith.maximumf %b74, %c0 : f32
    %b76 = arith.minimumf %b75, %c4 : f32
    %b77 = arith.mulf %a72, %b76 : f32
    %b78 = arith.divf %b77, %c4 : f32
    linalg.yield %b78 : f32
  } -> tensor<128x64x126x126xf32>
  %e80 = tensor.empty() : tensor<128x64x126x126xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %g79 : tensor<128x64x126x126xf32>, tensor<128x64x126x126xf32>) outs(%e80 : tensor<128x64x126x126xf32>) {
  ^bb0(%a81: f32, %a82: f32, %o83: f32):
    %b84 = arith.addf %a81, %a82 : f32
    linalg.yield %b84 : f32
  } -> tensor<128x64x126x126xf32>
  %e86 = tensor.empty() : tensor<128x126x126xf32>
  %f87 = linalg.fill ins(%c5 : f32) outs(%e86 : tensor<128x126x126xf32>) -> tensor<128x126x126xf32>
  %g91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g85 : tensor<128x64x126x126xf32>) outs(%f87 : tensor<128x126x126xf32>) {
  ^bb0(%a88: f32, %o89: f32):
    %b90 = arith.maximumf %a88, %o89 : f32
    linalg.yield %b90 : f32
  } -> tensor<128x126x126xf32>
  %e92 = tensor.empty() : tensor<128x126x126xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g91 : tensor<128x126x126xf32>) outs(%e92 : tensor<128x126x126xf32>) {
  ^bb0(%a93: f32, %o94: f32):
    %b95 = math.absf %a93 : f32
    %b96 = arith.cmpf olt, %b95, %c6 : f32
    %b97 = arith.select %b96, %a93, %c0 : f32
    linalg.yield %b97 : f32
  } -> tensor<128x126x126xf32>
  %e100 = tensor.empty() : tensor<128x64x126x126xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g85, %g98 : tensor<128x64x126x126xf32>, tensor<128x126x126xf32>) outs(%e100 : tensor<128x64x126x126xf32>) {
  ^bb0(%a101: f32, %a102: f32, %o103: f32):
    %b104 = arith.subf %a101, %a102 : f32
    %b105 = math.exp %b104 : f32
    linalg.yield %b105 : f32
  } -> tensor<128x64x126x126xf32>
  %e107 = tensor.empty() : tensor<128x126x126xf32>
  %f108 = linalg.fill ins(%c0 : f32) outs(%e107 : tensor<128x126x126xf32>) -> tensor<128x126x126xf32>
  %g112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g106 : tensor<128x64x126x126xf32>) outs(%f108 : tensor<128x126x126xf32>) {
  ^bb0(%a109: f32, %o110: f32):
    %b111 = arith.addf %a109, %o110 : f32
    linalg.yield %b111 : f32
  } -> tensor<128x126x126xf32>
  %e113 = tensor.empty() : tensor<128x126x126xf32>
  %g119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g112, %g98 : tensor<128x126x126xf32>, tensor<128x126x126xf32>) outs(%e113 : tensor<128x126x126xf32>) {
  ^bb0(%a114: f32, %a115: f32, %o116: f32):
    %b117 = math.log %a114 : f32
    %b118 = arith.addf %b117, %a115 : f32
    linalg.yield %b118 : f32
  } -> tensor<128x126x126xf32>
  %r120 = tensor.expand_shape %g119 [[0], [1, 2], [3]] output_shape [128, 1, 126, 126] : tensor<128x126x126xf32> into tensor<128x1x126x126xf32>
  return %r120 : tensor<128x1x126x126xf32>
}
