// Imported by htam-import from 47_Conv3d_Mish_Tanh.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x32x64x64 (input), conv_weight 64x32x3x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_47_conv3d_mish_tanh(
    %x: tensor<16x32x32x64x64xf32>,
    %conv_weight: tensor<64x32x3x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"}) -> (tensor<16x64x30x62x62xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0e+01 : f32
  %e1 = tensor.empty() : tensor<16x64x30x62x62xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x30x62x62xf32>) -> tensor<16x64x30x62x62xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<16x32x32x64x64xf32>, tensor<64x32x3x3x3xf32>) outs(%f2 : tensor<16x64x30x62x62xf32>) -> tensor<16x64x30x62x62xf32>
  %e5 = tensor.empty() : tensor<16x64x30x62x62xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<16x64x30x62x62xf32>, tensor<64xf32>) outs(%e5 : tensor<16x64x30x62x62xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<16x64x30x62x62xf32>
  %e11 = tensor.empty() : tensor<16x64x30x62x62xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<16x64x30x62x62xf32>) outs(%e11 : tensor<16x64x30x62x62xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = math.exp %a12 : f32
    %b15 = math.log1p %b14 : f32
    %b16 = arith.cmpf ogt, %a12, %c1 : f32
    %b17 = arith.select %b16, %a12, %b15 : f32
    %b18 = math.tanh %b17 : f32
    %b19 = arith.mulf %a12, %b18 : f32
    linalg.yield %b19 : f32
  } -> tensor<16x64x30x62x62xf32>
  %e21 = tensor.empty() : tensor<16x64x30x62x62xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<16x64x30x62x62xf32>) outs(%e21 : tensor<16x64x30x62x62xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = math.tanh %a22 : f32
    linalg.yield %b24 : f32
  } -> tensor<16x64x30x62x62xf32>
  return %g25 : tensor<16x64x30x62x62xf32>
}
