// Imported by htam-import from 65_Conv2d_AvgPool_Sigmoid_Sum.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x384x384 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_65_conv2d_avgpool_sigmoid_sum(
    %x: tensor<128x8x384x384xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"}) -> (tensor<128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 16.0 : f32
  %c2 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<128x64x382x382xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x382x382xf32>) -> tensor<128x64x382x382xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x8x384x384xf32>, tensor<64x8x3x3xf32>) outs(%f2 : tensor<128x64x382x382xf32>) -> tensor<128x64x382x382xf32>
  %e5 = tensor.empty() : tensor<128x64x382x382xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x382x382xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x382x382xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x382x382xf32>
  %e11 = tensor.empty() : tensor<128x64x95x95xf32>
  %f12 = linalg.fill ins(%c0 : f32) outs(%e11 : tensor<128x64x95x95xf32>) -> tensor<128x64x95x95xf32>
  %e13 = tensor.empty() : tensor<4x4xf32>
  %pool14 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%g10, %e13 : tensor<128x64x382x382xf32>, tensor<4x4xf32>) outs(%f12 : tensor<128x64x95x95xf32>) -> tensor<128x64x95x95xf32>
  %e15 = tensor.empty() : tensor<128x64x95x95xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool14 : tensor<128x64x95x95xf32>) outs(%e15 : tensor<128x64x95x95xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.divf %a16, %c1 : f32
    linalg.yield %b18 : f32
  } -> tensor<128x64x95x95xf32>
  %e20 = tensor.empty() : tensor<128x64x95x95xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g19 : tensor<128x64x95x95xf32>) outs(%e20 : tensor<128x64x95x95xf32>) {
  ^bb0(%a21: f32, %o22: f32):
    %b23 = arith.negf %a21 : f32
    %b24 = math.exp %b23 : f32
    %b25 = arith.addf %b24, %c2 : f32
    %b26 = arith.divf %c2, %b25 : f32
    linalg.yield %b26 : f32
  } -> tensor<128x64x95x95xf32>
  %e28 = tensor.empty() : tensor<128x64x95xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<128x64x95xf32>) -> tensor<128x64x95xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g27 : tensor<128x64x95x95xf32>) outs(%f29 : tensor<128x64x95xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<128x64x95xf32>
  %e34 = tensor.empty() : tensor<128xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<128xf32>) -> tensor<128xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%g33 : tensor<128x64x95xf32>) outs(%f35 : tensor<128xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<128xf32>
  return %g39 : tensor<128xf32>
}
