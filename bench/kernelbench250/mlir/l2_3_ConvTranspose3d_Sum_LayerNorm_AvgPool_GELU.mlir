// Imported by htam-import from 3_ConvTranspose3d_Sum_LayerNorm_AvgPool_GELU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32x32x16x32x32 (input), conv_transpose_weight 32x64x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), sum_weight scalar (parameter:sum_weight), norm_weight 64 (parameter:norm.weight), norm_bias 64 (parameter:norm.bias)
func.func @l2_3_convtranspose3d_sum_layernorm_avgpool_gelu(
    %x: tensor<32x32x16x32x32xf32>,
    %conv_transpose_weight: tensor<32x64x3x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %sum_weight: tensor<f32> {htam.init = "uniform(0.5..1.5)"},
    %norm_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %norm_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<32x64x16x32x32xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 64.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 8.0 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant 0.70710677 : f32
  %c6 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<32x32x34x66x66xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32x32x34x66x66xf32>) -> tensor<32x32x34x66x66xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<32x32x16x32x32xf32>) outs(%f2 : tensor<32x32x34x66x66xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<32x32x34x66x66xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 64, 3, 3, 3] : tensor<32x64x3x3x3xf32> into tensor<1x32x64x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x32x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x64x3x3x3xf32>) outs(%e7 : tensor<1x64x32x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x32x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x32x3x3x3xf32> into tensor<64x32x3x3x3xf32>
  %e12 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<32x64x32x64x64xf32>) -> tensor<32x64x32x64x64xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<32x32x34x66x66xf32>, tensor<64x32x3x3x3xf32>) outs(%f13 : tensor<32x64x32x64x64xf32>) -> tensor<32x64x32x64x64xf32>
  %e16 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<32x64x32x64x64xf32>, tensor<64xf32>) outs(%e16 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e22 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %sum_weight : tensor<32x64x32x64x64xf32>, tensor<f32>) outs(%e22 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.addf %a23, %a24 : f32
    linalg.yield %b26 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e28 = tensor.empty() : tensor<32x64x32x64xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<32x64x32x64xf32>) -> tensor<32x64x32x64xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g27 : tensor<32x64x32x64x64xf32>) outs(%f29 : tensor<32x64x32x64xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<32x64x32x64xf32>
  %e34 = tensor.empty() : tensor<32x64x32x64xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g33 : tensor<32x64x32x64xf32>) outs(%e34 : tensor<32x64x32x64xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.divf %a35, %c1 : f32
    linalg.yield %b37 : f32
  } -> tensor<32x64x32x64xf32>
  %e40 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g27, %g38 : tensor<32x64x32x64x64xf32>, tensor<32x64x32x64xf32>) outs(%e40 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a41: f32, %a42: f32, %o43: f32):
    %b44 = arith.subf %a41, %a42 : f32
    %b45 = arith.mulf %b44, %b44 : f32
    linalg.yield %b45 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e47 = tensor.empty() : tensor<32x64x32x64xf32>
  %f48 = linalg.fill ins(%c0 : f32) outs(%e47 : tensor<32x64x32x64xf32>) -> tensor<32x64x32x64xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g46 : tensor<32x64x32x64x64xf32>) outs(%f48 : tensor<32x64x32x64xf32>) {
  ^bb0(%a49: f32, %o50: f32):
    %b51 = arith.addf %a49, %o50 : f32
    linalg.yield %b51 : f32
  } -> tensor<32x64x32x64xf32>
  %e53 = tensor.empty() : tensor<32x64x32x64xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g52 : tensor<32x64x32x64xf32>) outs(%e53 : tensor<32x64x32x64xf32>) {
  ^bb0(%a54: f32, %o55: f32):
    %b56 = arith.divf %a54, %c1 : f32
    linalg.yield %b56 : f32
  } -> tensor<32x64x32x64xf32>
  %e59 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g27, %g38, %g57, %norm_weight, %norm_bias : tensor<32x64x32x64x64xf32>, tensor<32x64x32x64xf32>, tensor<32x64x32x64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e59 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a60: f32, %a61: f32, %a62: f32, %a63: f32, %a64: f32, %o65: f32):
    %b66 = arith.addf %a62, %c2 : f32
    %b67 = math.sqrt %b66 : f32
    %b68 = arith.subf %a60, %a61 : f32
    %b69 = arith.divf %b68, %b67 : f32
    %b70 = arith.mulf %b69, %a63 : f32
    %b71 = arith.addf %b70, %a64 : f32
    linalg.yield %b71 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e73 = tensor.empty() : tensor<32x64x16x32x32xf32>
  %f74 = linalg.fill ins(%c0 : f32) outs(%e73 : tensor<32x64x16x32x32xf32>) -> tensor<32x64x16x32x32xf32>
  %e75 = tensor.empty() : tensor<2x2x2xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g72, %e75 : tensor<32x64x32x64x64xf32>, tensor<2x2x2xf32>) outs(%f74 : tensor<32x64x16x32x32xf32>) {
  ^bb0(%a76: f32, %a77: f32, %o78: f32):
    %b79 = arith.addf %a76, %o78 : f32
    linalg.yield %b79 : f32
  } -> tensor<32x64x16x32x32xf32>
  %e81 = tensor.empty() : tensor<32x64x16x32x32xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g80 : tensor<32x64x16x32x32xf32>) outs(%e81 : tensor<32x64x16x32x32xf32>) {
  ^bb0(%a82: f32, %o83: f32):
    %b84 = arith.divf %a82, %c3 : f32
    linalg.yield %b84 : f32
  } -> tensor<32x64x16x32x32xf32>
  %e86 = tensor.empty() : tensor<32x64x16x32x32xf32>
  %g94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g85 : tensor<32x64x16x32x32xf32>) outs(%e86 : tensor<32x64x16x32x32xf32>) {
  ^bb0(%a87: f32, %o88: f32):
    %b89 = arith.mulf %a87, %c4 : f32
    %b90 = arith.mulf %a87, %c5 : f32
    %b91 = math.erf %b90 : f32
    %b92 = arith.addf %b91, %c6 : f32
    %b93 = arith.mulf %b89, %b92 : f32
    linalg.yield %b93 : f32
  } -> tensor<32x64x16x32x32xf32>
  return %g94 : tensor<32x64x16x32x32xf32>
}
