// Imported by htam-import from 67_conv_standard_1D.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32x64x131072 (input), conv1d_weight 128x64x3 (parameter:conv1d.weight)
func.func @l1_67_conv_standard_1d(
    %x: tensor<32x64x131072xf32>,
    %conv1d_weight: tensor<128x64x3xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"}) -> (tensor<32x128x131070xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32x128x131070xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32x128x131070xf32>) -> tensor<32x128x131070xf32>
  %conv3 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%x, %conv1d_weight : tensor<32x64x131072xf32>, tensor<128x64x3xf32>) outs(%f2 : tensor<32x128x131070xf32>) -> tensor<32x128x131070xf32>
  return %conv3 : tensor<32x128x131070xf32>
}
