// Imported by htam-import from 54_conv_standard_3D__square_input__square_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x3x64x64x64 (input), conv3d_weight 64x3x3x3x3 (parameter:conv3d.weight)
func.func @l1_54_conv_standard_3d__square_input__square_kernel(
    %x: tensor<16x3x64x64x64xf32>,
    %conv3d_weight: tensor<64x3x3x3x3xf32> {htam.init = "uniform(-0.111111111..0.111111111)"}) -> (tensor<16x64x62x62x62xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x64x62x62x62xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x62x62x62xf32>) -> tensor<16x64x62x62x62xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv3d_weight : tensor<16x3x64x64x64xf32>, tensor<64x3x3x3x3xf32>) outs(%f2 : tensor<16x64x62x62x62xf32>) -> tensor<16x64x62x62x62xf32>
  return %conv3 : tensor<16x64x62x62x62xf32>
}
