// torch.where(x > 0.5, x, 0.1 * y) as torch-mlir's linalg-on-tensors output
// writes it: the compare is a generic of its own, and its i1 tensor (the
// mask, an intermediate of the task) feeds the select of the next generic.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @mask_select(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 5.000000e-01 : f32
  %cst_0 = arith.constant 1.000000e-01 : f32
  %0 = tensor.empty() : tensor<4x8xi1>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%0 : tensor<4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %4 = arith.cmpf ogt, %in, %cst : f32
    linalg.yield %4 : i1
  } -> tensor<4x8xi1>
  %2 = tensor.empty() : tensor<4x8xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %x, %y : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
  ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
    %4 = arith.mulf %in_2, %cst_0 : f32
    %5 = arith.select %in, %in_1, %4 : f32
    linalg.yield %5 : f32
  } -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}
