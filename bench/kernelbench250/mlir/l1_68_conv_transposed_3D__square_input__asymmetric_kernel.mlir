// Imported by htam-import from 68_conv_transposed_3D__square_input__asymmetric_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x64x64x64 (input), conv_transpose3d_weight 32x64x3x5x5 (parameter:conv_transpose3d.weight)
func.func @l1_68_conv_transposed_3d__square_input__asymmetric_kernel(
    %x: tensor<16x32x64x64x64xf32>,
    %conv_transpose3d_weight: tensor<32x64x3x5x5xf32> {htam.init = "uniform(-0.0144337567..0.0144337567)"}) -> (tensor<16x64x66x68x68xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x32x68x72x72xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32x68x72x72xf32>) -> tensor<16x32x68x72x72xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 2, d3 + 4, d4 + 4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x32x64x64x64xf32>) outs(%f2 : tensor<16x32x68x72x72xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x32x68x72x72xf32>
  %r6 = tensor.expand_shape %conv_transpose3d_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 64, 3, 5, 5] : tensor<32x64x3x5x5xf32> into tensor<1x32x64x3x5x5xf32>
  %e7 = tensor.empty() : tensor<1x64x32x3x5x5xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 4, -d5 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x64x3x5x5xf32>) outs(%e7 : tensor<1x64x32x3x5x5xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x32x3x5x5xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x32x3x5x5xf32> into tensor<64x32x3x5x5xf32>
  %e12 = tensor.empty() : tensor<16x64x66x68x68xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<16x64x66x68x68xf32>) -> tensor<16x64x66x68x68xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<16x32x68x72x72xf32>, tensor<64x32x3x5x5xf32>) outs(%f13 : tensor<16x64x66x68x68xf32>) -> tensor<16x64x66x68x68xf32>
  return %conv14 : tensor<16x64x66x68x68xf32>
}
