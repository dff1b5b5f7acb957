// Imported by htam-import from 94_MSELoss.py (torch 1.13.0a0, torch.fx)
// Arguments: predictions 32768x32768 (input), targets 32768x32768 (input)
func.func @l1_94_mseloss(
    %predictions: tensor<32768x32768xf32>,
    %targets: tensor<32768x32768xf32>) -> (tensor<f32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0737418e+09 : f32
  %e1 = tensor.empty() : tensor<32768x32768xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%predictions, %targets : tensor<32768x32768xf32>, tensor<32768x32768xf32>) outs(%e1 : tensor<32768x32768xf32>) {
  ^bb0(%a2: f32, %a3: f32, %o4: f32):
    %b5 = arith.subf %a2, %a3 : f32
    linalg.yield %b5 : f32
  } -> tensor<32768x32768xf32>
  %e7 = tensor.empty() : tensor<32768x32768xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6 : tensor<32768x32768xf32>) outs(%e7 : tensor<32768x32768xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    %b10 = arith.mulf %a8, %a8 : f32
    linalg.yield %b10 : f32
  } -> tensor<32768x32768xf32>
  %e12 = tensor.empty() : tensor<32768xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<32768xf32>) -> tensor<32768xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g11 : tensor<32768x32768xf32>) outs(%f13 : tensor<32768xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.addf %a14, %o15 : f32
    linalg.yield %b16 : f32
  } -> tensor<32768xf32>
  %e18 = tensor.empty() : tensor<f32>
  %f19 = linalg.fill ins(%c0 : f32) outs(%e18 : tensor<f32>) -> tensor<f32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g17 : tensor<32768xf32>) outs(%f19 : tensor<f32>) {
  ^bb0(%a20: f32, %o21: f32):
    %b22 = arith.addf %a20, %o21 : f32
    linalg.yield %b22 : f32
  } -> tensor<f32>
  %e24 = tensor.empty() : tensor<f32>
  %g28 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%g23 : tensor<f32>) outs(%e24 : tensor<f32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.divf %a25, %c1 : f32
    linalg.yield %b27 : f32
  } -> tensor<f32>
  return %g28 : tensor<f32>
}
