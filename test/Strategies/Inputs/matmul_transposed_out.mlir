// C^T = (A B)^T written as one generic: the output map is (n, m).
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (n, m)>
func.func @matmul_transposed_out(%a: tensor<48x80xf32>, %b: tensor<80x40xf32>) -> tensor<40x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<40x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<40x48xf32>) -> tensor<40x48xf32>
  %c = linalg.generic {indexing_maps = [#a, #b, #c],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<48x80xf32>, tensor<80x40xf32>) outs(%acc : tensor<40x48xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<40x48xf32>
  return %c : tensor<40x48xf32>
}
