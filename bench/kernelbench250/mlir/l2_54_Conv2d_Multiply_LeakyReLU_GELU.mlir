// Imported by htam-import from 54_Conv2d_Multiply_LeakyReLU_GELU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x64x256x256 (input), conv_weight 64x64x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias), multiplier 64x1x1 (parameter:multiplier)
func.func @l2_54_conv2d_multiply_leakyrelu_gelu(
    %x: tensor<64x64x256x256xf32>,
    %conv_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %multiplier: tensor<64x1x1xf32> {htam.init = "normal"}) -> (tensor<64x64x254x254xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.01 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant 0.70710677 : f32
  %c4 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<64x64x254x254xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x64x254x254xf32>) -> tensor<64x64x254x254xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<64x64x256x256xf32>, tensor<64x64x3x3xf32>) outs(%f2 : tensor<64x64x254x254xf32>) -> tensor<64x64x254x254xf32>
  %e5 = tensor.empty() : tensor<64x64x254x254xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<64x64x254x254xf32>, tensor<64xf32>) outs(%e5 : tensor<64x64x254x254xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<64x64x254x254xf32>
  %r11 = tensor.collapse_shape %multiplier [[0, 1, 2]] : tensor<64x1x1xf32> into tensor<64xf32>
  %e12 = tensor.empty() : tensor<64x64x254x254xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %r11 : tensor<64x64x254x254xf32>, tensor<64xf32>) outs(%e12 : tensor<64x64x254x254xf32>) {
  ^bb0(%a13: f32, %a14: f32, %o15: f32):
    %b16 = arith.mulf %a13, %a14 : f32
    linalg.yield %b16 : f32
  } -> tensor<64x64x254x254xf32>
  %e18 = tensor.empty() : tensor<64x64x254x254xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g17 : tensor<64x64x254x254xf32>) outs(%e18 : tensor<64x64x254x254xf32>) {
  ^bb0(%a19: f32, %o20: f32):
    %b21 = arith.mulf %a19, %c1 : f32
    %b22 = arith.cmpf ogt, %a19, %c0 : f32
    %b23 = arith.select %b22, %a19, %b21 : f32
    linalg.yield %b23 : f32
  } -> tensor<64x64x254x254xf32>
  %e25 = tensor.empty() : tensor<64x64x254x254xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g24 : tensor<64x64x254x254xf32>) outs(%e25 : tensor<64x64x254x254xf32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.mulf %a26, %c2 : f32
    %b29 = arith.mulf %a26, %c3 : f32
    %b30 = math.erf %b29 : f32
    %b31 = arith.addf %b30, %c4 : f32
    %b32 = arith.mulf %b28, %b31 : f32
    linalg.yield %b32 : f32
  } -> tensor<64x64x254x254xf32>
  return %g33 : tensor<64x64x254x254xf32>
}
