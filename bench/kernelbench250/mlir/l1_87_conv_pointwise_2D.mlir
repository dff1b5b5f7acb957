// Imported by htam-import from 87_conv_pointwise_2D.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x1024x1024 (input), conv1d_weight 128x64x1x1 (parameter:conv1d.weight)
func.func @l1_87_conv_pointwise_2d(
    %x: tensor<16x64x1024x1024xf32>,
    %conv1d_weight: tensor<128x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"}) -> (tensor<16x128x1024x1024xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x128x1024x1024xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x128x1024x1024xf32>) -> tensor<16x128x1024x1024xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv1d_weight : tensor<16x64x1024x1024xf32>, tensor<128x64x1x1xf32>) outs(%f2 : tensor<16x128x1024x1024xf32>) -> tensor<16x128x1024x1024xf32>
  return %conv3 : tensor<16x128x1024x1024xf32>
}
