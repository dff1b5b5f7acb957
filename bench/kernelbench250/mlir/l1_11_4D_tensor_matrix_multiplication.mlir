// Imported by htam-import from 11_4D_tensor_matrix_multiplication.py (torch 1.13.0a0, torch.fx)
// Arguments: a 8x256x512x256 (input), b 256x768 (input)
func.func @l1_11_4d_tensor_matrix_multiplication(
    %a: tensor<8x256x512x256xf32>,
    %b: tensor<256x768xf32>) -> (tensor<8x256x512x768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x256x512x768xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x256x512x768xf32>) -> tensor<8x256x512x768xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x256x512x256xf32>, tensor<256x768xf32>) outs(%f2 : tensor<8x256x512x768xf32>) {
  ^bb0(%a3: f32, %a4: f32, %o5: f32):
    %b6 = arith.mulf %a3, %a4 : f32
    %b7 = arith.addf %o5, %b6 : f32
    linalg.yield %b7 : f32
  } -> tensor<8x256x512x768xf32>
  return %g8 : tensor<8x256x512x768xf32>
}
