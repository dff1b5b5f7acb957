// Imported by htam-import from 28_HardSigmoid.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4096x393216 (input)
func.func @l1_28_hardsigmoid(
    %x: tensor<4096x393216xf32>) -> (tensor<4096x393216xf32>) {
  %c0 = arith.constant 3.0 : f32
  %c1 = arith.constant 0.0 : f32
  %c2 = arith.constant 6.0 : f32
  %e1 = tensor.empty() : tensor<4096x393216xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x393216xf32>) outs(%e1 : tensor<4096x393216xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = arith.addf %a2, %c0 : f32
    %b5 = arith.maximumf %b4, %c1 : f32
    %b6 = arith.minimumf %b5, %c2 : f32
    %b7 = arith.divf %b6, %c2 : f32
    linalg.yield %b7 : f32
  } -> tensor<4096x393216xf32>
  return %g8 : tensor<4096x393216xf32>
}
