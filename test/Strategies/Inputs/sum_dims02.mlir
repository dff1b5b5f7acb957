// A mean over dims 0 and 2 of a 3-D tensor (37x129x5 -> 129): the
// innermost dim is reduced, so the lanes walk the (37, 5) elements of each
// output linearized in the input's order (runs of 5 contiguous floats).
func.func @sum_dims02(%x: tensor<37x129x5xf32>) -> tensor<129xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 185.0 : f32
  %e = tensor.empty() : tensor<129xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<129xf32>) -> tensor<129xf32>
  %s = linalg.reduce ins(%x : tensor<37x129x5xf32>) outs(%acc : tensor<129xf32>)
      dimensions = [0, 2]
    (%in: f32, %out: f32) {
      %r = arith.addf %in, %out : f32
      linalg.yield %r : f32
    }
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%s : tensor<129xf32>) outs(%e : tensor<129xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.divf %v, %n : f32
      linalg.yield %r : f32
    } -> tensor<129xf32>
  return %m : tensor<129xf32>
}
