// Imported by htam-import from 50_conv_standard_2D__square_input__square_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 256x3x224x224 (input), conv1_weight 96x3x11x11 (parameter:conv1.weight), conv1_bias 96 (parameter:conv1.bias)
func.func @l1_50_conv_standard_2d__square_input__square_kernel(
    %x: tensor<256x3x224x224xf32>,
    %conv1_weight: tensor<96x3x11x11xf32> {htam.init = "uniform(-0.0524863881..0.0524863881)"},
    %conv1_bias: tensor<96xf32> {htam.init = "uniform(-0.0524863881..0.0524863881)"}) -> (tensor<256x96x55x55xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3x228x228xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<256x3x228x228xf32>) -> tensor<256x3x228x228xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<256x3x224x224xf32>) outs(%f2 : tensor<256x3x228x228xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<256x3x228x228xf32>
  %e6 = tensor.empty() : tensor<256x96x55x55xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<256x96x55x55xf32>) -> tensor<256x96x55x55xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<256x3x228x228xf32>, tensor<96x3x11x11xf32>) outs(%f7 : tensor<256x96x55x55xf32>) -> tensor<256x96x55x55xf32>
  %e10 = tensor.empty() : tensor<256x96x55x55xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %conv1_bias : tensor<256x96x55x55xf32>, tensor<96xf32>) outs(%e10 : tensor<256x96x55x55xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<256x96x55x55xf32>
  return %g15 : tensor<256x96x55x55xf32>
}
