// Imported by htam-import from 67_Conv2d_GELU_GlobalAvgPool.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x256x256 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_67_conv2d_gelu_globalavgpool(
    %x: tensor<128x8x256x256xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"}) -> (tensor<128x64xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 0.70710677 : f32
  %c3 = arith.constant 1.0 : f32
  %c4 = arith.constant 64516.0 : f32
  %e1 = tensor.empty() : tensor<128x64x254x254xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x254x254xf32>) -> tensor<128x64x254x254xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x8x256x256xf32>, tensor<64x8x3x3xf32>) outs(%f2 : tensor<128x64x254x254xf32>) -> tensor<128x64x254x254xf32>
  %e5 = tensor.empty() : tensor<128x64x254x254xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x254x254xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x254x254xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x254x254xf32>
  %e11 = tensor.empty() : tensor<128x64x254x254xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x64x254x254xf32>) outs(%e11 : tensor<128x64x254x254xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.mulf %a12, %c1 : f32
    %b15 = arith.mulf %a12, %c2 : f32
    %b16 = math.erf %b15 : f32
    %b17 = arith.addf %b16, %c3 : f32
    %b18 = arith.mulf %b14, %b17 : f32
    linalg.yield %b18 : f32
  } -> tensor<128x64x254x254xf32>
  %e20 = tensor.empty() : tensor<128x64xf32>
  %f21 = linalg.fill ins(%c0 : f32) outs(%e20 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g19 : tensor<128x64x254x254xf32>) outs(%f21 : tensor<128x64xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.addf %a22, %o23 : f32
    linalg.yield %b24 : f32
  } -> tensor<128x64xf32>
  %e26 = tensor.empty() : tensor<128x64xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g25 : tensor<128x64xf32>) outs(%e26 : tensor<128x64xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    %b29 = arith.divf %a27, %c4 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x64xf32>
  %r31 = tensor.expand_shape %g30 [[0], [1, 2, 3]] output_shape [128, 64, 1, 1] : tensor<128x64xf32> into tensor<128x64x1x1xf32>
  %r32 = tensor.collapse_shape %r31 [[0], [1], [2, 3]] : tensor<128x64x1x1xf32> into tensor<128x64x1xf32>
  %r33 = tensor.collapse_shape %r32 [[0], [1, 2]] : tensor<128x64x1xf32> into tensor<128x64xf32>
  return %r33 : tensor<128x64xf32>
}
