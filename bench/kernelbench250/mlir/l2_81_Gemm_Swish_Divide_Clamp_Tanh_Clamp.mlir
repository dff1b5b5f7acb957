// Imported by htam-import from 81_Gemm_Swish_Divide_Clamp_Tanh_Clamp.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias)
func.func @l2_81_gemm_swish_divide_clamp_tanh_clamp(
    %x: tensor<1024x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant -1.0 : f32
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %gemm_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %gemm_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %e10 = tensor.empty() : tensor<1024x8192xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<1024x8192xf32>) outs(%e10 : tensor<1024x8192xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.negf %a11 : f32
    %b14 = math.exp %b13 : f32
    %b15 = arith.addf %b14, %c1 : f32
    %b16 = arith.divf %c1, %b15 : f32
    linalg.yield %b16 : f32
  } -> tensor<1024x8192xf32>
  %e18 = tensor.empty() : tensor<1024x8192xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %g17 : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%e18 : tensor<1024x8192xf32>) {
  ^bb0(%a19: f32, %a20: f32, %o21: f32):
    %b22 = arith.mulf %a19, %a20 : f32
    linalg.yield %b22 : f32
  } -> tensor<1024x8192xf32>
  %e24 = tensor.empty() : tensor<1024x8192xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g23 : tensor<1024x8192xf32>) outs(%e24 : tensor<1024x8192xf32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.divf %a25, %c2 : f32
    linalg.yield %b27 : f32
  } -> tensor<1024x8192xf32>
  %e29 = tensor.empty() : tensor<1024x8192xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g28 : tensor<1024x8192xf32>) outs(%e29 : tensor<1024x8192xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.maximumf %a30, %c3 : f32
    %b33 = arith.minimumf %b32, %c1 : f32
    linalg.yield %b33 : f32
  } -> tensor<1024x8192xf32>
  %e35 = tensor.empty() : tensor<1024x8192xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g34 : tensor<1024x8192xf32>) outs(%e35 : tensor<1024x8192xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = math.tanh %a36 : f32
    linalg.yield %b38 : f32
  } -> tensor<1024x8192xf32>
  %e40 = tensor.empty() : tensor<1024x8192xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g39 : tensor<1024x8192xf32>) outs(%e40 : tensor<1024x8192xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.maximumf %a41, %c3 : f32
    %b44 = arith.minimumf %b43, %c1 : f32
    linalg.yield %b44 : f32
  } -> tensor<1024x8192xf32>
  return %g45 : tensor<1024x8192xf32>
}
