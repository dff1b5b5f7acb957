// Imported by htam-import from 6_Conv3d_Softmax_MaxPool_MaxPool.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x32x32 (input), conv_weight 16x3x3x3x3 (parameter:conv.weight), conv_bias 16 (parameter:conv.bias)
func.func @l2_6_conv3d_softmax_maxpool_maxpool(
    %x: tensor<128x3x16x32x32xf32>,
    %conv_weight: tensor<16x3x3x3x3xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %conv_bias: tensor<16xf32> {htam.init = "uniform(-0.111111111..0.111111111)"}) -> (tensor<128x16x3x7x7xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16x14x30x30xf32>) -> tensor<128x16x14x30x30xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x3x16x32x32xf32>, tensor<16x3x3x3x3xf32>) outs(%f2 : tensor<128x16x14x30x30xf32>) -> tensor<128x16x14x30x30xf32>
  %e5 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x16x14x30x30xf32>, tensor<16xf32>) outs(%e5 : tensor<128x16x14x30x30xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x16x14x30x30xf32>
  %e11 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %sm12 = linalg.softmax dimension(1) ins(%g10 : tensor<128x16x14x30x30xf32>) outs(%e11 : tensor<128x16x14x30x30xf32>) -> tensor<128x16x14x30x30xf32>
  %e13 = tensor.empty() : tensor<128x16x7x15x15xf32>
  %f14 = linalg.fill ins(%c1 : f32) outs(%e13 : tensor<128x16x7x15x15xf32>) -> tensor<128x16x7x15x15xf32>
  %e15 = tensor.empty() : tensor<2x2x2xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%sm12, %e15 : tensor<128x16x14x30x30xf32>, tensor<2x2x2xf32>) outs(%f14 : tensor<128x16x7x15x15xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.maximumf %a16, %o18 : f32
    linalg.yield %b19 : f32
  } -> tensor<128x16x7x15x15xf32>
  %e21 = tensor.empty() : tensor<128x16x3x7x7xf32>
  %f22 = linalg.fill ins(%c1 : f32) outs(%e21 : tensor<128x16x3x7x7xf32>) -> tensor<128x16x3x7x7xf32>
  %e23 = tensor.empty() : tensor<2x2x2xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g20, %e23 : tensor<128x16x7x15x15xf32>, tensor<2x2x2xf32>) outs(%f22 : tensor<128x16x3x7x7xf32>) {
  ^bb0(%a24: f32, %a25: f32, %o26: f32):
    %b27 = arith.maximumf %a24, %o26 : f32
    linalg.yield %b27 : f32
  } -> tensor<128x16x3x7x7xf32>
  return %g28 : tensor<128x16x3x7x7xf32>
}
