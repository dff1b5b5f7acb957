// Imported by htam-import from 56_Matmul_Sigmoid_Sum.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x32768 (input), linear_weight 32768x32768 (parameter:linear.weight), linear_bias 32768 (parameter:linear.bias)
func.func @l2_56_matmul_sigmoid_sum(
    %x: tensor<128x32768xf32>,
    %linear_weight: tensor<32768x32768xf32> {htam.init = "uniform(-0.00552427173..0.00552427173)"},
    %linear_bias: tensor<32768xf32> {htam.init = "uniform(-0.00552427173..0.00552427173)"}) -> (tensor<128x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<128x32768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x32768xf32>) -> tensor<128x32768xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %linear_weight : tensor<128x32768xf32>, tensor<32768x32768xf32>) outs(%f2 : tensor<128x32768xf32>) -> tensor<128x32768xf32>
  %e4 = tensor.empty() : tensor<128x32768xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %linear_bias : tensor<128x32768xf32>, tensor<32768xf32>) outs(%e4 : tensor<128x32768xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<128x32768xf32>
  %e10 = tensor.empty() : tensor<128x32768xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<128x32768xf32>) outs(%e10 : tensor<128x32768xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.negf %a11 : f32
    %b14 = math.exp %b13 : f32
    %b15 = arith.addf %b14, %c1 : f32
    %b16 = arith.divf %c1, %b15 : f32
    linalg.yield %b16 : f32
  } -> tensor<128x32768xf32>
  %e18 = tensor.empty() : tensor<128xf32>
  %f19 = linalg.fill ins(%c0 : f32) outs(%e18 : tensor<128xf32>) -> tensor<128xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g17 : tensor<128x32768xf32>) outs(%f19 : tensor<128xf32>) {
  ^bb0(%a20: f32, %o21: f32):
    %b22 = arith.addf %a20, %o21 : f32
    linalg.yield %b22 : f32
  } -> tensor<128xf32>
  %r24 = tensor.expand_shape %g23 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
  return %r24 : tensor<128x1xf32>
}
