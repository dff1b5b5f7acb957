// Imported by htam-import from 42_ConvTranspose2d_GlobalAvgPool_BiasAdd_LogSumExp_Sum_Multiply.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x512x512 (input), conv_transpose_weight 64x128x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias), bias 128x1x1 (parameter:bias)
func.func @l2_42_convtranspose2d_globalavgpool_biasadd_logsumexp_sum_multiply(
    %x: tensor<16x64x512x512xf32>,
    %conv_transpose_weight: tensor<64x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %bias: tensor<128x1x1xf32> {htam.init = "normal"}) -> (tensor<16x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 264196.0 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %c4 = arith.constant 1.0e+01 : f32
  %e1 = tensor.empty() : tensor<16x64x516x516xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x516x516xf32>) -> tensor<16x64x516x516xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x64x512x512xf32>) outs(%f2 : tensor<16x64x516x516xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x64x516x516xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 128, 3, 3] : tensor<64x128x3x3xf32> into tensor<1x64x128x3x3xf32>
  %e7 = tensor.empty() : tensor<1x128x64x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x3x3xf32>) outs(%e7 : tensor<1x128x64x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x128x64x3x3xf32> into tensor<128x64x3x3xf32>
  %e12 = tensor.empty() : tensor<16x128x514x514xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x128x514x514xf32>) -> tensor<16x128x514x514xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<16x64x516x516xf32>, tensor<128x64x3x3xf32>) outs(%f13 : tensor<16x128x514x514xf32>) -> tensor<16x128x514x514xf32>
  %e16 = tensor.empty() : tensor<16x128x514x514xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<16x128x514x514xf32>, tensor<128xf32>) outs(%e16 : tensor<16x128x514x514xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<16x128x514x514xf32>
  %e22 = tensor.empty() : tensor<16x128x514xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<16x128x514xf32>) -> tensor<16x128x514xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g21 : tensor<16x128x514x514xf32>) outs(%f23 : tensor<16x128x514xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<16x128x514xf32>
  %e28 = tensor.empty() : tensor<16x128xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g27 : tensor<16x128x514xf32>) outs(%f29 : tensor<16x128xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<16x128xf32>
  %e34 = tensor.empty() : tensor<16x128xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g33 : tensor<16x128xf32>) outs(%e34 : tensor<16x128xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.divf %a35, %c1 : f32
    linalg.yield %b37 : f32
  } -> tensor<16x128xf32>
  %r39 = tensor.expand_shape %g38 [[0], [1, 2, 3]] output_shape [16, 128, 1, 1] : tensor<16x128xf32> into tensor<16x128x1x1xf32>
  %e40 = tensor.empty() : tensor<16x128x1x1xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r39, %bias : tensor<16x128x1x1xf32>, tensor<128x1x1xf32>) outs(%e40 : tensor<16x128x1x1xf32>) {
  ^bb0(%a41: f32, %a42: f32, %o43: f32):
    %b44 = arith.addf %a41, %a42 : f32
    linalg.yield %b44 : f32
  } -> tensor<16x128x1x1xf32>
  %e46 = tensor.empty() : tensor<16x1x1xf32>
  %f47 = linalg.fill ins(%c2 : f32) outs(%e46 : tensor<16x1x1xf32>) -> tensor<16x1x1xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g45 : tensor<16x128x1x1xf32>) outs(%f47 : tensor<16x1x1xf32>) {
  ^bb0(%a48: f32, %o49: f32):
    %b50 = arith.maximumf %a48, %o49 : f32
    linalg.yield %b50 : f32
  } -> tensor<16x1x1xf32>
  %e52 = tensor.empty() : tensor<16x1x1xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g51 : tensor<16x1x1xf32>) outs(%e52 : tensor<16x1x1xf32>) {
  ^bb0(%a53: f32, %o54: f32):
    %b55 = math.absf %a53 : f32
    %b56 = arith.cmpf olt, %b55, %c3 : f32
    %b57 = arith.select %b56, %a53, %c0 : f32
    linalg.yield %b57 : f32
  } -> tensor<16x1x1xf32>
  %r59 = tensor.expand_shape %g58 [[0], [1], [2, 3]] output_shape [16, 1, 1, 1] : tensor<16x1x1xf32> into tensor<16x1x1x1xf32>
  %r60 = tensor.collapse_shape %r59 [[0], [1, 2], [3]] : tensor<16x1x1x1xf32> into tensor<16x1x1xf32>
  %e61 = tensor.empty() : tensor<16x128x1x1xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g45, %r60 : tensor<16x128x1x1xf32>, tensor<16x1x1xf32>) outs(%e61 : tensor<16x128x1x1xf32>) {
  ^bb0(%a62: f32, %a63: f32, %o64: f32):
    %b65 = arith.subf %a62, %a63 : f32
    %b66 = math.exp %b65 : f32
    linalg.yield %b66 : f32
  } -> tensor<16x128x1x1xf32>
  %e68 = tensor.empty() : tensor<16x1x1xf32>
  %f69 = linalg.fill ins(%c0 : f32) outs(%e68 : tensor<16x1x1xf32>) -> tensor<16x1x1xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g67 : tensor<16x128x1x1xf32>) outs(%f69 : tensor<16x1x1xf32>) {
  ^bb0(%a70: f32, %o71: f32):
    %b72 = arith.addf %a70, %o71 : f32
    linalg.yield %b72 : f32
  } -> tensor<16x1x1xf32>
  %e74 = tensor.empty() : tensor<16x1x1xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g73, %g58 : tensor<16x1x1xf32>, tensor<16x1x1xf32>) outs(%e74 : tensor<16x1x1xf32>) {
  ^bb0(%a75: f32, %a76: f32, %o77: f32):
    %b78 = math.log %a75 : f32
    %b79 = arith.addf %b78, %a76 : f32
    linalg.yield %b79 : f32
  } -> tensor<16x1x1xf32>
  %r81 = tensor.expand_shape %g80 [[0], [1], [2, 3]] output_shape [16, 1, 1, 1] : tensor<16x1x1xf32> into tensor<16x1x1x1xf32>
  %e82 = tensor.empty() : tensor<16x1xf32>
  %f83 = linalg.fill ins(%c0 : f32) outs(%e82 : tensor<16x1xf32>) -> tensor<16x1xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%r81 : tensor<16x1x1x1xf32>) outs(%f83 : tensor<16x1xf32>) {
  ^bb0(%a84: f32, %o85: f32):
    %b86 = arith.addf %a84, %o85 : f32
    linalg.yield %b86 : f32
  } -> tensor<16x1xf32>
  %e88 = tensor.empty() : tensor<16x1xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g87 : tensor<16x1xf32>) outs(%e88 : tensor<16x1xf32>) {
  ^bb0(%a89: f32, %o90: f32):
    %b91 = arith.mulf %a89, %c4 : f32
    linalg.yield %b91 : f32
  } -> tensor<16x1xf32>
  return %g92 : tensor<16x1xf32>
}
