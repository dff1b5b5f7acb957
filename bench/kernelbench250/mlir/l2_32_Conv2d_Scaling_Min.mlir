// Imported by htam-import from 32_Conv2d_Scaling_Min.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x64x256x256 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias)
func.func @l2_32_conv2d_scaling_min(
    %x: tensor<64x64x256x256xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<64x1x254x254xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %c3 = arith.constant 0 : i64
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
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<64x128x254x254xf32>) outs(%e11 : tensor<64x128x254x254xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.mulf %a12, %c1 : f32
    linalg.yield %b14 : f32
  } -> tensor<64x128x254x254xf32>
  %e16 = tensor.empty() : tensor<64x254x254xf32>
  %f17 = linalg.fill ins(%c2 : f32) outs(%e16 : tensor<64x254x254xf32>) -> tensor<64x254x254xf32>
  %e18 = tensor.empty() : tensor<64x254x254xi64>
  %f19 = linalg.fill ins(%c3 : i64) outs(%e18 : tensor<64x254x254xi64>) -> tensor<64x254x254xi64>
  %g30:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g15 : tensor<64x128x254x254xf32>) outs(%f17, %f19 : tensor<64x254x254xf32>, tensor<64x254x254xi64>) {
  ^bb0(%a20: f32, %o21: f32, %o22: i64):
    %i23 = linalg.index 1 : index
    %b24 = arith.index_cast %i23 : index to i64
    %b25 = arith.cmpf olt, %a20, %o21 : f32
    %b26 = arith.cmpf uno, %a20, %a20 : f32
    %b27 = arith.ori %b25, %b26 : i1
    %b28 = arith.select %b27, %a20, %o21 : f32
    %b29 = arith.select %b27, %b24, %o22 : i64
    linalg.yield %b28, %b29 : f32, i64
  } -> (tensor<64x254x254xf32>, tensor<64x254x254xi64>)
  %r31 = tensor.expand_shape %g30#0 [[0], [1, 2], [3]] output_shape [64, 1, 254, 254] : tensor<64x254x254xf32> into tensor<64x1x254x254xf32>
  return %r31 : tensor<64x1x254x254xf32>
}
