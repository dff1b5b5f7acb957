// Imported by htam-import from 100_HingeLoss.py (torch 1.13.0a0, torch.fx)
// Arguments: predictions 32768x32768 (input), targets 32768 (input)
func.func @l1_100_hingeloss(
    %predictions: tensor<32768x32768xf32>,
    %targets: tensor<32768xf32>) -> (tensor<f32>) {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.0 : f32
  %c2 = arith.constant 1.0737418e+09 : f32
  %e1 = tensor.empty() : tensor<32768x32768xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%predictions, %targets : tensor<32768x32768xf32>, tensor<32768xf32>) outs(%e1 : tensor<32768x32768xf32>) {
  ^bb0(%a2: f32, %a3: f32, %o4: f32):
    %b5 = arith.mulf %a2, %a3 : f32
    linalg.yield %b5 : f32
  } -> tensor<32768x32768xf32>
  %e7 = tensor.empty() : tensor<32768x32768xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6 : tensor<32768x32768xf32>) outs(%e7 : tensor<32768x32768xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    %b10 = arith.subf %c0, %a8 : f32
    linalg.yield %b10 : f32
  } -> tensor<32768x32768xf32>
  %e12 = tensor.empty() : tensor<32768x32768xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g11 : tensor<32768x32768xf32>) outs(%e12 : tensor<32768x32768xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    %b15 = arith.maximumf %a13, %c1 : f32
    linalg.yield %b15 : f32
  } -> tensor<32768x32768xf32>
  %e17 = tensor.empty() : tensor<32768xf32>
  %f18 = linalg.fill ins(%c1 : f32) outs(%e17 : tensor<32768xf32>) -> tensor<32768xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g16 : tensor<32768x32768xf32>) outs(%f18 : tensor<32768xf32>) {
  ^bb0(%a19: f32, %o20: f32):
    %b21 = arith.addf %a19, %o20 : f32
    linalg.yield %b21 : f32
  } -> tensor<32768xf32>
  %e23 = tensor.empty() : tensor<f32>
  %f24 = linalg.fill ins(%c1 : f32) outs(%e23 : tensor<f32>) -> tensor<f32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g22 : tensor<32768xf32>) outs(%f24 : tensor<f32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.addf %a25, %o26 : f32
    linalg.yield %b27 : f32
  } -> tensor<f32>
  %e29 = tensor.empty() : tensor<f32>
  %g33 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%g28 : tensor<f32>) outs(%e29 : tensor<f32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.divf %a30, %c2 : f32
    linalg.yield %b32 : f32
  } -> tensor<f32>
  return %g33 : tensor<f32>
}
