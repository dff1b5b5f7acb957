// Imported by htam-import from 31_Conv2d_Min_Add_Multiply.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x128x128 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias), bias 128x1x1 (parameter:bias)
func.func @l2_31_conv2d_min_add_multiply(
    %x: tensor<128x64x128x128xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %bias: tensor<128x1x1xf32> {htam.init = "normal"}) -> (tensor<128x128x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 2.0 : f32
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
  %e11 = tensor.empty() : tensor<f32>
  %f12 = linalg.fill ins(%c1 : f32) outs(%e11 : tensor<f32>) -> tensor<f32>
  %e13 = tensor.empty() : tensor<128x128x126x126xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %f12 : tensor<128x128x126x126xf32>, tensor<f32>) outs(%e13 : tensor<128x128x126x126xf32>) {
  ^bb0(%a14: f32, %a15: f32, %o16: f32):
    %b17 = arith.minimumf %a14, %a15 : f32
    linalg.yield %b17 : f32
  } -> tensor<128x128x126x126xf32>
  %r19 = tensor.collapse_shape %bias [[0, 1, 2]] : tensor<128x1x1xf32> into tensor<128xf32>
  %e20 = tensor.empty() : tensor<128x128x126x126xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g18, %r19 : tensor<128x128x126x126xf32>, tensor<128xf32>) outs(%e20 : tensor<128x128x126x126xf32>) {
  ^bb0(%a21: f32, %a22: f32, %o23: f32):
    %b24 = arith.addf %a21, %a22 : f32
    linalg.yield %b24 : f32
  } -> tensor<128x128x126x126xf32>
  %e26 = tensor.empty() : tensor<128x128x126x126xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g25 : tensor<128x128x126x126xf32>) outs(%e26 : tensor<128x128x126x126xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    %b29 = arith.mulf %a27, %c2 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x128x126x126xf32>
  return %g30 : tensor<128x128x126x126xf32>
}
