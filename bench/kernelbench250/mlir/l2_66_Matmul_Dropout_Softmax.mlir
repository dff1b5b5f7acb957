// Imported by htam-import from 66_Matmul_Dropout_Softmax.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x16384 (input), matmul_weight 16384x16384 (parameter:matmul.weight), matmul_bias 16384 (parameter:matmul.bias)
func.func @l2_66_matmul_dropout_softmax(
    %x: tensor<128x16384xf32>,
    %matmul_weight: tensor<16384x16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %matmul_bias: tensor<16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"}) -> (tensor<128x16384xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x16384xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %matmul_weight : tensor<128x16384xf32>, tensor<16384x16384xf32>) outs(%f2 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %e4 = tensor.empty() : tensor<128x16384xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %matmul_bias : tensor<128x16384xf32>, tensor<16384xf32>) outs(%e4 : tensor<128x16384xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<128x16384xf32>
  %e10 = tensor.empty() : tensor<128x16384xf32>
  %sm11 = linalg.softmax dimension(1) ins(%g9 : tensor<128x16384xf32>) outs(%e10 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  return %sm11 : tensor<128x16384xf32>
}
