// Imported by htam-import from 41_Gemm_BatchNorm_GELU_ReLU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16384x4096 (input), gemm_weight 4096x4096 (parameter:gemm.weight), gemm_bias 4096 (parameter:gemm.bias), batch_norm_weight 4096 (parameter:batch_norm.weight), batch_norm_bias 4096 (parameter:batch_norm.bias)
func.func @l2_41_gemm_batchnorm_gelu_relu(
    %x: tensor<16384x4096xf32>,
    %gemm_weight: tensor<4096x4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %gemm_bias: tensor<4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %batch_norm_weight: tensor<4096xf32> {htam.init = "uniform(0.5..1.5)"},
    %batch_norm_bias: tensor<4096xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<16384x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 16384.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0.5 : f32
  %c4 = arith.constant 0.70710677 : f32
  %c5 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<16384x4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16384x4096xf32>) -> tensor<16384x4096xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %gemm_weight : tensor<16384x4096xf32>, tensor<4096x4096xf32>) outs(%f2 : tensor<16384x4096xf32>) -> tensor<16384x4096xf32>
  %e4 = tensor.empty() : tensor<16384x4096xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %gemm_bias : tensor<16384x4096xf32>, tensor<4096xf32>) outs(%e4 : tensor<16384x4096xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<16384x4096xf32>
  %e10 = tensor.empty() : tensor<4096xf32>
  %f11 = linalg.fill ins(%c0 : f32) outs(%e10 : tensor<4096xf32>) -> tensor<4096xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g9 : tensor<16384x4096xf32>) outs(%f11 : tensor<4096xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.addf %a12, %o13 : f32
    linalg.yield %b14 : f32
  } -> tensor<4096xf32>
  %e16 = tensor.empty() : tensor<4096xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g15 : tensor<4096xf32>) outs(%e16 : tensor<4096xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.divf %a17, %c1 : f32
    linalg.yield %b19 : f32
  } -> tensor<4096xf32>
  %e22 = tensor.empty() : tensor<16384x4096xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %g20 : tensor<16384x4096xf32>, tensor<4096xf32>) outs(%e22 : tensor<16384x4096xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.subf %a23, %a24 : f32
    %b27 = arith.mulf %b26, %b26 : f32
    linalg.yield %b27 : f32
  } -> tensor<16384x4096xf32>
  %e29 = tensor.empty() : tensor<4096xf32>
  %f30 = linalg.fill ins(%c0 : f32) outs(%e29 : tensor<4096xf32>) -> tensor<4096xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g28 : tensor<16384x4096xf32>) outs(%f30 : tensor<4096xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.addf %a31, %o32 : f32
    linalg.yield %b33 : f32
  } -> tensor<4096xf32>
  %e35 = tensor.empty() : tensor<4096xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g34 : tensor<4096xf32>) outs(%e35 : tensor<4096xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.divf %a36, %c1 : f32
    linalg.yield %b38 : f32
  } -> tensor<4096xf32>
  %e41 = tensor.empty() : tensor<16384x4096xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %g20, %g39, %batch_norm_weight, %batch_norm_bias : tensor<16384x4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e41 : tensor<16384x4096xf32>) {
  ^bb0(%a42: f32, %a43: f32, %a44: f32, %a45: f32, %a46: f32, %o47: f32):
    %b48 = arith.addf %a44, %c2 : f32
    %b49 = math.sqrt %b48 : f32
    %b50 = arith.subf %a42, %a43 : f32
    %b51 = arith.divf %b50, %b49 : f32
    %b52 = arith.mulf %b51, %a45 : f32
    %b53 = arith.addf %b52, %a46 : f32
    linalg.yield %b53 : f32
  } -> tensor<16384x4096xf32>
  %e55 = tensor.empty() : tensor<16384x4096xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g54 : tensor<16384x4096xf32>) outs(%e55 : tensor<16384x4096xf32>) {
  ^bb0(%a56: f32, %o57: f32):
    %b58 = arith.mulf %a56, %c3 : f32
    %b59 = arith.mulf %a56, %c4 : f32
    %b60 = math.erf %b59 : f32
    %b61 = arith.addf %b60, %c5 : f32
    %b62 = arith.mulf %b58, %b61 : f32
    linalg.yield %b62 : f32
  } -> tensor<16384x4096xf32>
  %e64 = tensor.empty() : tensor<16384x4096xf32>
  %g68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g63 : tensor<16384x4096xf32>) outs(%e64 : tensor<16384x4096xf32>) {
  ^bb0(%a65: f32, %o66: f32):
    %b67 = arith.maximumf %a65, %c0 : f32
    linalg.yield %b67 : f32
  } -> tensor<16384x4096xf32>
  return %g68 : tensor<16384x4096xf32>
}
