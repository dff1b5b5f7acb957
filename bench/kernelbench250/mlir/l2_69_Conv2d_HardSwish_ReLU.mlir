// Imported by htam-import from 69_Conv2d_HardSwish_ReLU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x128x128 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_69_conv2d_hardswish_relu(
    %x: tensor<128x8x128x128xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"}) -> (tensor<128x64x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 3.0 : f32
  %c2 = arith.constant 6.0 : f32
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
  %e11 = tensor.empty() : tensor<128x64x126x126xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x64x126x126xf32>) outs(%e11 : tensor<128x64x126x126xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.addf %a12, %c1 : f32
    %b15 = arith.maximumf %b14, %c0 : f32
    %b16 = arith.minimumf %b15, %c2 : f32
    %b17 = arith.mulf %a12, %b16 : f32
    %b18 = arith.divf %b17, %c2 : f32
    linalg.yield %b18 : f32
  } -> tensor<128x64x126x126xf32>
  %e20 = tensor.empty() : tensor<128x64x126x126xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g19 : tensor<128x64x126x126xf32>) outs(%e20 : tensor<128x64x126x126xf32>) {
  ^bb0(%a21: f32, %o22: f32):
    %b23 = arith.maximumf %a21, %c0 : f32
    linalg.yield %b23 : f32
  } -> tensor<128x64x126x126xf32>
  return %g24 : tensor<128x64x126x126xf32>
}
