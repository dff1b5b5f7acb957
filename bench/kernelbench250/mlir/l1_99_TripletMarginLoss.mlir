// Imported by htam-import from 99_TripletMarginLoss.py (torch 1.13.0a0, torch.fx)
// Arguments: anchor 32768x8192 (input), positive 32768x8192 (input), negative 32768x8192 (input)
func.func @l1_99_tripletmarginloss(
    %anchor: tensor<32768x8192xf32>,
    %positive: tensor<32768x8192xf32>,
    %negative: tensor<32768x8192xf32>) -> (tensor<f32>) {
  %c0 = arith.constant 1.0e-06 : f32
  %c1 = arith.constant 0.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant 32768.0 : f32
  %e1 = tensor.empty() : tensor<32768x8192xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%anchor, %positive : tensor<32768x8192xf32>, tensor<32768x8192xf32>) outs(%e1 : tensor<32768x8192xf32>) {
  ^bb0(%a2: f32, %a3: f32, %o4: f32):
    %b5 = arith.subf %a2, %a3 : f32
    %b6 = arith.addf %b5, %c0 : f32
    %b7 = arith.mulf %b6, %b6 : f32
    linalg.yield %b7 : f32
  } -> tensor<32768x8192xf32>
  %e9 = tensor.empty() : tensor<32768xf32>
  %f10 = linalg.fill ins(%c1 : f32) outs(%e9 : tensor<32768xf32>) -> tensor<32768xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g8 : tensor<32768x8192xf32>) outs(%f10 : tensor<32768xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<32768xf32>
  %e15 = tensor.empty() : tensor<32768xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g14 : tensor<32768xf32>) outs(%e15 : tensor<32768xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = math.sqrt %a16 : f32
    linalg.yield %b18 : f32
  } -> tensor<32768xf32>
  %e20 = tensor.empty() : tensor<32768x8192xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%anchor, %negative : tensor<32768x8192xf32>, tensor<32768x8192xf32>) outs(%e20 : tensor<32768x8192xf32>) {
  ^bb0(%a21: f32, %a22: f32, %o23: f32):
    %b24 = arith.subf %a21, %a22 : f32
    %b25 = arith.addf %b24, %c0 : f32
    %b26 = arith.mulf %b25, %b25 : f32
    linalg.yield %b26 : f32
  } -> tensor<32768x8192xf32>
  %e28 = tensor.empty() : tensor<32768xf32>
  %f29 = linalg.fill ins(%c1 : f32) outs(%e28 : tensor<32768xf32>) -> tensor<32768xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g27 : tensor<32768x8192xf32>) outs(%f29 : tensor<32768xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<32768xf32>
  %e34 = tensor.empty() : tensor<32768xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g33 : tensor<32768xf32>) outs(%e34 : tensor<32768xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = math.sqrt %a35 : f32
    linalg.yield %b37 : f32
  } -> tensor<32768xf32>
  %e39 = tensor.empty() : tensor<32768xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g19, %g38 : tensor<32768xf32>, tensor<32768xf32>) outs(%e39 : tensor<32768xf32>) {
  ^bb0(%a40: f32, %a41: f32, %o42: f32):
    %b43 = arith.subf %a40, %a41 : f32
    %b44 = arith.addf %b43, %c2 : f32
    %b45 = arith.maximumf %b44, %c1 : f32
    linalg.yield %b45 : f32
  } -> tensor<32768xf32>
  %e47 = tensor.empty() : tensor<f32>
  %f48 = linalg.fill ins(%c1 : f32) outs(%e47 : tensor<f32>) -> tensor<f32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g46 : tensor<32768xf32>) outs(%f48 : tensor<f32>) {
  ^bb0(%a49: f32, %o50: f32):
    %b51 = arith.addf %a49, %o50 : f32
    linalg.yield %b51 : f32
  } -> tensor<f32>
  %e53 = tensor.empty() : tensor<f32>
  %g57 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%g52 : tensor<f32>) outs(%e53 : tensor<f32>) {
  ^bb0(%a54: f32, %o55: f32):
    %b56 = arith.divf %a54, %c3 : f32
    linalg.yield %b56 : f32
  } -> tensor<f32>
  return %g57 : tensor<f32>
}
