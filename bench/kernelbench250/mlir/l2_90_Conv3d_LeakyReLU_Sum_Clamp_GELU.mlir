// Imported by htam-import from 90_Conv3d_LeakyReLU_Sum_Clamp_GELU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x16x64x64 (input), conv_weight 64x8x3x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias), sum_tensor 64x1x1x1 (parameter:sum_tensor)
func.func @l2_90_conv3d_leakyrelu_sum_clamp_gelu(
    %x: tensor<128x8x16x64x64xf32>,
    %conv_weight: tensor<64x8x3x3x3xf32> {htam.init = "uniform(-0.0680413817..0.0680413817)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.0680413817..0.0680413817)"},
    %sum_tensor: tensor<64x1x1x1xf32> {htam.init = "normal"}) -> (tensor<128x64x14x62x62xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.2 : f32
  %c2 = arith.constant -1.0 : f32
  %c3 = arith.constant 1.0 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant 0.70710677 : f32
  %e1 = tensor.empty() : tensor<128x64x14x62x62xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x14x62x62xf32>) -> tensor<128x64x14x62x62xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x8x16x64x64xf32>, tensor<64x8x3x3x3xf32>) outs(%f2 : tensor<128x64x14x62x62xf32>) -> tensor<128x64x14x62x62xf32>
  %e5 = tensor.empty() : tensor<128x64x14x62x62xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x14x62x62xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x14x62x62xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x14x62x62xf32>
  %e11 = tensor.empty() : tensor<128x64x14x62x62xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x64x14x62x62xf32>) outs(%e11 : tensor<128x64x14x62x62xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.mulf %a12, %c1 : f32
    %b15 = arith.cmpf ogt, %a12, %c0 : f32
    %b16 = arith.select %b15, %a12, %b14 : f32
    linalg.yield %b16 : f32
  } -> tensor<128x64x14x62x62xf32>
  %r18 = tensor.collapse_shape %sum_tensor [[0, 1, 2, 3]] : tensor<64x1x1x1xf32> into tensor<64xf32>
  %e19 = tensor.empty() : tensor<128x64x14x62x62xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g17, %r18 : tensor<128x64x14x62x62xf32>, tensor<64xf32>) outs(%e19 : tensor<128x64x14x62x62xf32>) {
  ^bb0(%a20: f32, %a21: f32, %o22: f32):
    %b23 = arith.addf %a20, %a21 : f32
    linalg.yield %b23 : f32
  } -> tensor<128x64x14x62x62xf32>
  %e25 = tensor.empty() : tensor<128x64x14x62x62xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g24 : tensor<128x64x14x62x62xf32>) outs(%e25 : tensor<128x64x14x62x62xf32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.maximumf %a26, %c2 : f32
    %b29 = arith.minimumf %b28, %c3 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x64x14x62x62xf32>
  %e31 = tensor.empty() : tensor<128x64x14x62x62xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g30 : tensor<128x64x14x62x62xf32>) outs(%e31 : tensor<128x64x14x62x62xf32>) {
  ^bb0(%a32: f32, %o33: f32):
    %b34 = arith.mulf %a32, %c4 : f32
    %b35 = arith.mulf %a32, %c5 : f32
    %b36 = math.erf %b35 : f32
    %b37 = arith.addf %b36, %c3 : f32
    %b38 = arith.mulf %b34, %b37 : f32
    linalg.yield %b38 : f32
  } -> tensor<128x64x14x62x62xf32>
  return %g39 : tensor<128x64x14x62x62xf32>
}
