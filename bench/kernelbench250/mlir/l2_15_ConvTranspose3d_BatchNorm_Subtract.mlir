// Imported by htam-import from 15_ConvTranspose3d_BatchNorm_Subtract.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x16x16x32x32 (input), conv_transpose_weight 16x32x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 32 (parameter:conv_transpose.bias), batch_norm_weight 32 (parameter:batch_norm.weight), batch_norm_bias 32 (parameter:batch_norm.bias)
func.func @l2_15_convtranspose3d_batchnorm_subtract(
    %x: tensor<16x16x16x32x32xf32>,
    %conv_transpose_weight: tensor<16x32x3x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %conv_transpose_bias: tensor<32xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %batch_norm_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %batch_norm_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<16x32x31x63x63xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1968624.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 123039.0 : f32
  %e1 = tensor.empty() : tensor<16x16x33x65x65xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x16x33x65x65xf32>) -> tensor<16x16x33x65x65xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x16x16x32x32xf32>) outs(%f2 : tensor<16x16x33x65x65xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x16x33x65x65xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 16, 32, 3, 3, 3] : tensor<16x32x3x3x3xf32> into tensor<1x16x32x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x32x16x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x16x32x3x3x3xf32>) outs(%e7 : tensor<1x32x16x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x32x16x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x32x16x3x3x3xf32> into tensor<32x16x3x3x3xf32>
  %e12 = tensor.empty() : tensor<16x32x31x63x63xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x32x31x63x63xf32>) -> tensor<16x32x31x63x63xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x16x33x65x65xf32>, tensor<32x16x3x3x3xf32>) outs(%f13 : tensor<16x32x31x63x63xf32>) -> tensor<16x32x31x63x63xf32>
  %e16 = tensor.empty() : tensor<16x32x31x63x63xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x32x31x63x63xf32>, tensor<32xf32>) outs(%e16 : tensor<16x32x31x63x63xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x32x31x63x63xf32>
  %e22 = tensor.empty() : tensor<16x32x31x63xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<16x32x31x63xf32>) -> tensor<16x32x31x63xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g21 : tensor<16x32x31x63x63xf32>) outs(%f23 : tensor<16x32x31x63xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<16x32x31x63xf32>
  %e28 = tensor.empty() : tensor<32xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<32xf32>) -> tensor<32xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g27 : tensor<16x32x31x63xf32>) outs(%f29 : tensor<32xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<32xf32>
  %e34 = tensor.empty() : tensor<32xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g33 : tensor<32xf32>) outs(%e34 : tensor<32xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.divf %a35, %c1 : f32
    linalg.yield %b37 : f32
  } -> tensor<32xf32>
  %e40 = tensor.empty() : tensor<16x32x31x63x63xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g38 : tensor<16x32x31x63x63xf32>, tensor<32xf32>) outs(%e40 : tensor<16x32x31x63x63xf32>) {
  ^bb0(%a41: f32, %a42: f32, %o43: f32):
    %b44 = arith.subf %a41, %a42 : f32
    %b45 = arith.mulf %b44, %b44 : f32
    linalg.yield %b45 : f32
  } -> tensor<16x32x31x63x63xf32>
  %e47 = tensor.empty() : tensor<16x32x31x63xf32>
  %f48 = linalg.fill ins(%c0 : f32) outs(%e47 : tensor<16x32x31x63xf32>) -> tensor<16x32x31x63xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g46 : tensor<16x32x31x63x63xf32>) outs(%f48 : tensor<16x32x31x63xf32>) {
  ^bb0(%a49: f32, %o50: f32):
    %b51 = arith.addf %a49, %o50 : f32
    linalg.yield %b51 : f32
  } -> tensor<16x32x31x63xf32>
  %e53 = tensor.empty() : tensor<32xf32>
  %f54 = linalg.fill ins(%c0 : f32) outs(%e53 : tensor<32xf32>) -> tensor<32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g52 : tensor<16x32x31x63xf32>) outs(%f54 : tensor<32xf32>) {
  ^bb0(%a55: f32, %o56: f32):
    %b57 = arith.addf %a55, %o56 : f32
    linalg.yield %b57 : f32
  } -> tensor<32xf32>
  %e59 = tensor.empty() : tensor<32xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g58 : tensor<32xf32>) outs(%e59 : tensor<32xf32>) {
  ^bb0(%a60: f32, %o61: f32):
    %b62 = arith.divf %a60, %c1 : f32
    linalg.yield %b62 : f32
  } -> tensor<32xf32>
  %e67 = tensor.empty() : tensor<16x32x31x63x63xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g38, %g63, %batch_norm_weight, %batch_norm_bias : tensor<16x32x31x63x63xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e67 : tensor<16x32x31x63x63xf32>) {
  ^bb0(%a68: f32, %a69: f32, %a70: f32, %a71: f32, %a72: f32, %o73: f32):
    %b74 = arith.addf %a70, %c2 : f32
    %b75 = math.sqrt %b74 : f32
    %b76 = arith.subf %a68, %a69 : f32
    %b77 = arith.divf %b76, %b75 : f32
    %b78 = arith.mulf %b77, %a71 : f32
    %b79 = arith.addf %b78, %a72 : f32
    linalg.yield %b79 : f32
  } -> tensor<16x32x31x63x63xf32>
  %e81 = tensor.empty() : tensor<16x32x31x63xf32>
  %f82 = linalg.fill ins(%c0 : f32) outs(%e81 : tensor<16x32x31x63xf32>) -> tensor<16x32x31x63xf32>
  %g86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g80 : tensor<16x32x31x63x63xf32>) outs(%f82 : tensor<16x32x31x63xf32>) {
  ^bb0(%a83: f32, %o84: f32):
    %b85 = arith.addf %a83, %o84 : f32
    linalg.yield %b85 : f32
  } -> tensor<16x32x31x63xf32>
  %e87 = tensor.empty() : tensor<16x32xf32>
  %f88 = linalg.fill ins(%c0 : f32) outs(%e87 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g86 : tensor<16x32x31x63xf32>) outs(%f88 : tensor<16x32xf32>) {
  ^bb0(%a89: f32, %o90: f32):
    %b91 = arith.addf %a89, %o90 : f32
    linalg.yield %b91 : f32
  } -> tensor<16x32xf32>
  %e93 = tensor.empty() : tensor<16x32xf32>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g92 : tensor<16x32xf32>) outs(%e93 : tensor<16x32xf32>) {
  ^bb0(%a94: f32, %o95: f32):
    %b96 = arith.divf %a94, %c3 : f32
    linalg.yield %b96 : f32
  } -> tensor<16x32xf32>
  %e99 = tensor.empty() : tensor<16x32x31x63x63xf32>
  %g104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g80, %g97 : tensor<16x32x31x63x63xf32>, tensor<16x32xf32>) outs(%e99 : tensor<16x32x31x63x63xf32>) {
  ^bb0(%a100: f32, %a101: f32, %o102: f32):
    %b103 = arith.subf %a100, %a101 : f32
    linalg.yield %b103 : f32
  } -> tensor<16x32x31x63x63xf32>
  return %g104 : tensor<16x32x31x63x63xf32>
}
