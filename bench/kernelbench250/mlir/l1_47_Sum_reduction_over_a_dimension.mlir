// Imported by htam-import from 47_Sum_reduction_over_a_dimension.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x4096x4095 (input)
func.func @l1_47_sum_reduction_over_a_dimension(
    %x: tensor<128x4096x4095xf32>) -> (tensor<128x1x4095xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x4095xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x4095xf32>) -> tensor<128x4095xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<128x4096x4095xf32>) outs(%f2 : tensor<128x4095xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.addf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<128x4095xf32>
  %r7 = tensor.expand_shape %g6 [[0], [1, 2]] output_shape [128, 1, 4095] : tensor<128x4095xf32> into tensor<128x1x4095xf32>
  return %r7 : tensor<128x1x4095xf32>
}
