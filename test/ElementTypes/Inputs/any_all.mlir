// torch.any(x > 0.8, dim=1).float() and torch.all(x > -0.8, dim=1).float():
// i1 tensors from compares, reduced with ori (filled with false) and andi
// (filled with true), then uitofp to f32, as torch-mlir writes them.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
func.func @any_all(%x: tensor<6x8xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %cst = arith.constant 8.000000e-01 : f32
  %cst_0 = arith.constant -8.000000e-01 : f32
  %false = arith.constant false
  %true = arith.constant true
  %0 = tensor.empty() : tensor<6x8xi1>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<6x8xf32>) outs(%0 : tensor<6x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %14 = arith.cmpf ogt, %in, %cst : f32
    linalg.yield %14 : i1
  } -> tensor<6x8xi1>
  %2 = tensor.empty() : tensor<6xi1>
  %3 = linalg.fill ins(%false : i1) outs(%2 : tensor<6xi1>) -> tensor<6xi1>
  %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<6x8xi1>) outs(%3 : tensor<6xi1>) {
  ^bb0(%in: i1, %out: i1):
    %14 = arith.ori %in, %out : i1
    linalg.yield %14 : i1
  } -> tensor<6xi1>
  %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<6x8xf32>) outs(%0 : tensor<6x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %14 = arith.cmpf ogt, %in, %cst_0 : f32
    linalg.yield %14 : i1
  } -> tensor<6x8xi1>
  %6 = linalg.fill ins(%true : i1) outs(%2 : tensor<6xi1>) -> tensor<6xi1>
  %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<6x8xi1>) outs(%6 : tensor<6xi1>) {
  ^bb0(%in: i1, %out: i1):
    %14 = arith.andi %in, %out : i1
    linalg.yield %14 : i1
  } -> tensor<6xi1>
  %8 = tensor.empty() : tensor<6xf32>
  %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<6xi1>) outs(%8 : tensor<6xf32>) {
  ^bb0(%in: i1, %out: f32):
    %14 = arith.uitofp %in : i1 to f32
    linalg.yield %14 : f32
  } -> tensor<6xf32>
  %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%7 : tensor<6xi1>) outs(%8 : tensor<6xf32>) {
  ^bb0(%in: i1, %out: f32):
    %14 = arith.uitofp %in : i1 to f32
    linalg.yield %14 : f32
  } -> tensor<6xf32>
  return %9, %10 : tensor<6xf32>, tensor<6xf32>
}
