// Imported by htam-import from 42_Max_Pooling_2D.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32x64x512x512 (input)
func.func @l1_42_max_pooling_2d(
    %x: tensor<32x64x512x512xf32>) -> (tensor<32x64x511x511xf32>) {
  %c0 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<32x64x514x514xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32x64x514x514xf32>) -> tensor<32x64x514x514xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<32x64x512x512xf32>) outs(%f2 : tensor<32x64x514x514xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<32x64x514x514xf32>
  %e6 = tensor.empty() : tensor<32x64x511x511xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<32x64x511x511xf32>) -> tensor<32x64x511x511xf32>
  %e8 = tensor.empty() : tensor<4x4xf32>
  %pool9 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %e8 : tensor<32x64x514x514xf32>, tensor<4x4xf32>) outs(%f7 : tensor<32x64x511x511xf32>) -> tensor<32x64x511x511xf32>
  return %pool9 : tensor<32x64x511x511xf32>
}
