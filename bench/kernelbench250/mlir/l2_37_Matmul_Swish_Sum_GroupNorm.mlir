// Imported by htam-import from 37_Matmul_Swish_Sum_GroupNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32768x1024 (input), matmul_weight 4096x1024 (parameter:matmul.weight), matmul_bias 4096 (parameter:matmul.bias), bias 4096 (parameter:bias), group_norm_weight 4096 (parameter:group_norm.weight), group_norm_bias 4096 (parameter:group_norm.bias)
func.func @l2_37_matmul_swish_sum_groupnorm(
    %x: tensor<32768x1024xf32>,
    %matmul_weight: tensor<4096x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %matmul_bias: tensor<4096xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %bias: tensor<4096xf32> {htam.init = "normal"},
    %group_norm_weight: tensor<4096xf32> {htam.init = "uniform(0.5..1.5)"},
    %group_norm_bias: tensor<4096xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<32768x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 64.0 : f32
  %c3 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<32768x4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %matmul_weight : tensor<32768x1024xf32>, tensor<4096x1024xf32>) outs(%f2 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
  %e4 = tensor.empty() : tensor<32768x4096xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %matmul_bias : tensor<32768x4096xf32>, tensor<4096xf32>) outs(%e4 : tensor<32768x4096xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<32768x4096xf32>
  %e10 = tensor.empty() : tensor<32768x4096xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<32768x4096xf32>) outs(%e10 : tensor<32768x4096xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.negf %a11 : f32
    %b14 = math.exp %b13 : f32
    %b15 = arith.addf %b14, %c1 : f32
    %b16 = arith.divf %c1, %b15 : f32
    linalg.yield %b16 : f32
  } -> tensor<32768x4096xf32>
  %e18 = tensor.empty() : tensor<32768x4096xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g17, %g9 : tensor<32768x4096xf32>, tensor<32768x4096xf32>) outs(%e18 : tensor<32768x4096xf32>) {
  ^bb0(%a19: f32, %a20: f32, %o21: f32):
    %b22 = arith.mulf %a19, %a20 : f32
    linalg.yield %b22 : f32
  } -> tensor<32768x4096xf32>
  %e24 = tensor.empty() : tensor<32768x4096xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g23, %bias : tensor<32768x4096xf32>, tensor<4096xf32>) outs(%e24 : tensor<32768x4096xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.addf %a25, %a26 : f32
    linalg.yield %b28 : f32
  } -> tensor<32768x4096xf32>
  %r30 = tensor.expand_shape %g29 [[0], [1, 2]] output_shape [32768, 64, 64] : tensor<32768x4096xf32> into tensor<32768x64x64xf32>
  %e31 = tensor.empty() : tensor<32768x64xf32>
  %f32 = linalg.fill ins(%c0 : f32) outs(%e31 : tensor<32768x64xf32>) -> tensor<32768x64xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r30 : tensor<32768x64x64xf32>) outs(%f32 : tensor<32768x64xf32>) {
  ^bb0(%a33: f32, %o34: f32):
    %b35 = arith.addf %a33, %o34 : f32
    linalg.yield %b35 : f32
  } -> tensor<32768x64xf32>
  %e37 = tensor.empty() : tensor<32768x64xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g36 : tensor<32768x64xf32>) outs(%e37 : tensor<32768x64xf32>) {
  ^bb0(%a38: f32, %o39: f32):
    %b40 = arith.divf %a38, %c2 : f32
    linalg.yield %b40 : f32
  } -> tensor<32768x64xf32>
  %e43 = tensor.empty() : tensor<32768x64x64xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r30, %g41 : tensor<32768x64x64xf32>, tensor<32768x64xf32>) outs(%e43 : tensor<32768x64x64xf32>) {
  ^bb0(%a44: f32, %a45: f32, %o46: f32):
    %b47 = arith.subf %a44, %a45 : f32
    %b48 = arith.mulf %b47, %b47 : f32
    linalg.yield %b48 : f32
  } -> tensor<32768x64x64xf32>
  %e50 = tensor.empty() : tensor<32768x64xf32>
  %f51 = linalg.fill ins(%c0 : f32) outs(%e50 : tensor<32768x64xf32>) -> tensor<32768x64xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g49 : tensor<32768x64x64xf32>) outs(%f51 : tensor<32768x64xf32>) {
  ^bb0(%a52: f32, %o53: f32):
    %b54 = arith.addf %a52, %o53 : f32
    linalg.yield %b54 : f32
  } -> tensor<32768x64xf32>
  %e56 = tensor.empty() : tensor<32768x64xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g55 : tensor<32768x64xf32>) outs(%e56 : tensor<32768x64xf32>) {
  ^bb0(%a57: f32, %o58: f32):
    %b59 = arith.divf %a57, %c2 : f32
    linalg.yield %b59 : f32
  } -> tensor<32768x64xf32>
  %e62 = tensor.empty() : tensor<32768x64x64xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r30, %g41, %g60 : tensor<32768x64x64xf32>, tensor<32768x64xf32>, tensor<32768x64xf32>) outs(%e62 : tensor<32768x64x64xf32>) {
  ^bb0(%a63: f32, %a64: f32, %a65: f32, %o66: f32):
    %b67 = arith.addf %a65, %c3 : f32
    %b68 = math.sqrt %b67 : f32
    %b69 = arith.subf %a63, %a64 : f32
    %b70 = arith.divf %b69, %b68 : f32
    linalg.yield %b70 : f32
  } -> tensor<32768x64x64xf32>
  %r72 = tensor.collapse_shape %g71 [[0], [1, 2]] : tensor<32768x64x64xf32> into tensor<32768x4096xf32>
  %e73 = tensor.empty() : tensor<32768x4096xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r72, %group_norm_weight, %group_norm_bias : tensor<32768x4096xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e73 : tensor<32768x4096xf32>) {
  ^bb0(%a74: f32, %a75: f32, %a76: f32, %o77: f32):
    %b78 = arith.mulf %a74, %a75 : f32
    %b79 = arith.addf %b78, %a76 : f32
    linalg.yield %b79 : f32
  } -> tensor<32768x4096xf32>
  return %g80 : tensor<32768x4096xf32>
}
