// Imported by htam-import from 77_ConvTranspose3d_Scale_BatchNorm_GlobalAvgPool.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x16x32x32 (input), conv_transpose_weight 64x128x5x5x5 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias), batch_norm_weight 128 (parameter:batch_norm.weight), batch_norm_bias 128 (parameter:batch_norm.bias)
func.func @l2_77_convtranspose3d_scale_batchnorm_globalavgpool(
    %x: tensor<16x64x16x32x32xf32>,
    %conv_transpose_weight: tensor<64x128x5x5x5xf32> {htam.init = "uniform(-0.00790569415..0.00790569415)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.00790569415..0.00790569415)"},
    %batch_norm_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %batch_norm_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<16x128x1x1x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %c2 = arith.constant 4.1472e+05 : f32
  %c3 = arith.constant 1.0e-05 : f32
  %c4 = arith.constant 2.592e+04 : f32
  %e1 = tensor.empty() : tensor<16x64x24x40x40xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x24x40x40xf32>) -> tensor<16x64x24x40x40xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 4, d3 + 4, d4 + 4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x64x16x32x32xf32>) outs(%f2 : tensor<16x64x24x40x40xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x64x24x40x40xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 64, 128, 5, 5, 5] : tensor<64x128x5x5x5xf32> into tensor<1x64x128x5x5x5xf32>
  %e7 = tensor.empty() : tensor<1x128x64x5x5x5xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 4, -d4 + 4, -d5 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x5x5x5xf32>) outs(%e7 : tensor<1x128x64x5x5x5xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x5x5x5xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x128x64x5x5x5xf32> into tensor<128x64x5x5x5xf32>
  %e12 = tensor.empty() : tensor<16x128x20x36x36xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x128x20x36x36xf32>) -> tensor<16x128x20x36x36xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x64x24x40x40xf32>, tensor<128x64x5x5x5xf32>) outs(%f13 : tensor<16x128x20x36x36xf32>) -> tensor<16x128x20x36x36xf32>
  %e16 = tensor.empty() : tensor<16x128x20x36x36xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x128x20x36x36xf32>, tensor<128xf32>) outs(%e16 : tensor<16x128x20x36x36xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x128x20x36x36xf32>
  %e22 = tensor.empty() : tensor<16x128x20x36x36xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<16x128x20x36x36xf32>) outs(%e22 : tensor<16x128x20x36x36xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.mulf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<16x128x20x36x36xf32>
  %e27 = tensor.empty() : tensor<16x128x20x36xf32>
  %f28 = linalg.fill ins(%c0 : f32) outs(%e27 : tensor<16x128x20x36xf32>) -> tensor<16x128x20x36xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g26 : tensor<16x128x20x36x36xf32>) outs(%f28 : tensor<16x128x20x36xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.addf %a29, %o30 : f32
    linalg.yield %b31 : f32
  } -> tensor<16x128x20x36xf32>
  %e33 = tensor.empty() : tensor<128xf32>
  %f34 = linalg.fill ins(%c0 : f32) outs(%e33 : tensor<128xf32>) -> tensor<128xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g32 : tensor<16x128x20x36xf32>) outs(%f34 : tensor<128xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.addf %a35, %o36 : f32
    linalg.yield %b37 : f32
  } -> tensor<128xf32>
  %e39 = tensor.empty() : tensor<128xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g38 : tensor<128xf32>) outs(%e39 : tensor<128xf32>) {
  ^bb0(%a40: f32, %o41: f32):
    %b42 = arith.divf %a40, %c2 : f32
    linalg.yield %b42 : f32
  } -> tensor<128xf32>
  %e45 = tensor.empty() : tensor<16x128x20x36x36xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g26, %g43 : tensor<16x128x20x36x36xf32>, tensor<128xf32>) outs(%e45 : tensor<16x128x20x36x36xf32>) {
  ^bb0(%a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.subf %a46, %a47 : f32
    %b50 = arith.mulf %b49, %b49 : f32
    linalg.yield %b50 : f32
  } -> tensor<16x128x20x36x36xf32>
  %e52 = tensor.empty() : tensor<16x128x20x36xf32>
  %f53 = linalg.fill ins(%c0 : f32) outs(%e52 : tensor<16x128x20x36xf32>) -> tensor<16x128x20x36xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g51 : tensor<16x128x20x36x36xf32>) outs(%f53 : tensor<16x128x20x36xf32>) {
  ^bb0(%a54: f32, %o55: f32):
    %b56 = arith.addf %a54, %o55 : f32
    linalg.yield %b56 : f32
  } -> tensor<16x128x20x36xf32>
  %e58 = tensor.empty() : tensor<128xf32>
  %f59 = linalg.fill ins(%c0 : f32) outs(%e58 : tensor<128xf32>) -> tensor<128xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g57 : tensor<16x128x20x36xf32>) outs(%f59 : tensor<128xf32>) {
  ^bb0(%a60: f32, %o61: f32):
    %b62 = arith.addf %a60, %o61 : f32
    linalg.yield %b62 : f32
  } -> tensor<128xf32>
  %e64 = tensor.empty() : tensor<128xf32>
  %g68 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g63 : tensor<128xf32>) outs(%e64 : tensor<128xf32>) {
  ^bb0(%a65: f32, %o66: f32):
    %b67 = arith.divf %a65, %c2 : f32
    linalg.yield %b67 : f32
  } -> tensor<128xf32>
  %e72 = tensor.empty() : tensor<16x128x20x36x36xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g26, %g43, %g68, %batch_norm_weight, %batch_norm_bias : tensor<16x128x20x36x36xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e72 : tensor<16x128x20x36x36xf32>) {
  ^bb0(%a73: f32, %a74: f32, %a75: f32, %a76: f32, %a77: f32, %o78: f32):
    %b79 = arith.addf %a75, %c3 : f32
    %b80 = math.sqrt %b79 : f32
    %b81 = arith.subf %a73, %a74 : f32
    %b82 = arith.divf %b81, %b80 : f32
    %b83 = arith.mulf %b82, %a76 : f32
    %b84 = arith.addf %b83, %a77 : f32
    linalg.yield %b84 : f32
  } -> tensor<16x128x20x36x36xf32>
  %e86 = tensor.empty() : tensor<16x128xf32>
  %f87 = linalg.fill ins(%c0 : f32) outs(%e86 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %g91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g85 : tensor<16x128x20x36x36xf32>) outs(%f87 : tensor<16x128xf32>) {
  ^bb0(%a88: f32, %o89: f32):
    %b90 = arith.addf %a88, %o89 : f32
    linalg.yield %b90 : f32
  } -> tensor<16x128xf32>
  %e92 = tensor.empty() : tensor<16x128xf32>
  %g96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g91 : tensor<16x128xf32>) outs(%e92 : tensor<16x128xf32>) {
  ^bb0(%a93: f32, %o94: f32):
    %b95 = arith.divf %a93, %c4 : f32
    linalg.yield %b95 : f32
  } -> tensor<16x128xf32>
  %r97 = tensor.expand_shape %g96 [[0], [1, 2, 3, 4]] output_shape [16, 128, 1, 1, 1] : tensor<16x128xf32> into tensor<16x128x1x1x1xf32>
  return %r97 : tensor<16x128x1x1x1xf32>
}
