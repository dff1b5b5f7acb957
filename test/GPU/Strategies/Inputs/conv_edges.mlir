// Convolutions for the implicit-GEMM template: padding (tensor.pad), stride
// 2 and dilation 2 with odd sizes; a 3-D convolution; a grouped convolution
// (the group dim is a GEMM batch dim).
func.func @conv2d_pad_stride_dilate(%x: tensor<3x5x17x19xf32>, %w: tensor<7x5x3x3xf32>) -> tensor<3x7x8x9xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<3x5x17x19xf32> to tensor<3x5x19x21xf32>
  %e = tensor.empty() : tensor<3x7x8x9xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3x7x8x9xf32>) -> tensor<3x7x8x9xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %w : tensor<3x5x19x21xf32>, tensor<7x5x3x3xf32>) outs(%acc : tensor<3x7x8x9xf32>) -> tensor<3x7x8x9xf32>
  return %c : tensor<3x7x8x9xf32>
}
func.func @conv3d_small(%x: tensor<2x3x6x7x8xf32>, %w: tensor<4x3x2x3x3xf32>) -> tensor<2x4x5x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x5x5x6xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x5x5x6xf32>) -> tensor<2x4x5x5x6xf32>
  %c = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %w : tensor<2x3x6x7x8xf32>, tensor<4x3x2x3x3xf32>) outs(%acc : tensor<2x4x5x5x6xf32>) -> tensor<2x4x5x5x6xf32>
  return %c : tensor<2x4x5x5x6xf32>
}
func.func @conv2d_grouped(%x: tensor<2x3x4x9x9xf32>, %w: tensor<3x5x4x3x3xf32>) -> tensor<2x3x5x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5x7x7xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x5x7x7xf32>) -> tensor<2x3x5x7x7xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x3x4x9x9xf32>, tensor<3x5x4x3x3xf32>) outs(%acc : tensor<2x3x5x7x7xf32>) -> tensor<2x3x5x7x7xf32>
  return %c : tensor<2x3x5x7x7xf32>
}
