// A row reduction with an `acc - |x|` combiner (issue 25: it fell back to
// the serial strategy): 4099 rows of 8191 (134 MB), init 1.5.
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @sub_acc_rows(%x: tensor<4099x8191xf32>) -> tensor<4099xf32> {
  %c = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<4099xf32>
  %acc = linalg.fill ins(%c : f32) outs(%e : tensor<4099xf32>) -> tensor<4099xf32>
  %s = linalg.generic {indexing_maps = [#in, #out],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4099x8191xf32>) outs(%acc : tensor<4099xf32>) {
    ^bb0(%v: f32, %a: f32):
      %t = math.absf %v : f32
      %r = arith.subf %a, %t : f32
      linalg.yield %r : f32
    } -> tensor<4099xf32>
  return %s : tensor<4099xf32>
}
