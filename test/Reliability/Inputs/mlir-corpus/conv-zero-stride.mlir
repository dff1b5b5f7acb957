// A convolution with zero strides.
func.func @f(%x: tensor<1x8x8x2xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32> {
  %init = tensor.empty() : tensor<1x6x6x4xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<0> : tensor<2xi64>}
      ins(%x, %w : tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) outs(%init : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %y : tensor<1x6x6x4xf32>
}
