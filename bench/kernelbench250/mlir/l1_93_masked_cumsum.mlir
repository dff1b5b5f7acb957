// Imported by htam-import from 93_masked_cumsum.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32768x32768 (input), mask 32768x32768 (input)
func.func @l1_93_masked_cumsum(
    %x: tensor<32768x32768xf32>,
    %mask: tensor<32768x32768xi1>) -> (tensor<32768x32768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32768x32768xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mask : tensor<32768x32768xi1>) outs(%e1 : tensor<32768x32768xf32>) {
  ^bb0(%a2: i1, %o3: f32):
    %b4 = arith.uitofp %a2 : i1 to f32
    linalg.yield %b4 : f32
  } -> tensor<32768x32768xf32>
  %e6 = tensor.empty() : tensor<32768x32768xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g5 : tensor<32768x32768xf32>, tensor<32768x32768xf32>) outs(%e6 : tensor<32768x32768xf32>) {
  ^bb0(%a7: f32, %a8: f32, %o9: f32):
    %b10 = arith.mulf %a7, %a8 : f32
    linalg.yield %b10 : f32
  } -> tensor<32768x32768xf32>
  %e12 = tensor.empty() : tensor<32768x32768xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<32768x32768xf32>) -> tensor<32768x32768xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g11 : tensor<32768x32768xf32>) outs(%f13 : tensor<32768x32768xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %i16 = linalg.index 1 : index
    %i17 = linalg.index 2 : index
    %b18 = arith.cmpi ule, %i17, %i16 : index
    %b19 = arith.select %b18, %a14, %c0 : f32
    %b20 = arith.addf %b19, %o15 : f32
    linalg.yield %b20 : f32
  } -> tensor<32768x32768xf32>
  return %g21 : tensor<32768x32768xf32>
}
