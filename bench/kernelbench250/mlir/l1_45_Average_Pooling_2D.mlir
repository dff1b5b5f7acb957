// Imported by htam-import from 45_Average_Pooling_2D.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x64x2048x2048 (input)
func.func @l1_45_average_pooling_2d(
    %x: tensor<16x64x2048x2048xf32>) -> (tensor<16x64x186x186xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 121.0 : f32
  %e1 = tensor.empty() : tensor<16x64x186x186xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x64x186x186xf32>) -> tensor<16x64x186x186xf32>
  %e3 = tensor.empty() : tensor<11x11xf32>
  %pool4 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<11> : tensor<2xi64>}
      ins(%x, %e3 : tensor<16x64x2048x2048xf32>, tensor<11x11xf32>) outs(%f2 : tensor<16x64x186x186xf32>) -> tensor<16x64x186x186xf32>
  %e5 = tensor.empty() : tensor<16x64x186x186xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool4 : tensor<16x64x186x186xf32>) outs(%e5 : tensor<16x64x186x186xf32>) {
  ^bb0(%a6: f32, %o7: f32):
    %b8 = arith.divf %a6, %c1 : f32
    linalg.yield %b8 : f32
  } -> tensor<16x64x186x186xf32>
  return %g9 : tensor<16x64x186x186xf32>
}
