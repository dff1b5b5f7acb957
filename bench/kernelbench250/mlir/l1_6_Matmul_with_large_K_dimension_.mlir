// Imported by htam-import from 6_Matmul_with_large_K_dimension_.py (torch 1.13.0a0, torch.fx)
// Arguments: a 256x524288 (input), b 524288x256 (input)
func.func @l1_6_matmul_with_large_k_dimension_(
    %a: tensor<256x524288xf32>,
    %b: tensor<524288x256xf32>) -> (tensor<256x256xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x256xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<256x524288xf32>, tensor<524288x256xf32>) outs(%f2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %mm3 : tensor<256x256xf32>
}
