// Imported by htam-import from 65_conv_transposed_2D__square_input__asymmetric_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x64x512x512 (input), conv_transpose2d_weight 64x64x3x7 (parameter:conv_transpose2d.weight)
func.func @l1_65_conv_transposed_2d__square_input__asymmetric_kernel(
    %x: tensor<8x64x512x512xf32>,
    %conv_transpose2d_weight: tensor<64x64x3x7xf32> {htam.init = "uniform(-0.0272772363..0.0272772363)"}) -> (tensor<8x64x514x518xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64x516x524xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x64x516x524xf32>) -> tensor<8x64x516x524xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x64x512x512xf32>) outs(%f2 : tensor<8x64x516x524xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<8x64x516x524xf32>
  %r6 = tensor.expand_shape %conv_transpose2d_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 64, 3, 7] : tensor<64x64x3x7xf32> into tensor<1x64x64x3x7xf32>
  %e7 = tensor.empty() : tensor<1x64x64x3x7xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 6)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x64x3x7xf32>) outs(%e7 : tensor<1x64x64x3x7xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x64x3x7xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x64x64x3x7xf32> into tensor<64x64x3x7xf32>
  %e12 = tensor.empty() : tensor<8x64x514x518xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<8x64x514x518xf32>) -> tensor<8x64x514x518xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<8x64x516x524xf32>, tensor<64x64x3x7xf32>) outs(%f13 : tensor<8x64x514x518xf32>) -> tensor<8x64x514x518xf32>
  return %conv14 : tensor<8x64x514x518xf32>
}
