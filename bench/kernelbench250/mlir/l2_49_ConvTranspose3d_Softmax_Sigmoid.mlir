// Imported by htam-import from 49_ConvTranspose3d_Softmax_Sigmoid.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x16x32x32 (input), conv_transpose_weight 32x64x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias)
func.func @l2_49_convtranspose3d_softmax_sigmoid(
    %x: tensor<16x32x16x32x32xf32>,
    %conv_transpose_weight: tensor<32x64x3x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"}) -> (tensor<16x64x32x64x64xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<16x32x34x66x66xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32x34x66x66xf32>) -> tensor<16x32x34x66x66xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x32x16x32x32xf32>) outs(%f2 : tensor<16x32x34x66x66xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x32x34x66x66xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 64, 3, 3, 3] : tensor<32x64x3x3x3xf32> into tensor<1x32x64x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x32x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x64x3x3x3xf32>) outs(%e7 : tensor<1x64x32x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x32x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x32x3x3x3xf32> into tensor<64x32x3x3x3xf32>
  %e12 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x64x32x64x64xf32>) -> tensor<16x64x32x64x64xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x32x34x66x66xf32>, tensor<64x32x3x3x3xf32>) outs(%f13 : tensor<16x64x32x64x64xf32>) -> tensor<16x64x32x64x64xf32>
  %e16 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x64x32x64x64xf32>, tensor<64xf32>) outs(%e16 : tensor<16x64x32x64x64xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x64x32x64x64xf32>
  %e22 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %sm23 = linalg.softmax dimension(1) ins(%g21 : tensor<16x64x32x64x64xf32>) outs(%e22 : tensor<16x64x32x64x64xf32>) -> tensor<16x64x32x64x64xf32>
  %e24 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sm23 : tensor<16x64x32x64x64xf32>) outs(%e24 : tensor<16x64x32x64x64xf32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.negf %a25 : f32
    %b28 = math.exp %b27 : f32
    %b29 = arith.addf %b28, %c1 : f32
    %b30 = arith.divf %c1, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<16x64x32x64x64xf32>
  return %g31 : tensor<16x64x32x64x64xf32>
}
