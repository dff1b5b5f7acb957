// Imported by htam-import from 33_VanillaRNN.py (torch 1.13.0a0, torch.fx)
// Arguments: x 256x16384 (input), initial_hidden 256x16384 (input), i2h_weight 16384x32768 (parameter:i2h.weight), i2h_bias 16384 (parameter:i2h.bias), h2o_weight 8192x16384 (parameter:h2o.weight), h2o_bias 8192 (parameter:h2o.bias)
func.func @l3_33_vanillarnn(
    %x: tensor<256x16384xf32>,
    %initial_hidden: tensor<256x16384xf32>,
    %i2h_weight: tensor<16384x32768xf32> {htam.init = "uniform(-0.00552427173..0.00552427173)"},
    %i2h_bias: tensor<16384xf32> {htam.init = "uniform(-0.00552427173..0.00552427173)"},
    %h2o_weight: tensor<8192x16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %h2o_bias: tensor<8192xf32> {htam.init = "uniform(-0.0078125..0.0078125)"}) -> (tensor<256x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<256x32768xf32>
  %cat3 = tensor.insert_slice %x into %e2[0, 0] [256, 16384] [1, 1] : tensor<256x16384xf32> into tensor<256x32768xf32>
  %cat4 = tensor.insert_slice %initial_hidden into %cat3[0, 16384] [256, 16384] [1, 1] : tensor<256x16384xf32> into tensor<256x32768xf32>
  %e5 = tensor.empty() : tensor<256x16384xf32>
  %f6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<256x16384xf32>) -> tensor<256x16384xf32>
  %mm7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4, %i2h_weight : tensor<256x32768xf32>, tensor<16384x32768xf32>) outs(%f6 : tensor<256x16384xf32>) -> tensor<256x16384xf32>
  %e8 = tensor.empty() : tensor<256x16384xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7, %i2h_bias : tensor<256x16384xf32>, tensor<16384xf32>) outs(%e8 : tensor<256x16384xf32>) {
  ^bb0(%a9: f32, %a10: f32, %o11: f32):
    %b12 = arith.addf %a9, %a10 : f32
    linalg.yield %b12 : f32
  } -> tensor<256x16384xf32>
  %e14 = tensor.empty() : tensor<256x16384xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g13 : tensor<256x16384xf32>) outs(%e14 : tensor<256x16384xf32>) {
  ^bb0(%a15: f32, %o16: f32):
    %b17 = math.tanh %a15 : f32
    linalg.yield %b17 : f32
  } -> tensor<256x16384xf32>
  %e19 = tensor.empty() : tensor<256x8192xf32>
  %f20 = linalg.fill ins(%c0 : f32) outs(%e19 : tensor<256x8192xf32>) -> tensor<256x8192xf32>
  %mm21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g18, %h2o_weight : tensor<256x16384xf32>, tensor<8192x16384xf32>) outs(%f20 : tensor<256x8192xf32>) -> tensor<256x8192xf32>
  %e22 = tensor.empty() : tensor<256x8192xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm21, %h2o_bias : tensor<256x8192xf32>, tensor<8192xf32>) outs(%e22 : tensor<256x8192xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.addf %a23, %a24 : f32
    linalg.yield %b26 : f32
  } -> tensor<256x8192xf32>
  return %g27 : tensor<256x8192xf32>
}
