// Imported by htam-import from 17_Conv2d_InstanceNorm_Divide.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x128x128 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias)
func.func @l2_17_conv2d_instancenorm_divide(
    %x: tensor<128x64x128x128xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<128x128x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 15876.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 2.0 : f32
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
  %e11 = tensor.empty() : tensor<128x128xf32>
  %f12 = linalg.fill ins(%c0 : f32) outs(%e11 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g10 : tensor<128x128x126x126xf32>) outs(%f12 : tensor<128x128xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    %b15 = arith.addf %a13, %o14 : f32
    linalg.yield %b15 : f32
  } -> tensor<128x128xf32>
  %e17 = tensor.empty() : tensor<128x128xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g16 : tensor<128x128xf32>) outs(%e17 : tensor<128x128xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.divf %a18, %c1 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x128xf32>
  %e23 = tensor.empty() : tensor<128x128x126x126xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %g21 : tensor<128x128x126x126xf32>, tensor<128x128xf32>) outs(%e23 : tensor<128x128x126x126xf32>) {
  ^bb0(%a24: f32, %a25: f32, %o26: f32):
    %b27 = arith.subf %a24, %a25 : f32
    %b28 = arith.mulf %b27, %b27 : f32
    linalg.yield %b28 : f32
  } -> tensor<128x128x126x126xf32>
  %e30 = tensor.empty() : tensor<128x128xf32>
  %f31 = linalg.fill ins(%c0 : f32) outs(%e30 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g29 : tensor<128x128x126x126xf32>) outs(%f31 : tensor<128x128xf32>) {
  ^bb0(%a32: f32, %o33: f32):
    %b34 = arith.addf %a32, %o33 : f32
    linalg.yield %b34 : f32
  } -> tensor<128x128xf32>
  %e36 = tensor.empty() : tensor<128x128xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g35 : tensor<128x128xf32>) outs(%e36 : tensor<128x128xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.divf %a37, %c1 : f32
    linalg.yield %b39 : f32
  } -> tensor<128x128xf32>
  %e42 = tensor.empty() : tensor<128x128x126x126xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %g21, %g40 : tensor<128x128x126x126xf32>, tensor<128x128xf32>, tensor<128x128xf32>) outs(%e42 : tensor<128x128x126x126xf32>) {
  ^bb0(%a43: f32, %a44: f32, %a45: f32, %o46: f32):
    %b47 = arith.addf %a45, %c2 : f32
    %b48 = math.sqrt %b47 : f32
    %b49 = arith.subf %a43, %a44 : f32
    %b50 = arith.divf %b49, %b48 : f32
    linalg.yield %b50 : f32
  } -> tensor<128x128x126x126xf32>
  %e52 = tensor.empty() : tensor<128x128x126x126xf32>
  %g56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g51 : tensor<128x128x126x126xf32>) outs(%e52 : tensor<128x128x126x126xf32>) {
  ^bb0(%a53: f32, %o54: f32):
    %b55 = arith.divf %a53, %c3 : f32
    linalg.yield %b55 : f32
  } -> tensor<128x128x126x126xf32>
  return %g56 : tensor<128x128x126x126xf32>
}
