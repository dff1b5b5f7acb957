// Imported by htam-import from 78_ConvTranspose3d_Max_Max_Sum.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x32x32x32 (input), conv_transpose_weight 32x64x5x5x5 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias)
func.func @l2_78_convtranspose3d_max_max_sum(
    %x: tensor<16x32x32x32x32xf32>,
    %conv_transpose_weight: tensor<32x64x5x5x5xf32> {htam.init = "uniform(-0.0111803399..0.0111803399)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0111803399..0.0111803399)"}) -> (tensor<16x1x10x10x10xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<16x32x67x67x67xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32x67x67x67xf32>) -> tensor<16x32x67x67x67xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 2, d3 * 2 + 2, d4 * 2 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x32x32x32x32xf32>) outs(%f2 : tensor<16x32x67x67x67xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x32x67x67x67xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 64, 5, 5, 5] : tensor<32x64x5x5x5xf32> into tensor<1x32x64x5x5x5xf32>
  %e7 = tensor.empty() : tensor<1x64x32x5x5x5xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 4, -d4 + 4, -d5 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x64x5x5x5xf32>) outs(%e7 : tensor<1x64x32x5x5x5xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x32x5x5x5xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x32x5x5x5xf32> into tensor<64x32x5x5x5xf32>
  %e12 = tensor.empty() : tensor<16x64x63x63x63xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x64x63x63x63xf32>) -> tensor<16x64x63x63x63xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x32x67x67x67xf32>, tensor<64x32x5x5x5xf32>) outs(%f13 : tensor<16x64x63x63x63xf32>) -> tensor<16x64x63x63x63xf32>
  %e16 = tensor.empty() : tensor<16x64x63x63x63xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x64x63x63x63xf32>, tensor<64xf32>) outs(%e16 : tensor<16x64x63x63x63xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x64x63x63x63xf32>
  %e22 = tensor.empty() : tensor<16x64x31x31x31xf32>
  %f23 = linalg.fill ins(%c1 : f32) outs(%e22 : tensor<16x64x31x31x31xf32>) -> tensor<16x64x31x31x31xf32>
  %e24 = tensor.empty() : tensor<2x2x2xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g21, %e24 : tensor<16x64x63x63x63xf32>, tensor<2x2x2xf32>) outs(%f23 : tensor<16x64x31x31x31xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.maximumf %a25, %o27 : f32
    linalg.yield %b28 : f32
  } -> tensor<16x64x31x31x31xf32>
  %e30 = tensor.empty() : tensor<16x64x10x10x10xf32>
  %f31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<16x64x10x10x10xf32>) -> tensor<16x64x10x10x10xf32>
  %e32 = tensor.empty() : tensor<3x3x3xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 3 + d5, d3 * 3 + d6, d4 * 3 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g29, %e32 : tensor<16x64x31x31x31xf32>, tensor<3x3x3xf32>) outs(%f31 : tensor<16x64x10x10x10xf32>) {
  ^bb0(%a33: f32, %a34: f32, %o35: f32):
    %b36 = arith.maximumf %a33, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<16x64x10x10x10xf32>
  %e38 = tensor.empty() : tensor<16x10x10x10xf32>
  %f39 = linalg.fill ins(%c0 : f32) outs(%e38 : tensor<16x10x10x10xf32>) -> tensor<16x10x10x10xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g37 : tensor<16x64x10x10x10xf32>) outs(%f39 : tensor<16x10x10x10xf32>) {
  ^bb0(%a40: f32, %o41: f32):
    %b42 = arith.addf %a40, %o41 : f32
    linalg.yield %b42 : f32
  } -> tensor<16x10x10x10xf32>
  %r44 = tensor.expand_shape %g43 [[0], [1, 2], [3], [4]] output_shape [16, 1, 10, 10, 10] : tensor<16x10x10x10xf32> into tensor<16x1x10x10x10xf32>
  return %r44 : tensor<16x1x10x10x10xf32>
}
