// Imported by htam-import from 100_ConvTranspose3d_Clamp_Min_Divide.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x24x48x48 (input), conv_transpose_weight 64x128x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias)
func.func @l2_100_convtranspose3d_clamp_min_divide(
    %x: tensor<16x64x24x48x48xf32>,
    %conv_transpose_weight: tensor<64x128x3x3x3xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"}) -> (tensor<16x128x47x95x95xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<16x64x49x97x97xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x49x97x97xf32>) -> tensor<16x64x49x97x97xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x64x24x48x48xf32>) outs(%f2 : tensor<16x64x49x97x97xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x64x49x97x97xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 64, 128, 3, 3, 3] : tensor<64x128x3x3x3xf32> into tensor<1x64x128x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x128x64x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x3x3x3xf32>) outs(%e7 : tensor<1x128x64x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x128x64x3x3x3xf32> into tensor<128x64x3x3x3xf32>
  %e12 = tensor.empty() : tensor<16x128x47x95x95xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x128x47x95x95xf32>) -> tensor<16x128x47x95x95xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x64x49x97x97xf32>, tensor<128x64x3x3x3xf32>) outs(%f13 : tensor<16x128x47x95x95xf32>) -> tensor<16x128x47x95x95xf32>
  %e16 = tensor.empty() : tensor<16x128x47x95x95xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x128x47x95x95xf32>, tensor<128xf32>) outs(%e16 : tensor<16x128x47x95x95xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x128x47x95x95xf32>
  %e22 = tensor.empty() : tensor<16x128x47x95x95xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<16x128x47x95x95xf32>) outs(%e22 : tensor<16x128x47x95x95xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.maximumf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<16x128x47x95x95xf32>
  %e27 = tensor.empty() : tensor<16x128x47x95x95xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g26 : tensor<16x128x47x95x95xf32>) outs(%e27 : tensor<16x128x47x95x95xf32>) {
  ^bb0(%a28: f32, %o29: f32):
    %b30 = arith.divf %a28, %c2 : f32
    linalg.yield %b30 : f32
  } -> tensor<16x128x47x95x95xf32>
  return %g31 : tensor<16x128x47x95x95xf32>
}
