// Imported by htam-import from 80_Gemm_Max_Subtract_GELU.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), gemm_weight 8192x8192 (parameter:gemm.weight), gemm_bias 8192 (parameter:gemm.bias)
func.func @l2_80_gemm_max_subtract_gelu(
    %x: tensor<1024x8192xf32>,
    %gemm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %gemm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 0 : i64
  %c3 = arith.constant 1.0 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant 0.70710677 : f32
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
  %e10 = tensor.empty() : tensor<1024xf32>
  %f11 = linalg.fill ins(%c1 : f32) outs(%e10 : tensor<1024xf32>) -> tensor<1024xf32>
  %e12 = tensor.empty() : tensor<1024xi64>
  %f13 = linalg.fill ins(%c2 : i64) outs(%e12 : tensor<1024xi64>) -> tensor<1024xi64>
  %g24:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g9 : tensor<1024x8192xf32>) outs(%f11, %f13 : tensor<1024xf32>, tensor<1024xi64>) {
  ^bb0(%a14: f32, %o15: f32, %o16: i64):
    %i17 = linalg.index 1 : index
    %b18 = arith.index_cast %i17 : index to i64
    %b19 = arith.cmpf ogt, %a14, %o15 : f32
    %b20 = arith.cmpf uno, %a14, %a14 : f32
    %b21 = arith.ori %b19, %b20 : i1
    %b22 = arith.select %b21, %a14, %o15 : f32
    %b23 = arith.select %b21, %b18, %o16 : i64
    linalg.yield %b22, %b23 : f32, i64
  } -> (tensor<1024xf32>, tensor<1024xi64>)
  %r25 = tensor.expand_shape %g24#0 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e27 = tensor.empty() : tensor<1024xf32>
  %f28 = linalg.fill ins(%c0 : f32) outs(%e27 : tensor<1024xf32>) -> tensor<1024xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r25 : tensor<1024x1xf32>) outs(%f28 : tensor<1024xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.addf %a29, %o30 : f32
    linalg.yield %b31 : f32
  } -> tensor<1024xf32>
  %e33 = tensor.empty() : tensor<1024xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g32 : tensor<1024xf32>) outs(%e33 : tensor<1024xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.divf %a34, %c3 : f32
    linalg.yield %b36 : f32
  } -> tensor<1024xf32>
  %r38 = tensor.expand_shape %g37 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e39 = tensor.empty() : tensor<1024x1xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r25, %r38 : tensor<1024x1xf32>, tensor<1024x1xf32>) outs(%e39 : tensor<1024x1xf32>) {
  ^bb0(%a40: f32, %a41: f32, %o42: f32):
    %b43 = arith.subf %a40, %a41 : f32
    linalg.yield %b43 : f32
  } -> tensor<1024x1xf32>
  %e45 = tensor.empty() : tensor<1024x1xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g44 : tensor<1024x1xf32>) outs(%e45 : tensor<1024x1xf32>) {
  ^bb0(%a46: f32, %o47: f32):
    %b48 = arith.mulf %a46, %c4 : f32
    %b49 = arith.mulf %a46, %c5 : f32
    %b50 = math.erf %b49 : f32
    %b51 = arith.addf %b50, %c3 : f32
    %b52 = arith.mulf %b48, %b51 : f32
    linalg.yield %b52 : f32
  } -> tensor<1024x1xf32>
  return %g53 : tensor<1024x1xf32>
}
