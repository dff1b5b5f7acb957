// Imported by htam-import from 22_Matmul_Scale_ResidualAdd_Clamp_LogSumExp_Mish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), matmul_weight 8192x8192 (parameter:matmul.weight), matmul_bias 8192 (parameter:matmul.bias)
func.func @l2_22_matmul_scale_residualadd_clamp_logsumexp_mish(
    %x: tensor<1024x8192xf32>,
    %matmul_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %matmul_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %c2 = arith.constant -1.0e+01 : f32
  %c3 = arith.constant 1.0e+01 : f32
  %c4 = arith.constant 0xFF800000 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %c6 = arith.constant 2.0e+01 : f32
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %matmul_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %matmul_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %e10 = tensor.empty() : tensor<1024x8192xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<1024x8192xf32>) outs(%e10 : tensor<1024x8192xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.mulf %a11, %c1 : f32
    linalg.yield %b13 : f32
  } -> tensor<1024x8192xf32>
  %e15 = tensor.empty() : tensor<1024x8192xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g14, %g14 : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%e15 : tensor<1024x8192xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.addf %a16, %a17 : f32
    linalg.yield %b19 : f32
  } -> tensor<1024x8192xf32>
  %e21 = tensor.empty() : tensor<1024x8192xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g20 : tensor<1024x8192xf32>) outs(%e21 : tensor<1024x8192xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.maximumf %a22, %c2 : f32
    %b25 = arith.minimumf %b24, %c3 : f32
    linalg.yield %b25 : f32
  } -> tensor<1024x8192xf32>
  %e27 = tensor.empty() : tensor<1024xf32>
  %f28 = linalg.fill ins(%c4 : f32) outs(%e27 : tensor<1024xf32>) -> tensor<1024xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g26 : tensor<1024x8192xf32>) outs(%f28 : tensor<1024xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.maximumf %a29, %o30 : f32
    linalg.yield %b31 : f32
  } -> tensor<1024xf32>
  %e33 = tensor.empty() : tensor<1024xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g32 : tensor<1024xf32>) outs(%e33 : tensor<1024xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = math.absf %a34 : f32
    %b37 = arith.cmpf olt, %b36, %c5 : f32
    %b38 = arith.select %b37, %a34, %c0 : f32
    linalg.yield %b38 : f32
  } -> tensor<1024xf32>
  %e41 = tensor.empty() : tensor<1024x8192xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g26, %g39 : tensor<1024x8192xf32>, tensor<1024xf32>) outs(%e41 : tensor<1024x8192xf32>) {
  ^bb0(%a42: f32, %a43: f32, %o44: f32):
    %b45 = arith.subf %a42, %a43 : f32
    %b46 = math.exp %b45 : f32
    linalg.yield %b46 : f32
  } -> tensor<1024x8192xf32>
  %e48 = tensor.empty() : tensor<1024xf32>
  %f49 = linalg.fill ins(%c0 : f32) outs(%e48 : tensor<1024xf32>) -> tensor<1024xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g47 : tensor<1024x8192xf32>) outs(%f49 : tensor<1024xf32>) {
  ^bb0(%a50: f32, %o51: f32):
    %b52 = arith.addf %a50, %o51 : f32
    linalg.yield %b52 : f32
  } -> tensor<1024xf32>
  %e54 = tensor.empty() : tensor<1024xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g53, %g39 : tensor<1024xf32>, tensor<1024xf32>) outs(%e54 : tensor<1024xf32>) {
  ^bb0(%a55: f32, %a56: f32, %o57: f32):
    %b58 = math.log %a55 : f32
    %b59 = arith.addf %b58, %a56 : f32
    linalg.yield %b59 : f32
  } -> tensor<1024xf32>
  %r61 = tensor.expand_shape %g60 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e62 = tensor.empty() : tensor<1024x1xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r61 : tensor<1024x1xf32>) outs(%e62 : tensor<1024x1xf32>) {
  ^bb0(%a63: f32, %o64: f32):
    %b65 = math.exp %a63 : f32
    %b66 = math.log1p %b65 : f32
    %b67 = arith.cmpf ogt, %a63, %c6 : f32
    %b68 = arith.select %b67, %a63, %b66 : f32
    %b69 = math.tanh %b68 : f32
    %b70 = arith.mulf %a63, %b69 : f32
    linalg.yield %b70 : f32
  } -> tensor<1024x1xf32>
  %e72 = tensor.empty() : tensor<1024x1xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r61, %g71 : tensor<1024x1xf32>, tensor<1024x1xf32>) outs(%e72 : tensor<1024x1xf32>) {
  ^bb0(%a73: f32, %a74: f32, %o75: f32):
    %b76 = arith.mulf %a73, %a74 : f32
    linalg.yield %b76 : f32
  } -> tensor<1024x1xf32>
  return %g77 : tensor<1024x1xf32>
}
