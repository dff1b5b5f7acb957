// Imported by htam-import from 14_Gemm_Divide_Sum_Scaling.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), weight 8192x8192 (parameter:weight)
func.func @l2_14_gemm_divide_sum_scaling(
    %x: tensor<1024x8192xf32>,
    %weight: tensor<8192x8192xf32> {htam.init = "normal"}) -> (tensor<1024x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %c2 = arith.constant 1.5 : f32
  %e5 = tensor.empty() : tensor<1024x8192xf32>
  %f6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f6 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e8 = tensor.empty() : tensor<1024x8192xf32>
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7 : tensor<1024x8192xf32>) outs(%e8 : tensor<1024x8192xf32>) {
  ^bb0(%a9: f32, %o10: f32):
    %b11 = arith.divf %a9, %c1 : f32
    linalg.yield %b11 : f32
  } -> tensor<1024x8192xf32>
  %e13 = tensor.empty() : tensor<1024xf32>
  %f14 = linalg.fill ins(%c0 : f32) outs(%e13 : tensor<1024xf32>) -> tensor<1024xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g12 : tensor<1024x8192xf32>) outs(%f14 : tensor<1024xf32>) {
  ^bb0(%a15: f32, %o16: f32):
    %b17 = arith.addf %a15, %o16 : f32
    linalg.yield %b17 : f32
  } -> tensor<1024xf32>
  %r19 = tensor.expand_shape %g18 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e20 = tensor.empty() : tensor<1024x1xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r19 : tensor<1024x1xf32>) outs(%e20 : tensor<1024x1xf32>) {
  ^bb0(%a21: f32, %o22: f32):
    %b23 = arith.mulf %a21, %c2 : f32
    linalg.yield %b23 : f32
  } -> tensor<1024x1xf32>
  return %g24 : tensor<1024x1xf32>
}
