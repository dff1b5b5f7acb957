// torch.max(x, dim=1) as torch-mlir writes it: one generic with two results,
// the running maximum (f32) and its index (i64, from linalg.index through
// index_cast, kept by a select on the compare); the index is returned as
// f32 (values.float()), the runtime binding f32 tensors only.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
func.func @max_index(%x: tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.empty() : tensor<4xi64>
  %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<4xi64>) -> tensor<4xi64>
  %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x16xf32>) outs(%1, %3 : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %7 = linalg.index 1 : index
    %8 = arith.index_cast %7 : index to i64
    %9 = arith.maximumf %in, %out : f32
    %10 = arith.cmpf ogt, %in, %out : f32
    %11 = arith.select %10, %8, %out_0 : i64
    linalg.yield %9, %11 : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %5 = tensor.empty() : tensor<4xf32>
  %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4#1 : tensor<4xi64>) outs(%5 : tensor<4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %7 = arith.sitofp %in : i64 to f32
    linalg.yield %7 : f32
  } -> tensor<4xf32>
  return %4#0, %6 : tensor<4xf32>, tensor<4xf32>
}
