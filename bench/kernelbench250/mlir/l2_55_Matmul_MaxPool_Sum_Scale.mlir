// Imported by htam-import from 55_Matmul_MaxPool_Sum_Scale.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x32768 (input), matmul_weight 32768x32768 (parameter:matmul.weight), matmul_bias 32768 (parameter:matmul.bias)
func.func @l2_55_matmul_maxpool_sum_scale(
    %x: tensor<128x32768xf32>,
    %matmul_weight: tensor<32768x32768xf32> {htam.init = "uniform(-0.00552427173..0.00552427173)"},
    %matmul_bias: tensor<32768xf32> {htam.init = "uniform(-0.00552427173..0.00552427173)"}) -> (tensor<128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 0.5 : f32
  %e1 = tensor.empty() : tensor<128x32768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x32768xf32>) -> tensor<128x32768xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %matmul_weight : tensor<128x32768xf32>, tensor<32768x32768xf32>) outs(%f2 : tensor<128x32768xf32>) -> tensor<128x32768xf32>
  %e4 = tensor.empty() : tensor<128x32768xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %matmul_bias : tensor<128x32768xf32>, tensor<32768xf32>) outs(%e4 : tensor<128x32768xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<128x32768xf32>
  %r10 = tensor.expand_shape %g9 [[0], [1, 2]] output_shape [128, 1, 32768] : tensor<128x32768xf32> into tensor<128x1x32768xf32>
  %e11 = tensor.empty() : tensor<128x1x16384xf32>
  %f12 = linalg.fill ins(%c1 : f32) outs(%e11 : tensor<128x1x16384xf32>) -> tensor<128x1x16384xf32>
  %e13 = tensor.empty() : tensor<2xf32>
  %pool14 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%r10, %e13 : tensor<128x1x32768xf32>, tensor<2xf32>) outs(%f12 : tensor<128x1x16384xf32>) -> tensor<128x1x16384xf32>
  %r15 = tensor.collapse_shape %pool14 [[0], [1, 2]] : tensor<128x1x16384xf32> into tensor<128x16384xf32>
  %e16 = tensor.empty() : tensor<128xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<128xf32>) -> tensor<128xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r15 : tensor<128x16384xf32>) outs(%f17 : tensor<128xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.addf %a18, %o19 : f32
    linalg.yield %b20 : f32
  } -> tensor<128xf32>
  %e22 = tensor.empty() : tensor<128xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g21 : tensor<128xf32>) outs(%e22 : tensor<128xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.mulf %a23, %c2 : f32
    linalg.yield %b25 : f32
  } -> tensor<128xf32>
  return %g26 : tensor<128xf32>
}
