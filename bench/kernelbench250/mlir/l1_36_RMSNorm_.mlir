// Imported by htam-import from 36_RMSNorm_.py (torch 1.13.0a0, torch.fx)
// Arguments: x 112x64x512x512 (input)
func.func @l1_36_rmsnorm_(
    %x: tensor<112x64x512x512xf32>) -> (tensor<112x64x512x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 64.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<112x64x512x512xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<112x64x512x512xf32>) outs(%e1 : tensor<112x64x512x512xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = arith.mulf %a2, %a2 : f32
    linalg.yield %b4 : f32
  } -> tensor<112x64x512x512xf32>
  %e6 = tensor.empty() : tensor<112x512x512xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<112x512x512xf32>) -> tensor<112x512x512xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g5 : tensor<112x64x512x512xf32>) outs(%f7 : tensor<112x512x512xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    %b10 = arith.addf %a8, %o9 : f32
    linalg.yield %b10 : f32
  } -> tensor<112x512x512xf32>
  %e12 = tensor.empty() : tensor<112x512x512xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g11 : tensor<112x512x512xf32>) outs(%e12 : tensor<112x512x512xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    %b15 = arith.divf %a13, %c1 : f32
    linalg.yield %b15 : f32
  } -> tensor<112x512x512xf32>
  %r17 = tensor.expand_shape %g16 [[0], [1, 2], [3]] output_shape [112, 1, 512, 512] : tensor<112x512x512xf32> into tensor<112x1x512x512xf32>
  %e18 = tensor.empty() : tensor<112x1x512x512xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r17 : tensor<112x1x512x512xf32>) outs(%e18 : tensor<112x1x512x512xf32>) {
  ^bb0(%a19: f32, %o20: f32):
    %b21 = arith.addf %a19, %c2 : f32
    linalg.yield %b21 : f32
  } -> tensor<112x1x512x512xf32>
  %e23 = tensor.empty() : tensor<112x1x512x512xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g22 : tensor<112x1x512x512xf32>) outs(%e23 : tensor<112x1x512x512xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = math.sqrt %a24 : f32
    linalg.yield %b26 : f32
  } -> tensor<112x1x512x512xf32>
  %r28 = tensor.collapse_shape %g27 [[0], [1, 2], [3]] : tensor<112x1x512x512xf32> into tensor<112x512x512xf32>
  %e29 = tensor.empty() : tensor<112x64x512x512xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %r28 : tensor<112x64x512x512xf32>, tensor<112x512x512xf32>) outs(%e29 : tensor<112x64x512x512xf32>) {
  ^bb0(%a30: f32, %a31: f32, %o32: f32):
    %b33 = arith.divf %a30, %a31 : f32
    linalg.yield %b33 : f32
  } -> tensor<112x64x512x512xf32>
  return %g34 : tensor<112x64x512x512xf32>
}
