// Imported by htam-import from 10_3D_tensor_matrix_multiplication.py (torch 1.13.0a0, torch.fx)
// Arguments: a 16x1024x2048 (input), b 2048x768 (input)
func.func @l1_10_3d_tensor_matrix_multiplication(
    %a: tensor<16x1024x2048xf32>,
    %b: tensor<2048x768xf32>) -> (tensor<16x1024x768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x1024x768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x1024x768xf32>) -> tensor<16x1024x768xf32>
  %bmm3 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : tensor<16x1024x2048xf32>, tensor<2048x768xf32>) outs(%f2 : tensor<16x1024x768xf32>) -> tensor<16x1024x768xf32>
  return %bmm3 : tensor<16x1024x768xf32>
}
