// A 2-D convolution of an input padded by tensor.insert_slice into zeros:
// cuDNN's padding 1. (Plan check only: the reference lowering of
// insert_slice passes a subview, which htam-run does not run.)
func.func @conv_insert(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %p = tensor.insert_slice %x into %z[0, 0, 1, 1] [1, 2, 6, 6] [1, 1, 1, 1] : tensor<1x2x6x6xf32> into tensor<1x2x8x8xf32>
  %e2 = tensor.empty() : tensor<1x3x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  return %conv : tensor<1x3x6x6xf32>
}
