// x.double().sum(dim=1).float(): extf to an f64 tensor, a sum accumulated in
// f64 (filled with 0.0), then truncf to f32, as torch-mlir writes it.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
func.func @f64_sum(%x: tensor<4x32xf32>) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f64
  %0 = tensor.empty() : tensor<4x32xf64>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x32xf32>) outs(%0 : tensor<4x32xf64>) {
  ^bb0(%in: f32, %out: f64):
    %8 = arith.extf %in : f32 to f64
    linalg.yield %8 : f64
  } -> tensor<4x32xf64>
  %2 = tensor.empty() : tensor<4xf64>
  %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<4xf64>) -> tensor<4xf64>
  %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<4x32xf64>) outs(%3 : tensor<4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %8 = arith.addf %in, %out : f64
    linalg.yield %8 : f64
  } -> tensor<4xf64>
  %5 = tensor.empty() : tensor<4xf32>
  %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<4xf64>) outs(%5 : tensor<4xf32>) {
  ^bb0(%in: f64, %out: f32):
    %8 = arith.truncf %in : f64 to f32
    linalg.yield %8 : f32
  } -> tensor<4xf32>
  return %6 : tensor<4xf32>
}
