// Imported by htam-import from 73_Conv2d_BatchNorm_Scaling.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x128x128 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias), bn_weight 64 (parameter:bn.weight), bn_bias 64 (parameter:bn.bias)
func.func @l2_73_conv2d_batchnorm_scaling(
    %x: tensor<128x8x128x128xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %bn_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x64x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2032128.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<128x64x126x126xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x126x126xf32>) -> tensor<128x64x126x126xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x8x128x128xf32>, tensor<64x8x3x3xf32>) outs(%f2 : tensor<128x64x126x126xf32>) -> tensor<128x64x126x126xf32>
  %e5 = tensor.empty() : tensor<128x64x126x126xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x126x126xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x126x126xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x126x126xf32>
  %e11 = tensor.empty() : tensor<128x64x126xf32>
  %f12 = linalg.fill ins(%c0 : f32) outs(%e11 : tensor<128x64x126xf32>) -> tensor<128x64x126xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g10 : tensor<128x64x126x126xf32>) outs(%f12 : tensor<128x64x126xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    %b15 = arith.addf %a13, %o14 : f32
    linalg.yield %b15 : f32
  } -> tensor<128x64x126xf32>
  %e17 = tensor.empty() : tensor<64xf32>
  %f18 = linalg.fill ins(%c0 : f32) outs(%e17 : tensor<64xf32>) -> tensor<64xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g16 : tensor<128x64x126xf32>) outs(%f18 : tensor<64xf32>) {
  ^bb0(%a19: f32, %o20: f32):
    %b21 = arith.addf %a19, %o20 : f32
    linalg.yield %b21 : f32
  } -> tensor<64xf32>
  %e23 = tensor.empty() : tensor<64xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g22 : tensor<64xf32>) outs(%e23 : tensor<64xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.divf %a24, %c1 : f32
    linalg.yield %b26 : f32
  } -> tensor<64xf32>
  %e29 = tensor.empty() : tensor<128x64x126x126xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %g27 : tensor<128x64x126x126xf32>, tensor<64xf32>) outs(%e29 : tensor<128x64x126x126xf32>) {
  ^bb0(%a30: f32, %a31: f32, %o32: f32):
    %b33 = arith.subf %a30, %a31 : f32
    %b34 = arith.mulf %b33, %b33 : f32
    linalg.yield %b34 : f32
  } -> tensor<128x64x126x126xf32>
  %e36 = tensor.empty() : tensor<128x64x126xf32>
  %f37 = linalg.fill ins(%c0 : f32) outs(%e36 : tensor<128x64x126xf32>) -> tensor<128x64x126xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g35 : tensor<128x64x126x126xf32>) outs(%f37 : tensor<128x64x126xf32>) {
  ^bb0(%a38: f32, %o39: f32):
    %b40 = arith.addf %a38, %o39 : f32
    linalg.yield %b40 : f32
  } -> tensor<128x64x126xf32>
  %e42 = tensor.empty() : tensor<64xf32>
  %f43 = linalg.fill ins(%c0 : f32) outs(%e42 : tensor<64xf32>) -> tensor<64xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g41 : tensor<128x64x126xf32>) outs(%f43 : tensor<64xf32>) {
  ^bb0(%a44: f32, %o45: f32):
    %b46 = arith.addf %a44, %o45 : f32
    linalg.yield %b46 : f32
  } -> tensor<64xf32>
  %e48 = tensor.empty() : tensor<64xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g47 : tensor<64xf32>) outs(%e48 : tensor<64xf32>) {
  ^bb0(%a49: f32, %o50: f32):
    %b51 = arith.divf %a49, %c1 : f32
    linalg.yield %b51 : f32
  } -> tensor<64xf32>
  %e56 = tensor.empty() : tensor<128x64x126x126xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %g27, %g52, %bn_weight, %bn_bias : tensor<128x64x126x126xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e56 : tensor<128x64x126x126xf32>) {
  ^bb0(%a57: f32, %a58: f32, %a59: f32, %a60: f32, %a61: f32, %o62: f32):
    %b63 = arith.addf %a59, %c2 : f32
    %b64 = math.sqrt %b63 : f32
    %b65 = arith.subf %a57, %a58 : f32
    %b66 = arith.divf %b65, %b64 : f32
    %b67 = arith.mulf %b66, %a60 : f32
    %b68 = arith.addf %b67, %a61 : f32
    linalg.yield %b68 : f32
  } -> tensor<128x64x126x126xf32>
  %e70 = tensor.empty() : tensor<128x64x126x126xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g69 : tensor<128x64x126x126xf32>) outs(%e70 : tensor<128x64x126x126xf32>) {
  ^bb0(%a71: f32, %o72: f32):
    %b73 = arith.mulf %a71, %c3 : f32
    linalg.yield %b73 : f32
  } -> tensor<128x64x126x126xf32>
  return %g74 : tensor<128x64x126x126xf32>
}
