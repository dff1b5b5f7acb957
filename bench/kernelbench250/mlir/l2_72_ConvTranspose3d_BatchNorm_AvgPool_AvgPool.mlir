// Imported by htam-import from 72_ConvTranspose3d_BatchNorm_AvgPool_AvgPool.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x3x32x32x32 (input), conv_transpose_weight 3x16x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 16 (parameter:conv_transpose.bias), batch_norm_weight 16 (parameter:batch_norm.weight), batch_norm_bias 16 (parameter:batch_norm.bias)
func.func @l2_72_convtranspose3d_batchnorm_avgpool_avgpool(
    %x: tensor<64x3x32x32x32xf32>,
    %conv_transpose_weight: tensor<3x16x3x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %conv_transpose_bias: tensor<16xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %batch_norm_weight: tensor<16xf32> {htam.init = "uniform(0.5..1.5)"},
    %batch_norm_bias: tensor<16xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<64x16x15x15x15xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 16003008.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 8.0 : f32
  %e1 = tensor.empty() : tensor<64x3x65x65x65xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x3x65x65x65xf32>) -> tensor<64x3x65x65x65xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<64x3x32x32x32xf32>) outs(%f2 : tensor<64x3x65x65x65xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<64x3x65x65x65xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 3, 16, 3, 3, 3] : tensor<3x16x3x3x3xf32> into tensor<1x3x16x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x16x3x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x3x16x3x3x3xf32>) outs(%e7 : tensor<1x16x3x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x16x3x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x16x3x3x3x3xf32> into tensor<16x3x3x3x3xf32>
  %e12 = tensor.empty() : tensor<64x16x63x63x63xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<64x16x63x63x63xf32>) -> tensor<64x16x63x63x63xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<64x3x65x65x65xf32>, tensor<16x3x3x3x3xf32>) outs(%f13 : tensor<64x16x63x63x63xf32>) -> tensor<64x16x63x63x63xf32>
  %e16 = tensor.empty() : tensor<64x16x63x63x63xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<64x16x63x63x63xf32>, tensor<16xf32>) outs(%e16 : tensor<64x16x63x63x63xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<64x16x63x63x63xf32>
  %e22 = tensor.empty() : tensor<64x16x63x63xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<64x16x63x63xf32>) -> tensor<64x16x63x63xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g21 : tensor<64x16x63x63x63xf32>) outs(%f23 : tensor<64x16x63x63xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<64x16x63x63xf32>
  %e28 = tensor.empty() : tensor<64x16x63xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<64x16x63xf32>) -> tensor<64x16x63xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g27 : tensor<64x16x63x63xf32>) outs(%f29 : tensor<64x16x63xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<64x16x63xf32>
  %e34 = tensor.empty() : tensor<16xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<16xf32>) -> tensor<16xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g33 : tensor<64x16x63xf32>) outs(%f35 : tensor<16xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<16xf32>
  %e40 = tensor.empty() : tensor<16xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g39 : tensor<16xf32>) outs(%e40 : tensor<16xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.divf %a41, %c1 : f32
    linalg.yield %b43 : f32
  } -> tensor<16xf32>
  %e46 = tensor.empty() : tensor<64x16x63x63x63xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g44 : tensor<64x16x63x63x63xf32>, tensor<16xf32>) outs(%e46 : tensor<64x16x63x63x63xf32>) {
  ^bb0(%a47: f32, %a48: f32, %o49: f32):
    %b50 = arith.subf %a47, %a48 : f32
    %b51 = arith.mulf %b50, %b50 : f32
    linalg.yield %b51 : f32
  } -> tensor<64x16x63x63x63xf32>
  %e53 = tensor.empty() : tensor<64x16x63x63xf32>
  %f54 = linalg.fill ins(%c0 : f32) outs(%e53 : tensor<64x16x63x63xf32>) -> tensor<64x16x63x63xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g52 : tensor<64x16x63x63x63xf32>) outs(%f54 : tensor<64x16x63x63xf32>) {
  ^bb0(%a55: f32, %o56: f32):
    %b57 = arith.addf %a55, %o56 : f32
    linalg.yield %b57 : f32
  } -> tensor<64x16x63x63xf32>
  %e59 = tensor.empty() : tensor<64x16x63xf32>
  %f60 = linalg.fill ins(%c0 : f32) outs(%e59 : tensor<64x16x63xf32>) -> tensor<64x16x63xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g58 : tensor<64x16x63x63xf32>) outs(%f60 : tensor<64x16x63xf32>) {
  ^bb0(%a61: f32, %o62: f32):
    %b63 = arith.addf %a61, %o62 : f32
    linalg.yield %b63 : f32
  } -> tensor<64x16x63xf32>
  %e65 = tensor.empty() : tensor<16xf32>
  %f66 = linalg.fill ins(%c0 : f32) outs(%e65 : tensor<16xf32>) -> tensor<16xf32>
  %g70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g64 : tensor<64x16x63xf32>) outs(%f66 : tensor<16xf32>) {
  ^bb0(%a67: f32, %o68: f32):
    %b69 = arith.addf %a67, %o68 : f32
    linalg.yield %b69 : f32
  } -> tensor<16xf32>
  %e71 = tensor.empty() : tensor<16xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g70 : tensor<16xf32>) outs(%e71 : tensor<16xf32>) {
  ^bb0(%a72: f32, %o73: f32):
    %b74 = arith.divf %a72, %c1 : f32
    linalg.yield %b74 : f32
  } -> tensor<16xf32>
  %e79 = tensor.empty() : tensor<64x16x63x63x63xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g44, %g75, %batch_norm_weight, %batch_norm_bias : tensor<64x16x63x63x63xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e79 : tensor<64x16x63x63x63xf32>) {
  ^bb0(%a80: f32, %a81: f32, %a82: f32, %a83: f32, %a84: f32, %o85: f32):
    %b86 = arith.addf %a82, %c2 : f32
    %b87 = math.sqrt %b86 : f32
    %b88 = arith.subf %a80, %a81 : f32
    %b89 = arith.divf %b88, %b87 : f32
    %b90 = arith.mulf %b89, %a83 : f32
    %b91 = arith.addf %b90, %a84 : f32
    linalg.yield %b91 : f32
  } -> tensor<64x16x63x63x63xf32>
  %e93 = tensor.empty() : tensor<64x16x31x31x31xf32>
  %f94 = linalg.fill ins(%c0 : f32) outs(%e93 : tensor<64x16x31x31x31xf32>) -> tensor<64x16x31x31x31xf32>
  %e95 = tensor.empty() : tensor<2x2x2xf32>
  %g100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g92, %e95 : tensor<64x16x63x63x63xf32>, tensor<2x2x2xf32>) outs(%f94 : tensor<64x16x31x31x31xf32>) {
  ^bb0(%a96: f32, %a97: f32, %o98: f32):
    %b99 = arith.addf %a96, %o98 : f32
    linalg.yield %b99 : f32
  } -> tensor<64x16x31x31x31xf32>
  %e101 = tensor.empty() : tensor<64x16x31x31x31xf32>
  %g105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g100 : tensor<64x16x31x31x31xf32>) outs(%e101 : tensor<64x16x31x31x31xf32>) {
  ^bb0(%a102: f32, %o103: f32):
    %b104 = arith.divf %a102, %c3 : f32
    linalg.yield %b104 : f32
  } -> tensor<64x16x31x31x31xf32>
  %e106 = tensor.empty() : tensor<64x16x15x15x15xf32>
  %f107 = linalg.fill ins(%c0 : f32) outs(%e106 : tensor<64x16x15x15x15xf32>) -> tensor<64x16x15x15x15xf32>
  %e108 = tensor.empty() : tensor<2x2x2xf32>
  %g113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g105, %e108 : tensor<64x16x31x31x31xf32>, tensor<2x2x2xf32>) outs(%f107 : tensor<64x16x15x15x15xf32>) {
  ^bb0(%a109: f32, %a110: f32, %o111: f32):
    %b112 = arith.addf %a109, %o111 : f32
    linalg.yield %b112 : f32
  } -> tensor<64x16x15x15x15xf32>
  %e114 = tensor.empty() : tensor<64x16x15x15x15xf32>
  %g118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g113 : tensor<64x16x15x15x15xf32>) outs(%e114 : tensor<64x16x15x15x15xf32>) {
  ^bb0(%a115: f32, %o116: f32):
    %b117 = arith.divf %a115, %c3 : f32
    linalg.yield %b117 : f32
  } -> tensor<64x16x15x15x15xf32>
  return %g118 : tensor<64x16x15x15x15xf32>
}
