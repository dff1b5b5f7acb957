// Imported by htam-import from 18_Matmul_with_transposed_both.py (torch 1.13.0a0, torch.fx)
// Arguments: a 8192x2048 (input), b 4096x8192 (input)
func.func @l1_18_matmul_with_transposed_both(
    %a: tensor<8192x2048xf32>,
    %b: tensor<4096x8192xf32>) -> (tensor<2048x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e9 = tensor.empty() : tensor<2048x4096xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  %mm11 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<8192x2048xf32>, tensor<4096x8192xf32>) outs(%f10 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  return %mm11 : tensor<2048x4096xf32>
}
