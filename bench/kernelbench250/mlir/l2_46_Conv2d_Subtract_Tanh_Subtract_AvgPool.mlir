// Imported by htam-import from 46_Conv2d_Subtract_Tanh_Subtract_AvgPool.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x128x128 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias)
func.func @l2_46_conv2d_subtract_tanh_subtract_avgpool(
    %x: tensor<128x64x128x128xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<128x128x63x63xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 0.2 : f32
  %c3 = arith.constant 4.0 : f32
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
    %b14 = arith.subf %a12, %c1 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x128x126x126xf32>
  %e16 = tensor.empty() : tensor<128x128x126x126xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<128x128x126x126xf32>) outs(%e16 : tensor<128x128x126x126xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = math.tanh %a17 : f32
    linalg.yield %b19 : f32
  } -> tensor<128x128x126x126xf32>
  %e21 = tensor.empty() : tensor<128x128x126x126xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<128x128x126x126xf32>) outs(%e21 : tensor<128x128x126x126xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.subf %a22, %c2 : f32
    linalg.yield %b24 : f32
  } -> tensor<128x128x126x126xf32>
  %e26 = tensor.empty() : tensor<128x128x63x63xf32>
  %f27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<128x128x63x63xf32>) -> tensor<128x128x63x63xf32>
  %e28 = tensor.empty() : tensor<2x2xf32>
  %pool29 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g25, %e28 : tensor<128x128x126x126xf32>, tensor<2x2xf32>) outs(%f27 : tensor<128x128x63x63xf32>) -> tensor<128x128x63x63xf32>
  %e30 = tensor.empty() : tensor<128x128x63x63xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool29 : tensor<128x128x63x63xf32>) outs(%e30 : tensor<128x128x63x63xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.divf %a31, %c3 : f32
    linalg.yield %b33 : f32
  } -> tensor<128x128x63x63xf32>
  return %g34 : tensor<128x128x63x63xf32>
}
