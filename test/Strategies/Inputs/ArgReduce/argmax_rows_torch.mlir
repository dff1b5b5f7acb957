// torch-mlir's aten.max.dim form over the last dim of 20x513 (index as f32
// here): the value by arith.maximumf (a NaN propagates), the index selected
// by `cmpf ogt` of the element with the old value (frozen after a NaN); the
// outputs are returned index first.
func.func @argmax_rows_torch(%x: tensor<20x513xf32>) -> (tensor<20xf32>, tensor<20xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<20xf32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<20xf32>) -> tensor<20xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e : tensor<20xf32>) -> tensor<20xf32>
  %v, %i = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<20x513xf32>) outs(%v0, %i0 : tensor<20xf32>, tensor<20xf32>) {
  ^bb0(%a: f32, %ov: f32, %oi: f32):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %jf = arith.sitofp %j64 : i64 to f32
    %nv = arith.maximumf %ov, %a : f32
    %c = arith.cmpf ogt, %a, %ov : f32
    %ni = arith.select %c, %jf, %oi : f32
    linalg.yield %nv, %ni : f32, f32
  } -> (tensor<20xf32>, tensor<20xf32>)
  return %i, %v : tensor<20xf32>, tensor<20xf32>
}
