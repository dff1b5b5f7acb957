// Imported by htam-import from 44_ConvTranspose2d_Multiply_GlobalAvgPool_GlobalAvgPool_Mean.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x128x128 (input), conv_transpose_weight 64x128x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias)
func.func @l2_44_convtranspose2d_multiply_globalavgpool_globalavgpool_mean(
    %x: tensor<16x64x128x128xf32>,
    %conv_transpose_weight: tensor<64x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"}) -> (tensor<16x128x1x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 65536.0 : f32
  %c3 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<16x64x258x258xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x258x258xf32>) -> tensor<16x64x258x258xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x64x128x128xf32>) outs(%f2 : tensor<16x64x258x258xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x64x258x258xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 128, 3, 3] : tensor<64x128x3x3xf32> into tensor<1x64x128x3x3xf32>
  %e7 = tensor.empty() : tensor<1x128x64x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x3x3xf32>) outs(%e7 : tensor<1x128x64x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x128x64x3x3xf32> into tensor<128x64x3x3xf32>
  %e12 = tensor.empty() : tensor<16x128x256x256xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x128x256x256xf32>) -> tensor<16x128x256x256xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<16x64x258x258xf32>, tensor<128x64x3x3xf32>) outs(%f13 : tensor<16x128x256x256xf32>) -> tensor<16x128x256x256xf32>
  %e16 = tensor.empty() : tensor<16x128x256x256xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x128x256x256xf32>, tensor<128xf32>) outs(%e16 : tensor<16x128x256x256xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x128x256x256xf32>
  %e22 = tensor.empty() : tensor<16x128x256x256xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<16x128x256x256xf32>) outs(%e22 : tensor<16x128x256x256xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.mulf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<16x128x256x256xf32>
  %e27 = tensor.empty() : tensor<16x128xf32>
  %f28 = linalg.fill ins(%c0 : f32) outs(%e27 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g26 : tensor<16x128x256x256xf32>) outs(%f28 : tensor<16x128xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.addf %a29, %o30 : f32
    linalg.yield %b31 : f32
  } -> tensor<16x128xf32>
  %e33 = tensor.empty() : tensor<16x128xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g32 : tensor<16x128xf32>) outs(%e33 : tensor<16x128xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.divf %a34, %c2 : f32
    linalg.yield %b36 : f32
  } -> tensor<16x128xf32>
  %r38 = tensor.expand_shape %g37 [[0], [1, 2, 3]] output_shape [16, 128, 1, 1] : tensor<16x128xf32> into tensor<16x128x1x1xf32>
  %e39 = tensor.empty() : tensor<16x128xf32>
  %f40 = linalg.fill ins(%c0 : f32) outs(%e39 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%r38 : tensor<16x128x1x1xf32>) outs(%f40 : tensor<16x128xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.addf %a41, %o42 : f32
    linalg.yield %b43 : f32
  } -> tensor<16x128xf32>
  %e45 = tensor.empty() : tensor<16x128xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g44 : tensor<16x128xf32>) outs(%e45 : tensor<16x128xf32>) {
  ^bb0(%a46: f32, %o47: f32):
    %b48 = arith.divf %a46, %c3 : f32
    linalg.yield %b48 : f32
  } -> tensor<16x128xf32>
  %r50 = tensor.expand_shape %g49 [[0], [1, 2, 3]] output_shape [16, 128, 1, 1] : tensor<16x128xf32> into tensor<16x128x1x1xf32>
  return %r50 : tensor<16x128x1x1xf32>
}
