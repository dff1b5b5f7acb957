// Imported by htam-import from 80_conv_standard_2D_square_input_asymmetric_kernel___dilated____padded__.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x32x512x512 (input), conv2d_weight 64x32x5x9 (parameter:conv2d.weight)
func.func @l1_80_conv_standard_2d_square_input_asymmetric_kernel___dilated____padded__(
    %x: tensor<8x32x512x512xf32>,
    %conv2d_weight: tensor<64x32x5x9xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"}) -> (tensor<8x64x508x496xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32x516x520xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x32x516x520xf32>) -> tensor<8x32x516x520xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x32x512x512xf32>) outs(%f2 : tensor<8x32x516x520xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<8x32x516x520xf32>
  %e6 = tensor.empty() : tensor<8x64x508x496xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<8x64x508x496xf32>) -> tensor<8x64x508x496xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 3]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %conv2d_weight : tensor<8x32x516x520xf32>, tensor<64x32x5x9xf32>) outs(%f7 : tensor<8x64x508x496xf32>) -> tensor<8x64x508x496xf32>
  return %conv8 : tensor<8x64x508x496xf32>
}
