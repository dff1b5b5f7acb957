// Imported by htam-import from 94_Gemm_BiasAdd_Hardtanh_Mish_GroupNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias), bias 8192 (parameter:bias), groupnorm_weight 8192 (parameter:groupnorm.weight), groupnorm_bias 8192 (parameter:groupnorm.bias)
func.func @l2_94_gemm_biasadd_hardtanh_mish_groupnorm(
    %x: tensor<1024x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %bias: tensor<8192xf32> {htam.init = "normal"},
    %groupnorm_weight: tensor<8192xf32> {htam.init = "uniform(0.5..1.5)"},
    %groupnorm_bias: tensor<8192xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -1.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant 2.0e+01 : f32
  %c4 = arith.constant 32.0 : f32
  %c5 = arith.constant 1.0e-05 : f32
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
      ins(%g9, %bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e10 : tensor<1024x8192xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<1024x8192xf32>
  %e16 = tensor.empty() : tensor<1024x8192xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g15 : tensor<1024x8192xf32>) outs(%e16 : tensor<1024x8192xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.maximumf %a17, %c1 : f32
    %b20 = arith.minimumf %b19, %c2 : f32
    linalg.yield %b20 : f32
  } -> tensor<1024x8192xf32>
  %e22 = tensor.empty() : tensor<1024x8192xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g21 : tensor<1024x8192xf32>) outs(%e22 : tensor<1024x8192xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = math.exp %a23 : f32
    %b26 = math.log1p %b25 : f32
    %b27 = arith.cmpf ogt, %a23, %c3 : f32
    %b28 = arith.select %b27, %a23, %b26 : f32
    %b29 = math.tanh %b28 : f32
    %b30 = arith.mulf %a23, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<1024x8192xf32>
  %r32 = tensor.expand_shape %g31 [[0], [1, 2]] output_shape [1024, 256, 32] : tensor<1024x8192xf32> into tensor<1024x256x32xf32>
  %e33 = tensor.empty() : tensor<1024x256xf32>
  %f34 = linalg.fill ins(%c0 : f32) outs(%e33 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r32 : tensor<1024x256x32xf32>) outs(%f34 : tensor<1024x256xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.addf %a35, %o36 : f32
    linalg.yield %b37 : f32
  } -> tensor<1024x256xf32>
  %e39 = tensor.empty() : tensor<1024x256xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g38 : tensor<1024x256xf32>) outs(%e39 : tensor<1024x256xf32>) {
  ^bb0(%a40: f32, %o41: f32):
    %b42 = arith.divf %a40, %c4 : f32
    linalg.yield %b42 : f32
  } -> tensor<1024x256xf32>
  %e45 = tensor.empty() : tensor<1024x256x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r32, %g43 : tensor<1024x256x32xf32>, tensor<1024x256xf32>) outs(%e45 : tensor<1024x256x32xf32>) {
  ^bb0(%a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.subf %a46, %a47 : f32
    %b50 = arith.mulf %b49, %b49 : f32
    linalg.yield %b50 : f32
  } -> tensor<1024x256x32xf32>
  %e52 = tensor.empty() : tensor<1024x256xf32>
  %f53 = linalg.fill ins(%c0 : f32) outs(%e52 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g51 : tensor<1024x256x32xf32>) outs(%f53 : tensor<1024x256xf32>) {
  ^bb0(%a54: f32, %o55: f32):
    %b56 = arith.addf %a54, %o55 : f32
    linalg.yield %b56 : f32
  } -> tensor<1024x256xf32>
  %e58 = tensor.empty() : tensor<1024x256xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g57 : tensor<1024x256xf32>) outs(%e58 : tensor<1024x256xf32>) {
  ^bb0(%a59: f32, %o60: f32):
    %b61 = arith.divf %a59, %c4 : f32
    linalg.yield %b61 : f32
  } -> tensor<1024x256xf32>
  %e64 = tensor.empty() : tensor<1024x256x32xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r32, %g43, %g62 : tensor<1024x256x32xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%e64 : tensor<1024x256x32xf32>) {
  ^bb0(%a65: f32, %a66: f32, %a67: f32, %o68: f32):
    %b69 = arith.addf %a67, %c5 : f32
    %b70 = math.sqrt %b69 : f32
    %b71 = arith.subf %a65, %a66 : f32
    %b72 = arith.divf %b71, %b70 : f32
    linalg.yield %b72 : f32
  } -> tensor<1024x256x32xf32>
  %r74 = tensor.collapse_shape %g73 [[0], [1, 2]] : tensor<1024x256x32xf32> into tensor<1024x8192xf32>
  %e75 = tensor.empty() : tensor<1024x8192xf32>
  %g82 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r74, %groupnorm_weight, %groupnorm_bias : tensor<1024x8192xf32>, tensor<8192xf32>, tensor<8192xf32>) outs(%e75 : tensor<1024x8192xf32>) {
  ^bb0(%a76: f32, %a77: f32, %a78: f32, %o79: f32):
    %b80 = arith.mulf %a76, %a77 : f32
    %b81 = arith.addf %b80, %a78 : f32
    linalg.yield %b81 : f32
  } -> tensor<1024x8192xf32>
  return %g82 : tensor<1024x8192xf32>
}
