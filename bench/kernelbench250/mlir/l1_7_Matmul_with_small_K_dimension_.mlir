// Imported by htam-import from 7_Matmul_with_small_K_dimension_.py (torch 1.13.0a0, torch.fx)
// Arguments: a 32768x64 (input), b 64x32768 (input)
func.func @l1_7_matmul_with_small_k_dimension_(
    %a: tensor<32768x64xf32>,
    %b: tensor<64x32768xf32>) -> (tensor<32768x32768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32768x32768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32768x32768xf32>) -> tensor<32768x32768xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<32768x64xf32>, tensor<64x32768xf32>) outs(%f2 : tensor<32768x32768xf32>) -> tensor<32768x32768xf32>
  return %mm3 : tensor<32768x32768xf32>
}
