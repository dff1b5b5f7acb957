// The select keeps the accumulator on true: `acc > x ? acc : x` replaces the
// accumulator when !(acc > x), i.e. x >= acc: the last occurrence of the max
// over a 2-D reduction (loops d1 < 10, d2 < 13) whose input x[d0][d2][d1]
// has d1 innermost (the lanes walk d2, d1; the serial order is d1, d2), and
// a NaN element always wins.
func.func @argmax_rows_keep(%x: tensor<6x13x10xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %v, %i = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x : tensor<6x13x10xf32>) outs(%v0, %i0 : tensor<6xf32>, tensor<6xf32>) {
  ^bb0(%a: f32, %ov: f32, %oi: f32):
    %c = arith.cmpf ogt, %ov, %a : f32
    %j1 = linalg.index 1 : index
    %j2 = linalg.index 2 : index
    %c13 = arith.constant 13 : index
    %jm = arith.muli %j1, %c13 : index
    %j = arith.addi %jm, %j2 : index
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %nv = arith.select %c, %ov, %a : f32
    %ni = arith.select %c, %oi, %jf : f32
    linalg.yield %nv, %ni : f32, f32
  } -> (tensor<6xf32>, tensor<6xf32>)
  return %v, %i : tensor<6xf32>, tensor<6xf32>
}
