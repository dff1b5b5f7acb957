// Imported by htam-import from 68_Matmul_Min_Subtract.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x16384 (input), linear_weight 16384x16384 (parameter:linear.weight), linear_bias 16384 (parameter:linear.bias), constant scalar (parameter:constant)
func.func @l2_68_matmul_min_subtract(
    %x: tensor<128x16384xf32>,
    %linear_weight: tensor<16384x16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %linear_bias: tensor<16384xf32> {htam.init = "uniform(-0.0078125..0.0078125)"},
    %constant: tensor<f32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<128x16384xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x16384xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %linear_weight : tensor<128x16384xf32>, tensor<16384x16384xf32>) outs(%f2 : tensor<128x16384xf32>) -> tensor<128x16384xf32>
  %e4 = tensor.empty() : tensor<128x16384xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %linear_bias : tensor<128x16384xf32>, tensor<16384xf32>) outs(%e4 : tensor<128x16384xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<128x16384xf32>
  %e10 = tensor.empty() : tensor<128x16384xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %constant : tensor<128x16384xf32>, tensor<f32>) outs(%e10 : tensor<128x16384xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.minimumf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x16384xf32>
  %e16 = tensor.empty() : tensor<128x16384xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g15, %constant : tensor<128x16384xf32>, tensor<f32>) outs(%e16 : tensor<128x16384xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.subf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x16384xf32>
  return %g21 : tensor<128x16384xf32>
}
