// Imported by htam-import from 25_Conv2d_Min_Tanh_Tanh.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x16x256x256 (input), conv_weight 64x16x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_25_conv2d_min_tanh_tanh(
    %x: tensor<128x16x256x256xf32>,
    %conv_weight: tensor<64x16x3x3xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"}) -> (tensor<128x1x254x254xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %c2 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<128x64x254x254xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x254x254xf32>) -> tensor<128x64x254x254xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x16x256x256xf32>, tensor<64x16x3x3xf32>) outs(%f2 : tensor<128x64x254x254xf32>) -> tensor<128x64x254x254xf32>
  %e5 = tensor.empty() : tensor<128x64x254x254xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x254x254xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x254x254xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x254x254xf32>
  %e11 = tensor.empty() : tensor<128x254x254xf32>
  %f12 = linalg.fill ins(%c1 : f32) outs(%e11 : tensor<128x254x254xf32>) -> tensor<128x254x254xf32>
  %e13 = tensor.empty() : tensor<128x254x254xi64>
  %f14 = linalg.fill ins(%c2 : i64) outs(%e13 : tensor<128x254x254xi64>) -> tensor<128x254x254xi64>
  %g25:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g10 : tensor<128x64x254x254xf32>) outs(%f12, %f14 : tensor<128x254x254xf32>, tensor<128x254x254xi64>) {
  ^bb0(%a15: f32, %o16: f32, %o17: i64):
    %i18 = linalg.index 1 : index
    %b19 = arith.index_cast %i18 : index to i64
    %b20 = arith.cmpf olt, %a15, %o16 : f32
    %b21 = arith.cmpf uno, %a15, %a15 : f32
    %b22 = arith.ori %b20, %b21 : i1
    %b23 = arith.select %b22, %a15, %o16 : f32
    %b24 = arith.select %b22, %b19, %o17 : i64
    linalg.yield %b23, %b24 : f32, i64
  } -> (tensor<128x254x254xf32>, tensor<128x254x254xi64>)
  %r26 = tensor.expand_shape %g25#0 [[0], [1, 2], [3]] output_shape [128, 1, 254, 254] : tensor<128x254x254xf32> into tensor<128x1x254x254xf32>
  %e28 = tensor.empty() : tensor<128x1x254x254xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r26 : tensor<128x1x254x254xf32>) outs(%e28 : tensor<128x1x254x254xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = math.tanh %a29 : f32
    linalg.yield %b31 : f32
  } -> tensor<128x1x254x254xf32>
  %e33 = tensor.empty() : tensor<128x1x254x254xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g32 : tensor<128x1x254x254xf32>) outs(%e33 : tensor<128x1x254x254xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = math.tanh %a34 : f32
    linalg.yield %b36 : f32
  } -> tensor<128x1x254x254xf32>
  return %g37 : tensor<128x1x254x254xf32>
}
