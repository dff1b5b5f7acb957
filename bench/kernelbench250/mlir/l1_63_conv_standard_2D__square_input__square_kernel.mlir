// Imported by htam-import from 63_conv_standard_2D__square_input__square_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x16x1024x1024 (input), conv2d_weight 128x16x3x3 (parameter:conv2d.weight)
func.func @l1_63_conv_standard_2d__square_input__square_kernel(
    %x: tensor<16x16x1024x1024xf32>,
    %conv2d_weight: tensor<128x16x3x3xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"}) -> (tensor<16x128x1022x1022xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x128x1022x1022xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x128x1022x1022xf32>) -> tensor<16x128x1022x1022xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv2d_weight : tensor<16x16x1024x1024xf32>, tensor<128x16x3x3xf32>) outs(%f2 : tensor<16x128x1022x1022xf32>) -> tensor<16x128x1022x1022xf32>
  return %conv3 : tensor<16x128x1022x1022xf32>
}
