// Imported by htam-import from 84_Gemm_BatchNorm_Scaling_Softmax.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias), bn_weight 8192 (parameter:bn.weight), bn_bias 8192 (parameter:bn.bias), scale 1 (parameter:scale)
func.func @l2_84_gemm_batchnorm_scaling_softmax(
    %x: tensor<1024x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %bn_weight: tensor<8192xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn_bias: tensor<8192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %scale: tensor<1xf32> {htam.init = "uniform(0.5..1.5)"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1024.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
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
  %e10 = tensor.empty() : tensor<8192xf32>
  %f11 = linalg.fill ins(%c0 : f32) outs(%e10 : tensor<8192xf32>) -> tensor<8192xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g9 : tensor<1024x8192xf32>) outs(%f11 : tensor<8192xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.addf %a12, %o13 : f32
    linalg.yield %b14 : f32
  } -> tensor<8192xf32>
  %e16 = tensor.empty() : tensor<8192xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g15 : tensor<8192xf32>) outs(%e16 : tensor<8192xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.divf %a17, %c1 : f32
    linalg.yield %b19 : f32
  } -> tensor<8192xf32>
  %e22 = tensor.empty() : tensor<1024x8192xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %g20 : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e22 : tensor<1024x8192xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.subf %a23, %a24 : f32
    %b27 = arith.mulf %b26, %b26 : f32
    linalg.yield %b27 : f32
  } -> tensor<1024x8192xf32>
  %e29 = tensor.empty() : tensor<8192xf32>
  %f30 = linalg.fill ins(%c0 : f32) outs(%e29 : tensor<8192xf32>) -> tensor<8192xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g28 : tensor<1024x8192xf32>) outs(%f30 : tensor<8192xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.addf %a31, %o32 : f32
    linalg.yield %b33 : f32
  } -> tensor<8192xf32>
  %e35 = tensor.empty() : tensor<8192xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g34 : tensor<8192xf32>) outs(%e35 : tensor<8192xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.divf %a36, %c1 : f32
    linalg.yield %b38 : f32
  } -> tensor<8192xf32>
  %e41 = tensor.empty() : tensor<1024x8192xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %g20, %g39, %bn_weight, %bn_bias : tensor<1024x8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>) outs(%e41 : tensor<1024x8192xf32>) {
  ^bb0(%a42: f32, %a43: f32, %a44: f32, %a45: f32, %a46: f32, %o47: f32):
    %b48 = arith.addf %a44, %c2 : f32
    %b49 = math.sqrt %b48 : f32
    %b50 = arith.subf %a42, %a43 : f32
    %b51 = arith.divf %b50, %b49 : f32
    %b52 = arith.mulf %b51, %a45 : f32
    %b53 = arith.addf %b52, %a46 : f32
    linalg.yield %b53 : f32
  } -> tensor<1024x8192xf32>
  %r55 = tensor.collapse_shape %scale [] : tensor<1xf32> into tensor<f32>
  %e56 = tensor.empty() : tensor<1024x8192xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r55, %g54 : tensor<f32>, tensor<1024x8192xf32>) outs(%e56 : tensor<1024x8192xf32>) {
  ^bb0(%a57: f32, %a58: f32, %o59: f32):
    %b60 = arith.mulf %a57, %a58 : f32
    linalg.yield %b60 : f32
  } -> tensor<1024x8192xf32>
  %e62 = tensor.empty() : tensor<1024x8192xf32>
  %sm63 = linalg.softmax dimension(1) ins(%g61 : tensor<1024x8192xf32>) outs(%e62 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  return %sm63 : tensor<1024x8192xf32>
}
