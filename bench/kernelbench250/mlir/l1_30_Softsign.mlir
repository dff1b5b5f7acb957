// Imported by htam-import from 30_Softsign.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4096x393216 (input)
func.func @l1_30_softsign(
    %x: tensor<4096x393216xf32>) -> (tensor<4096x393216xf32>) {
  %c0 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<4096x393216xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x393216xf32>) outs(%e1 : tensor<4096x393216xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = math.absf %a2 : f32
    linalg.yield %b4 : f32
  } -> tensor<4096x393216xf32>
  %e6 = tensor.empty() : tensor<4096x393216xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5 : tensor<4096x393216xf32>) outs(%e6 : tensor<4096x393216xf32>) {
  ^bb0(%a7: f32, %o8: f32):
    %b9 = arith.addf %c0, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<4096x393216xf32>
  %e11 = tensor.empty() : tensor<4096x393216xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g10 : tensor<4096x393216xf32>, tensor<4096x393216xf32>) outs(%e11 : tensor<4096x393216xf32>) {
  ^bb0(%a12: f32, %a13: f32, %o14: f32):
    %b15 = arith.divf %a12, %a13 : f32
    linalg.yield %b15 : f32
  } -> tensor<4096x393216xf32>
  return %g16 : tensor<4096x393216xf32>
}
