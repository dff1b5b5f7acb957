// Imported by htam-import from 53_Gemm_Scaling_Hardtanh_GELU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2048x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias)
func.func @l2_53_gemm_scaling_hardtanh_gelu(
    %x: tensor<2048x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<2048x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant -2.0 : f32
  %c3 = arith.constant 2.0 : f32
  %c4 = arith.constant 0.70710677 : f32
  %c5 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<2048x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2048x8192xf32>) -> tensor<2048x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %gemm_weight : tensor<2048x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<2048x8192xf32>) -> tensor<2048x8192xf32>
  %e4 = tensor.empty() : tensor<2048x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %gemm_bias : tensor<2048x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<2048x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<2048x8192xf32>
  %e10 = tensor.empty() : tensor<2048x8192xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<2048x8192xf32>) outs(%e10 : tensor<2048x8192xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.mulf %a11, %c1 : f32
    linalg.yield %b13 : f32
  } -> tensor<2048x8192xf32>
  %e15 = tensor.empty() : tensor<2048x8192xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g14 : tensor<2048x8192xf32>) outs(%e15 : tensor<2048x8192xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.maximumf %a16, %c2 : f32
    %b19 = arith.minimumf %b18, %c3 : f32
    linalg.yield %b19 : f32
  } -> tensor<2048x8192xf32>
  %e21 = tensor.empty() : tensor<2048x8192xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g20 : tensor<2048x8192xf32>) outs(%e21 : tensor<2048x8192xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.mulf %a22, %c1 : f32
    %b25 = arith.mulf %a22, %c4 : f32
    %b26 = math.erf %b25 : f32
    %b27 = arith.addf %b26, %c5 : f32
    %b28 = arith.mulf %b24, %b27 : f32
    linalg.yield %b28 : f32
  } -> tensor<2048x8192xf32>
  return %g29 : tensor<2048x8192xf32>
}
