// Imported by htam-import from 96_HuberLoss.py (torch 1.13.0a0, torch.fx)
// Arguments: predictions 32768x32768 (input), targets 32768x32768 (input)
func.func @l1_96_huberloss(
    %predictions: tensor<32768x32768xf32>,
    %targets: tensor<32768x32768xf32>) -> (tensor<f32>) {
  %c0 = arith.constant 0.5 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 0.0 : f32
  %c3 = arith.constant 1.0737418e+09 : f32
  %e1 = tensor.empty() : tensor<32768x32768xf32>
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%predictions, %targets : tensor<32768x32768xf32>, tensor<32768x32768xf32>) outs(%e1 : tensor<32768x32768xf32>) {
  ^bb0(%a2: f32, %a3: f32, %o4: f32):
    %b5 = arith.subf %a2, %a3 : f32
    %b6 = math.absf %b5 : f32
    %b7 = arith.mulf %b6, %b6 : f32
    %b8 = arith.mulf %b7, %c0 : f32
    %b9 = arith.subf %b6, %c0 : f32
    %b10 = arith.cmpf olt, %b6, %c1 : f32
    %b11 = arith.select %b10, %b8, %b9 : f32
    linalg.yield %b11 : f32
  } -> tensor<32768x32768xf32>
  %e13 = tensor.empty() : tensor<32768xf32>
  %f14 = linalg.fill ins(%c2 : f32) outs(%e13 : tensor<32768xf32>) -> tensor<32768xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g12 : tensor<32768x32768xf32>) outs(%f14 : tensor<32768xf32>) {
  ^bb0(%a15: f32, %o16: f32):
    %b17 = arith.addf %a15, %o16 : f32
    linalg.yield %b17 : f32
  } -> tensor<32768xf32>
  %e19 = tensor.empty() : tensor<f32>
  %f20 = linalg.fill ins(%c2 : f32) outs(%e19 : tensor<f32>) -> tensor<f32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g18 : tensor<32768xf32>) outs(%f20 : tensor<f32>) {
  ^bb0(%a21: f32, %o22: f32):
    %b23 = arith.addf %a21, %o22 : f32
    linalg.yield %b23 : f32
  } -> tensor<f32>
  %e25 = tensor.empty() : tensor<f32>
  %g29 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%g24 : tensor<f32>) outs(%e25 : tensor<f32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.divf %a26, %c3 : f32
    linalg.yield %b28 : f32
  } -> tensor<f32>
  return %g29 : tensor<f32>
}
