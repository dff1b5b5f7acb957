// Argmax over dim 0 of 400x9x5 (kept rows of 5): the 45 outputs are one
// contiguous run of the input, covered by column tiles.
func.func @argmax_short_rows(%x: tensor<400x9x5xf32>) -> (tensor<9x5xf32>, tensor<9x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<9x5xf32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<9x5xf32>) -> tensor<9x5xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e : tensor<9x5xf32>) -> tensor<9x5xf32>
  %v, %i = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%x : tensor<400x9x5xf32>) outs(%v0, %i0 : tensor<9x5xf32>, tensor<9x5xf32>) {
  ^bb0(%a: f32, %ov: f32, %oi: f32):
    %c = arith.cmpf oge, %a, %ov : f32
    %j = linalg.index 0 : index
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %nv = arith.select %c, %a, %ov : f32
    %ni = arith.select %c, %jf, %oi : f32
    linalg.yield %nv, %ni : f32, f32
  } -> (tensor<9x5xf32>, tensor<9x5xf32>)
  return %v, %i : tensor<9x5xf32>, tensor<9x5xf32>
}
