// Imported by htam-import from 90_cumprod.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32768x32768 (input)
func.func @l1_90_cumprod(
    %x: tensor<32768x32768xf32>) -> (tensor<32768x32768xf32>) {
  %c0 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<32768x32768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32768x32768xf32>) -> tensor<32768x32768xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<32768x32768xf32>) outs(%f2 : tensor<32768x32768xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %i5 = linalg.index 1 : index
    %i6 = linalg.index 2 : index
    %b7 = arith.cmpi ule, %i6, %i5 : index
    %b8 = arith.select %b7, %a3, %c0 : f32
    %b9 = arith.mulf %b8, %o4 : f32
    linalg.yield %b9 : f32
  } -> tensor<32768x32768xf32>
  return %g10 : tensor<32768x32768xf32>
}
