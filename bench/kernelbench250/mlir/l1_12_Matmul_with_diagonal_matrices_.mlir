// Imported by htam-import from 12_Matmul_with_diagonal_matrices_.py (torch 1.13.0a0, torch.fx)
// Arguments: a 4096 (input), b 4096x4096 (input)
func.func @l1_12_matmul_with_diagonal_matrices_(
    %a: tensor<4096xf32>,
    %b: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32>) {
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %g7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) {
  ^bb0(%a3: f32, %a4: f32, %o5: f32):
    %b6 = arith.mulf %a3, %a4 : f32
    linalg.yield %b6 : f32
  } -> tensor<4096x4096xf32>
  return %g7 : tensor<4096x4096xf32>
}
