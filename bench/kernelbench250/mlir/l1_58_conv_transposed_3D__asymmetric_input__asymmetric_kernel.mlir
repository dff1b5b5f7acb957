// Imported by htam-import from 58_conv_transposed_3D__asymmetric_input__asymmetric_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x16x32x64 (input), conv_transpose3d_weight 32x16x3x5x7 (parameter:conv_transpose3d.weight)
func.func @l1_58_conv_transposed_3d__asymmetric_input__asymmetric_kernel(
    %x: tensor<16x32x16x32x64xf32>,
    %conv_transpose3d_weight: tensor<32x16x3x5x7xf32> {htam.init = "uniform(-0.0243975018..0.0243975018)"}) -> (tensor<16x16x18x36x70xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x32x20x40x76xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32x20x40x76xf32>) -> tensor<16x32x20x40x76xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 2, d3 + 4, d4 + 6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x32x16x32x64xf32>) outs(%f2 : tensor<16x32x20x40x76xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x32x20x40x76xf32>
  %r6 = tensor.expand_shape %conv_transpose3d_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 16, 3, 5, 7] : tensor<32x16x3x5x7xf32> into tensor<1x32x16x3x5x7xf32>
  %e7 = tensor.empty() : tensor<1x16x32x3x5x7xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 4, -d5 + 6)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x16x3x5x7xf32>) outs(%e7 : tensor<1x16x32x3x5x7xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x16x32x3x5x7xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x16x32x3x5x7xf32> into tensor<16x32x3x5x7xf32>
  %e12 = tensor.empty() : tensor<16x16x18x36x70xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x16x18x36x70xf32>) -> tensor<16x16x18x36x70xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x32x20x40x76xf32>, tensor<16x32x3x5x7xf32>) outs(%f13 : tensor<16x16x18x36x70xf32>) -> tensor<16x16x18x36x70xf32>
  return %conv14 : tensor<16x16x18x36x70xf32>
}
