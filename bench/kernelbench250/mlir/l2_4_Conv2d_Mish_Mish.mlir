// Imported by htam-import from 4_Conv2d_Mish_Mish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x64x256x256 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias)
func.func @l2_4_conv2d_mish_mish(
    %x: tensor<64x64x256x256xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<64x128x254x254xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0e+01 : f32
  %e1 = tensor.empty() : tensor<64x128x254x254xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x128x254x254xf32>) -> tensor<64x128x254x254xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<64x64x256x256xf32>, tensor<128x64x3x3xf32>) outs(%f2 : tensor<64x128x254x254xf32>) -> tensor<64x128x254x254xf32>
  %e5 = tensor.empty() : tensor<64x128x254x254xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<64x128x254x254xf32>, tensor<128xf32>) outs(%e5 : tensor<64x128x254x254xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<64x128x254x254xf32>
  %e11 = tensor.empty() : tensor<64x128x254x254xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<64x128x254x254xf32>) outs(%e11 : tensor<64x128x254x254xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = math.exp %a12 : f32
    %b15 = math.log1p %b14 : f32
    %b16 = arith.cmpf ogt, %a12, %c1 : f32
    %b17 = arith.select %b16, %a12, %b15 : f32
    %b18 = math.tanh %b17 : f32
    %b19 = arith.mulf %a12, %b18 : f32
    linalg.yield %b19 : f32
  } -> tensor<64x128x254x254xf32>
  %e21 = tensor.empty() : tensor<64x128x254x254xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<64x128x254x254xf32>) outs(%e21 : tensor<64x128x254x254xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = math.exp %a22 : f32
    %b25 = math.log1p %b24 : f32
    %b26 = arith.cmpf ogt, %a22, %c1 : f32
    %b27 = arith.select %b26, %a22, %b25 : f32
    %b28 = math.tanh %b27 : f32
    %b29 = arith.mulf %a22, %b28 : f32
    linalg.yield %b29 : f32
  } -> tensor<64x128x254x254xf32>
  return %g30 : tensor<64x128x254x254xf32>
}
