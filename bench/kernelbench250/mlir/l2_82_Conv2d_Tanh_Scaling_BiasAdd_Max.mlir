// Imported by htam-import from 82_Conv2d_Tanh_Scaling_BiasAdd_Max.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x256x256 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias), bias 64x1x1 (parameter:bias)
func.func @l2_82_conv2d_tanh_scaling_biasadd_max(
    %x: tensor<128x8x256x256xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %bias: tensor<64x1x1xf32> {htam.init = "normal"}) -> (tensor<128x64x63x63xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %c2 = arith.constant 0xFF800000 : f32
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
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x64x254x254xf32>) outs(%e11 : tensor<128x64x254x254xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = math.tanh %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x64x254x254xf32>
  %e16 = tensor.empty() : tensor<128x64x254x254xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<128x64x254x254xf32>) outs(%e16 : tensor<128x64x254x254xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.mulf %a17, %c1 : f32
    linalg.yield %b19 : f32
  } -> tensor<128x64x254x254xf32>
  %r21 = tensor.collapse_shape %bias [[0, 1, 2]] : tensor<64x1x1xf32> into tensor<64xf32>
  %e22 = tensor.empty() : tensor<128x64x254x254xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20, %r21 : tensor<128x64x254x254xf32>, tensor<64xf32>) outs(%e22 : tensor<128x64x254x254xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.addf %a23, %a24 : f32
    linalg.yield %b26 : f32
  } -> tensor<128x64x254x254xf32>
  %e28 = tensor.empty() : tensor<128x64x63x63xf32>
  %f29 = linalg.fill ins(%c2 : f32) outs(%e28 : tensor<128x64x63x63xf32>) -> tensor<128x64x63x63xf32>
  %e30 = tensor.empty() : tensor<4x4xf32>
  %pool31 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%g27, %e30 : tensor<128x64x254x254xf32>, tensor<4x4xf32>) outs(%f29 : tensor<128x64x63x63xf32>) -> tensor<128x64x63x63xf32>
  return %pool31 : tensor<128x64x63x63xf32>
}
