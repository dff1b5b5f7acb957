// A grouped 2-D convolution (2 groups of 3 input and 4 output channels).
func.func @conv2d_groups(%x: tensor<2x2x3x8x9xf32>,
                         %w: tensor<2x4x3x3x3xf32>) -> tensor<2x2x4x6x7xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x4x6x7xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x2x4x6x7xf32>) -> tensor<2x2x4x6x7xf32>
  %conv = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x2x3x8x9xf32>, tensor<2x4x3x3x3xf32>) outs(%f : tensor<2x2x4x6x7xf32>) -> tensor<2x2x4x6x7xf32>
  return %conv : tensor<2x2x4x6x7xf32>
}
