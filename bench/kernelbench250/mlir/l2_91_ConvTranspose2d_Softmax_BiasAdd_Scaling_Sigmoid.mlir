// Imported by htam-import from 91_ConvTranspose2d_Softmax_BiasAdd_Scaling_Sigmoid.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x64x64 (input), conv_transpose_weight 64x128x4x4 (parameter:conv_transpose.weight), conv_transpose_bias 128 (parameter:conv_transpose.bias), bias 128x1x1 (parameter:bias)
func.func @l2_91_convtranspose2d_softmax_biasadd_scaling_sigmoid(
    %x: tensor<128x64x64x64xf32>,
    %conv_transpose_weight: tensor<64x128x4x4xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %conv_transpose_bias: tensor<128xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %bias: tensor<128x1x1xf32> {htam.init = "normal"}) -> (tensor<128x128x129x129xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %c2 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<128x64x132x132xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x132x132xf32>) -> tensor<128x64x132x132xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 2, d3 * 2 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x64x64x64xf32>) outs(%f2 : tensor<128x64x132x132xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x64x132x132xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 128, 4, 4] : tensor<64x128x4x4xf32> into tensor<1x64x128x4x4xf32>
  %e7 = tensor.empty() : tensor<1x128x64x4x4xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 3, -d4 + 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x4x4xf32>) outs(%e7 : tensor<1x128x64x4x4xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x4x4xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x128x64x4x4xf32> into tensor<128x64x4x4xf32>
  %e12 = tensor.empty() : tensor<128x128x129x129xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x128x129x129xf32>) -> tensor<128x128x129x129xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<128x64x132x132xf32>, tensor<128x64x4x4xf32>) outs(%f13 : tensor<128x128x129x129xf32>) -> tensor<128x128x129x129xf32>
  %e16 = tensor.empty() : tensor<128x128x129x129xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x128x129x129xf32>, tensor<128xf32>) outs(%e16 : tensor<128x128x129x129xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x128x129x129xf32>
  %e22 = tensor.empty() : tensor<128x128x129x129xf32>
  %sm23 = linalg.softmax dimension(1) ins(%g21 : tensor<128x128x129x129xf32>) outs(%e22 : tensor<128x128x129x129xf32>) -> tensor<128x128x129x129xf32>
  %r24 = tensor.collapse_shape %bias [[0, 1, 2]] : tensor<128x1x1xf32> into tensor<128xf32>
  %e25 = tensor.empty() : tensor<128x128x129x129xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm23, %r24 : tensor<128x128x129x129xf32>, tensor<128xf32>) outs(%e25 : tensor<128x128x129x129xf32>) {
  ^bb0(%a26: f32, %a27: f32, %o28: f32):
    %b29 = arith.addf %a26, %a27 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x128x129x129xf32>
  %e31 = tensor.empty() : tensor<128x128x129x129xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g30 : tensor<128x128x129x129xf32>) outs(%e31 : tensor<128x128x129x129xf32>) {
  ^bb0(%a32: f32, %o33: f32):
    %b34 = arith.mulf %a32, %c1 : f32
    linalg.yield %b34 : f32
  } -> tensor<128x128x129x129xf32>
  %e36 = tensor.empty() : tensor<128x128x129x129xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g35 : tensor<128x128x129x129xf32>) outs(%e36 : tensor<128x128x129x129xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.negf %a37 : f32
    %b40 = math.exp %b39 : f32
    %b41 = arith.addf %b40, %c2 : f32
    %b42 = arith.divf %c2, %b41 : f32
    linalg.yield %b42 : f32
  } -> tensor<128x128x129x129xf32>
  return %g43 : tensor<128x128x129x129xf32>
}
