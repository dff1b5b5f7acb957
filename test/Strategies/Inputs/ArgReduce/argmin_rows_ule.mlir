// Argmin over the last dim of 9x64 with the unordered weak `cmpf ule`: the
// last occurrence of the min wins, and a NaN element or init is taken (its
// effect depends on where it falls); the index outputs come first.
func.func @argmin_rows_ule(%x: tensor<9x64xf32>) -> (tensor<9xf32>, tensor<9xf32>) {
  %inf = arith.constant 0x7F800000 : f32
  %m1 = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<9xf32>
  %v0 = linalg.fill ins(%inf : f32) outs(%e : tensor<9xf32>) -> tensor<9xf32>
  %i0 = linalg.fill ins(%m1 : f32) outs(%e : tensor<9xf32>) -> tensor<9xf32>
  %i, %v = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<9x64xf32>) outs(%i0, %v0 : tensor<9xf32>, tensor<9xf32>) {
  ^bb0(%a: f32, %oi: f32, %ov: f32):
    %c = arith.cmpf ule, %a, %ov : f32
    %j = linalg.index 1 : index
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %ni = arith.select %c, %jf, %oi : f32
    %nv = arith.select %c, %a, %ov : f32
    linalg.yield %ni, %nv : f32, f32
  } -> (tensor<9xf32>, tensor<9xf32>)
  return %i, %v : tensor<9xf32>, tensor<9xf32>
}
