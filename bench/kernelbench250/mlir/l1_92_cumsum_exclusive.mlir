// Imported by htam-import from 92_cumsum_exclusive.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32768x32768 (input)
func.func @l1_92_cumsum_exclusive(
    %x: tensor<32768x32768xf32>) -> (tensor<32768x32768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %s1 = tensor.extract_slice %x[0, 0] [32768, 32767] [1, 1] : tensor<32768x32768xf32> to tensor<32768x32767xf32>
  %e2 = tensor.empty() : tensor<32768x32767xf32>
  %f3 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<32768x32767xf32>) -> tensor<32768x32767xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%s1 : tensor<32768x32767xf32>) outs(%f3 : tensor<32768x32767xf32>) {
  ^bb0(%a4: f32, %o5: f32):
    %i6 = linalg.index 1 : index
    %i7 = linalg.index 2 : index
    %b8 = arith.cmpi ule, %i7, %i6 : index
    %b9 = arith.select %b8, %a4, %c0 : f32
    %b10 = arith.addf %b9, %o5 : f32
    linalg.yield %b10 : f32
  } -> tensor<32768x32767xf32>
  %e15 = tensor.empty() : tensor<32768x1xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<32768x1xf32>) -> tensor<32768x1xf32>
  %e17 = tensor.empty() : tensor<32768x32768xf32>
  %cat18 = tensor.insert_slice %f16 into %e17[0, 0] [32768, 1] [1, 1] : tensor<32768x1xf32> into tensor<32768x32768xf32>
  %cat19 = tensor.insert_slice %g11 into %cat18[0, 1] [32768, 32767] [1, 1] : tensor<32768x32767xf32> into tensor<32768x32768xf32>
  return %cat19 : tensor<32768x32768xf32>
}
