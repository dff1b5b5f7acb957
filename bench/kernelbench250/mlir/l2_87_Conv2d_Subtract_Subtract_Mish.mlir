// Imported by htam-import from 87_Conv2d_Subtract_Subtract_Mish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x256x256 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_87_conv2d_subtract_subtract_mish(
    %x: tensor<128x8x256x256xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"}) -> (tensor<128x64x254x254xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 0.2 : f32
  %c3 = arith.constant 2.0e+01 : f32
  %e1 = tensor.empty() : tensor<128x64x254x254xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x254x254xf32>) -> tensor<128x64x254x254xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x8x256x256xf32>, tensor<64x8x3x3xf32>) outs(%f2 : tensor<128x64x254x254xf32>) -> tensor<128x64x254x254xf32>
  %e5 = tensor.empty() : tensor<128x64x254x254xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x254x254xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x254x254xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x254x254xf32>
  %e11 = tensor.empty() : tensor<128x64x254x254xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x64x254x254xf32>) outs(%e11 : tensor<128x64x254x254xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.subf %a12, %c1 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x64x254x254xf32>
  %e16 = tensor.empty() : tensor<128x64x254x254xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<128x64x254x254xf32>) outs(%e16 : tensor<128x64x254x254xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.subf %a17, %c2 : f32
    linalg.yield %b19 : f32
  } -> tensor<128x64x254x254xf32>
  %e21 = tensor.empty() : tensor<128x64x254x254xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<128x64x254x254xf32>) outs(%e21 : tensor<128x64x254x254xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = math.exp %a22 : f32
    %b25 = math.log1p %b24 : f32
    %b26 = arith.cmpf ogt, %a22, %c3 : f32
    %b27 = arith.select %b26, %a22, %b25 : f32
    %b28 = math.tanh %b27 : f32
    %b29 = arith.mulf %a22, %b28 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x64x254x254xf32>
  return %g30 : tensor<128x64x254x254xf32>
}
