// Imported by htam-import from 43_Conv3d_Max_LogSumExp_ReLU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4x32x32x128x128 (input), conv_weight 64x32x3x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_43_conv3d_max_logsumexp_relu(
    %x: tensor<4x32x32x128x128xf32>,
    %conv_weight: tensor<64x32x3x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"}) -> (tensor<4x1x16x64x64xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %e1 = tensor.empty() : tensor<4x32x34x130x130xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<4x32x34x130x130xf32>) -> tensor<4x32x34x130x130xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 1, d3 + 1, d4 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<4x32x32x128x128xf32>) outs(%f2 : tensor<4x32x34x130x130xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<4x32x34x130x130xf32>
  %e6 = tensor.empty() : tensor<4x64x32x128x128xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<4x64x32x128x128xf32>) -> tensor<4x64x32x128x128xf32>
  %conv8 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %conv_weight : tensor<4x32x34x130x130xf32>, tensor<64x32x3x3x3xf32>) outs(%f7 : tensor<4x64x32x128x128xf32>) -> tensor<4x64x32x128x128xf32>
  %e10 = tensor.empty() : tensor<4x64x32x128x128xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %conv_bias : tensor<4x64x32x128x128xf32>, tensor<64xf32>) outs(%e10 : tensor<4x64x32x128x128xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<4x64x32x128x128xf32>
  %e16 = tensor.empty() : tensor<4x64x16x64x64xf32>
  %f17 = linalg.fill ins(%c1 : f32) outs(%e16 : tensor<4x64x16x64x64xf32>) -> tensor<4x64x16x64x64xf32>
  %e18 = tensor.empty() : tensor<2x2x2xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g15, %e18 : tensor<4x64x32x128x128xf32>, tensor<2x2x2xf32>) outs(%f17 : tensor<4x64x16x64x64xf32>) {
  ^bb0(%a19: f32, %a20: f32, %o21: f32):
    %b22 = arith.maximumf %a19, %o21 : f32
    linalg.yield %b22 : f32
  } -> tensor<4x64x16x64x64xf32>
  %e24 = tensor.empty() : tensor<4x16x64x64xf32>
  %f25 = linalg.fill ins(%c1 : f32) outs(%e24 : tensor<4x16x64x64xf32>) -> tensor<4x16x64x64xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g23 : tensor<4x64x16x64x64xf32>) outs(%f25 : tensor<4x16x64x64xf32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.maximumf %a26, %o27 : f32
    linalg.yield %b28 : f32
  } -> tensor<4x16x64x64xf32>
  %e30 = tensor.empty() : tensor<4x16x64x64xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g29 : tensor<4x16x64x64xf32>) outs(%e30 : tensor<4x16x64x64xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = math.absf %a31 : f32
    %b34 = arith.cmpf olt, %b33, %c2 : f32
    %b35 = arith.select %b34, %a31, %c0 : f32
    linalg.yield %b35 : f32
  } -> tensor<4x16x64x64xf32>
  %e38 = tensor.empty() : tensor<4x64x16x64x64xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g23, %g36 : tensor<4x64x16x64x64xf32>, tensor<4x16x64x64xf32>) outs(%e38 : tensor<4x64x16x64x64xf32>) {
  ^bb0(%a39: f32, %a40: f32, %o41: f32):
    %b42 = arith.subf %a39, %a40 : f32
    %b43 = math.exp %b42 : f32
    linalg.yield %b43 : f32
  } -> tensor<4x64x16x64x64xf32>
  %e45 = tensor.empty() : tensor<4x16x64x64xf32>
  %f46 = linalg.fill ins(%c0 : f32) outs(%e45 : tensor<4x16x64x64xf32>) -> tensor<4x16x64x64xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g44 : tensor<4x64x16x64x64xf32>) outs(%f46 : tensor<4x16x64x64xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    %b49 = arith.addf %a47, %o48 : f32
    linalg.yield %b49 : f32
  } -> tensor<4x16x64x64xf32>
  %e51 = tensor.empty() : tensor<4x16x64x64xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g50, %g36 : tensor<4x16x64x64xf32>, tensor<4x16x64x64xf32>) outs(%e51 : tensor<4x16x64x64xf32>) {
  ^bb0(%a52: f32, %a53: f32, %o54: f32):
    %b55 = math.log %a52 : f32
    %b56 = arith.addf %b55, %a53 : f32
    linalg.yield %b56 : f32
  } -> tensor<4x16x64x64xf32>
  %r58 = tensor.expand_shape %g57 [[0], [1, 2], [3], [4]] output_shape [4, 1, 16, 64, 64] : tensor<4x16x64x64xf32> into tensor<4x1x16x64x64xf32>
  %e59 = tensor.empty() : tensor<4x1x16x64x64xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r58 : tensor<4x1x16x64x64xf32>) outs(%e59 : tensor<4x1x16x64x64xf32>) {
  ^bb0(%a60: f32, %o61: f32):
    %b62 = arith.maximumf %a60, %c0 : f32
    linalg.yield %b62 : f32
  } -> tensor<4x1x16x64x64xf32>
  return %g63 : tensor<4x1x16x64x64xf32>
}
