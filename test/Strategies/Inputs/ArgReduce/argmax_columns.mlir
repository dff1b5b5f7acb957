// Argmax over dim 0 of 1000x70 (a column per output; neighbouring outputs
// read neighbouring addresses): column tiles, and with 3 tiles the column
// split over blocks whose partials a second kernel combines.
func.func @argmax_columns(%x: tensor<1000x70xf32>) -> (tensor<70xf32>, tensor<70xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<70xf32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<70xf32>) -> tensor<70xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e : tensor<70xf32>) -> tensor<70xf32>
  %v, %i = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<1000x70xf32>) outs(%v0, %i0 : tensor<70xf32>, tensor<70xf32>) {
  ^bb0(%a: f32, %ov: f32, %oi: f32):
    %c = arith.cmpf ogt, %a, %ov : f32
    %j = linalg.index 0 : index
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %nv = arith.select %c, %a, %ov : f32
    %ni = arith.select %c, %jf, %oi : f32
    linalg.yield %nv, %ni : f32, f32
  } -> (tensor<70xf32>, tensor<70xf32>)
  return %v, %i : tensor<70xf32>, tensor<70xf32>
}
