// A 2-D convolution of a zero-padded input (copy into zeros, pad 1) with
// stride 2 and dilation 2: cuDNN's padding, stride and dilation.
func.func @conv2d_pad_stride_dil(%x: tensor<2x3x11x13xf32>,
                                 %w: tensor<4x3x3x3xf32>) -> tensor<2x4x5x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x3x13x15xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2x3x13x15xf32>) -> tensor<2x3x13x15xf32>
  %pad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x11x13xf32>) outs(%f2 : tensor<2x3x13x15xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x3x13x15xf32>
  %e3 = tensor.empty() : tensor<2x4x5x6xf32>
  %f4 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<2x4x5x6xf32>) -> tensor<2x4x5x6xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%pad, %w : tensor<2x3x13x15xf32>, tensor<4x3x3x3xf32>) outs(%f4 : tensor<2x4x5x6xf32>) -> tensor<2x4x5x6xf32>
  return %conv : tensor<2x4x5x6xf32>
}
