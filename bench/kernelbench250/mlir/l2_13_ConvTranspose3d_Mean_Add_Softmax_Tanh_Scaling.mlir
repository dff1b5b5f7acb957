// Imported by htam-import from 13_ConvTranspose3d_Mean_Add_Softmax_Tanh_Scaling.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x16x32x128x128 (input), conv_transpose_weight 16x64x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), bias 1x64x1x1x1 (parameter:bias)
func.func @l2_13_convtranspose3d_mean_add_softmax_tanh_scaling(
    %x: tensor<16x16x32x128x128xf32>,
    %conv_transpose_weight: tensor<16x64x3x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %bias: tensor<1x64x1x1x1xf32> {htam.init = "normal"}) -> (tensor<16x64x1x128x128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 32.0 : f32
  %c2 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<16x16x34x130x130xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x16x34x130x130xf32>) -> tensor<16x16x34x130x130xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 1, d3 + 1, d4 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x16x32x128x128xf32>) outs(%f2 : tensor<16x16x34x130x130xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x16x34x130x130xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 16, 64, 3, 3, 3] : tensor<16x64x3x3x3xf32> into tensor<1x16x64x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x16x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x16x64x3x3x3xf32>) outs(%e7 : tensor<1x64x16x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x16x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x16x3x3x3xf32> into tensor<64x16x3x3x3xf32>
  %e12 = tensor.empty() : tensor<16x64x32x128x128xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x64x32x128x128xf32>) -> tensor<16x64x32x128x128xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x16x34x130x130xf32>, tensor<64x16x3x3x3xf32>) outs(%f13 : tensor<16x64x32x128x128xf32>) -> tensor<16x64x32x128x128xf32>
  %e16 = tensor.empty() : tensor<16x64x32x128x128xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x64x32x128x128xf32>, tensor<64xf32>) outs(%e16 : tensor<16x64x32x128x128xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x64x32x128x128xf32>
  %e22 = tensor.empty() : tensor<16x64x128x128xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<16x64x128x128xf32>) -> tensor<16x64x128x128xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%g21 : tensor<16x64x32x128x128xf32>) outs(%f23 : tensor<16x64x128x128xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<16x64x128x128xf32>
  %e28 = tensor.empty() : tensor<16x64x128x128xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g27 : tensor<16x64x128x128xf32>) outs(%e28 : tensor<16x64x128x128xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.divf %a29, %c1 : f32
    linalg.yield %b31 : f32
  } -> tensor<16x64x128x128xf32>
  %r33 = tensor.expand_shape %g32 [[0], [1], [2, 3], [4]] output_shape [16, 64, 1, 128, 128] : tensor<16x64x128x128xf32> into tensor<16x64x1x128x128xf32>
  %r34 = tensor.collapse_shape %bias [[0, 1], [2, 3, 4]] : tensor<1x64x1x1x1xf32> into tensor<64x1xf32>
  %e35 = tensor.empty() : tensor<16x64x1x128x128xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r33, %r34 : tensor<16x64x1x128x128xf32>, tensor<64x1xf32>) outs(%e35 : tensor<16x64x1x128x128xf32>) {
  ^bb0(%a36: f32, %a37: f32, %o38: f32):
    %b39 = arith.addf %a36, %a37 : f32
    linalg.yield %b39 : f32
  } -> tensor<16x64x1x128x128xf32>
  %e41 = tensor.empty() : tensor<16x64x1x128x128xf32>
  %sm42 = linalg.softmax dimension(1) ins(%g40 : tensor<16x64x1x128x128xf32>) outs(%e41 : tensor<16x64x1x128x128xf32>) -> tensor<16x64x1x128x128xf32>
  %e43 = tensor.empty() : tensor<16x64x1x128x128xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sm42 : tensor<16x64x1x128x128xf32>) outs(%e43 : tensor<16x64x1x128x128xf32>) {
  ^bb0(%a44: f32, %o45: f32):
    %b46 = math.tanh %a44 : f32
    linalg.yield %b46 : f32
  } -> tensor<16x64x1x128x128xf32>
  %e48 = tensor.empty() : tensor<16x64x1x128x128xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g47 : tensor<16x64x1x128x128xf32>) outs(%e48 : tensor<16x64x1x128x128xf32>) {
  ^bb0(%a49: f32, %o50: f32):
    %b51 = arith.mulf %a49, %c2 : f32
    linalg.yield %b51 : f32
  } -> tensor<16x64x1x128x128xf32>
  return %g52 : tensor<16x64x1x128x128xf32>
}
