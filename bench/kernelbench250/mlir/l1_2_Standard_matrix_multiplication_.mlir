// Imported by htam-import from 2_Standard_matrix_multiplication_.py (torch 1.13.0a0, torch.fx)
// Arguments: a 2048x8192 (input), b 8192x4096 (input)
func.func @l1_2_standard_matrix_multiplication_(
    %a: tensor<2048x8192xf32>,
    %b: tensor<8192x4096xf32>) -> (tensor<2048x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2048x4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<2048x8192xf32>, tensor<8192x4096xf32>) outs(%f2 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  return %mm3 : tensor<2048x4096xf32>
}
