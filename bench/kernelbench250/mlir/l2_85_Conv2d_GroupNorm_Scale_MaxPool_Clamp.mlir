// Imported by htam-import from 85_Conv2d_GroupNorm_Scale_MaxPool_Clamp.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x128x128 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias), group_norm_weight 64 (parameter:group_norm.weight), group_norm_bias 64 (parameter:group_norm.bias), scale 64x1x1 (parameter:scale)
func.func @l2_85_conv2d_groupnorm_scale_maxpool_clamp(
    %x: tensor<128x8x128x128xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %group_norm_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %scale: tensor<64x1x1xf32> {htam.init = "uniform(0.5..1.5)"}) -> (tensor<128x64x31x31xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 63504.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 1.0 : f32
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
  %r66 = tensor.collapse_shape %scale [[0, 1, 2]] : tensor<64x1x1xf32> into tensor<64xf32>
  %e67 = tensor.empty() : tensor<128x64x126x126xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g65, %r66 : tensor<128x64x126x126xf32>, tensor<64xf32>) outs(%e67 : tensor<128x64x126x126xf32>) {
  ^bb0(%a68: f32, %a69: f32, %o70: f32):
    %b71 = arith.mulf %a68, %a69 : f32
    linalg.yield %b71 : f32
  } -> tensor<128x64x126x126xf32>
  %e73 = tensor.empty() : tensor<128x64x31x31xf32>
  %f74 = linalg.fill ins(%c3 : f32) outs(%e73 : tensor<128x64x31x31xf32>) -> tensor<128x64x31x31xf32>
  %e75 = tensor.empty() : tensor<4x4xf32>
  %pool76 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%g72, %e75 : tensor<128x64x126x126xf32>, tensor<4x4xf32>) outs(%f74 : tensor<128x64x31x31xf32>) -> tensor<128x64x31x31xf32>
  %e77 = tensor.empty() : tensor<128x64x31x31xf32>
  %g82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool76 : tensor<128x64x31x31xf32>) outs(%e77 : tensor<128x64x31x31xf32>) {
  ^bb0(%a78: f32, %o79: f32):
    %b80 = arith.maximumf %a78, %c0 : f32
    %b81 = arith.minimumf %b80, %c4 : f32
    linalg.yield %b81 : f32
  } -> tensor<128x64x31x31xf32>
  return %g82 : tensor<128x64x31x31xf32>
}
