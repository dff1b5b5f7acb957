// Imported by htam-import from 5_Matrix_scalar_multiplication.py (torch 1.13.0a0, torch.fx)
// Arguments: a 65536x16384 (input)
func.func @l1_5_matrix_scalar_multiplication(
    %a: tensor<65536x16384xf32>) -> (tensor<65536x16384xf32>) {
  %c0 = arith.constant 3.14 : f32
  %e1 = tensor.empty() : tensor<65536x16384xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<65536x16384xf32>) outs(%e1 : tensor<65536x16384xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = arith.mulf %a2, %c0 : f32
    linalg.yield %b4 : f32
  } -> tensor<65536x16384xf32>
  return %g5 : tensor<65536x16384xf32>
}
