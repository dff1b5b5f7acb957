// Imported by htam-import from 96_ConvTranspose3d_Multiply_Max_GlobalAvgPool_Clamp.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x32x32 (input), conv_transpose_weight 3x16x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 16 (parameter:conv_transpose.bias)
func.func @l2_96_convtranspose3d_multiply_max_globalavgpool_clamp(
    %x: tensor<128x3x16x32x32xf32>,
    %conv_transpose_weight: tensor<3x16x3x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %conv_transpose_bias: tensor<16xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"}) -> (tensor<128x16x1x1x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %c3 = arith.constant 14415.0 : f32
  %c4 = arith.constant 1.0 : f32
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
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<128x16x31x63x63xf32>) outs(%e22 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.mulf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<128x16x31x63x63xf32>
  %e27 = tensor.empty() : tensor<128x16x15x31x31xf32>
  %f28 = linalg.fill ins(%c2 : f32) outs(%e27 : tensor<128x16x15x31x31xf32>) -> tensor<128x16x15x31x31xf32>
  %e29 = tensor.empty() : tensor<2x2x2xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g26, %e29 : tensor<128x16x31x63x63xf32>, tensor<2x2x2xf32>) outs(%f28 : tensor<128x16x15x31x31xf32>) {
  ^bb0(%a30: f32, %a31: f32, %o32: f32):
    %b33 = arith.maximumf %a30, %o32 : f32
    linalg.yield %b33 : f32
  } -> tensor<128x16x15x31x31xf32>
  %e35 = tensor.empty() : tensor<128x16xf32>
  %f36 = linalg.fill ins(%c0 : f32) outs(%e35 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g34 : tensor<128x16x15x31x31xf32>) outs(%f36 : tensor<128x16xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.addf %a37, %o38 : f32
    linalg.yield %b39 : f32
  } -> tensor<128x16xf32>
  %e41 = tensor.empty() : tensor<128x16xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g40 : tensor<128x16xf32>) outs(%e41 : tensor<128x16xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.divf %a42, %c3 : f32
    linalg.yield %b44 : f32
  } -> tensor<128x16xf32>
  %r46 = tensor.expand_shape %g45 [[0], [1, 2, 3, 4]] output_shape [128, 16, 1, 1, 1] : tensor<128x16xf32> into tensor<128x16x1x1x1xf32>
  %e47 = tensor.empty() : tensor<128x16x1x1x1xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r46 : tensor<128x16x1x1x1xf32>) outs(%e47 : tensor<128x16x1x1x1xf32>) {
  ^bb0(%a48: f32, %o49: f32):
    %b50 = arith.maximumf %a48, %c0 : f32
    %b51 = arith.minimumf %b50, %c4 : f32
    linalg.yield %b51 : f32
  } -> tensor<128x16x1x1x1xf32>
  return %g52 : tensor<128x16x1x1x1xf32>
}
