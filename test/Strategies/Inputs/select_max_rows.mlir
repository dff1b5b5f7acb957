// A row max written as compare-and-select (x > acc ? x : acc, a NaN input
// ignored), over rows of 1000 of a 3-D tensor (rows over dim 2), then
// scaled: a consumer after the reduction.
#in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @select_max_rows(%x: tensor<3x7x1000xf32>) -> tensor<3x7xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<3x7xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%e : tensor<3x7xf32>) -> tensor<3x7xf32>
  %m = linalg.generic {indexing_maps = [#in, #out],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<3x7x1000xf32>) outs(%acc : tensor<3x7xf32>) {
    ^bb0(%v: f32, %a: f32):
      %gt = arith.cmpf olt, %a, %v : f32
      %r = arith.select %gt, %v, %a : f32
      linalg.yield %r : f32
    } -> tensor<3x7xf32>
  %y = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<3x7xf32>) outs(%e : tensor<3x7xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.mulf %v, %two : f32
      linalg.yield %r : f32
    } -> tensor<3x7xf32>
  return %y : tensor<3x7xf32>
}
