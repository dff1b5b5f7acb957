// A row reduction whose combiner subtracts: acc - x over rows of 1023
// (init - sum x: a sum of negated terms), from an init of 1.5. Written as a
// linalg.generic with the accumulator on the left of arith.subf.
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @sub_acc_rows(%x: tensor<37x1023xf32>) -> tensor<37xf32> {
  %c = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<37xf32>
  %acc = linalg.fill ins(%c : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %s = linalg.generic {indexing_maps = [#in, #out],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<37x1023xf32>) outs(%acc : tensor<37xf32>) {
    ^bb0(%v: f32, %a: f32):
      %t = math.absf %v : f32
      %r = arith.subf %a, %t : f32
      linalg.yield %r : f32
    } -> tensor<37xf32>
  return %s : tensor<37xf32>
}
