// Imported by htam-import from 17_SqueezeNetFireModule.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x256x256 (input), squeeze_weight 6x3x1x1 (parameter:squeeze.weight), squeeze_bias 6 (parameter:squeeze.bias), expand1x1_weight 64x6x1x1 (parameter:expand1x1.weight), expand1x1_bias 64 (parameter:expand1x1.bias), expand3x3_weight 64x6x3x3 (parameter:expand3x3.weight), expand3x3_bias 64 (parameter:expand3x3.bias)
func.func @l3_17_squeezenetfiremodule(
    %x: tensor<128x3x256x256xf32>,
    %squeeze_weight: tensor<6x3x1x1xf32> {htam.init = "uniform(-0.577350269..0.577350269)"},
    %squeeze_bias: tensor<6xf32> {htam.init = "uniform(-0.577350269..0.577350269)"},
    %expand1x1_weight: tensor<64x6x1x1xf32> {htam.init = "uniform(-0.40824829..0.40824829)"},
    %expand1x1_bias: tensor<64xf32> {htam.init = "uniform(-0.40824829..0.40824829)"},
    %expand3x3_weight: tensor<64x6x3x3xf32> {htam.init = "uniform(-0.136082763..0.136082763)"},
    %expand3x3_bias: tensor<64xf32> {htam.init = "uniform(-0.136082763..0.136082763)"}) -> (tensor<128x128x256x256xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x6x256x256xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x6x256x256xf32>) -> tensor<128x6x256x256xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %squeeze_weight : tensor<128x3x256x256xf32>, tensor<6x3x1x1xf32>) outs(%f2 : tensor<128x6x256x256xf32>) -> tensor<128x6x256x256xf32>
  %e5 = tensor.empty() : tensor<128x6x256x256xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %squeeze_bias : tensor<128x6x256x256xf32>, tensor<6xf32>) outs(%e5 : tensor<128x6x256x256xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x6x256x256xf32>
  %e11 = tensor.empty() : tensor<128x6x256x256xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x6x256x256xf32>) outs(%e11 : tensor<128x6x256x256xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.maximumf %a12, %c0 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x6x256x256xf32>
  %e16 = tensor.empty() : tensor<128x64x256x256xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %conv18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g15, %expand1x1_weight : tensor<128x6x256x256xf32>, tensor<64x6x1x1xf32>) outs(%f17 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %e20 = tensor.empty() : tensor<128x64x256x256xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv18, %expand1x1_bias : tensor<128x64x256x256xf32>, tensor<64xf32>) outs(%e20 : tensor<128x64x256x256xf32>) {
  ^bb0(%a21: f32, %a22: f32, %o23: f32):
    %b24 = arith.addf %a21, %a22 : f32
    linalg.yield %b24 : f32
  } -> tensor<128x64x256x256xf32>
  %e26 = tensor.empty() : tensor<128x64x256x256xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g25 : tensor<128x64x256x256xf32>) outs(%e26 : tensor<128x64x256x256xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    %b29 = arith.maximumf %a27, %c0 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x64x256x256xf32>
  %e31 = tensor.empty() : tensor<128x6x258x258xf32>
  %f32 = linalg.fill ins(%c0 : f32) outs(%e31 : tensor<128x6x258x258xf32>) -> tensor<128x6x258x258xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<128x6x256x256xf32>) outs(%f32 : tensor<128x6x258x258xf32>) {
  ^bb0(%a33: f32, %o34: f32):
    linalg.yield %a33 : f32
  } -> tensor<128x6x258x258xf32>
  %e36 = tensor.empty() : tensor<128x64x256x256xf32>
  %f37 = linalg.fill ins(%c0 : f32) outs(%e36 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %conv38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g35, %expand3x3_weight : tensor<128x6x258x258xf32>, tensor<64x6x3x3xf32>) outs(%f37 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %e40 = tensor.empty() : tensor<128x64x256x256xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv38, %expand3x3_bias : tensor<128x64x256x256xf32>, tensor<64xf32>) outs(%e40 : tensor<128x64x256x256xf32>) {
  ^bb0(%a41: f32, %a42: f32, %o43: f32):
    %b44 = arith.addf %a41, %a42 : f32
    linalg.yield %b44 : f32
  } -> tensor<128x64x256x256xf32>
  %e46 = tensor.empty() : tensor<128x64x256x256xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g45 : tensor<128x64x256x256xf32>) outs(%e46 : tensor<128x64x256x256xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    %b49 = arith.maximumf %a47, %c0 : f32
    linalg.yield %b49 : f32
  } -> tensor<128x64x256x256xf32>
  %e51 = tensor.empty() : tensor<128x128x256x256xf32>
  %cat52 = tensor.insert_slice %g30 into %e51[0, 0, 0, 0] [128, 64, 256, 256] [1, 1, 1, 1] : tensor<128x64x256x256xf32> into tensor<128x128x256x256xf32>
  %cat53 = tensor.insert_slice %g50 into %cat52[0, 64, 0, 0] [128, 64, 256, 256] [1, 1, 1, 1] : tensor<128x64x256x256xf32> into tensor<128x128x256x256xf32>
  return %cat53 : tensor<128x128x256x256xf32>
}
