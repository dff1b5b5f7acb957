// Imported by htam-import from 46_Average_Pooling_3D.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x32x128x128x256 (input)
func.func @l1_46_average_pooling_3d(
    %x: tensor<16x32x128x128x256xf32>) -> (tensor<16x32x64x64x128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 27.0 : f32
  %e1 = tensor.empty() : tensor<16x32x130x130x258xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32x130x130x258xf32>) -> tensor<16x32x130x130x258xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 + 1, d3 + 1, d4 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<16x32x128x128x256xf32>) outs(%f2 : tensor<16x32x130x130x258xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16x32x130x130x258xf32>
  %e6 = tensor.empty() : tensor<16x32x64x64x128xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<16x32x64x64x128xf32>) -> tensor<16x32x64x64x128xf32>
  %e8 = tensor.empty() : tensor<3x3x3xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g5, %e8 : tensor<16x32x130x130x258xf32>, tensor<3x3x3xf32>) outs(%f7 : tensor<16x32x64x64x128xf32>) {
  ^bb0(%a9: f32, %a10: f32, %o11: f32):
    %b12 = arith.addf %a9, %o11 : f32
    linalg.yield %b12 : f32
  } -> tensor<16x32x64x64x128xf32>
  %e14 = tensor.empty() : tensor<16x32x64x64x128xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g13 : tensor<16x32x64x64x128xf32>) outs(%e14 : tensor<16x32x64x64x128xf32>) {
  ^bb0(%a15: f32, %o16: f32):
    %b17 = arith.divf %a15, %c1 : f32
    linalg.yield %b17 : f32
  } -> tensor<16x32x64x64x128xf32>
  return %g18 : tensor<16x32x64x64x128xf32>
}
