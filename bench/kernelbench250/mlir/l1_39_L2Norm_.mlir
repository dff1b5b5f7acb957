// Imported by htam-import from 39_L2Norm_.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32768x65535 (input)
func.func @l1_39_l2norm_(
    %x: tensor<32768x65535xf32>) -> (tensor<32768x65535xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32768xf32>) -> tensor<32768xf32>
  %g7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32768x65535xf32>) outs(%f2 : tensor<32768xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.mulf %a3, %a3 : f32
    %b6 = arith.addf %b5, %o4 : f32
    linalg.yield %b6 : f32
  } -> tensor<32768xf32>
  %r8 = tensor.expand_shape %g7 [[0, 1]] output_shape [32768, 1] : tensor<32768xf32> into tensor<32768x1xf32>
  %e9 = tensor.empty() : tensor<32768x1xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r8 : tensor<32768x1xf32>) outs(%e9 : tensor<32768x1xf32>) {
  ^bb0(%a10: f32, %o11: f32):
    %b12 = math.sqrt %a10 : f32
    linalg.yield %b12 : f32
  } -> tensor<32768x1xf32>
  %r14 = tensor.collapse_shape %g13 [[0, 1]] : tensor<32768x1xf32> into tensor<32768xf32>
  %e15 = tensor.empty() : tensor<32768x65535xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %r14 : tensor<32768x65535xf32>, tensor<32768xf32>) outs(%e15 : tensor<32768x65535xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.divf %a16, %a17 : f32
    linalg.yield %b19 : f32
  } -> tensor<32768x65535xf32>
  return %g20 : tensor<32768x65535xf32>
}
