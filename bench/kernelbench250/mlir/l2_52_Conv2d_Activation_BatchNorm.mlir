// Imported by htam-import from 52_Conv2d_Activation_BatchNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x64x128x128 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias), bn_weight 128 (parameter:bn.weight), bn_bias 128 (parameter:bn.bias)
func.func @l2_52_conv2d_activation_batchnorm(
    %x: tensor<64x64x128x128xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %bn_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<64x128x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0e+01 : f32
  %c2 = arith.constant 1016064.0 : f32
  %c3 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<64x128x126x126xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x128x126x126xf32>) -> tensor<64x128x126x126xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<64x64x128x128xf32>, tensor<128x64x3x3xf32>) outs(%f2 : tensor<64x128x126x126xf32>) -> tensor<64x128x126x126xf32>
  %e5 = tensor.empty() : tensor<64x128x126x126xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<64x128x126x126xf32>, tensor<128xf32>) outs(%e5 : tensor<64x128x126x126xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<64x128x126x126xf32>
  %e11 = tensor.empty() : tensor<64x128x126x126xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<64x128x126x126xf32>) outs(%e11 : tensor<64x128x126x126xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = math.exp %a12 : f32
    %b15 = math.log1p %b14 : f32
    %b16 = arith.cmpf ogt, %a12, %c1 : f32
    %b17 = arith.select %b16, %a12, %b15 : f32
    linalg.yield %b17 : f32
  } -> tensor<64x128x126x126xf32>
  %e19 = tensor.empty() : tensor<64x128x126x126xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g18 : tensor<64x128x126x126xf32>) outs(%e19 : tensor<64x128x126x126xf32>) {
  ^bb0(%a20: f32, %o21: f32):
    %b22 = math.tanh %a20 : f32
    linalg.yield %b22 : f32
  } -> tensor<64x128x126x126xf32>
  %e24 = tensor.empty() : tensor<64x128x126x126xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g23, %g10 : tensor<64x128x126x126xf32>, tensor<64x128x126x126xf32>) outs(%e24 : tensor<64x128x126x126xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.mulf %a25, %a26 : f32
    linalg.yield %b28 : f32
  } -> tensor<64x128x126x126xf32>
  %e30 = tensor.empty() : tensor<64x128x126xf32>
  %f31 = linalg.fill ins(%c0 : f32) outs(%e30 : tensor<64x128x126xf32>) -> tensor<64x128x126xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g29 : tensor<64x128x126x126xf32>) outs(%f31 : tensor<64x128x126xf32>) {
  ^bb0(%a32: f32, %o33: f32):
    %b34 = arith.addf %a32, %o33 : f32
    linalg.yield %b34 : f32
  } -> tensor<64x128x126xf32>
  %e36 = tensor.empty() : tensor<128xf32>
  %f37 = linalg.fill ins(%c0 : f32) outs(%e36 : tensor<128xf32>) -> tensor<128xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g35 : tensor<64x128x126xf32>) outs(%f37 : tensor<128xf32>) {
  ^bb0(%a38: f32, %o39: f32):
    %b40 = arith.addf %a38, %o39 : f32
    linalg.yield %b40 : f32
  } -> tensor<128xf32>
  %e42 = tensor.empty() : tensor<128xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g41 : tensor<128xf32>) outs(%e42 : tensor<128xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.divf %a43, %c2 : f32
    linalg.yield %b45 : f32
  } -> tensor<128xf32>
  %e48 = tensor.empty() : tensor<64x128x126x126xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g29, %g46 : tensor<64x128x126x126xf32>, tensor<128xf32>) outs(%e48 : tensor<64x128x126x126xf32>) {
  ^bb0(%a49: f32, %a50: f32, %o51: f32):
    %b52 = arith.subf %a49, %a50 : f32
    %b53 = arith.mulf %b52, %b52 : f32
    linalg.yield %b53 : f32
  } -> tensor<64x128x126x126xf32>
  %e55 = tensor.empty() : tensor<64x128x126xf32>
  %f56 = linalg.fill ins(%c0 : f32) outs(%e55 : tensor<64x128x126xf32>) -> tensor<64x128x126xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g54 : tensor<64x128x126x126xf32>) outs(%f56 : tensor<64x128x126xf32>) {
  ^bb0(%a57: f32, %o58: f32):
    %b59 = arith.addf %a57, %o58 : f32
    linalg.yield %b59 : f32
  } -> tensor<64x128x126xf32>
  %e61 = tensor.empty() : tensor<128xf32>
  %f62 = linalg.fill ins(%c0 : f32) outs(%e61 : tensor<128xf32>) -> tensor<128xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g60 : tensor<64x128x126xf32>) outs(%f62 : tensor<128xf32>) {
  ^bb0(%a63: f32, %o64: f32):
    %b65 = arith.addf %a63, %o64 : f32
    linalg.yield %b65 : f32
  } -> tensor<128xf32>
  %e67 = tensor.empty() : tensor<128xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g66 : tensor<128xf32>) outs(%e67 : tensor<128xf32>) {
  ^bb0(%a68: f32, %o69: f32):
    %b70 = arith.divf %a68, %c2 : f32
    linalg.yield %b70 : f32
  } -> tensor<128xf32>
  %e75 = tensor.empty() : tensor<64x128x126x126xf32>
  %g88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g29, %g46, %g71, %bn_weight, %bn_bias : tensor<64x128x126x126xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e75 : tensor<64x128x126x126xf32>) {
  ^bb0(%a76: f32, %a77: f32, %a78: f32, %a79: f32, %a80: f32, %o81: f32):
    %b82 = arith.addf %a78, %c3 : f32
    %b83 = math.sqrt %b82 : f32
    %b84 = arith.subf %a76, %a77 : f32
    %b85 = arith.divf %b84, %b83 : f32
    %b86 = arith.mulf %b85, %a79 : f32
    %b87 = arith.addf %b86, %a80 : f32
    linalg.yield %b87 : f32
  } -> tensor<64x128x126x126xf32>
  return %g88 : tensor<64x128x126x126xf32>
}
