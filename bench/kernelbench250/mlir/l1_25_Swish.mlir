// Imported by htam-import from 25_Swish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4096x393216 (input)
func.func @l1_25_swish(
    %x: tensor<4096x393216xf32>) -> (tensor<4096x393216xf32>) {
  %c0 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<4096x393216xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x393216xf32>) outs(%e1 : tensor<4096x393216xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = arith.negf %a2 : f32
    %b5 = math.exp %b4 : f32
    %b6 = arith.addf %b5, %c0 : f32
    %b7 = arith.divf %c0, %b6 : f32
    linalg.yield %b7 : f32
  } -> tensor<4096x393216xf32>
  %e9 = tensor.empty() : tensor<4096x393216xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g8 : tensor<4096x393216xf32>, tensor<4096x393216xf32>) outs(%e9 : tensor<4096x393216xf32>) {
  ^bb0(%a10: f32, %a11: f32, %o12: f32):
    %b13 = arith.mulf %a10, %a11 : f32
    linalg.yield %b13 : f32
  } -> tensor<4096x393216xf32>
  return %g14 : tensor<4096x393216xf32>
}
