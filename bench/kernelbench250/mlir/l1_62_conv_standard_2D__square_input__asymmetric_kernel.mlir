// Imported by htam-import from 62_conv_standard_2D__square_input__asymmetric_kernel.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x32x512x512 (input), conv2d_weight 64x32x5x9 (parameter:conv2d.weight)
func.func @l1_62_conv_standard_2d__square_input__asymmetric_kernel(
    %x: tensor<8x32x512x512xf32>,
    %conv2d_weight: tensor<64x32x5x9xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"}) -> (tensor<8x64x508x504xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x64x508x504xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x64x508x504xf32>) -> tensor<8x64x508x504xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv2d_weight : tensor<8x32x512x512xf32>, tensor<64x32x5x9xf32>) outs(%f2 : tensor<8x64x508x504xf32>) -> tensor<8x64x508x504xf32>
  return %conv3 : tensor<8x64x508x504xf32>
}
