// Imported by htam-import from 3_DeepNarrowMLP.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), network_0_weight 1024x8192 (parameter:network.0.weight), network_0_bias 1024 (parameter:network.0.bias), network_2_weight 1024x1024 (parameter:network.2.weight), network_2_bias 1024 (parameter:network.2.bias), network_4_weight 1024x1024 (parameter:network.4.weight), network_4_bias 1024 (parameter:network.4.bias), network_6_weight 1024x1024 (parameter:network.6.weight), network_6_bias 1024 (parameter:network.6.bias), network_8_weight 1024x1024 (parameter:network.8.weight), network_8_bias 1024 (parameter:network.8.bias), network_10_weight 1024x1024 (parameter:network.10.weight), network_10_bias 1024 (parameter:network.10.bias), network_12_weight 1024x1024 (parameter:network.12.weight), network_12_bias 1024 (parameter:network.12.bias), network_14_weight 1024x1024 (parameter:network.14.weight), network_14_bias 1024 (parameter:network.14.bias), network_16_weight 1024x1024 (parameter:network.16.weight), network_16_bias 1024 (parameter:network.16.bias), network_18_weight 1024x1024 (parameter:network.18.weight), network_18_bias 1024 (parameter:network.18.bias), network_20_weight 1024x1024 (parameter:network.20.weight), network_20_bias 1024 (parameter:network.20.bias), network_22_weight 1024x1024 (parameter:network.22.weight), network_22_bias 1024 (parameter:network.22.bias), network_24_weight 1024x1024 (parameter:network.24.weight), network_24_bias 1024 (parameter:network.24.bias), network_26_weight 1024x1024 (parameter:network.26.weight), network_26_bias 1024 (parameter:network.26.bias), network_28_weight 1024x1024 (parameter:network.28.weight), network_28_bias 1024 (parameter:network.28.bias), network_30_weight 1024x1024 (parameter:network.30.weight), network_30_bias 1024 (parameter:network.30.bias), network_32_weight 8192x1024 (parameter:network.32.weight), network_32_bias 8192 (parameter:network.32.bias)
func.func @l3_3_deepnarrowmlp(
    %x: tensor<1024x8192xf32>,
    %network_0_weight: tensor<1024x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %network_0_bias: tensor<1024xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %network_2_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_2_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_4_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_4_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_6_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_6_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_8_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_8_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_10_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_10_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_12_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_12_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_14_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_14_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_16_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_16_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_18_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_18_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_20_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_20_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_22_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_22_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_24_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_24_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_26_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_26_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_28_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_28_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_30_weight: tensor<1024x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_30_bias: tensor<1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_32_weight: tensor<8192x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %network_32_bias: tensor<8192xf32> {htam.init = "uniform(-0.03125..0.03125)"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1024x1024xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %network_0_weight : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%f2 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e4 = tensor.empty() : tensor<1024x1024xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %network_0_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e4 : tensor<1024x1024xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x1024xf32>
  %e10 = tensor.empty() : tensor<1024x1024xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<1024x1024xf32>) outs(%e10 : tensor<1024x1024xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.maximumf %a11, %c0 : f32
    linalg.yield %b13 : f32
  } -> tensor<1024x1024xf32>
  %e15 = tensor.empty() : tensor<1024x1024xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g14, %network_2_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f16 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e18 = tensor.empty() : tensor<1024x1024xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm17, %network_2_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e18 : tensor<1024x1024xf32>) {
  ^bb0(%a19: f32, %a20: f32, %o21: f32):
    %b22 = arith.addf %a19, %a20 : f32
    linalg.yield %b22 : f32
  } -> tensor<1024x1024xf32>
  %e24 = tensor.empty() : tensor<1024x1024xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g23 : tensor<1024x1024xf32>) outs(%e24 : tensor<1024x1024xf32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.maximumf %a25, %c0 : f32
    linalg.yield %b27 : f32
  } -> tensor<1024x1024xf32>
  %e29 = tensor.empty() : tensor<1024x1024xf32>
  %f30 = linalg.fill ins(%c0 : f32) outs(%e29 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm31 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g28, %network_4_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f30 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e32 = tensor.empty() : tensor<1024x1024xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm31, %network_4_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e32 : tensor<1024x1024xf32>) {
  ^bb0(%a33: f32, %a34: f32, %o35: f32):
    %b36 = arith.addf %a33, %a34 : f32
    linalg.yield %b36 : f32
  } -> tensor<1024x1024xf32>
  %e38 = tensor.empty() : tensor<1024x1024xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g37 : tensor<1024x1024xf32>) outs(%e38 : tensor<1024x1024xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.maximumf %a39, %c0 : f32
    linalg.yield %b41 : f32
  } -> tensor<1024x1024xf32>
  %e43 = tensor.empty() : tensor<1024x1024xf32>
  %f44 = linalg.fill ins(%c0 : f32) outs(%e43 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm45 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g42, %network_6_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f44 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e46 = tensor.empty() : tensor<1024x1024xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm45, %network_6_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e46 : tensor<1024x1024xf32>) {
  ^bb0(%a47: f32, %a48: f32, %o49: f32):
    %b50 = arith.addf %a47, %a48 : f32
    linalg.yield %b50 : f32
  } -> tensor<1024x1024xf32>
  %e52 = tensor.empty() : tensor<1024x1024xf32>
  %g56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g51 : tensor<1024x1024xf32>) outs(%e52 : tensor<1024x1024xf32>) {
  ^bb0(%a53: f32, %o54: f32):
    %b55 = arith.maximumf %a53, %c0 : f32
    linalg.yield %b55 : f32
  } -> tensor<1024x1024xf32>
  %e57 = tensor.empty() : tensor<1024x1024xf32>
  %f58 = linalg.fill ins(%c0 : f32) outs(%e57 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm59 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g56, %network_8_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f58 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e60 = tensor.empty() : tensor<1024x1024xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm59, %network_8_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e60 : tensor<1024x1024xf32>) {
  ^bb0(%a61: f32, %a62: f32, %o63: f32):
    %b64 = arith.addf %a61, %a62 : f32
    linalg.yield %b64 : f32
  } -> tensor<1024x1024xf32>
  %e66 = tensor.empty() : tensor<1024x1024xf32>
  %g70 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g65 : tensor<1024x1024xf32>) outs(%e66 : tensor<1024x1024xf32>) {
  ^bb0(%a67: f32, %o68: f32):
    %b69 = arith.maximumf %a67, %c0 : f32
    linalg.yield %b69 : f32
  } -> tensor<1024x1024xf32>
  %e71 = tensor.empty() : tensor<1024x1024xf32>
  %f72 = linalg.fill ins(%c0 : f32) outs(%e71 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm73 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g70, %network_10_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f72 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e74 = tensor.empty() : tensor<1024x1024xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm73, %network_10_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e74 : tensor<1024x1024xf32>) {
  ^bb0(%a75: f32, %a76: f32, %o77: f32):
    %b78 = arith.addf %a75, %a76 : f32
    linalg.yield %b78 : f32
  } -> tensor<1024x1024xf32>
  %e80 = tensor.empty() : tensor<1024x1024xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g79 : tensor<1024x1024xf32>) outs(%e80 : tensor<1024x1024xf32>) {
  ^bb0(%a81: f32, %o82: f32):
    %b83 = arith.maximumf %a81, %c0 : f32
    linalg.yield %b83 : f32
  } -> tensor<1024x1024xf32>
  %e85 = tensor.empty() : tensor<1024x1024xf32>
  %f86 = linalg.fill ins(%c0 : f32) outs(%e85 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm87 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g84, %network_12_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f86 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e88 = tensor.empty() : tensor<1024x1024xf32>
  %g93 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm87, %network_12_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e88 : tensor<1024x1024xf32>) {
  ^bb0(%a89: f32, %a90: f32, %o91: f32):
    %b92 = arith.addf %a89, %a90 : f32
    linalg.yield %b92 : f32
  } -> tensor<1024x1024xf32>
  %e94 = tensor.empty() : tensor<1024x1024xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g93 : tensor<1024x1024xf32>) outs(%e94 : tensor<1024x1024xf32>) {
  ^bb0(%a95: f32, %o96: f32):
    %b97 = arith.maximumf %a95, %c0 : f32
    linalg.yield %b97 : f32
  } -> tensor<1024x1024xf32>
  %e99 = tensor.empty() : tensor<1024x1024xf32>
  %f100 = linalg.fill ins(%c0 : f32) outs(%e99 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm101 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g98, %network_14_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f100 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e102 = tensor.empty() : tensor<1024x1024xf32>
  %g107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm101, %network_14_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e102 : tensor<1024x1024xf32>) {
  ^bb0(%a103: f32, %a104: f32, %o105: f32):
    %b106 = arith.addf %a103, %a104 : f32
    linalg.yield %b106 : f32
  } -> tensor<1024x1024xf32>
  %e108 = tensor.empty() : tensor<1024x1024xf32>
  %g112 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g107 : tensor<1024x1024xf32>) outs(%e108 : tensor<1024x1024xf32>) {
  ^bb0(%a109: f32, %o110: f32):
    %b111 = arith.maximumf %a109, %c0 : f32
    linalg.yield %b111 : f32
  } -> tensor<1024x1024xf32>
  %e113 = tensor.empty() : tensor<1024x1024xf32>
  %f114 = linalg.fill ins(%c0 : f32) outs(%e113 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm115 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g112, %network_16_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f114 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e116 = tensor.empty() : tensor<1024x1024xf32>
  %g121 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm115, %network_16_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e116 : tensor<1024x1024xf32>) {
  ^bb0(%a117: f32, %a118: f32, %o119: f32):
    %b120 = arith.addf %a117, %a118 : f32
    linalg.yield %b120 : f32
  } -> tensor<1024x1024xf32>
  %e122 = tensor.empty() : tensor<1024x1024xf32>
  %g126 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g121 : tensor<1024x1024xf32>) outs(%e122 : tensor<1024x1024xf32>) {
  ^bb0(%a123: f32, %o124: f32):
    %b125 = arith.maximumf %a123, %c0 : f32
    linalg.yield %b125 : f32
  } -> tensor<1024x1024xf32>
  %e127 = tensor.empty() : tensor<1024x1024xf32>
  %f128 = linalg.fill ins(%c0 : f32) outs(%e127 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm129 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g126, %network_18_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f128 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e130 = tensor.empty() : tensor<1024x1024xf32>
  %g135 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm129, %network_18_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e130 : tensor<1024x1024xf32>) {
  ^bb0(%a131: f32, %a132: f32, %o133: f32):
    %b134 = arith.addf %a131, %a132 : f32
    linalg.yield %b134 : f32
  } -> tensor<1024x1024xf32>
  %e136 = tensor.empty() : tensor<1024x1024xf32>
  %g140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g135 : tensor<1024x1024xf32>) outs(%e136 : tensor<1024x1024xf32>) {
  ^bb0(%a137: f32, %o138: f32):
    %b139 = arith.maximumf %a137, %c0 : f32
    linalg.yield %b139 : f32
  } -> tensor<1024x1024xf32>
  %e141 = tensor.empty() : tensor<1024x1024xf32>
  %f142 = linalg.fill ins(%c0 : f32) outs(%e141 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm143 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g140, %network_20_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f142 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e144 = tensor.empty() : tensor<1024x1024xf32>
  %g149 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm143, %network_20_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e144 : tensor<1024x1024xf32>) {
  ^bb0(%a145: f32, %a146: f32, %o147: f32):
    %b148 = arith.addf %a145, %a146 : f32
    linalg.yield %b148 : f32
  } -> tensor<1024x1024xf32>
  %e150 = tensor.empty() : tensor<1024x1024xf32>
  %g154 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g149 : tensor<1024x1024xf32>) outs(%e150 : tensor<1024x1024xf32>) {
  ^bb0(%a151: f32, %o152: f32):
    %b153 = arith.maximumf %a151, %c0 : f32
    linalg.yield %b153 : f32
  } -> tensor<1024x1024xf32>
  %e155 = tensor.empty() : tensor<1024x1024xf32>
  %f156 = linalg.fill ins(%c0 : f32) outs(%e155 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm157 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g154, %network_22_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f156 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e158 = tensor.empty() : tensor<1024x1024xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm157, %network_22_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e158 : tensor<1024x1024xf32>) {
  ^bb0(%a159: f32, %a160: f32, %o161: f32):
    %b162 = arith.addf %a159, %a160 : f32
    linalg.yield %b162 : f32
  } -> tensor<1024x1024xf32>
  %e164 = tensor.empty() : tensor<1024x1024xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g163 : tensor<1024x1024xf32>) outs(%e164 : tensor<1024x1024xf32>) {
  ^bb0(%a165: f32, %o166: f32):
    %b167 = arith.maximumf %a165, %c0 : f32
    linalg.yield %b167 : f32
  } -> tensor<1024x1024xf32>
  %e169 = tensor.empty() : tensor<1024x1024xf32>
  %f170 = linalg.fill ins(%c0 : f32) outs(%e169 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm171 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g168, %network_24_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f170 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e172 = tensor.empty() : tensor<1024x1024xf32>
  %g177 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm171, %network_24_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e172 : tensor<1024x1024xf32>) {
  ^bb0(%a173: f32, %a174: f32, %o175: f32):
    %b176 = arith.addf %a173, %a174 : f32
    linalg.yield %b176 : f32
  } -> tensor<1024x1024xf32>
  %e178 = tensor.empty() : tensor<1024x1024xf32>
  %g182 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g177 : tensor<1024x1024xf32>) outs(%e178 : tensor<1024x1024xf32>) {
  ^bb0(%a179: f32, %o180: f32):
    %b181 = arith.maximumf %a179, %c0 : f32
    linalg.yield %b181 : f32
  } -> tensor<1024x1024xf32>
  %e183 = tensor.empty() : tensor<1024x1024xf32>
  %f184 = linalg.fill ins(%c0 : f32) outs(%e183 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm185 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g182, %network_26_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f184 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e186 = tensor.empty() : tensor<1024x1024xf32>
  %g191 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm185, %network_26_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e186 : tensor<1024x1024xf32>) {
  ^bb0(%a187: f32, %a188: f32, %o189: f32):
    %b190 = arith.addf %a187, %a188 : f32
    linalg.yield %b190 : f32
  } -> tensor<1024x1024xf32>
  %e192 = tensor.empty() : tensor<1024x1024xf32>
  %g196 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g191 : tensor<1024x1024xf32>) outs(%e192 : tensor<1024x1024xf32>) {
  ^bb0(%a193: f32, %o194: f32):
    %b195 = arith.maximumf %a193, %c0 : f32
    linalg.yield %b195 : f32
  } -> tensor<1024x1024xf32>
  %e197 = tensor.empty() : tensor<1024x1024xf32>
  %f198 = linalg.fill ins(%c0 : f32) outs(%e197 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm199 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g196, %network_28_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f198 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e200 = tensor.empty() : tensor<1024x1024xf32>
  %g205 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm199, %network_28_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e200 : tensor<1024x1024xf32>) {
  ^bb0(%a201: f32, %a202: f32, %o203: f32):
    %b204 = arith.addf %a201, %a202 : f32
    linalg.yield %b204 : f32
  } -> tensor<1024x1024xf32>
  %e206 = tensor.empty() : tensor<1024x1024xf32>
  %g210 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g205 : tensor<1024x1024xf32>) outs(%e206 : tensor<1024x1024xf32>) {
  ^bb0(%a207: f32, %o208: f32):
    %b209 = arith.maximumf %a207, %c0 : f32
    linalg.yield %b209 : f32
  } -> tensor<1024x1024xf32>
  %e211 = tensor.empty() : tensor<1024x1024xf32>
  %f212 = linalg.fill ins(%c0 : f32) outs(%e211 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm213 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g210, %network_30_weight : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f212 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e214 = tensor.empty() : tensor<1024x1024xf32>
  %g219 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm213, %network_30_bias : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e214 : tensor<1024x1024xf32>) {
  ^bb0(%a215: f32, %a216: f32, %o217: f32):
    %b218 = arith.addf %a215, %a216 : f32
    linalg.yield %b218 : f32
  } -> tensor<1024x1024xf32>
  %e220 = tensor.empty() : tensor<1024x1024xf32>
  %g224 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g219 : tensor<1024x1024xf32>) outs(%e220 : tensor<1024x1024xf32>) {
  ^bb0(%a221: f32, %o222: f32):
    %b223 = arith.maximumf %a221, %c0 : f32
    linalg.yield %b223 : f32
  } -> tensor<1024x1024xf32>
  %e225 = tensor.empty() : tensor<1024x8192xf32>
  %f226 = linalg.fill ins(%c0 : f32) outs(%e225 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm227 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g224, %network_32_weight : tensor<1024x1024xf32>, tensor<8192x1024xf32>) outs(%f226 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e228 = tensor.empty() : tensor<1024x8192xf32>
  %g233 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm227, %network_32_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e228 : tensor<1024x8192xf32>) {
  ^bb0(%a229: f32, %a230: f32, %o231: f32):
    %b232 = arith.addf %a229, %a230 : f32
    linalg.yield %b232 : f32
  } -> tensor<1024x8192xf32>
  return %g233 : tensor<1024x8192xf32>
}
