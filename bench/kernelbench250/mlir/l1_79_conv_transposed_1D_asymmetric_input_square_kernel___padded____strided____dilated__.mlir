// Imported by htam-import from 79_conv_transposed_1D_asymmetric_input_square_kernel___padded____strided____dilated__.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x131072 (input), conv_transpose1d_weight 32x64x3 (parameter:conv_transpose1d.weight)
func.func @l1_79_conv_transposed_1d_asymmetric_input_square_kernel___padded____strided____dilated__(
    %x: tensor<16x32x131072xf32>,
    %conv_transpose1d_weight: tensor<32x64x3xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"}) -> (tensor<16x64x262145xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x32x262149xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32x262149xf32>) -> tensor<16x32x262149xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 * 2 + 3)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x32x131072xf32>) outs(%f2 : tensor<16x32x262149xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x32x262149xf32>
  %r6 = tensor.expand_shape %conv_transpose1d_weight [[0, 1], [2], [3]] output_shape [1, 32, 64, 3] : tensor<32x64x3xf32> into tensor<1x32x64x3xf32>
  %e7 = tensor.empty() : tensor<1x64x32x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x64x3xf32>) outs(%e7 : tensor<1x64x32x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x32x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3]] : tensor<1x64x32x3xf32> into tensor<64x32x3xf32>
  %e12 = tensor.empty() : tensor<16x64x262145xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x64x262145xf32>) -> tensor<16x64x262145xf32>
  %conv14 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%g5, %r11 : tensor<16x32x262149xf32>, tensor<64x32x3xf32>) outs(%f13 : tensor<16x64x262145xf32>) -> tensor<16x64x262145xf32>
  return %conv14 : tensor<16x64x262145xf32>
}
