// Imported by htam-import from 74_ConvTranspose3d_LeakyReLU_Multiply_LeakyReLU_Max.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x16x16x32x32 (input), conv_transpose_weight 16x32x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 32 (parameter:conv_transpose.bias), multiplier 32x1x1x1 (parameter:multiplier)
func.func @l2_74_convtranspose3d_leakyrelu_multiply_leakyrelu_max(
    %x: tensor<16x16x16x32x32xf32>,
    %conv_transpose_weight: tensor<16x32x3x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %conv_transpose_bias: tensor<32xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %multiplier: tensor<32x1x1x1xf32> {htam.init = "uniform(-2.21294069..1.84432089)"}) -> (tensor<16x32x16x32x32xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.2 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<16x16x34x66x66xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x16x34x66x66xf32>) -> tensor<16x16x34x66x66xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x16x16x32x32xf32>) outs(%f2 : tensor<16x16x34x66x66xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x16x34x66x66xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 16, 32, 3, 3, 3] : tensor<16x32x3x3x3xf32> into tensor<1x16x32x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x32x16x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x16x32x3x3x3xf32>) outs(%e7 : tensor<1x32x16x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x32x16x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x32x16x3x3x3xf32> into tensor<32x16x3x3x3xf32>
  %e12 = tensor.empty() : tensor<16x32x32x64x64xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x32x32x64x64xf32>) -> tensor<16x32x32x64x64xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x16x34x66x66xf32>, tensor<32x16x3x3x3xf32>) outs(%f13 : tensor<16x32x32x64x64xf32>) -> tensor<16x32x32x64x64xf32>
  %e16 = tensor.empty() : tensor<16x32x32x64x64xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x32x32x64x64xf32>, tensor<32xf32>) outs(%e16 : tensor<16x32x32x64x64xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x32x32x64x64xf32>
  %e22 = tensor.empty() : tensor<16x32x32x64x64xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<16x32x32x64x64xf32>) outs(%e22 : tensor<16x32x32x64x64xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.mulf %a23, %c1 : f32
    %b26 = arith.cmpf ogt, %a23, %c0 : f32
    %b27 = arith.select %b26, %a23, %b25 : f32
    linalg.yield %b27 : f32
  } -> tensor<16x32x32x64x64xf32>
  %r29 = tensor.collapse_shape %multiplier [[0, 1, 2, 3]] : tensor<32x1x1x1xf32> into tensor<32xf32>
  %e30 = tensor.empty() : tensor<16x32x32x64x64xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g28, %r29 : tensor<16x32x32x64x64xf32>, tensor<32xf32>) outs(%e30 : tensor<16x32x32x64x64xf32>) {
  ^bb0(%a31: f32, %a32: f32, %o33: f32):
    %b34 = arith.mulf %a31, %a32 : f32
    linalg.yield %b34 : f32
  } -> tensor<16x32x32x64x64xf32>
  %e36 = tensor.empty() : tensor<16x32x32x64x64xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g35 : tensor<16x32x32x64x64xf32>) outs(%e36 : tensor<16x32x32x64x64xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.mulf %a37, %c1 : f32
    %b40 = arith.cmpf ogt, %a37, %c0 : f32
    %b41 = arith.select %b40, %a37, %b39 : f32
    linalg.yield %b41 : f32
  } -> tensor<16x32x32x64x64xf32>
  %e43 = tensor.empty() : tensor<16x32x16x32x32xf32>
  %f44 = linalg.fill ins(%c2 : f32) outs(%e43 : tensor<16x32x16x32x32xf32>) -> tensor<16x32x16x32x32xf32>
  %e45 = tensor.empty() : tensor<2x2x2xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g42, %e45 : tensor<16x32x32x64x64xf32>, tensor<2x2x2xf32>) outs(%f44 : tensor<16x32x16x32x32xf32>) {
  ^bb0(%a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.maximumf %a46, %o48 : f32
    linalg.yield %b49 : f32
  } -> tensor<16x32x16x32x32xf32>
  return %g50 : tensor<16x32x16x32x32xf32>
}
