// A 3x3 convolution of the zero-padded input (same size output): a pad
// producer of a convolution.
func.func @conv_pad(%x: tensor<1x56x56x32xf32>, %w: tensor<3x3x32x64xf32>) -> tensor<1x56x56x64xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x56x56x32xf32> to tensor<1x58x58x32xf32>
  %e = tensor.empty() : tensor<1x56x56x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x58x58x32xf32>, tensor<3x3x32x64xf32>) outs(%c : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  return %r : tensor<1x56x56x64xf32>
}
