// Batched matmul whose A holds the batch in its middle dimension
// (A[m][b][k]): the batch stride is k, the row stride b * k.
#a = affine_map<(b, m, n, k) -> (m, b, k)>
#bm = affine_map<(b, m, n, k) -> (b, k, n)>
#c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @bmm_batch_inner(%a: tensor<24x3x40xf32>, %b: tensor<3x40x56xf32>) -> tensor<3x24x56xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x24x56xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3x24x56xf32>) -> tensor<3x24x56xf32>
  %c = linalg.generic {indexing_maps = [#a, #bm, #c],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<24x3x40xf32>, tensor<3x40x56xf32>) outs(%acc : tensor<3x24x56xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<3x24x56xf32>
  return %c : tensor<3x24x56xf32>
}
