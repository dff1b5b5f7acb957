// A sum over the two inner dims of a 3-D tensor (37x129x5 -> 37), written
// with the parallel loop last and the reduction loops in the opposite order
// of the input's dims: loops (d0, d1, d2) = (k, j, i) read x[i, j, k]. The
// row is the 129 x 5 inner block, linearized in the input's order.
#in = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#out = affine_map<(d0, d1, d2) -> (d2)>
func.func @sum_inner2_permuted(%x: tensor<37x129x5xf32>) -> tensor<37xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %s = linalg.generic {indexing_maps = [#in, #out],
                       iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%x : tensor<37x129x5xf32>) outs(%acc : tensor<37xf32>) {
    ^bb0(%v: f32, %a: f32):
      %r = arith.addf %v, %a : f32
      linalg.yield %r : f32
    } -> tensor<37xf32>
  return %s : tensor<37xf32>
}
