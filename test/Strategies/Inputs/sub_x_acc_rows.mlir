// `x - acc` alternates signs (x2 - (x1 - init)): not associative, so only
// the serial (in-order) strategy may compute it.
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @sub_x_acc_rows(%x: tensor<5x129xf32>) -> tensor<5xf32> {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5xf32>
  %acc = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = linalg.generic {indexing_maps = [#in, #out],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x129xf32>) outs(%acc : tensor<5xf32>) {
    ^bb0(%v: f32, %a: f32):
      %r = arith.subf %v, %a : f32
      linalg.yield %r : f32
    } -> tensor<5xf32>
  return %s : tensor<5xf32>
}
