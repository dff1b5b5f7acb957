// C = A^T B with A stored K x M (KernelBench level 1 task 16, small), as a
// contraction generic.
#a = affine_map<(m, n, k) -> (k, m)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @matmul_ta(%a: tensor<48x64xf32>, %b: tensor<48x80xf32>) -> tensor<64x80xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x80xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x80xf32>) -> tensor<64x80xf32>
  %y = linalg.generic {indexing_maps = [#a, #b, #c],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<48x64xf32>, tensor<48x80xf32>) outs(%acc : tensor<64x80xf32>) {
  ^bb0(%x: f32, %w: f32, %o: f32):
    %p = arith.mulf %x, %w : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x80xf32>
  return %y : tensor<64x80xf32>
}
