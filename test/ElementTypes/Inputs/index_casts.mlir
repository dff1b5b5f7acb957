// x + torch.arange(15).reshape(3, 5): the positions are an i64 tensor made
// from linalg.index (index_cast index to i64, i64 arithmetic), promoted to
// f32 by sitofp in the add, as torch-mlir writes the type promotion.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_casts(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %c5_i64 = arith.constant 5 : i64
  %0 = tensor.empty() : tensor<3x5xi64>
  %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<3x5xi64>) {
  ^bb0(%out: i64):
    %4 = linalg.index 0 : index
    %5 = linalg.index 1 : index
    %6 = arith.index_cast %4 : index to i64
    %7 = arith.index_cast %5 : index to i64
    %8 = arith.muli %6, %c5_i64 : i64
    %9 = arith.addi %8, %7 : i64
    linalg.yield %9 : i64
  } -> tensor<3x5xi64>
  %2 = tensor.empty() : tensor<3x5xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %1 : tensor<3x5xf32>, tensor<3x5xi64>) outs(%2 : tensor<3x5xf32>) {
  ^bb0(%in: f32, %in_0: i64, %out: f32):
    %4 = arith.sitofp %in_0 : i64 to f32
    %5 = arith.addf %in, %4 : f32
    linalg.yield %5 : f32
  } -> tensor<3x5xf32>
  return %3 : tensor<3x5xf32>
}
