// Imported by htam-import from 20_ConvTranspose3d_Sum_ResidualAdd_Multiply_ResidualAdd.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x16x32x32 (input), conv_transpose_weight 32x64x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), bias 64x1x1x1 (parameter:bias)
func.func @l2_20_convtranspose3d_sum_residualadd_multiply_residualadd(
    %x: tensor<16x32x16x32x32xf32>,
    %conv_transpose_weight: tensor<32x64x3x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %bias: tensor<64x1x1x1xf32> {htam.init = "uniform(-2.23950481..2.0628984)"}) -> (tensor<16x64x32x64x64xf32>) {
  %c0 = arith.constant 0.0 : f32
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
  %r22 = tensor.collapse_shape %bias [[0, 1, 2, 3]] : tensor<64x1x1x1xf32> into tensor<64xf32>
  %e23 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %r22 : tensor<16x64x32x64x64xf32>, tensor<64xf32>) outs(%e23 : tensor<16x64x32x64x64xf32>) {
  ^bb0(%a24: f32, %a25: f32, %o26: f32):
    %b27 = arith.addf %a24, %a25 : f32
    linalg.yield %b27 : f32
  } -> tensor<16x64x32x64x64xf32>
  %e29 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g28, %g21 : tensor<16x64x32x64x64xf32>, tensor<16x64x32x64x64xf32>) outs(%e29 : tensor<16x64x32x64x64xf32>) {
  ^bb0(%a30: f32, %a31: f32, %o32: f32):
    %b33 = arith.addf %a30, %a31 : f32
    linalg.yield %b33 : f32
  } -> tensor<16x64x32x64x64xf32>
  %e35 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g34, %g21 : tensor<16x64x32x64x64xf32>, tensor<16x64x32x64x64xf32>) outs(%e35 : tensor<16x64x32x64x64xf32>) {
  ^bb0(%a36: f32, %a37: f32, %o38: f32):
    %b39 = arith.mulf %a36, %a37 : f32
    linalg.yield %b39 : f32
  } -> tensor<16x64x32x64x64xf32>
  %e41 = tensor.empty() : tensor<16x64x32x64x64xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g40, %g21 : tensor<16x64x32x64x64xf32>, tensor<16x64x32x64x64xf32>) outs(%e41 : tensor<16x64x32x64x64xf32>) {
  ^bb0(%a42: f32, %a43: f32, %o44: f32):
    %b45 = arith.addf %a42, %a43 : f32
    linalg.yield %b45 : f32
  } -> tensor<16x64x32x64x64xf32>
  return %g46 : tensor<16x64x32x64x64xf32>
}
