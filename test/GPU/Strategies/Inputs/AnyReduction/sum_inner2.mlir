// A sum over the two inner dims of a 3-D tensor (issue 25: it ran one
// thread per output): 2049 x 127 x 129 floats (134 MB), written with the
// parallel loop last and the reduction loops in the opposite order of the
// input's dims. Rows of 16383, linearized in the input's order.
#in = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#out = affine_map<(d0, d1, d2) -> (d2)>
func.func @sum_inner2(%x: tensor<2049x127x129xf32>) -> tensor<2049xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2049xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2049xf32>) -> tensor<2049xf32>
  %s = linalg.generic {indexing_maps = [#in, #out],
                       iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%x : tensor<2049x127x129xf32>) outs(%acc : tensor<2049xf32>) {
    ^bb0(%v: f32, %a: f32):
      %r = arith.addf %v, %a : f32
      linalg.yield %r : f32
    } -> tensor<2049xf32>
  return %s : tensor<2049xf32>
}
