// NCHW convolutions for tpl_gemm_wgmma_3xtf32_gather's per-K table (scalar
// table reads: A's k is not contiguous): stride 2 with an asymmetric pad
// and 3 input channels (K = 27, not a multiple of 4 or of the 32-wide K
// chunk), dilation 2 with 16 channels (K = 144), a 1x1 convolution over 24
// channels, and a grouped one (the group as the GEMM batch).
func.func @conv_pad_stride(%x: tensor<2x3x33x35xf32>, %w: tensor<64x3x3x3xf32>) -> tensor<2x64x17x17xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x3x33x35xf32> to tensor<2x3x35x36xf32>
  %e = tensor.empty() : tensor<2x64x17x17xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x17x17xf32>) -> tensor<2x64x17x17xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %w : tensor<2x3x35x36xf32>, tensor<64x3x3x3xf32>) outs(%acc : tensor<2x64x17x17xf32>) -> tensor<2x64x17x17xf32>
  return %c : tensor<2x64x17x17xf32>
}
func.func @conv_dilated(%x: tensor<2x16x30x28xf32>, %w: tensor<40x16x3x3xf32>) -> tensor<2x40x26x24xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x40x26x24xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x40x26x24xf32>) -> tensor<2x40x26x24xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x16x30x28xf32>, tensor<40x16x3x3xf32>) outs(%acc : tensor<2x40x26x24xf32>) -> tensor<2x40x26x24xf32>
  return %c : tensor<2x40x26x24xf32>
}
func.func @conv_1x1(%x: tensor<3x24x20x21xf32>, %w: tensor<130x24x1x1xf32>) -> tensor<3x130x20x21xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x130x20x21xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3x130x20x21xf32>) -> tensor<3x130x20x21xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<3x24x20x21xf32>, tensor<130x24x1x1xf32>) outs(%acc : tensor<3x130x20x21xf32>) -> tensor<3x130x20x21xf32>
  return %c : tensor<3x130x20x21xf32>
}
func.func @conv_grouped_pad(%x: tensor<2x2x5x15x13xf32>, %w: tensor<2x24x5x3x3xf32>) -> tensor<2x2x24x15x13xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 0, 1, 1] high[0, 0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index, %q: index):
    tensor.yield %zero : f32
  } : tensor<2x2x5x15x13xf32> to tensor<2x2x5x17x15xf32>
  %e = tensor.empty() : tensor<2x2x24x15x13xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2x24x15x13xf32>) -> tensor<2x2x24x15x13xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<2x2x5x17x15xf32>, tensor<2x24x5x3x3xf32>) outs(%acc : tensor<2x2x24x15x13xf32>) -> tensor<2x2x24x15x13xf32>
  return %c : tensor<2x2x24x15x13xf32>
}
