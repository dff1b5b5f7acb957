// Imported by htam-import from 95_CrossEntropyLoss.py (torch 1.13.0a0, torch.fx)
// Arguments: predictions 32768x4096 (input), targets 32768 (input)
func.func @l1_95_crossentropyloss(
    %predictions: tensor<32768x4096xf32>,
    %targets: tensor<32768xi64>) -> (tensor<f32>) {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %c2 = arith.constant 0.0 : f32
  %c3 = arith.constant 32768.0 : f32
  %e1 = tensor.empty() : tensor<32768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32768xf32>) -> tensor<32768xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%predictions : tensor<32768x4096xf32>) outs(%f2 : tensor<32768xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.maximumf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<32768xf32>
  %e7 = tensor.empty() : tensor<32768xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6 : tensor<32768xf32>) outs(%e7 : tensor<32768xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    %b10 = math.absf %a8 : f32
    %b11 = arith.cmpf olt, %b10, %c1 : f32
    %b12 = arith.select %b11, %a8, %c2 : f32
    linalg.yield %b12 : f32
  } -> tensor<32768xf32>
  %e15 = tensor.empty() : tensor<32768x4096xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%predictions, %g13 : tensor<32768x4096xf32>, tensor<32768xf32>) outs(%e15 : tensor<32768x4096xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.subf %a16, %a17 : f32
    %b20 = math.exp %b19 : f32
    linalg.yield %b20 : f32
  } -> tensor<32768x4096xf32>
  %e22 = tensor.empty() : tensor<32768xf32>
  %f23 = linalg.fill ins(%c2 : f32) outs(%e22 : tensor<32768xf32>) -> tensor<32768xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g21 : tensor<32768x4096xf32>) outs(%f23 : tensor<32768xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<32768xf32>
  %e28 = tensor.empty() : tensor<32768xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g27, %g13 : tensor<32768xf32>, tensor<32768xf32>) outs(%e28 : tensor<32768xf32>) {
  ^bb0(%a29: f32, %a30: f32, %o31: f32):
    %b32 = math.log %a29 : f32
    %b33 = arith.addf %b32, %a30 : f32
    linalg.yield %b33 : f32
  } -> tensor<32768xf32>
  %e35 = tensor.empty() : tensor<32768xf32>
  %f36 = linalg.fill ins(%c2 : f32) outs(%e35 : tensor<32768xf32>) -> tensor<32768xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%predictions, %targets : tensor<32768x4096xf32>, tensor<32768xi64>) outs(%f36 : tensor<32768xf32>) {
  ^bb0(%a37: f32, %a38: i64, %o39: f32):
    %i40 = linalg.index 1 : index
    %b41 = arith.index_cast %i40 : index to i64
    %b42 = arith.cmpi eq, %b41, %a38 : i64
    %b43 = arith.select %b42, %a37, %c2 : f32
    %b44 = arith.addf %o39, %b43 : f32
    linalg.yield %b44 : f32
  } -> tensor<32768xf32>
  %e46 = tensor.empty() : tensor<32768xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g34, %g45 : tensor<32768xf32>, tensor<32768xf32>) outs(%e46 : tensor<32768xf32>) {
  ^bb0(%a47: f32, %a48: f32, %o49: f32):
    %b50 = arith.subf %a47, %a48 : f32
    linalg.yield %b50 : f32
  } -> tensor<32768xf32>
  %e52 = tensor.empty() : tensor<f32>
  %f53 = linalg.fill ins(%c2 : f32) outs(%e52 : tensor<f32>) -> tensor<f32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g51 : tensor<32768xf32>) outs(%f53 : tensor<f32>) {
  ^bb0(%a54: f32, %o55: f32):
    %b56 = arith.addf %a54, %o55 : f32
    linalg.yield %b56 : f32
  } -> tensor<f32>
  %e58 = tensor.empty() : tensor<f32>
  %g62 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%g57 : tensor<f32>) outs(%e58 : tensor<f32>) {
  ^bb0(%a59: f32, %o60: f32):
    %b61 = arith.divf %a59, %c3 : f32
    linalg.yield %b61 : f32
  } -> tensor<f32>
  return %g62 : tensor<f32>
}
