// Imported by htam-import from 30_Gemm_GroupNorm_Hardtanh.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias), group_norm_weight 8192 (parameter:group_norm.weight), group_norm_bias 8192 (parameter:group_norm.bias)
func.func @l2_30_gemm_groupnorm_hardtanh(
    %x: tensor<1024x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %group_norm_weight: tensor<8192xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<8192xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 512.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant -2.0 : f32
  %c4 = arith.constant 2.0 : f32
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
  %r10 = tensor.expand_shape %g9 [[0], [1, 2]] output_shape [1024, 16, 512] : tensor<1024x8192xf32> into tensor<1024x16x512xf32>
  %e11 = tensor.empty() : tensor<1024x16xf32>
  %f12 = linalg.fill ins(%c0 : f32) outs(%e11 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r10 : tensor<1024x16x512xf32>) outs(%f12 : tensor<1024x16xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    %b15 = arith.addf %a13, %o14 : f32
    linalg.yield %b15 : f32
  } -> tensor<1024x16xf32>
  %e17 = tensor.empty() : tensor<1024x16xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g16 : tensor<1024x16xf32>) outs(%e17 : tensor<1024x16xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.divf %a18, %c1 : f32
    linalg.yield %b20 : f32
  } -> tensor<1024x16xf32>
  %e23 = tensor.empty() : tensor<1024x16x512xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r10, %g21 : tensor<1024x16x512xf32>, tensor<1024x16xf32>) outs(%e23 : tensor<1024x16x512xf32>) {
  ^bb0(%a24: f32, %a25: f32, %o26: f32):
    %b27 = arith.subf %a24, %a25 : f32
    %b28 = arith.mulf %b27, %b27 : f32
    linalg.yield %b28 : f32
  } -> tensor<1024x16x512xf32>
  %e30 = tensor.empty() : tensor<1024x16xf32>
  %f31 = linalg.fill ins(%c0 : f32) outs(%e30 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g29 : tensor<1024x16x512xf32>) outs(%f31 : tensor<1024x16xf32>) {
  ^bb0(%a32: f32, %o33: f32):
    %b34 = arith.addf %a32, %o33 : f32
    linalg.yield %b34 : f32
  } -> tensor<1024x16xf32>
  %e36 = tensor.empty() : tensor<1024x16xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g35 : tensor<1024x16xf32>) outs(%e36 : tensor<1024x16xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.divf %a37, %c1 : f32
    linalg.yield %b39 : f32
  } -> tensor<1024x16xf32>
  %e42 = tensor.empty() : tensor<1024x16x512xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r10, %g21, %g40 : tensor<1024x16x512xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>) outs(%e42 : tensor<1024x16x512xf32>) {
  ^bb0(%a43: f32, %a44: f32, %a45: f32, %o46: f32):
    %b47 = arith.addf %a45, %c2 : f32
    %b48 = math.sqrt %b47 : f32
    %b49 = arith.subf %a43, %a44 : f32
    %b50 = arith.divf %b49, %b48 : f32
    linalg.yield %b50 : f32
  } -> tensor<1024x16x512xf32>
  %r52 = tensor.collapse_shape %g51 [[0], [1, 2]] : tensor<1024x16x512xf32> into tensor<1024x8192xf32>
  %e53 = tensor.empty() : tensor<1024x8192xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r52, %group_norm_weight, %group_norm_bias : tensor<1024x8192xf32>, tensor<8192xf32>, tensor<8192xf32>) outs(%e53 : tensor<1024x8192xf32>) {
  ^bb0(%a54: f32, %a55: f32, %a56: f32, %o57: f32):
    %b58 = arith.mulf %a54, %a55 : f32
    %b59 = arith.addf %b58, %a56 : f32
    linalg.yield %b59 : f32
  } -> tensor<1024x8192xf32>
  %e61 = tensor.empty() : tensor<1024x8192xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g60 : tensor<1024x8192xf32>) outs(%e61 : tensor<1024x8192xf32>) {
  ^bb0(%a62: f32, %o63: f32):
    %b64 = arith.maximumf %a62, %c3 : f32
    %b65 = arith.minimumf %b64, %c4 : f32
    linalg.yield %b65 : f32
  } -> tensor<1024x8192xf32>
  return %g66 : tensor<1024x8192xf32>
}
