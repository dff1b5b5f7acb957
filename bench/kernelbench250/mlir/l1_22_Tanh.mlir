// Imported by htam-import from 22_Tanh.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4096x393216 (input)
func.func @l1_22_tanh(
    %x: tensor<4096x393216xf32>) -> (tensor<4096x393216xf32>) {
  %e1 = tensor.empty() : tensor<4096x393216xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x393216xf32>) outs(%e1 : tensor<4096x393216xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = math.tanh %a2 : f32
    linalg.yield %b4 : f32
  } -> tensor<4096x393216xf32>
  return %g5 : tensor<4096x393216xf32>
}
