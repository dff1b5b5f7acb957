// Imported by htam-import from 69_conv_transposed_2D__asymmetric_input__asymmetric_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x64x128x256 (input), conv_transpose2d_weight 64x128x3x5 (parameter:conv_transpose2d.weight)
func.func @l1_69_conv_transposed_2d__asymmetric_input__asymmetric_kernel(
    %x: tensor<64x64x128x256xf32>,
    %conv_transpose2d_weight: tensor<64x128x3x5xf32> {htam.init = "uniform(-0.0228217732..0.0228217732)"}) -> (tensor<64x128x130x260xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x64x132x264xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x64x132x264xf32>) -> tensor<64x64x132x264xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<64x64x128x256xf32>) outs(%f2 : tensor<64x64x132x264xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<64x64x132x264xf32>
  %r6 = tensor.expand_shape %conv_transpose2d_weight [[0, 1], [2], [3], [4]] output_shape [1, 64, 128, 3, 5] : tensor<64x128x3x5xf32> into tensor<1x64x128x3x5xf32>
  %e7 = tensor.empty() : tensor<1x128x64x3x5xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 2, -d4 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x64x128x3x5xf32>) outs(%e7 : tensor<1x128x64x3x5xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x128x64x3x5xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4]] : tensor<1x128x64x3x5xf32> into tensor<128x64x3x5xf32>
  %e12 = tensor.empty() : tensor<64x128x130x260xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<64x128x130x260xf32>) -> tensor<64x128x130x260xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %r11 : tensor<64x64x132x264xf32>, tensor<128x64x3x5xf32>) outs(%f13 : tensor<64x128x130x260xf32>) -> tensor<64x128x130x260xf32>
  return %conv14 : tensor<64x128x130x260xf32>
}
