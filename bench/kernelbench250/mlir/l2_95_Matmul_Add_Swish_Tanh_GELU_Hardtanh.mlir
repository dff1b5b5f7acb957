// Imported by htam-import from 95_Matmul_Add_Swish_Tanh_GELU_Hardtanh.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), matmul_weight 8192x8192 (parameter:matmul.weight), matmul_bias 8192 (parameter:matmul.bias), add_value 8192 (parameter:add_value)
func.func @l2_95_matmul_add_swish_tanh_gelu_hardtanh(
    %x: tensor<1024x8192xf32>,
    %matmul_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %matmul_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %add_value: tensor<8192xf32> {htam.init = "normal"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant 0.70710677 : f32
  %c4 = arith.constant -1.0 : f32
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %matmul_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %matmul_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %e10 = tensor.empty() : tensor<1024x8192xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %add_value : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e10 : tensor<1024x8192xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<1024x8192xf32>
  %e16 = tensor.empty() : tensor<1024x8192xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g15 : tensor<1024x8192xf32>) outs(%e16 : tensor<1024x8192xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.negf %a17 : f32
    %b20 = math.exp %b19 : f32
    %b21 = arith.addf %b20, %c1 : f32
    %b22 = arith.divf %c1, %b21 : f32
    linalg.yield %b22 : f32
  } -> tensor<1024x8192xf32>
  %e24 = tensor.empty() : tensor<1024x8192xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g23, %g15 : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%e24 : tensor<1024x8192xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.mulf %a25, %a26 : f32
    linalg.yield %b28 : f32
  } -> tensor<1024x8192xf32>
  %e30 = tensor.empty() : tensor<1024x8192xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g29 : tensor<1024x8192xf32>) outs(%e30 : tensor<1024x8192xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = math.tanh %a31 : f32
    linalg.yield %b33 : f32
  } -> tensor<1024x8192xf32>
  %e35 = tensor.empty() : tensor<1024x8192xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g34 : tensor<1024x8192xf32>) outs(%e35 : tensor<1024x8192xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.mulf %a36, %c2 : f32
    %b39 = arith.mulf %a36, %c3 : f32
    %b40 = math.erf %b39 : f32
    %b41 = arith.addf %b40, %c1 : f32
    %b42 = arith.mulf %b38, %b41 : f32
    linalg.yield %b42 : f32
  } -> tensor<1024x8192xf32>
  %e44 = tensor.empty() : tensor<1024x8192xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g43 : tensor<1024x8192xf32>) outs(%e44 : tensor<1024x8192xf32>) {
  ^bb0(%a45: f32, %o46: f32):
    %b47 = arith.maximumf %a45, %c4 : f32
    %b48 = arith.minimumf %b47, %c1 : f32
    linalg.yield %b48 : f32
  } -> tensor<1024x8192xf32>
  return %g49 : tensor<1024x8192xf32>
}
