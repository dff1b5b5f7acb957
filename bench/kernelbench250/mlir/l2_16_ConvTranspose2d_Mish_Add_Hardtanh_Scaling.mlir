// Imported by htam-import from 16_ConvTranspose2d_Mish_Add_Hardtanh_Scaling.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x128x128 (input), conv_transpose_weight 64x64x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias)
func.func @l2_16_convtranspose2d_mish_add_hardtanh_scaling(
    %x: tensor<128x64x128x128xf32>,
    %conv_transpose_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<128x64x256x256xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0e+01 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant -1.0 : f32
  %c4 = arith.constant 1.0 : f32
  %c5 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<128x64x258x258xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x258x258xf32>) -> tensor<128x64x258x258xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x64x128x128xf32>) outs(%f2 : tensor<128x64x258x258xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x64x258x258xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 64, 3, 3] : tensor<64x64x3x3xf32> into tensor<1x64x64x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x64x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x64x3x3xf32>) outs(%e7 : tensor<1x64x64x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x64x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x64x64x3x3xf32> into tensor<64x64x3x3xf32>
  %e12 = tensor.empty() : tensor<128x64x256x256xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<128x64x258x258xf32>, tensor<64x64x3x3xf32>) outs(%f13 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %e16 = tensor.empty() : tensor<128x64x256x256xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x64x256x256xf32>, tensor<64xf32>) outs(%e16 : tensor<128x64x256x256xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x64x256x256xf32>
  %e22 = tensor.empty() : tensor<128x64x256x256xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<128x64x256x256xf32>) outs(%e22 : tensor<128x64x256x256xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = math.exp %a23 : f32
    %b26 = math.log1p %b25 : f32
    %b27 = arith.cmpf ogt, %a23, %c1 : f32
    %b28 = arith.select %b27, %a23, %b26 : f32
    %b29 = math.tanh %b28 : f32
    %b30 = arith.mulf %a23, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<128x64x256x256xf32>
  %e32 = tensor.empty() : tensor<128x64x256x256xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g31 : tensor<128x64x256x256xf32>) outs(%e32 : tensor<128x64x256x256xf32>) {
  ^bb0(%a33: f32, %o34: f32):
    %b35 = arith.addf %a33, %c2 : f32
    linalg.yield %b35 : f32
  } -> tensor<128x64x256x256xf32>
  %e37 = tensor.empty() : tensor<128x64x256x256xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g36 : tensor<128x64x256x256xf32>) outs(%e37 : tensor<128x64x256x256xf32>) {
  ^bb0(%a38: f32, %o39: f32):
    %b40 = arith.maximumf %a38, %c3 : f32
    %b41 = arith.minimumf %b40, %c4 : f32
    linalg.yield %b41 : f32
  } -> tensor<128x64x256x256xf32>
  %e43 = tensor.empty() : tensor<128x64x256x256xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g42 : tensor<128x64x256x256xf32>) outs(%e43 : tensor<128x64x256x256xf32>) {
  ^bb0(%a44: f32, %o45: f32):
    %b46 = arith.mulf %a44, %c5 : f32
    linalg.yield %b46 : f32
  } -> tensor<128x64x256x256xf32>
  return %g47 : tensor<128x64x256x256xf32>
}
