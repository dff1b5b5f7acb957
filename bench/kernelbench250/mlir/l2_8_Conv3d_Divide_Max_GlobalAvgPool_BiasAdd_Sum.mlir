// Imported by htam-import from 8_Conv3d_Divide_Max_GlobalAvgPool_BiasAdd_Sum.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x16x64x64 (input), conv_weight 16x8x3x3x3 (parameter:conv.weight), conv_bias 16 (parameter:conv.bias), bias 16x1x1x1 (parameter:bias)
func.func @l2_8_conv3d_divide_max_globalavgpool_biasadd_sum(
    %x: tensor<128x8x16x64x64xf32>,
    %conv_weight: tensor<16x8x3x3x3xf32> {htam.init = "uniform(-0.0680413817..0.0680413817)"},
    %conv_bias: tensor<16xf32> {htam.init = "uniform(-0.0680413817..0.0680413817)"},
    %bias: tensor<16x1x1x1xf32> {htam.init = "uniform(-1.75087559..1.27126873)"}) -> (tensor<128x1x1x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %c3 = arith.constant 6727.0 : f32
  %e1 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16x14x62x62xf32>) -> tensor<128x16x14x62x62xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x8x16x64x64xf32>, tensor<16x8x3x3x3xf32>) outs(%f2 : tensor<128x16x14x62x62xf32>) -> tensor<128x16x14x62x62xf32>
  %e5 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x16x14x62x62xf32>, tensor<16xf32>) outs(%e5 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x16x14x62x62xf32>
  %e11 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x16x14x62x62xf32>) outs(%e11 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.divf %a12, %c1 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x16x14x62x62xf32>
  %e16 = tensor.empty() : tensor<128x16x7x31x31xf32>
  %f17 = linalg.fill ins(%c2 : f32) outs(%e16 : tensor<128x16x7x31x31xf32>) -> tensor<128x16x7x31x31xf32>
  %e18 = tensor.empty() : tensor<2x2x2xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g15, %e18 : tensor<128x16x14x62x62xf32>, tensor<2x2x2xf32>) outs(%f17 : tensor<128x16x7x31x31xf32>) {
  ^bb0(%a19: f32, %a20: f32, %o21: f32):
    %b22 = arith.maximumf %a19, %o21 : f32
    linalg.yield %b22 : f32
  } -> tensor<128x16x7x31x31xf32>
  %e24 = tensor.empty() : tensor<128x16xf32>
  %f25 = linalg.fill ins(%c0 : f32) outs(%e24 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g23 : tensor<128x16x7x31x31xf32>) outs(%f25 : tensor<128x16xf32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.addf %a26, %o27 : f32
    linalg.yield %b28 : f32
  } -> tensor<128x16xf32>
  %e30 = tensor.empty() : tensor<128x16xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g29 : tensor<128x16xf32>) outs(%e30 : tensor<128x16xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.divf %a31, %c3 : f32
    linalg.yield %b33 : f32
  } -> tensor<128x16xf32>
  %r35 = tensor.expand_shape %g34 [[0], [1, 2, 3, 4]] output_shape [128, 16, 1, 1, 1] : tensor<128x16xf32> into tensor<128x16x1x1x1xf32>
  %e36 = tensor.empty() : tensor<128x16x1x1x1xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r35, %bias : tensor<128x16x1x1x1xf32>, tensor<16x1x1x1xf32>) outs(%e36 : tensor<128x16x1x1x1xf32>) {
  ^bb0(%a37: f32, %a38: f32, %o39: f32):
    %b40 = arith.addf %a37, %a38 : f32
    linalg.yield %b40 : f32
  } -> tensor<128x16x1x1x1xf32>
  %e42 = tensor.empty() : tensor<128x1x1x1xf32>
  %f43 = linalg.fill ins(%c0 : f32) outs(%e42 : tensor<128x1x1x1xf32>) -> tensor<128x1x1x1xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g41 : tensor<128x16x1x1x1xf32>) outs(%f43 : tensor<128x1x1x1xf32>) {
  ^bb0(%a44: f32, %o45: f32):
    %b46 = arith.addf %a44, %o45 : f32
    linalg.yield %b46 : f32
  } -> tensor<128x1x1x1xf32>
  return %g47 : tensor<128x1x1x1xf32>
}
