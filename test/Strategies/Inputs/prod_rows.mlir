// A row product (linalg.reduce with arith.mulf, accumulator first) of
// values near 1 over rows of 257, and a division accumulator acc / x
// (init / prod x) over the same rows: two results.
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @prod_rows(%x: tensor<19x257xf32>) -> (tensor<19xf32>, tensor<19xf32>) {
  %one = arith.constant 1.0 : f32
  %k = arith.constant 0.03125 : f32
  %e = tensor.empty() : tensor<19xf32>
  %acc = linalg.fill ins(%one : f32) outs(%e : tensor<19xf32>) -> tensor<19xf32>
  %p = linalg.reduce ins(%x : tensor<19x257xf32>) outs(%acc : tensor<19xf32>)
      dimensions = [1]
    (%v: f32, %a: f32) {
      %t = arith.mulf %v, %k : f32
      %u = arith.addf %t, %one : f32
      %r = arith.mulf %a, %u : f32
      linalg.yield %r : f32
    }
  %q = linalg.generic {indexing_maps = [#in, #out],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<19x257xf32>) outs(%acc : tensor<19xf32>) {
    ^bb0(%v: f32, %a: f32):
      %t = arith.mulf %v, %k : f32
      %u = arith.addf %t, %one : f32
      %r = arith.divf %a, %u : f32
      linalg.yield %r : f32
    } -> tensor<19xf32>
  return %p, %q : tensor<19xf32>, tensor<19xf32>
}
