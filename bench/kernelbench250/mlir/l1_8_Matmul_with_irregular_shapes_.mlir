// Imported by htam-import from 8_Matmul_with_irregular_shapes_.py (torch 1.13.0a0, torch.fx)
// Arguments: a 8205x2949 (input), b 2949x5921 (input)
func.func @l1_8_matmul_with_irregular_shapes_(
    %a: tensor<8205x2949xf32>,
    %b: tensor<2949x5921xf32>) -> (tensor<8205x5921xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8205x5921xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8205x5921xf32>) -> tensor<8205x5921xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<8205x2949xf32>, tensor<2949x5921xf32>) outs(%f2 : tensor<8205x5921xf32>) -> tensor<8205x5921xf32>
  return %mm3 : tensor<8205x5921xf32>
}
