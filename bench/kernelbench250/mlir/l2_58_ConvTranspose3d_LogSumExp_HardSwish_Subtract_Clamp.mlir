// Imported by htam-import from 58_ConvTranspose3d_LogSumExp_HardSwish_Subtract_Clamp.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x32x32 (input), conv_transpose_weight 3x16x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 16 (parameter:conv_transpose.bias), bias 1x1x1x1 (parameter:bias)
func.func @l2_58_convtranspose3d_logsumexp_hardswish_subtract_clamp(
    %x: tensor<128x3x16x32x32xf32>,
    %conv_transpose_weight: tensor<3x16x3x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %conv_transpose_bias: tensor<16xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %bias: tensor<1x1x1x1xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x1x31x63x63xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 1.0 : f32
  %c5 = arith.constant 6.0 : f32
  %c6 = arith.constant -1.0 : f32
  %e1 = tensor.empty() : tensor<128x3x33x65x65xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x3x33x65x65xf32>) -> tensor<128x3x33x65x65xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x3x16x32x32xf32>) outs(%f2 : tensor<128x3x33x65x65xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x3x33x65x65xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 3, 16, 3, 3, 3] : tensor<3x16x3x3x3xf32> into tensor<1x3x16x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x16x3x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x3x16x3x3x3xf32>) outs(%e7 : tensor<1x16x3x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x16x3x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x16x3x3x3x3xf32> into tensor<16x3x3x3x3xf32>
  %e12 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x16x31x63x63xf32>) -> tensor<128x16x31x63x63xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<128x3x33x65x65xf32>, tensor<16x3x3x3x3xf32>) outs(%f13 : tensor<128x16x31x63x63xf32>) -> tensor<128x16x31x63x63xf32>
  %e16 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x16x31x63x63xf32>, tensor<16xf32>) outs(%e16 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x16x31x63x63xf32>
  %e22 = tensor.empty() : tensor<128x31x63x63xf32>
  %f23 = linalg.fill ins(%c1 : f32) outs(%e22 : tensor<128x31x63x63xf32>) -> tensor<128x31x63x63xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g21 : tensor<128x16x31x63x63xf32>) outs(%f23 : tensor<128x31x63x63xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.maximumf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<128x31x63x63xf32>
  %e28 = tensor.empty() : tensor<128x31x63x63xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g27 : tensor<128x31x63x63xf32>) outs(%e28 : tensor<128x31x63x63xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = math.absf %a29 : f32
    %b32 = arith.cmpf olt, %b31, %c2 : f32
    %b33 = arith.select %b32, %a29, %c0 : f32
    linalg.yield %b33 : f32
  } -> tensor<128x31x63x63xf32>
  %e36 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g34 : tensor<128x16x31x63x63xf32>, tensor<128x31x63x63xf32>) outs(%e36 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a37: f32, %a38: f32, %o39: f32):
    %b40 = arith.subf %a37, %a38 : f32
    %b41 = math.exp %b40 : f32
    linalg.yield %b41 : f32
  } -> tensor<128x16x31x63x63xf32>
  %e43 = tensor.empty() : tensor<128x31x63x63xf32>
  %f44 = linalg.fill ins(%c0 : f32) outs(%e43 : tensor<128x31x63x63xf32>) -> tensor<128x31x63x63xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g42 : tensor<128x16x31x63x63xf32>) outs(%f44 : tensor<128x31x63x63xf32>) {
  ^bb0(%a45: f32, %o46: f32):
    %b47 = arith.addf %a45, %o46 : f32
    linalg.yield %b47 : f32
  } -> tensor<128x31x63x63xf32>
  %e49 = tensor.empty() : tensor<128x31x63x63xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g48, %g34 : tensor<128x31x63x63xf32>, tensor<128x31x63x63xf32>) outs(%e49 : tensor<128x31x63x63xf32>) {
  ^bb0(%a50: f32, %a51: f32, %o52: f32):
    %b53 = math.log %a50 : f32
    %b54 = arith.addf %b53, %a51 : f32
    linalg.yield %b54 : f32
  } -> tensor<128x31x63x63xf32>
  %r56 = tensor.expand_shape %g55 [[0], [1, 2], [3], [4]] output_shape [128, 1, 31, 63, 63] : tensor<128x31x63x63xf32> into tensor<128x1x31x63x63xf32>
  %e57 = tensor.empty() : tensor<128x1x31x63x63xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r56 : tensor<128x1x31x63x63xf32>) outs(%e57 : tensor<128x1x31x63x63xf32>) {
  ^bb0(%a58: f32, %o59: f32):
    %b60 = arith.addf %a58, %c3 : f32
    linalg.yield %b60 : f32
  } -> tensor<128x1x31x63x63xf32>
  %e62 = tensor.empty() : tensor<128x1x31x63x63xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g61 : tensor<128x1x31x63x63xf32>) outs(%e62 : tensor<128x1x31x63x63xf32>) {
  ^bb0(%a63: f32, %o64: f32):
    %b65 = arith.negf %a63 : f32
    %b66 = math.exp %b65 : f32
    %b67 = arith.addf %b66, %c4 : f32
    %b68 = arith.divf %c4, %b67 : f32
    linalg.yield %b68 : f32
  } -> tensor<128x1x31x63x63xf32>
  %e70 = tensor.empty() : tensor<128x1x31x63x63xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r56, %g69 : tensor<128x1x31x63x63xf32>, tensor<128x1x31x63x63xf32>) outs(%e70 : tensor<128x1x31x63x63xf32>) {
  ^bb0(%a71: f32, %a72: f32, %o73: f32):
    %b74 = arith.mulf %a71, %a72 : f32
    linalg.yield %b74 : f32
  } -> tensor<128x1x31x63x63xf32>
  %e76 = tensor.empty() : tensor<128x1x31x63x63xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g75 : tensor<128x1x31x63x63xf32>) outs(%e76 : tensor<128x1x31x63x63xf32>) {
  ^bb0(%a77: f32, %o78: f32):
    %b79 = arith.divf %a77, %c5 : f32
    linalg.yield %b79 : f32
  } -> tensor<128x1x31x63x63xf32>
  %r81 = tensor.collapse_shape %bias [[0, 1, 2, 3]] : tensor<1x1x1x1xf32> into tensor<1xf32>
  %e82 = tensor.empty() : tensor<128x1x31x63x63xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g80, %r81 : tensor<128x1x31x63x63xf32>, tensor<1xf32>) outs(%e82 : tensor<128x1x31x63x63xf32>) {
  ^bb0(%a83: f32, %a84: f32, %o85: f32):
    %b86 = arith.subf %a83, %a84 : f32
    linalg.yield %b86 : f32
  } -> tensor<128x1x31x63x63xf32>
  %e88 = tensor.empty() : tensor<128x1x31x63x63xf32>
  %g93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g87 : tensor<128x1x31x63x63xf32>) outs(%e88 : tensor<128x1x31x63x63xf32>) {
  ^bb0(%a89: f32, %o90: f32):
    %b91 = arith.maximumf %a89, %c6 : f32
    %b92 = arith.minimumf %b91, %c4 : f32
    linalg.yield %b92 : f32
  } -> tensor<128x1x31x63x63xf32>
  return %g93 : tensor<128x1x31x63x63xf32>
}
