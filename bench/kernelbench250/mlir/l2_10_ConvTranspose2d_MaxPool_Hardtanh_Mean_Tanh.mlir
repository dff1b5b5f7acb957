// Imported by htam-import from 10_ConvTranspose2d_MaxPool_Hardtanh_Mean_Tanh.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x256x256 (input), conv_transpose_weight 64x64x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias)
func.func @l2_10_convtranspose2d_maxpool_hardtanh_mean_tanh(
    %x: tensor<128x64x256x256xf32>,
    %conv_transpose_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<128x64x1x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant -1.0 : f32
  %c3 = arith.constant 1.0 : f32
  %c4 = arith.constant 16384.0 : f32
  %e1 = tensor.empty() : tensor<128x64x258x258xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x258x258xf32>) -> tensor<128x64x258x258xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x64x256x256xf32>) outs(%f2 : tensor<128x64x258x258xf32>) {
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
  %e22 = tensor.empty() : tensor<128x64x128x128xf32>
  %f23 = linalg.fill ins(%c1 : f32) outs(%e22 : tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xf32>
  %e24 = tensor.empty() : tensor<2x2xf32>
  %pool25 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g21, %e24 : tensor<128x64x256x256xf32>, tensor<2x2xf32>) outs(%f23 : tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xf32>
  %e26 = tensor.empty() : tensor<128x64x128x128xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool25 : tensor<128x64x128x128xf32>) outs(%e26 : tensor<128x64x128x128xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    %b29 = arith.maximumf %a27, %c2 : f32
    %b30 = arith.minimumf %b29, %c3 : f32
    linalg.yield %b30 : f32
  } -> tensor<128x64x128x128xf32>
  %e32 = tensor.empty() : tensor<128x64xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g31 : tensor<128x64x128x128xf32>) outs(%f33 : tensor<128x64xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<128x64xf32>
  %e38 = tensor.empty() : tensor<128x64xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g37 : tensor<128x64xf32>) outs(%e38 : tensor<128x64xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c4 : f32
    linalg.yield %b41 : f32
  } -> tensor<128x64xf32>
  %r43 = tensor.expand_shape %g42 [[0], [1, 2, 3]] output_shape [128, 64, 1, 1] : tensor<128x64xf32> into tensor<128x64x1x1xf32>
  %e44 = tensor.empty() : tensor<128x64x1x1xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r43 : tensor<128x64x1x1xf32>) outs(%e44 : tensor<128x64x1x1xf32>) {
  ^bb0(%a45: f32, %o46: f32):
    %b47 = math.tanh %a45 : f32
    linalg.yield %b47 : f32
  } -> tensor<128x64x1x1xf32>
  return %g48 : tensor<128x64x1x1xf32>
}
