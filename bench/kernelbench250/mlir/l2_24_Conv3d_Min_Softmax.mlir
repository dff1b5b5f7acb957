// Imported by htam-import from 24_Conv3d_Min_Softmax.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x24x32x32 (input), conv_weight 24x3x3x3x3 (parameter:conv.weight), conv_bias 24 (parameter:conv.bias)
func.func @l2_24_conv3d_min_softmax(
    %x: tensor<128x3x24x32x32xf32>,
    %conv_weight: tensor<24x3x3x3x3xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %conv_bias: tensor<24xf32> {htam.init = "uniform(-0.111111111..0.111111111)"}) -> (tensor<128x24x30x30xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %c2 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<128x24x22x30x30xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x24x22x30x30xf32>) -> tensor<128x24x22x30x30xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x3x24x32x32xf32>, tensor<24x3x3x3x3xf32>) outs(%f2 : tensor<128x24x22x30x30xf32>) -> tensor<128x24x22x30x30xf32>
  %e5 = tensor.empty() : tensor<128x24x22x30x30xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x24x22x30x30xf32>, tensor<24xf32>) outs(%e5 : tensor<128x24x22x30x30xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x24x22x30x30xf32>
  %e11 = tensor.empty() : tensor<128x24x30x30xf32>
  %f12 = linalg.fill ins(%c1 : f32) outs(%e11 : tensor<128x24x30x30xf32>) -> tensor<128x24x30x30xf32>
  %e13 = tensor.empty() : tensor<128x24x30x30xi64>
  %f14 = linalg.fill ins(%c2 : i64) outs(%e13 : tensor<128x24x30x30xi64>) -> tensor<128x24x30x30xi64>
  %g25:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%g10 : tensor<128x24x22x30x30xf32>) outs(%f12, %f14 : tensor<128x24x30x30xf32>, tensor<128x24x30x30xi64>) {
  ^bb0(%a15: f32, %o16: f32, %o17: i64):
    %i18 = linalg.index 2 : index
    %b19 = arith.index_cast %i18 : index to i64
    %b20 = arith.cmpf olt, %a15, %o16 : f32
    %b21 = arith.cmpf uno, %a15, %a15 : f32
    %b22 = arith.ori %b20, %b21 : i1
    %b23 = arith.select %b22, %a15, %o16 : f32
    %b24 = arith.select %b22, %b19, %o17 : i64
    linalg.yield %b23, %b24 : f32, i64
  } -> (tensor<128x24x30x30xf32>, tensor<128x24x30x30xi64>)
  %e26 = tensor.empty() : tensor<128x24x30x30xf32>
  %sm27 = linalg.softmax dimension(1) ins(%g25#0 : tensor<128x24x30x30xf32>) outs(%e26 : tensor<128x24x30x30xf32>) -> tensor<128x24x30x30xf32>
  return %sm27 : tensor<128x24x30x30xf32>
}
