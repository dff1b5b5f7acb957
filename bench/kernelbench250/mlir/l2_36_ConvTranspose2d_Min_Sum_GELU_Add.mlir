// Imported by htam-import from 36_ConvTranspose2d_Min_Sum_GELU_Add.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x128x128 (input), conv_transpose_weight 64x128x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias), bias 1x1x1 (parameter:bias)
func.func @l2_36_convtranspose2d_min_sum_gelu_add(
    %x: tensor<16x64x128x128xf32>,
    %conv_transpose_weight: tensor<64x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %bias: tensor<1x1x1xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<16x1x1x256xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %c2 = arith.constant 0 : i64
  %c3 = arith.constant 0.5 : f32
  %c4 = arith.constant 0.70710677 : f32
  %c5 = arith.constant 1.0 : f32
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
  %e22 = tensor.empty() : tensor<16x256x256xf32>
  %f23 = linalg.fill ins(%c1 : f32) outs(%e22 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
  %e24 = tensor.empty() : tensor<16x256x256xi64>
  %f25 = linalg.fill ins(%c2 : i64) outs(%e24 : tensor<16x256x256xi64>) -> tensor<16x256x256xi64>
  %g36:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g21 : tensor<16x128x256x256xf32>) outs(%f23, %f25 : tensor<16x256x256xf32>, tensor<16x256x256xi64>) {
  ^bb0(%a26: f32, %o27: f32, %o28: i64):
    %i29 = linalg.index 1 : index
    %b30 = arith.index_cast %i29 : index to i64
    %b31 = arith.cmpf olt, %a26, %o27 : f32
    %b32 = arith.cmpf uno, %a26, %a26 : f32
    %b33 = arith.ori %b31, %b32 : i1
    %b34 = arith.select %b33, %a26, %o27 : f32
    %b35 = arith.select %b33, %b30, %o28 : i64
    linalg.yield %b34, %b35 : f32, i64
  } -> (tensor<16x256x256xf32>, tensor<16x256x256xi64>)
  %r37 = tensor.expand_shape %g36#0 [[0], [1, 2], [3]] output_shape [16, 1, 256, 256] : tensor<16x256x256xf32> into tensor<16x1x256x256xf32>
  %e39 = tensor.empty() : tensor<16x1x256xf32>
  %f40 = linalg.fill ins(%c0 : f32) outs(%e39 : tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%r37 : tensor<16x1x256x256xf32>) outs(%f40 : tensor<16x1x256xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.addf %a41, %o42 : f32
    linalg.yield %b43 : f32
  } -> tensor<16x1x256xf32>
  %r45 = tensor.expand_shape %g44 [[0], [1], [2, 3]] output_shape [16, 1, 1, 256] : tensor<16x1x256xf32> into tensor<16x1x1x256xf32>
  %e46 = tensor.empty() : tensor<16x1x1x256xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r45 : tensor<16x1x1x256xf32>) outs(%e46 : tensor<16x1x1x256xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    %b49 = arith.mulf %a47, %c3 : f32
    %b50 = arith.mulf %a47, %c4 : f32
    %b51 = math.erf %b50 : f32
    %b52 = arith.addf %b51, %c5 : f32
    %b53 = arith.mulf %b49, %b52 : f32
    linalg.yield %b53 : f32
  } -> tensor<16x1x1x256xf32>
  %r55 = tensor.collapse_shape %bias [[0], [1, 2]] : tensor<1x1x1xf32> into tensor<1x1xf32>
  %e56 = tensor.empty() : tensor<16x1x1x256xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g54, %r55 : tensor<16x1x1x256xf32>, tensor<1x1xf32>) outs(%e56 : tensor<16x1x1x256xf32>) {
  ^bb0(%a57: f32, %a58: f32, %o59: f32):
    %b60 = arith.addf %a57, %a58 : f32
    linalg.yield %b60 : f32
  } -> tensor<16x1x1x256xf32>
  return %g61 : tensor<16x1x1x256xf32>
}
