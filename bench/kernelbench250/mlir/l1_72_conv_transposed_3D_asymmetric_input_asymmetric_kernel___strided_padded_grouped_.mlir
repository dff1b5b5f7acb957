// Imported by htam-import from 72_conv_transposed_3D_asymmetric_input_asymmetric_kernel___strided_padded_grouped_.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x32x12x24x48 (input), conv_transpose3d_weight 32x8x3x5x7 (parameter:conv_transpose3d.weight)
func.func @l1_72_conv_transposed_3d_asymmetric_input_asymmetric_kernel___strided_padded_grouped_(
    %x: tensor<8x32x12x24x48xf32>,
    %conv_transpose3d_weight: tensor<32x8x3x5x7xf32> {htam.init = "uniform(-0.034503278..0.034503278)"}) -> (tensor<8x32x24x48x96xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32x26x52x102xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x32x26x52x102xf32>) -> tensor<8x32x26x52x102xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 2, d4 * 2 + 3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x32x12x24x48xf32>) outs(%f2 : tensor<8x32x26x52x102xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<8x32x26x52x102xf32>
  %r6 = tensor.expand_shape %conv_transpose3d_weight [[0, 1], [2], [3], [4], [5]] output_shape [4, 8, 8, 3, 5, 7] : tensor<32x8x3x5x7xf32> into tensor<4x8x8x3x5x7xf32>
  %e7 = tensor.empty() : tensor<4x8x8x3x5x7xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 4, -d5 + 6)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<4x8x8x3x5x7xf32>) outs(%e7 : tensor<4x8x8x3x5x7xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<4x8x8x3x5x7xf32>
  %r11 = tensor.expand_shape %g5 [[0], [1, 2], [3], [4], [5]] output_shape [8, 4, 8, 26, 52, 102] : tensor<8x32x26x52x102xf32> into tensor<8x4x8x26x52x102xf32>
  %e12 = tensor.empty() : tensor<8x4x8x24x48x96xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<8x4x8x24x48x96xf32>) -> tensor<8x4x8x24x48x96xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d6, d3 + d7, d4 + d8, d5 + d9)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d1, d2, d6, d7, d8, d9)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
      ins(%r11, %g10 : tensor<8x4x8x26x52x102xf32>, tensor<4x8x8x3x5x7xf32>) outs(%f13 : tensor<8x4x8x24x48x96xf32>) {
  ^bb0(%a14: f32, %a15: f32, %o16: f32):
    %b17 = arith.mulf %a14, %a15 : f32
    %b18 = arith.addf %o16, %b17 : f32
    linalg.yield %b18 : f32
  } -> tensor<8x4x8x24x48x96xf32>
  %r20 = tensor.collapse_shape %g19 [[0], [1, 2], [3], [4], [5]] : tensor<8x4x8x24x48x96xf32> into tensor<8x32x24x48x96xf32>
  return %r20 : tensor<8x32x24x48x96xf32>
}
