// Imported by htam-import from 66_conv_standard_3D__asymmetric_input__asymmetric_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x3x16x128x128 (input), conv3d_weight 64x3x3x5x7 (parameter:conv3d.weight)
func.func @l1_66_conv_standard_3d__asymmetric_input__asymmetric_kernel(
    %x: tensor<8x3x16x128x128xf32>,
    %conv3d_weight: tensor<64x3x3x5x7xf32> {htam.init = "uniform(-0.056343617..0.056343617)"}) -> (tensor<8x64x14x124x122xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64x14x124x122xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x64x14x124x122xf32>) -> tensor<8x64x14x124x122xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv3d_weight : tensor<8x3x16x128x128xf32>, tensor<64x3x3x5x7xf32>) outs(%f2 : tensor<8x64x14x124x122xf32>) -> tensor<8x64x14x124x122xf32>
  return %conv3 : tensor<8x64x14x124x122xf32>
}
