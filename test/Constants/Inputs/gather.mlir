// An index table: out[i, j] = x[table[j], i] * scale[j], table i32 and
// scale f32 constants (a gather through a permutation with repeats).
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @gather(%x: tensor<5x3xf32>) -> tensor<3x4xf32> {
  %table = arith.constant dense<[4, 0, 2, 4]> : tensor<4xi32>
  %scale = arith.constant dense<[1.0, -2.0, 0.5, 3.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%table, %scale : tensor<4xi32>, tensor<4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%t: i32, %s: f32, %o: f32):
    %i = linalg.index 0 : index
    %row = arith.index_cast %t : i32 to index
    %v = tensor.extract %x[%row, %i] : tensor<5x3xf32>
    %m = arith.mulf %v, %s : f32
    linalg.yield %m : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
