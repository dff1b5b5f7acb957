// Imported by htam-import from 83_conv_depthwise_2D_square_input_asymmetric_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x8x512x512 (input), conv2d_weight 8x1x3x1 (parameter:conv2d.weight)
func.func @l1_83_conv_depthwise_2d_square_input_asymmetric_kernel(
    %x: tensor<64x8x512x512xf32>,
    %conv2d_weight: tensor<8x1x3x1xf32> {htam.init = "uniform(-0.577350269..0.577350269)"}) -> (tensor<64x8x510x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %r1 = tensor.expand_shape %conv2d_weight [[0], [1], [2, 3], [4]] output_shape [8, 1, 1, 3, 1] : tensor<8x1x3x1xf32> into tensor<8x1x1x3x1xf32>
  %r2 = tensor.expand_shape %x [[0], [1], [2, 3], [4]] output_shape [64, 8, 1, 512, 512] : tensor<64x8x512x512xf32> into tensor<64x8x1x512x512xf32>
  %e3 = tensor.empty() : tensor<64x8x1x510x512xf32>
  %f4 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<64x8x1x510x512xf32>) -> tensor<64x8x1x510x512xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2, %r1 : tensor<64x8x1x512x512xf32>, tensor<8x1x1x3x1xf32>) outs(%f4 : tensor<64x8x1x510x512xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.mulf %a5, %a6 : f32
    %b9 = arith.addf %o7, %b8 : f32
    linalg.yield %b9 : f32
  } -> tensor<64x8x1x510x512xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1], [2, 3], [4]] : tensor<64x8x1x510x512xf32> into tensor<64x8x510x512xf32>
  return %r11 : tensor<64x8x510x512xf32>
}
