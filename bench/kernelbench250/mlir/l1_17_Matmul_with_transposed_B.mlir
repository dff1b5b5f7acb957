// Imported by htam-import from 17_Matmul_with_transposed_B.py (torch 1.13.0a0, torch.fx)
// Arguments: a 2048x8192 (input), b 4096x8192 (input)
func.func @l1_17_matmul_with_transposed_b(
    %a: tensor<2048x8192xf32>,
    %b: tensor<4096x8192xf32>) -> (tensor<2048x4096xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<2048x4096xf32>
  %f6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  %mm7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<2048x8192xf32>, tensor<4096x8192xf32>) outs(%f6 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  return %mm7 : tensor<2048x4096xf32>
}
