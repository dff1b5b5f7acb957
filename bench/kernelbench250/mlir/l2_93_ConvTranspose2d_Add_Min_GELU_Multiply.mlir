// Imported by htam-import from 93_ConvTranspose2d_Add_Min_GELU_Multiply.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x64x64 (input), conv_transpose_weight 64x128x4x4 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias)
func.func @l2_93_convtranspose2d_add_min_gelu_multiply(
    %x: tensor<128x64x64x64xf32>,
    %conv_transpose_weight: tensor<64x128x4x4xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"}) -> (tensor<128x128x130x130xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 0.70710677 : f32
  %c3 = arith.constant 1.0 : f32
  %c4 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<128x64x133x133xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x133x133xf32>) -> tensor<128x64x133x133xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 3, d3 * 2 + 3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x64x64x64xf32>) outs(%f2 : tensor<128x64x133x133xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x64x133x133xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 128, 4, 4] : tensor<64x128x4x4xf32> into tensor<1x64x128x4x4xf32>
  %e7 = tensor.empty() : tensor<1x128x64x4x4xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 3, -d4 + 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x4x4xf32>) outs(%e7 : tensor<1x128x64x4x4xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x4x4xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x128x64x4x4xf32> into tensor<128x64x4x4xf32>
  %e12 = tensor.empty() : tensor<128x128x130x130xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x128x130x130xf32>) -> tensor<128x128x130x130xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<128x64x133x133xf32>, tensor<128x64x4x4xf32>) outs(%f13 : tensor<128x128x130x130xf32>) -> tensor<128x128x130x130xf32>
  %e16 = tensor.empty() : tensor<128x128x130x130xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x128x130x130xf32>, tensor<128xf32>) outs(%e16 : tensor<128x128x130x130xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x128x130x130xf32>
  %e22 = tensor.empty() : tensor<128x128x130x130xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<128x128x130x130xf32>) outs(%e22 : tensor<128x128x130x130xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.addf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<128x128x130x130xf32>
  %e27 = tensor.empty() : tensor<f32>
  %f28 = linalg.fill ins(%c0 : f32) outs(%e27 : tensor<f32>) -> tensor<f32>
  %e29 = tensor.empty() : tensor<128x128x130x130xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g26, %f28 : tensor<128x128x130x130xf32>, tensor<f32>) outs(%e29 : tensor<128x128x130x130xf32>) {
  ^bb0(%a30: f32, %a31: f32, %o32: f32):
    %b33 = arith.minimumf %a30, %a31 : f32
    linalg.yield %b33 : f32
  } -> tensor<128x128x130x130xf32>
  %e35 = tensor.empty() : tensor<128x128x130x130xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g34 : tensor<128x128x130x130xf32>) outs(%e35 : tensor<128x128x130x130xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.mulf %a36, %c1 : f32
    %b39 = arith.mulf %a36, %c2 : f32
    %b40 = math.erf %b39 : f32
    %b41 = arith.addf %b40, %c3 : f32
    %b42 = arith.mulf %b38, %b41 : f32
    linalg.yield %b42 : f32
  } -> tensor<128x128x130x130xf32>
  %e44 = tensor.empty() : tensor<128x128x130x130xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g43 : tensor<128x128x130x130xf32>) outs(%e44 : tensor<128x128x130x130xf32>) {
  ^bb0(%a45: f32, %o46: f32):
    %b47 = arith.mulf %a45, %c4 : f32
    linalg.yield %b47 : f32
  } -> tensor<128x128x130x130xf32>
  return %g48 : tensor<128x128x130x130xf32>
}
