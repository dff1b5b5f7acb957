// Channel-last convolutions for tpl_gemm_wgmma_3xtf32_gather: with 8 or 64
// input channels A's rows are contiguous along K in aligned runs of 4 (the
// channels), so the gather takes the float4 path, padding on H and W only
// (a 3x3 conv with pad 1 and stride 2; a 1x1 conv, a plain GEMM over the
// pixels); with 6 channels the runs are unaligned and the table's reads
// stay scalar.
func.func @nhwc_pad_stride_c8(%x: tensor<2x25x27x8xf32>, %w: tensor<3x3x8x72xf32>) -> tensor<2x13x14x72xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x25x27x8xf32> to tensor<2x27x29x8xf32>
  %e = tensor.empty() : tensor<2x13x14x72xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x13x14x72xf32>) -> tensor<2x13x14x72xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %w : tensor<2x27x29x8xf32>, tensor<3x3x8x72xf32>) outs(%acc : tensor<2x13x14x72xf32>) -> tensor<2x13x14x72xf32>
  return %c : tensor<2x13x14x72xf32>
}
func.func @nhwc_1x1_c64(%x: tensor<2x17x19x64xf32>, %w: tensor<1x1x64x96xf32>) -> tensor<2x17x19x96xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x17x19x96xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x17x19x96xf32>) -> tensor<2x17x19x96xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x17x19x64xf32>, tensor<1x1x64x96xf32>) outs(%acc : tensor<2x17x19x96xf32>) -> tensor<2x17x19x96xf32>
  return %c : tensor<2x17x19x96xf32>
}
func.func @nhwc_dilated_c6(%x: tensor<2x21x20x6xf32>, %w: tensor<3x3x6x40xf32>) -> tensor<2x17x16x40xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x17x16x40xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x17x16x40xf32>) -> tensor<2x17x16x40xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x21x20x6xf32>, tensor<3x3x6x40xf32>) outs(%acc : tensor<2x17x16x40xf32>) -> tensor<2x17x16x40xf32>
  return %c : tensor<2x17x16x40xf32>
}
