// Imported by htam-import from 28_BMM_InstanceNorm_Sum_ResidualAdd_Multiply.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), y 1024x8192 (input), bmm_weight 8192x8192 (parameter:bmm.weight), bmm_bias 8192 (parameter:bmm.bias)
func.func @l2_28_bmm_instancenorm_sum_residualadd_multiply(
    %x: tensor<1024x8192xf32>,
    %y: tensor<1024x8192xf32>,
    %bmm_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %bmm_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 8192.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %bmm_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %bmm_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %r10 = tensor.expand_shape %g9 [[0], [1, 2]] output_shape [1024, 1, 8192] : tensor<1024x8192xf32> into tensor<1024x1x8192xf32>
  %r11 = tensor.expand_shape %r10 [[0], [1], [2, 3]] output_shape [1024, 1, 1, 8192] : tensor<1024x1x8192xf32> into tensor<1024x1x1x8192xf32>
  %e12 = tensor.empty() : tensor<1024x1xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<1024x1xf32>) -> tensor<1024x1xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%r11 : tensor<1024x1x1x8192xf32>) outs(%f13 : tensor<1024x1xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.addf %a14, %o15 : f32
    linalg.yield %b16 : f32
  } -> tensor<1024x1xf32>
  %e18 = tensor.empty() : tensor<1024x1xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g17 : tensor<1024x1xf32>) outs(%e18 : tensor<1024x1xf32>) {
  ^bb0(%a19: f32, %o20: f32):
    %b21 = arith.divf %a19, %c1 : f32
    linalg.yield %b21 : f32
  } -> tensor<1024x1xf32>
  %r23 = tensor.expand_shape %g22 [[0], [1, 2, 3]] output_shape [1024, 1, 1, 1] : tensor<1024x1xf32> into tensor<1024x1x1x1xf32>
  %r24 = tensor.collapse_shape %r23 [[0], [1], [2, 3]] : tensor<1024x1x1x1xf32> into tensor<1024x1x1xf32>
  %e25 = tensor.empty() : tensor<1024x1x1x8192xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r11, %r24 : tensor<1024x1x1x8192xf32>, tensor<1024x1x1xf32>) outs(%e25 : tensor<1024x1x1x8192xf32>) {
  ^bb0(%a26: f32, %a27: f32, %o28: f32):
    %b29 = arith.subf %a26, %a27 : f32
    %b30 = arith.mulf %b29, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<1024x1x1x8192xf32>
  %e32 = tensor.empty() : tensor<1024x1xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<1024x1xf32>) -> tensor<1024x1xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g31 : tensor<1024x1x1x8192xf32>) outs(%f33 : tensor<1024x1xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<1024x1xf32>
  %e38 = tensor.empty() : tensor<1024x1xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g37 : tensor<1024x1xf32>) outs(%e38 : tensor<1024x1xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c1 : f32
    linalg.yield %b41 : f32
  } -> tensor<1024x1xf32>
  %r43 = tensor.expand_shape %g42 [[0], [1, 2, 3]] output_shape [1024, 1, 1, 1] : tensor<1024x1xf32> into tensor<1024x1x1x1xf32>
  %r44 = tensor.collapse_shape %r23 [[0], [1], [2, 3]] : tensor<1024x1x1x1xf32> into tensor<1024x1x1xf32>
  %r45 = tensor.collapse_shape %r43 [[0], [1], [2, 3]] : tensor<1024x1x1x1xf32> into tensor<1024x1x1xf32>
  %e46 = tensor.empty() : tensor<1024x1x1x8192xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r11, %r44, %r45 : tensor<1024x1x1x8192xf32>, tensor<1024x1x1xf32>, tensor<1024x1x1xf32>) outs(%e46 : tensor<1024x1x1x8192xf32>) {
  ^bb0(%a47: f32, %a48: f32, %a49: f32, %o50: f32):
    %b51 = arith.addf %a49, %c2 : f32
    %b52 = math.sqrt %b51 : f32
    %b53 = arith.subf %a47, %a48 : f32
    %b54 = arith.divf %b53, %b52 : f32
    linalg.yield %b54 : f32
  } -> tensor<1024x1x1x8192xf32>
  %r56 = tensor.collapse_shape %g55 [[0], [1], [2, 3]] : tensor<1024x1x1x8192xf32> into tensor<1024x1x8192xf32>
  %r57 = tensor.collapse_shape %r56 [[0], [1, 2]] : tensor<1024x1x8192xf32> into tensor<1024x8192xf32>
  %e58 = tensor.empty() : tensor<1024x8192xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r57, %y : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%e58 : tensor<1024x8192xf32>) {
  ^bb0(%a59: f32, %a60: f32, %o61: f32):
    %b62 = arith.addf %a59, %a60 : f32
    linalg.yield %b62 : f32
  } -> tensor<1024x8192xf32>
  %e64 = tensor.empty() : tensor<1024x8192xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g63, %y : tensor<1024x8192xf32>, tensor<1024x8192xf32>) outs(%e64 : tensor<1024x8192xf32>) {
  ^bb0(%a65: f32, %a66: f32, %o67: f32):
    %b68 = arith.mulf %a65, %a66 : f32
    linalg.yield %b68 : f32
  } -> tensor<1024x8192xf32>
  return %g69 : tensor<1024x8192xf32>
}
