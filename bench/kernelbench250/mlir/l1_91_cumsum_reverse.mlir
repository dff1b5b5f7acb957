// Imported by htam-import from 91_cumsum_reverse.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32768x32768 (input)
func.func @l1_91_cumsum_reverse(
    %x: tensor<32768x32768xf32>) -> (tensor<32768x32768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32768x32768xf32>
  %g4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, -d1 + 32767)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32768x32768xf32>) outs(%e1 : tensor<32768x32768xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    linalg.yield %a2 : f32
  } -> tensor<32768x32768xf32>
  %e5 = tensor.empty() : tensor<32768x32768xf32>
  %f6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<32768x32768xf32>) -> tensor<32768x32768xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g4 : tensor<32768x32768xf32>) outs(%f6 : tensor<32768x32768xf32>) {
  ^bb0(%a7: f32, %o8: f32):
    %i9 = linalg.index 1 : index
    %i10 = linalg.index 2 : index
    %b11 = arith.cmpi ule, %i10, %i9 : index
    %b12 = arith.select %b11, %a7, %c0 : f32
    %b13 = arith.addf %b12, %o8 : f32
    linalg.yield %b13 : f32
  } -> tensor<32768x32768xf32>
  %e15 = tensor.empty() : tensor<32768x32768xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, -d1 + 32767)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g14 : tensor<32768x32768xf32>) outs(%e15 : tensor<32768x32768xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    linalg.yield %a16 : f32
  } -> tensor<32768x32768xf32>
  return %g18 : tensor<32768x32768xf32>
}
