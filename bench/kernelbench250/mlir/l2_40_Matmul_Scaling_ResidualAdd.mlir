// Imported by htam-import from 40_Matmul_Scaling_ResidualAdd.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16384x4096 (input), matmul_weight 4096x4096 (parameter:matmul.weight), matmul_bias 4096 (parameter:matmul.bias)
func.func @l2_40_matmul_scaling_residualadd(
    %x: tensor<16384x4096xf32>,
    %matmul_weight: tensor<4096x4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %matmul_bias: tensor<4096xf32> {htam.init = "uniform(-0.015625..0.015625)"}) -> (tensor<16384x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %e1 = tensor.empty() : tensor<16384x4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16384x4096xf32>) -> tensor<16384x4096xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %matmul_weight : tensor<16384x4096xf32>, tensor<4096x4096xf32>) outs(%f2 : tensor<16384x4096xf32>) -> tensor<16384x4096xf32>
  %e4 = tensor.empty() : tensor<16384x4096xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %matmul_bias : tensor<16384x4096xf32>, tensor<4096xf32>) outs(%e4 : tensor<16384x4096xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<16384x4096xf32>
  %e10 = tensor.empty() : tensor<16384x4096xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<16384x4096xf32>) outs(%e10 : tensor<16384x4096xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.mulf %a11, %c1 : f32
    linalg.yield %b13 : f32
  } -> tensor<16384x4096xf32>
  %e15 = tensor.empty() : tensor<16384x4096xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g14, %g9 : tensor<16384x4096xf32>, tensor<16384x4096xf32>) outs(%e15 : tensor<16384x4096xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.addf %a16, %a17 : f32
    linalg.yield %b19 : f32
  } -> tensor<16384x4096xf32>
  return %g20 : tensor<16384x4096xf32>
}
