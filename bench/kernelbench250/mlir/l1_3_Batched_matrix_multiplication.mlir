// Imported by htam-import from 3_Batched_matrix_multiplication.py (torch 1.13.0a0, torch.fx)
// Arguments: a 128x512x1024 (input), b 128x1024x2048 (input)
func.func @l1_3_batched_matrix_multiplication(
    %a: tensor<128x512x1024xf32>,
    %b: tensor<128x1024x2048xf32>) -> (tensor<128x512x2048xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x512x2048xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x512x2048xf32>) -> tensor<128x512x2048xf32>
  %bmm3 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : tensor<128x512x1024xf32>, tensor<128x1024x2048xf32>) outs(%f2 : tensor<128x512x2048xf32>) -> tensor<128x512x2048xf32>
  return %bmm3 : tensor<128x512x2048xf32>
}
