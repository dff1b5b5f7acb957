// Imported by htam-import from 86_conv_depthwise_separable_2D.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x512x512 (input), depthwise_weight 64x1x3x3 (parameter:depthwise.weight), pointwise_weight 128x64x1x1 (parameter:pointwise.weight)
func.func @l1_86_conv_depthwise_separable_2d(
    %x: tensor<16x64x512x512xf32>,
    %depthwise_weight: tensor<64x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %pointwise_weight: tensor<128x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"}) -> (tensor<16x128x512x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x64x514x514xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x514x514xf32>) -> tensor<16x64x514x514xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x64x512x512xf32>) outs(%f2 : tensor<16x64x514x514xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x64x514x514xf32>
  %r6 = tensor.expand_shape %depthwise_weight [[0], [1], [2, 3], [4]] output_shape [64, 1, 1, 3, 3] : tensor<64x1x3x3xf32> into tensor<64x1x1x3x3xf32>
  %r7 = tensor.expand_shape %g5 [[0], [1], [2, 3], [4]] output_shape [16, 64, 1, 514, 514] : tensor<16x64x514x514xf32> into tensor<16x64x1x514x514xf32>
  %e8 = tensor.empty() : tensor<16x64x1x512x512xf32>
  %f9 = linalg.fill ins(%c0 : f32) outs(%e8 : tensor<16x64x1x512x512xf32>) -> tensor<16x64x1x512x512xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r7, %r6 : tensor<16x64x1x514x514xf32>, tensor<64x1x1x3x3xf32>) outs(%f9 : tensor<16x64x1x512x512xf32>) {
  ^bb0(%a10: f32, %a11: f32, %o12: f32):
    %b13 = arith.mulf %a10, %a11 : f32
    %b14 = arith.addf %o12, %b13 : f32
    linalg.yield %b14 : f32
  } -> tensor<16x64x1x512x512xf32>
  %r16 = tensor.collapse_shape %g15 [[0], [1], [2, 3], [4]] : tensor<16x64x1x512x512xf32> into tensor<16x64x512x512xf32>
  %e17 = tensor.empty() : tensor<16x128x512x512xf32>
  %f18 = linalg.fill ins(%c0 : f32) outs(%e17 : tensor<16x128x512x512xf32>) -> tensor<16x128x512x512xf32>
  %conv19 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r16, %pointwise_weight : tensor<16x64x512x512xf32>, tensor<128x64x1x1xf32>) outs(%f18 : tensor<16x128x512x512xf32>) -> tensor<16x128x512x512xf32>
  return %conv19 : tensor<16x128x512x512xf32>
}
