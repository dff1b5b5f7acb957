// Imported by htam-import from 84_conv_depthwise_2D_asymmetric_input_square_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x128x256x512 (input), conv2d_weight 128x1x3x3 (parameter:conv2d.weight)
func.func @l1_84_conv_depthwise_2d_asymmetric_input_square_kernel(
    %x: tensor<64x128x256x512xf32>,
    %conv2d_weight: tensor<128x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"}) -> (tensor<64x128x254x510xf32>) {
  %c0 = arith.constant 0.0 : f32
  %r1 = tensor.expand_shape %conv2d_weight [[0], [1], [2, 3], [4]] output_shape [128, 1, 1, 3, 3] : tensor<128x1x3x3xf32> into tensor<128x1x1x3x3xf32>
  %r2 = tensor.expand_shape %x [[0], [1], [2, 3], [4]] output_shape [64, 128, 1, 256, 512] : tensor<64x128x256x512xf32> into tensor<64x128x1x256x512xf32>
  %e3 = tensor.empty() : tensor<64x128x1x254x510xf32>
  %f4 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<64x128x1x254x510xf32>) -> tensor<64x128x1x254x510xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2, %r1 : tensor<64x128x1x256x512xf32>, tensor<128x1x1x3x3xf32>) outs(%f4 : tensor<64x128x1x254x510xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.mulf %a5, %a6 : f32
    %b9 = arith.addf %o7, %b8 : f32
    linalg.yield %b9 : f32
  } -> tensor<64x128x1x254x510xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1], [2, 3], [4]] : tensor<64x128x1x254x510xf32> into tensor<64x128x254x510xf32>
  return %r11 : tensor<64x128x254x510xf32>
}
