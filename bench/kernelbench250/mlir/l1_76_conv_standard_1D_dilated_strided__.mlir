// Imported by htam-import from 76_conv_standard_1D_dilated_strided__.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x64x524280 (input), conv1d_weight 128x64x3 (parameter:conv1d.weight)
func.func @l1_76_conv_standard_1d_dilated_strided__(
    %x: tensor<64x64x524280xf32>,
    %conv1d_weight: tensor<128x64x3xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"}) -> (tensor<64x128x174758xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x128x174758xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x128x174758xf32>) -> tensor<64x128x174758xf32>
  %conv3 = linalg.conv_1d_ncw_fcw {dilations = dense<4> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>}
      ins(%x, %conv1d_weight : tensor<64x64x524280xf32>, tensor<128x64x3xf32>) outs(%f2 : tensor<64x128x174758xf32>) -> tensor<64x128x174758xf32>
  return %conv3 : tensor<64x128x174758xf32>
}
