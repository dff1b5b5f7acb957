// Imported by htam-import from 89_ConvTranspose3d_MaxPool_Softmax_Subtract_Swish_Max.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x32x32 (input), conv_transpose_weight 3x16x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 16 (parameter:conv_transpose.bias), subtract 16 (parameter:subtract)
func.func @l2_89_convtranspose3d_maxpool_softmax_subtract_swish_max(
    %x: tensor<128x3x16x32x32xf32>,
    %conv_transpose_weight: tensor<3x16x3x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %conv_transpose_bias: tensor<16xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %subtract: tensor<16xf32> {htam.init = "uniform(-2.330477..1.22153783)"}) -> (tensor<128x16x32x32xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<128x3x34x66x66xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x3x34x66x66xf32>) -> tensor<128x3x34x66x66xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x3x16x32x32xf32>) outs(%f2 : tensor<128x3x34x66x66xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x3x34x66x66xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 3, 16, 3, 3, 3] : tensor<3x16x3x3x3xf32> into tensor<1x3x16x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x16x3x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x3x16x3x3x3xf32>) outs(%e7 : tensor<1x16x3x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x16x3x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x16x3x3x3x3xf32> into tensor<16x3x3x3x3xf32>
  %e12 = tensor.empty() : tensor<128x16x32x64x64xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x16x32x64x64xf32>) -> tensor<128x16x32x64x64xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<128x3x34x66x66xf32>, tensor<16x3x3x3x3xf32>) outs(%f13 : tensor<128x16x32x64x64xf32>) -> tensor<128x16x32x64x64xf32>
  %e16 = tensor.empty() : tensor<128x16x32x64x64xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x16x32x64x64xf32>, tensor<16xf32>) outs(%e16 : tensor<128x16x32x64x64xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x16x32x64x64xf32>
  %e22 = tensor.empty() : tensor<128x16x16x32x32xf32>
  %f23 = linalg.fill ins(%c1 : f32) outs(%e22 : tensor<128x16x16x32x32xf32>) -> tensor<128x16x16x32x32xf32>
  %e24 = tensor.empty() : tensor<2x2x2xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g21, %e24 : tensor<128x16x32x64x64xf32>, tensor<2x2x2xf32>) outs(%f23 : tensor<128x16x16x32x32xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.maximumf %a25, %o27 : f32
    linalg.yield %b28 : f32
  } -> tensor<128x16x16x32x32xf32>
  %e30 = tensor.empty() : tensor<128x16x16x32x32xf32>
  %sm31 = linalg.softmax dimension(1) ins(%g29 : tensor<128x16x16x32x32xf32>) outs(%e30 : tensor<128x16x16x32x32xf32>) -> tensor<128x16x16x32x32xf32>
  %e33 = tensor.empty() : tensor<128x16x16x32x32xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%sm31, %subtract : tensor<128x16x16x32x32xf32>, tensor<16xf32>) outs(%e33 : tensor<128x16x16x32x32xf32>) {
  ^bb0(%a34: f32, %a35: f32, %o36: f32):
    %b37 = arith.subf %a34, %a35 : f32
    linalg.yield %b37 : f32
  } -> tensor<128x16x16x32x32xf32>
  %e39 = tensor.empty() : tensor<128x16x16x32x32xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g38 : tensor<128x16x16x32x32xf32>) outs(%e39 : tensor<128x16x16x32x32xf32>) {
  ^bb0(%a40: f32, %o41: f32):
    %b42 = arith.negf %a40 : f32
    %b43 = math.exp %b42 : f32
    %b44 = arith.addf %b43, %c2 : f32
    %b45 = arith.divf %c2, %b44 : f32
    linalg.yield %b45 : f32
  } -> tensor<128x16x16x32x32xf32>
  %e47 = tensor.empty() : tensor<128x16x16x32x32xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g46, %g38 : tensor<128x16x16x32x32xf32>, tensor<128x16x16x32x32xf32>) outs(%e47 : tensor<128x16x16x32x32xf32>) {
  ^bb0(%a48: f32, %a49: f32, %o50: f32):
    %b51 = arith.mulf %a48, %a49 : f32
    linalg.yield %b51 : f32
  } -> tensor<128x16x16x32x32xf32>
  %e53 = tensor.empty() : tensor<128x16x32x32xf32>
  %f54 = linalg.fill ins(%c1 : f32) outs(%e53 : tensor<128x16x32x32xf32>) -> tensor<128x16x32x32xf32>
  %e55 = tensor.empty() : tensor<128x16x32x32xi64>
  %f56 = linalg.fill ins(%c3 : i64) outs(%e55 : tensor<128x16x32x32xi64>) -> tensor<128x16x32x32xi64>
  %g67:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g52 : tensor<128x16x16x32x32xf32>) outs(%f54, %f56 : tensor<128x16x32x32xf32>, tensor<128x16x32x32xi64>) {
  ^bb0(%a57: f32, %o58: f32, %o59: i64):
    %i60 = linalg.index 1 : index
    %b61 = arith.index_cast %i60 : index to i64
    %b62 = arith.cmpf ogt, %a57, %o58 : f32
    %b63 = arith.cmpf uno, %a57, %a57 : f32
    %b64 = arith.ori %b62, %b63 : i1
    %b65 = arith.select %b64, %a57, %o58 : f32
    %b66 = arith.select %b64, %b61, %o59 : i64
    linalg.yield %b65, %b66 : f32, i64
  } -> (tensor<128x16x32x32xf32>, tensor<128x16x32x32xi64>)
  return %g67#0 : tensor<128x16x32x32xf32>
}
