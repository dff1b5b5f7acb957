// Imported by htam-import from 51_Gemm_Subtract_GlobalAvgPool_LogSumExp_GELU_ResidualAdd.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2048x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias), subtract 8192 (parameter:subtract)
func.func @l2_51_gemm_subtract_globalavgpool_logsumexp_gelu_residualadd(
    %x: tensor<2048x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %subtract: tensor<8192xf32> {htam.init = "normal"}) -> (tensor<2048x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 8192.0 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant 0.70710677 : f32
  %c6 = arith.constant 1.0 : f32
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
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9, %subtract : tensor<2048x8192xf32>, tensor<8192xf32>) outs(%e10 : tensor<2048x8192xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.subf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<2048x8192xf32>
  %e16 = tensor.empty() : tensor<2048xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<2048xf32>) -> tensor<2048xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g15 : tensor<2048x8192xf32>) outs(%f17 : tensor<2048xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.addf %a18, %o19 : f32
    linalg.yield %b20 : f32
  } -> tensor<2048xf32>
  %e22 = tensor.empty() : tensor<2048xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g21 : tensor<2048xf32>) outs(%e22 : tensor<2048xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.divf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<2048xf32>
  %r27 = tensor.expand_shape %g26 [[0, 1]] output_shape [2048, 1] : tensor<2048xf32> into tensor<2048x1xf32>
  %e28 = tensor.empty() : tensor<2048xf32>
  %f29 = linalg.fill ins(%c2 : f32) outs(%e28 : tensor<2048xf32>) -> tensor<2048xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r27 : tensor<2048x1xf32>) outs(%f29 : tensor<2048xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.maximumf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<2048xf32>
  %e34 = tensor.empty() : tensor<2048xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g33 : tensor<2048xf32>) outs(%e34 : tensor<2048xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = math.absf %a35 : f32
    %b38 = arith.cmpf olt, %b37, %c3 : f32
    %b39 = arith.select %b38, %a35, %c0 : f32
    linalg.yield %b39 : f32
  } -> tensor<2048xf32>
  %r41 = tensor.expand_shape %g40 [[0, 1]] output_shape [2048, 1] : tensor<2048xf32> into tensor<2048x1xf32>
  %e42 = tensor.empty() : tensor<2048x1xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r27, %r41 : tensor<2048x1xf32>, tensor<2048x1xf32>) outs(%e42 : tensor<2048x1xf32>) {
  ^bb0(%a43: f32, %a44: f32, %o45: f32):
    %b46 = arith.subf %a43, %a44 : f32
    %b47 = math.exp %b46 : f32
    linalg.yield %b47 : f32
  } -> tensor<2048x1xf32>
  %e49 = tensor.empty() : tensor<2048xf32>
  %f50 = linalg.fill ins(%c0 : f32) outs(%e49 : tensor<2048xf32>) -> tensor<2048xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g48 : tensor<2048x1xf32>) outs(%f50 : tensor<2048xf32>) {
  ^bb0(%a51: f32, %o52: f32):
    %b53 = arith.addf %a51, %o52 : f32
    linalg.yield %b53 : f32
  } -> tensor<2048xf32>
  %e55 = tensor.empty() : tensor<2048xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g54, %g40 : tensor<2048xf32>, tensor<2048xf32>) outs(%e55 : tensor<2048xf32>) {
  ^bb0(%a56: f32, %a57: f32, %o58: f32):
    %b59 = math.log %a56 : f32
    %b60 = arith.addf %b59, %a57 : f32
    linalg.yield %b60 : f32
  } -> tensor<2048xf32>
  %r62 = tensor.expand_shape %g61 [[0, 1]] output_shape [2048, 1] : tensor<2048xf32> into tensor<2048x1xf32>
  %e63 = tensor.empty() : tensor<2048x1xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r62 : tensor<2048x1xf32>) outs(%e63 : tensor<2048x1xf32>) {
  ^bb0(%a64: f32, %o65: f32):
    %b66 = arith.mulf %a64, %c4 : f32
    %b67 = arith.mulf %a64, %c5 : f32
    %b68 = math.erf %b67 : f32
    %b69 = arith.addf %b68, %c6 : f32
    %b70 = arith.mulf %b66, %b69 : f32
    linalg.yield %b70 : f32
  } -> tensor<2048x1xf32>
  %r72 = tensor.collapse_shape %g71 [[0, 1]] : tensor<2048x1xf32> into tensor<2048xf32>
  %e73 = tensor.empty() : tensor<2048x8192xf32>
  %g78 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r72, %x : tensor<2048xf32>, tensor<2048x8192xf32>) outs(%e73 : tensor<2048x8192xf32>) {
  ^bb0(%a74: f32, %a75: f32, %o76: f32):
    %b77 = arith.addf %a74, %a75 : f32
    linalg.yield %b77 : f32
  } -> tensor<2048x8192xf32>
  return %g78 : tensor<2048x8192xf32>
}
