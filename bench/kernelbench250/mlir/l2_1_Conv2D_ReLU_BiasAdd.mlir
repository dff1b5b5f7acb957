// Imported by htam-import from 1_Conv2D_ReLU_BiasAdd.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x128x128 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias), bias 128x1x1 (parameter:bias)
func.func @l2_1_conv2d_relu_biasadd(
    %x: tensor<128x64x128x128xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %bias: tensor<128x1x1xf32> {htam.init = "normal"}) -> (tensor<128x128x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x128x126x126xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x128x126x126xf32>) -> tensor<128x128x126x126xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) outs(%f2 : tensor<128x128x126x126xf32>) -> tensor<128x128x126x126xf32>
  %e5 = tensor.empty() : tensor<128x128x126x126xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x128x126x126xf32>, tensor<128xf32>) outs(%e5 : tensor<128x128x126x126xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x128x126x126xf32>
  %e11 = tensor.empty() : tensor<128x128x126x126xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x128x126x126xf32>) outs(%e11 : tensor<128x128x126x126xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.maximumf %a12, %c0 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x128x126x126xf32>
  %r16 = tensor.collapse_shape %bias [[0, 1, 2]] : tensor<128x1x1xf32> into tensor<128xf32>
  %e17 = tensor.empty() : tensor<128x128x126x126xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15, %r16 : tensor<128x128x126x126xf32>, tensor<128xf32>) outs(%e17 : tensor<128x128x126x126xf32>) {
  ^bb0(%a18: f32, %a19: f32, %o20: f32):
    %b21 = arith.addf %a18, %a19 : f32
    linalg.yield %b21 : f32
  } -> tensor<128x128x126x126xf32>
  return %g22 : tensor<128x128x126x126xf32>
}
