// Imported by htam-import from 50_ConvTranspose3d_Scaling_AvgPool_BiasAdd_Scaling.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x32x32 (input), conv_transpose_weight 3x16x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 16 (parameter:conv_transpose.bias), scale1_ scalar (parameter:scale1), bias 16x1x1x1 (parameter:bias), scale2_ scalar (parameter:scale2)
func.func @l2_50_convtranspose3d_scaling_avgpool_biasadd_scaling(
    %x: tensor<128x3x16x32x32xf32>,
    %conv_transpose_weight: tensor<3x16x3x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %conv_transpose_bias: tensor<16xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %scale1_: tensor<f32> {htam.init = "uniform(-0.5..0.5)"},
    %bias: tensor<16x1x1x1xf32> {htam.init = "uniform(-2.330477..1.22153783)"},
    %scale2_: tensor<f32> {htam.init = "uniform(0.5..1.5)"}) -> (tensor<128x16x15x31x31xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 8.0 : f32
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
  %e22 = tensor.empty() : tensor<128x16x31x63x63xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %scale1_ : tensor<128x16x31x63x63xf32>, tensor<f32>) outs(%e22 : tensor<128x16x31x63x63xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.mulf %a23, %a24 : f32
    linalg.yield %b26 : f32
  } -> tensor<128x16x31x63x63xf32>
  %e28 = tensor.empty() : tensor<128x16x15x31x31xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<128x16x15x31x31xf32>) -> tensor<128x16x15x31x31xf32>
  %e30 = tensor.empty() : tensor<2x2x2xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g27, %e30 : tensor<128x16x31x63x63xf32>, tensor<2x2x2xf32>) outs(%f29 : tensor<128x16x15x31x31xf32>) {
  ^bb0(%a31: f32, %a32: f32, %o33: f32):
    %b34 = arith.addf %a31, %o33 : f32
    linalg.yield %b34 : f32
  } -> tensor<128x16x15x31x31xf32>
  %e36 = tensor.empty() : tensor<128x16x15x31x31xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g35 : tensor<128x16x15x31x31xf32>) outs(%e36 : tensor<128x16x15x31x31xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.divf %a37, %c1 : f32
    linalg.yield %b39 : f32
  } -> tensor<128x16x15x31x31xf32>
  %r41 = tensor.collapse_shape %bias [[0, 1, 2, 3]] : tensor<16x1x1x1xf32> into tensor<16xf32>
  %e42 = tensor.empty() : tensor<128x16x15x31x31xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g40, %r41 : tensor<128x16x15x31x31xf32>, tensor<16xf32>) outs(%e42 : tensor<128x16x15x31x31xf32>) {
  ^bb0(%a43: f32, %a44: f32, %o45: f32):
    %b46 = arith.addf %a43, %a44 : f32
    linalg.yield %b46 : f32
  } -> tensor<128x16x15x31x31xf32>
  %e48 = tensor.empty() : tensor<128x16x15x31x31xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g47, %scale2_ : tensor<128x16x15x31x31xf32>, tensor<f32>) outs(%e48 : tensor<128x16x15x31x31xf32>) {
  ^bb0(%a49: f32, %a50: f32, %o51: f32):
    %b52 = arith.mulf %a49, %a50 : f32
    linalg.yield %b52 : f32
  } -> tensor<128x16x15x31x31xf32>
  return %g53 : tensor<128x16x15x31x31xf32>
}
