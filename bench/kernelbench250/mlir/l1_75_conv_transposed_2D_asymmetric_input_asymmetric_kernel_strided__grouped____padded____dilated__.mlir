// Imported by htam-import from 75_conv_transposed_2D_asymmetric_input_asymmetric_kernel_strided__grouped____padded____dilated__.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x128x256 (input), conv_transpose2d_weight 32x16x3x5 (parameter:conv_transpose2d.weight)
func.func @l1_75_conv_transposed_2d_asymmetric_input_asymmetric_kernel_strided__grouped____padded____dilated__(
    %x: tensor<16x32x128x256xf32>,
    %conv_transpose2d_weight: tensor<32x16x3x5xf32> {htam.init = "uniform(-0.0645497224..0.0645497224)"}) -> (tensor<16x64x257x766xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x32x261x770xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32x261x770xf32>) -> tensor<16x32x261x770xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 3, d3 * 3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x32x128x256xf32>) outs(%f2 : tensor<16x32x261x770xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x32x261x770xf32>
  %r6 = tensor.expand_shape %conv_transpose2d_weight [[0, 1], [2], [3], [4]] output_shape [4, 8, 16, 3, 5] : tensor<32x16x3x5xf32> into tensor<4x8x16x3x5xf32>
  %e7 = tensor.empty() : tensor<4x16x8x3x5xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<4x8x16x3x5xf32>) outs(%e7 : tensor<4x16x8x3x5xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<4x16x8x3x5xf32>
  %r11 = tensor.expand_shape %g5 [[0], [1, 2], [3], [4]] output_shape [16, 4, 8, 261, 770] : tensor<16x32x261x770xf32> into tensor<16x4x8x261x770xf32>
  %e12 = tensor.empty() : tensor<16x4x16x257x766xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x4x16x257x766xf32>) -> tensor<16x4x16x257x766xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 2, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r11, %g10 : tensor<16x4x8x261x770xf32>, tensor<4x16x8x3x5xf32>) outs(%f13 : tensor<16x4x16x257x766xf32>) {
  ^bb0(%a14: f32, %a15: f32, %o16: f32):
    %b17 = arith.mulf %a14, %a15 : f32
    %b18 = arith.addf %o16, %b17 : f32
    linalg.yield %b18 : f32
  } -> tensor<16x4x16x257x766xf32>
  %r20 = tensor.collapse_shape %g19 [[0], [1, 2], [3], [4]] : tensor<16x4x16x257x766xf32> into tensor<16x64x257x766xf32>
  return %r20 : tensor<16x64x257x766xf32>
}
