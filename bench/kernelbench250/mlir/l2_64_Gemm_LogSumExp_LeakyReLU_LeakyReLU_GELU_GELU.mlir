// Imported by htam-import from 64_Gemm_LogSumExp_LeakyReLU_LeakyReLU_GELU_GELU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), linear_weight 8192x8192 (parameter:linear.weight), linear_bias 8192 (parameter:linear.bias)
func.func @l2_64_gemm_logsumexp_leakyrelu_leakyrelu_gelu_gelu(
    %x: tensor<1024x8192xf32>,
    %linear_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %linear_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %c3 = arith.constant 0.01 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant 0.70710677 : f32
  %c6 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %linear_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %linear_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %e10 = tensor.empty() : tensor<1024xf32>
  %f11 = linalg.fill ins(%c1 : f32) outs(%e10 : tensor<1024xf32>) -> tensor<1024xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g9 : tensor<1024x8192xf32>) outs(%f11 : tensor<1024xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.maximumf %a12, %o13 : f32
    linalg.yield %b14 : f32
  } -> tensor<1024xf32>
  %e16 = tensor.empty() : tensor<1024xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g15 : tensor<1024xf32>) outs(%e16 : tensor<1024xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = math.absf %a17 : f32
    %b20 = arith.cmpf olt, %b19, %c2 : f32
    %b21 = arith.select %b20, %a17, %c0 : f32
    linalg.yield %b21 : f32
  } -> tensor<1024xf32>
  %e24 = tensor.empty() : tensor<1024x8192xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %g22 : tensor<1024x8192xf32>, tensor<1024xf32>) outs(%e24 : tensor<1024x8192xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.subf %a25, %a26 : f32
    %b29 = math.exp %b28 : f32
    linalg.yield %b29 : f32
  } -> tensor<1024x8192xf32>
  %e31 = tensor.empty() : tensor<1024xf32>
  %f32 = linalg.fill ins(%c0 : f32) outs(%e31 : tensor<1024xf32>) -> tensor<1024xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g30 : tensor<1024x8192xf32>) outs(%f32 : tensor<1024xf32>) {
  ^bb0(%a33: f32, %o34: f32):
    %b35 = arith.addf %a33, %o34 : f32
    linalg.yield %b35 : f32
  } -> tensor<1024xf32>
  %e37 = tensor.empty() : tensor<1024xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g36, %g22 : tensor<1024xf32>, tensor<1024xf32>) outs(%e37 : tensor<1024xf32>) {
  ^bb0(%a38: f32, %a39: f32, %o40: f32):
    %b41 = math.log %a38 : f32
    %b42 = arith.addf %b41, %a39 : f32
    linalg.yield %b42 : f32
  } -> tensor<1024xf32>
  %r44 = tensor.expand_shape %g43 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e45 = tensor.empty() : tensor<1024x1xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r44 : tensor<1024x1xf32>) outs(%e45 : tensor<1024x1xf32>) {
  ^bb0(%a46: f32, %o47: f32):
    %b48 = arith.mulf %a46, %c3 : f32
    %b49 = arith.cmpf ogt, %a46, %c0 : f32
    %b50 = arith.select %b49, %a46, %b48 : f32
    linalg.yield %b50 : f32
  } -> tensor<1024x1xf32>
  %e52 = tensor.empty() : tensor<1024x1xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g51 : tensor<1024x1xf32>) outs(%e52 : tensor<1024x1xf32>) {
  ^bb0(%a53: f32, %o54: f32):
    %b55 = arith.mulf %a53, %c3 : f32
    %b56 = arith.cmpf ogt, %a53, %c0 : f32
    %b57 = arith.select %b56, %a53, %b55 : f32
    linalg.yield %b57 : f32
  } -> tensor<1024x1xf32>
  %e59 = tensor.empty() : tensor<1024x1xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g58 : tensor<1024x1xf32>) outs(%e59 : tensor<1024x1xf32>) {
  ^bb0(%a60: f32, %o61: f32):
    %b62 = arith.mulf %a60, %c4 : f32
    %b63 = arith.mulf %a60, %c5 : f32
    %b64 = math.erf %b63 : f32
    %b65 = arith.addf %b64, %c6 : f32
    %b66 = arith.mulf %b62, %b65 : f32
    linalg.yield %b66 : f32
  } -> tensor<1024x1xf32>
  %e68 = tensor.empty() : tensor<1024x1xf32>
  %g76 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g67 : tensor<1024x1xf32>) outs(%e68 : tensor<1024x1xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.mulf %a69, %c4 : f32
    %b72 = arith.mulf %a69, %c5 : f32
    %b73 = math.erf %b72 : f32
    %b74 = arith.addf %b73, %c6 : f32
    %b75 = arith.mulf %b71, %b74 : f32
    linalg.yield %b75 : f32
  } -> tensor<1024x1xf32>
  return %g76 : tensor<1024x1xf32>
}
