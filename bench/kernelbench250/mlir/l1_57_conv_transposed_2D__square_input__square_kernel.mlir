// Imported by htam-import from 57_conv_transposed_2D__square_input__square_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x64x1024x1024 (input), conv_transpose2d_weight 64x64x3x3 (parameter:conv_transpose2d.weight)
func.func @l1_57_conv_transposed_2d__square_input__square_kernel(
    %x: tensor<8x64x1024x1024xf32>,
    %conv_transpose2d_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<8x64x1026x1026xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64x1028x1028xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x64x1028x1028xf32>) -> tensor<8x64x1028x1028xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x64x1024x1024xf32>) outs(%f2 : tensor<8x64x1028x1028xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<8x64x1028x1028xf32>
  %r6 = tensor.expand_shape %conv_transpose2d_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 64, 3, 3] : tensor<64x64x3x3xf32> into tensor<1x64x64x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x64x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x64x3x3xf32>) outs(%e7 : tensor<1x64x64x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x64x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x64x64x3x3xf32> into tensor<64x64x3x3xf32>
  %e12 = tensor.empty() : tensor<8x64x1026x1026xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<8x64x1026x1026xf32>) -> tensor<8x64x1026x1026xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<8x64x1028x1028xf32>, tensor<64x64x3x3xf32>) outs(%f13 : tensor<8x64x1026x1026xf32>) -> tensor<8x64x1026x1026xf32>
  return %conv14 : tensor<8x64x1026x1026xf32>
}
