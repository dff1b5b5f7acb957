// Imported by htam-import from 1_Square_matrix_multiplication_.py (torch 1.13.0a0, torch.fx)
// Arguments: a 4096x4096 (input), b 4096x4096 (input)
func.func @l1_1_square_matrix_multiplication_(
    %a: tensor<4096x4096xf32>,
    %b: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4096x4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%f2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %mm3 : tensor<4096x4096xf32>
}
