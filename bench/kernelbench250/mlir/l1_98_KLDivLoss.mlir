// Imported by htam-import from 98_KLDivLoss.py (torch 1.13.0a0, torch.fx)
// Arguments: predictions 16384x16384 (input), targets 16384x16384 (input)
func.func @l1_98_kldivloss(
    %predictions: tensor<16384x16384xf32>,
    %targets: tensor<16384x16384xf32>) -> (tensor<f32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 16384.0 : f32
  %e1 = tensor.empty() : tensor<16384x16384xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%predictions : tensor<16384x16384xf32>) outs(%e1 : tensor<16384x16384xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = math.log %a2 : f32
    linalg.yield %b4 : f32
  } -> tensor<16384x16384xf32>
  %e6 = tensor.empty() : tensor<16384x16384xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5, %targets : tensor<16384x16384xf32>, tensor<16384x16384xf32>) outs(%e6 : tensor<16384x16384xf32>) {
  ^bb0(%a7: f32, %a8: f32, %o9: f32):
    %b10 = math.log %a8 : f32
    %b11 = arith.subf %b10, %a7 : f32
    %b12 = arith.mulf %a8, %b11 : f32
    %b13 = arith.cmpf oeq, %a8, %c0 : f32
    %b14 = arith.select %b13, %c0, %b12 : f32
    linalg.yield %b14 : f32
  } -> tensor<16384x16384xf32>
  %e16 = tensor.empty() : tensor<16384xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<16384xf32>) -> tensor<16384xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g15 : tensor<16384x16384xf32>) outs(%f17 : tensor<16384xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.addf %a18, %o19 : f32
    linalg.yield %b20 : f32
  } -> tensor<16384xf32>
  %e22 = tensor.empty() : tensor<f32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<f32>) -> tensor<f32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g21 : tensor<16384xf32>) outs(%f23 : tensor<f32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<f32>
  %e28 = tensor.empty() : tensor<f32>
  %g32 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%g27 : tensor<f32>) outs(%e28 : tensor<f32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.divf %a29, %c1 : f32
    linalg.yield %b31 : f32
  } -> tensor<f32>
  return %g32 : tensor<f32>
}
