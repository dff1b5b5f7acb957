// Imported by htam-import from 21_Conv2d_Add_Scale_Sigmoid_GroupNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x256x256 (input), conv_weight 32x8x3x3 (parameter:conv.weight), conv_bias 32 (parameter:conv.bias), bias 32x1x1 (parameter:bias), scale 32x1x1 (parameter:scale), group_norm_weight 32 (parameter:group_norm.weight), group_norm_bias 32 (parameter:group_norm.bias)
func.func @l2_21_conv2d_add_scale_sigmoid_groupnorm(
    %x: tensor<128x8x256x256xf32>,
    %conv_weight: tensor<32x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<32xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %bias: tensor<32x1x1xf32> {htam.init = "normal"},
    %scale: tensor<32x1x1xf32> {htam.init = "uniform(-1.95062685..2.43249941)"},
    %group_norm_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x32x254x254xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 258064.0 : f32
  %c3 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<128x32x254x254xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x32x254x254xf32>) -> tensor<128x32x254x254xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x8x256x256xf32>, tensor<32x8x3x3xf32>) outs(%f2 : tensor<128x32x254x254xf32>) -> tensor<128x32x254x254xf32>
  %e5 = tensor.empty() : tensor<128x32x254x254xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x32x254x254xf32>, tensor<32xf32>) outs(%e5 : tensor<128x32x254x254xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x32x254x254xf32>
  %r11 = tensor.collapse_shape %bias [[0, 1, 2]] : tensor<32x1x1xf32> into tensor<32xf32>
  %e12 = tensor.empty() : tensor<128x32x254x254xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %r11 : tensor<128x32x254x254xf32>, tensor<32xf32>) outs(%e12 : tensor<128x32x254x254xf32>) {
  ^bb0(%a13: f32, %a14: f32, %o15: f32):
    %b16 = arith.addf %a13, %a14 : f32
    linalg.yield %b16 : f32
  } -> tensor<128x32x254x254xf32>
  %r18 = tensor.collapse_shape %scale [[0, 1, 2]] : tensor<32x1x1xf32> into tensor<32xf32>
  %e19 = tensor.empty() : tensor<128x32x254x254xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g17, %r18 : tensor<128x32x254x254xf32>, tensor<32xf32>) outs(%e19 : tensor<128x32x254x254xf32>) {
  ^bb0(%a20: f32, %a21: f32, %o22: f32):
    %b23 = arith.mulf %a20, %a21 : f32
    linalg.yield %b23 : f32
  } -> tensor<128x32x254x254xf32>
  %e25 = tensor.empty() : tensor<128x32x254x254xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g24 : tensor<128x32x254x254xf32>) outs(%e25 : tensor<128x32x254x254xf32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.negf %a26 : f32
    %b29 = math.exp %b28 : f32
    %b30 = arith.addf %b29, %c1 : f32
    %b31 = arith.divf %c1, %b30 : f32
    linalg.yield %b31 : f32
  } -> tensor<128x32x254x254xf32>
  %r33 = tensor.collapse_shape %g32 [[0], [1, 2, 3]] : tensor<128x32x254x254xf32> into tensor<128x2064512xf32>
  %r34 = tensor.expand_shape %r33 [[0], [1, 2]] output_shape [128, 8, 258064] : tensor<128x2064512xf32> into tensor<128x8x258064xf32>
  %e35 = tensor.empty() : tensor<128x8xf32>
  %f36 = linalg.fill ins(%c0 : f32) outs(%e35 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r34 : tensor<128x8x258064xf32>) outs(%f36 : tensor<128x8xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.addf %a37, %o38 : f32
    linalg.yield %b39 : f32
  } -> tensor<128x8xf32>
  %e41 = tensor.empty() : tensor<128x8xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g40 : tensor<128x8xf32>) outs(%e41 : tensor<128x8xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.divf %a42, %c2 : f32
    linalg.yield %b44 : f32
  } -> tensor<128x8xf32>
  %e47 = tensor.empty() : tensor<128x8x258064xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r34, %g45 : tensor<128x8x258064xf32>, tensor<128x8xf32>) outs(%e47 : tensor<128x8x258064xf32>) {
  ^bb0(%a48: f32, %a49: f32, %o50: f32):
    %b51 = arith.subf %a48, %a49 : f32
    %b52 = arith.mulf %b51, %b51 : f32
    linalg.yield %b52 : f32
  } -> tensor<128x8x258064xf32>
  %e54 = tensor.empty() : tensor<128x8xf32>
  %f55 = linalg.fill ins(%c0 : f32) outs(%e54 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g53 : tensor<128x8x258064xf32>) outs(%f55 : tensor<128x8xf32>) {
  ^bb0(%a56: f32, %o57: f32):
    %b58 = arith.addf %a56, %o57 : f32
    linalg.yield %b58 : f32
  } -> tensor<128x8xf32>
  %e60 = tensor.empty() : tensor<128x8xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g59 : tensor<128x8xf32>) outs(%e60 : tensor<128x8xf32>) {
  ^bb0(%a61: f32, %o62: f32):
    %b63 = arith.divf %a61, %c2 : f32
    linalg.yield %b63 : f32
  } -> tensor<128x8xf32>
  %e66 = tensor.empty() : tensor<128x8x258064xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r34, %g45, %g64 : tensor<128x8x258064xf32>, tensor<128x8xf32>, tensor<128x8xf32>) outs(%e66 : tensor<128x8x258064xf32>) {
  ^bb0(%a67: f32, %a68: f32, %a69: f32, %o70: f32):
    %b71 = arith.addf %a69, %c3 : f32
    %b72 = math.sqrt %b71 : f32
    %b73 = arith.subf %a67, %a68 : f32
    %b74 = arith.divf %b73, %b72 : f32
    linalg.yield %b74 : f32
  } -> tensor<128x8x258064xf32>
  %r76 = tensor.collapse_shape %g75 [[0], [1, 2]] : tensor<128x8x258064xf32> into tensor<128x2064512xf32>
  %r77 = tensor.expand_shape %r76 [[0], [1, 2, 3]] output_shape [128, 32, 254, 254] : tensor<128x2064512xf32> into tensor<128x32x254x254xf32>
  %e80 = tensor.empty() : tensor<128x32x254x254xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r77, %group_norm_weight, %group_norm_bias : tensor<128x32x254x254xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e80 : tensor<128x32x254x254xf32>) {
  ^bb0(%a81: f32, %a82: f32, %a83: f32, %o84: f32):
    %b85 = arith.mulf %a81, %a82 : f32
    %b86 = arith.addf %b85, %a83 : f32
    linalg.yield %b86 : f32
  } -> tensor<128x32x254x254xf32>
  return %g87 : tensor<128x32x254x254xf32>
}
