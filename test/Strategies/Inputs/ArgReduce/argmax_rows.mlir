// Argmax over the last dim of 37x300 in the random-operator generator's form:
// `cmpf ogt` selects the value and the index (as f32): the first occurrence of
// the max wins, a NaN element is never taken (ordered), a NaN init stays.
func.func @argmax_rows(%x: tensor<37x300xf32>) -> (tensor<37xf32>, tensor<37xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37xf32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %v, %i = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<37x300xf32>) outs(%v0, %i0 : tensor<37xf32>, tensor<37xf32>) {
  ^bb0(%a: f32, %ov: f32, %oi: f32):
    %c = arith.cmpf ogt, %a, %ov : f32
    %j = linalg.index 1 : index
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %nv = arith.select %c, %a, %ov : f32
    %ni = arith.select %c, %jf, %oi : f32
    linalg.yield %nv, %ni : f32, f32
  } -> (tensor<37xf32>, tensor<37xf32>)
  return %v, %i : tensor<37xf32>, tensor<37xf32>
}
