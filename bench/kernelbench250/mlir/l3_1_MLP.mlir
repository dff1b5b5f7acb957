// Imported by htam-import from 1_MLP.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x16384 (input), network_0_weight 16384x16384 (parameter:network.0.weight), network_0_bias 16384 (parameter:network.0.bias), network_2_weight 16384x16384 (parameter:network.2.weight), network_2_bias 16384 (parameter:network.2.bias), network_4_weight 8192x16384 (parameter:network.4.weight), network_4_bias 8192 (parameter:network.4.bias)
func.func @l3_1_mlp(
    %x: tensor<128x16384xf32>,
    %network_0_weight: tensor<16384x16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %network_0_bias: tensor<16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %network_2_weight: tensor<16384x16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %network_2_bias: tensor<16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %network_4_weight: tensor<8192x16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %network_4_bias: tensor<8192xf32> {htam.init = "uniform(-0.0078125..0.0078125)"}) -> (tensor<128x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x16384xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %network_0_weight : tensor<128x16384xf32>, tensor<16384x16384xf32>) outs(%f2 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %e4 = tensor.empty() : tensor<128x16384xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %network_0_bias : tensor<128x16384xf32>, tensor<16384xf32>) outs(%e4 : tensor<128x16384xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<128x16384xf32>
  %e10 = tensor.empty() : tensor<128x16384xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<128x16384xf32>) outs(%e10 : tensor<128x16384xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.maximumf %a11, %c0 : f32
    linalg.yield %b13 : f32
  } -> tensor<128x16384xf32>
  %e15 = tensor.empty() : tensor<128x16384xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %mm17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g14, %network_2_weight : tensor<128x16384xf32>, tensor<16384x16384xf32>) outs(%f16 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %e18 = tensor.empty() : tensor<128x16384xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm17, %network_2_bias : tensor<128x16384xf32>, tensor<16384xf32>) outs(%e18 : tensor<128x16384xf32>) {
  ^bb0(%a19: f32, %a20: f32, %o21: f32):
    %b22 = arith.addf %a19, %a20 : f32
    linalg.yield %b22 : f32
  } -> tensor<128x16384xf32>
  %e24 = tensor.empty() : tensor<128x16384xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g23 : tensor<128x16384xf32>) outs(%e24 : tensor<128x16384xf32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.maximumf %a25, %c0 : f32
    linalg.yield %b27 : f32
  } -> tensor<128x16384xf32>
  %e29 = tensor.empty() : tensor<128x8192xf32>
  %f30 = linalg.fill ins(%c0 : f32) outs(%e29 : tensor<128x8192xf32>) -> tensor<128x8192xf32>
  %mm31 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g28, %network_4_weight : tensor<128x16384xf32>, tensor<8192x16384xf32>) outs(%f30 : tensor<128x8192xf32>) -> tensor<128x8192xf32>
  %e32 = tensor.empty() : tensor<128x8192xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm31, %network_4_bias : tensor<128x8192xf32>, tensor<8192xf32>) outs(%e32 : tensor<128x8192xf32>) {
  ^bb0(%a33: f32, %a34: f32, %o35: f32):
    %b36 = arith.addf %a33, %a34 : f32
    linalg.yield %b36 : f32
  } -> tensor<128x8192xf32>
  return %g37 : tensor<128x8192xf32>
}
