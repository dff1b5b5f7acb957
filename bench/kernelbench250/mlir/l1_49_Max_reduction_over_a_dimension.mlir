// Imported by htam-import from 49_Max_reduction_over_a_dimension.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x4096x4095 (input)
func.func @l1_49_max_reduction_over_a_dimension(
    %x: tensor<128x4096x4095xf32>) -> (tensor<128x4095xf32>) {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<128x4095xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x4095xf32>) -> tensor<128x4095xf32>
  %e3 = tensor.empty() : tensor<128x4095xi64>
  %f4 = linalg.fill ins(%c1 : i64) outs(%e3 : tensor<128x4095xi64>) -> tensor<128x4095xi64>
  %g15:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<128x4096x4095xf32>) outs(%f2, %f4 : tensor<128x4095xf32>, tensor<128x4095xi64>) {
  ^bb0(%a5: f32, %o6: f32, %o7: i64):
    %i8 = linalg.index 1 : index
    %b9 = arith.index_cast %i8 : index to i64
    %b10 = arith.cmpf ogt, %a5, %o6 : f32
    %b11 = arith.cmpf uno, %a5, %a5 : f32
    %b12 = arith.ori %b10, %b11 : i1
    %b13 = arith.select %b12, %a5, %o6 : f32
    %b14 = arith.select %b12, %b9, %o7 : i64
    linalg.yield %b13, %b14 : f32, i64
  } -> (tensor<128x4095xf32>, tensor<128x4095xi64>)
  return %g15#0 : tensor<128x4095xf32>
}
