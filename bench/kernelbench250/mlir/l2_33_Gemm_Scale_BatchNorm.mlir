// Imported by htam-import from 33_Gemm_Scale_BatchNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias), scale 8192 (parameter:scale), bn_weight 8192 (parameter:bn.weight), bn_bias 8192 (parameter:bn.bias)
func.func @l2_33_gemm_scale_batchnorm(
    %x: tensor<1024x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %scale: tensor<8192xf32> {htam.init = "normal"},
    %bn_weight: tensor<8192xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn_bias: tensor<8192xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<1024x8192xf32>) {
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
  %e10 = tensor.empty() : tensor<1024x8192xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %scale : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e10 : tensor<1024x8192xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.mulf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<1024x8192xf32>
  %e16 = tensor.empty() : tensor<8192xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<8192xf32>) -> tensor<8192xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g15 : tensor<1024x8192xf32>) outs(%f17 : tensor<8192xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.addf %a18, %o19 : f32
    linalg.yield %b20 : f32
  } -> tensor<8192xf32>
  %e22 = tensor.empty() : tensor<8192xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g21 : tensor<8192xf32>) outs(%e22 : tensor<8192xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.divf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<8192xf32>
  %e28 = tensor.empty() : tensor<1024x8192xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g15, %g26 : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e28 : tensor<1024x8192xf32>) {
  ^bb0(%a29: f32, %a30: f32, %o31: f32):
    %b32 = arith.subf %a29, %a30 : f32
    %b33 = arith.mulf %b32, %b32 : f32
    linalg.yield %b33 : f32
  } -> tensor<1024x8192xf32>
  %e35 = tensor.empty() : tensor<8192xf32>
  %f36 = linalg.fill ins(%c0 : f32) outs(%e35 : tensor<8192xf32>) -> tensor<8192xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g34 : tensor<1024x8192xf32>) outs(%f36 : tensor<8192xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.addf %a37, %o38 : f32
    linalg.yield %b39 : f32
  } -> tensor<8192xf32>
  %e41 = tensor.empty() : tensor<8192xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g40 : tensor<8192xf32>) outs(%e41 : tensor<8192xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.divf %a42, %c1 : f32
    linalg.yield %b44 : f32
  } -> tensor<8192xf32>
  %e47 = tensor.empty() : tensor<1024x8192xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g15, %g26, %g45, %bn_weight, %bn_bias : tensor<1024x8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>) outs(%e47 : tensor<1024x8192xf32>) {
  ^bb0(%a48: f32, %a49: f32, %a50: f32, %a51: f32, %a52: f32, %o53: f32):
    %b54 = arith.addf %a50, %c2 : f32
    %b55 = math.sqrt %b54 : f32
    %b56 = arith.subf %a48, %a49 : f32
    %b57 = arith.divf %b56, %b55 : f32
    %b58 = arith.mulf %b57, %a51 : f32
    %b59 = arith.addf %b58, %a52 : f32
    linalg.yield %b59 : f32
  } -> tensor<1024x8192xf32>
  return %g60 : tensor<1024x8192xf32>
}
