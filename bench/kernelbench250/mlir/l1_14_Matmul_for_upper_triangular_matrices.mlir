// Imported by htam-import from 14_Matmul_for_upper_triangular_matrices.py (torch 1.13.0a0, torch.fx)
// Arguments: a 4096x4096 (input), b 4096x4096 (input)
func.func @l1_14_matmul_for_upper_triangular_matrices(
    %a: tensor<4096x4096xf32>,
    %b: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<4096x4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%f2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e4 = tensor.empty() : tensor<4096x4096xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3 : tensor<4096x4096xf32>) outs(%e4 : tensor<4096x4096xf32>) {
  ^bb0(%a5: f32, %o6: f32):
    %i7 = linalg.index 0 : index
    %i8 = linalg.index 1 : index
    %b9 = arith.index_cast %i7 : index to i64
    %b10 = arith.index_cast %i8 : index to i64
    %b11 = arith.subi %b10, %b9 : i64
    %b12 = arith.cmpi sge, %b11, %c1 : i64
    %b13 = arith.select %b12, %a5, %c0 : f32
    linalg.yield %b13 : f32
  } -> tensor<4096x4096xf32>
  return %g14 : tensor<4096x4096xf32>
}
