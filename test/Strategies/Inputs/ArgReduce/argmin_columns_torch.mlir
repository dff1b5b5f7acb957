// torch-mlir's argmin form (minimumf value, `cmpf olt` index) over dim 1 of
// 24x300x40 (a middle dim): column tiles over 24 x 2 tiles of 32 outputs,
// the last tile of each row 8 outputs wide.
func.func @argmin_columns_torch(%x: tensor<24x300x40xf32>) -> (tensor<24x40xf32>, tensor<24x40xf32>) {
  %inf = arith.constant 0x7F800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x40xf32>
  %v0 = linalg.fill ins(%inf : f32) outs(%e : tensor<24x40xf32>) -> tensor<24x40xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e : tensor<24x40xf32>) -> tensor<24x40xf32>
  %v, %i = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<24x300x40xf32>) outs(%v0, %i0 : tensor<24x40xf32>, tensor<24x40xf32>) {
  ^bb0(%a: f32, %ov: f32, %oi: f32):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %jf = arith.sitofp %j64 : i64 to f32
    %nv = arith.minimumf %a, %ov : f32
    %c = arith.cmpf olt, %a, %ov : f32
    %ni = arith.select %c, %jf, %oi : f32
    linalg.yield %nv, %ni : f32, f32
  } -> (tensor<24x40xf32>, tensor<24x40xf32>)
  return %v, %i : tensor<24x40xf32>, tensor<24x40xf32>
}
