// torch.nn.functional.embedding(idx, w) with a constant i64 index table, as
// torch-mlir writes it: the generic runs over the output, reads the i64
// index, casts it to index and gathers the row with tensor.extract.
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
func.func @gather_i64(%w: tensor<6x4xf32>) -> tensor<5x4xf32> {
  %idx = arith.constant dense<[5, 0, 3, 3, 1]> : tensor<5xi64>
  %0 = tensor.empty() : tensor<5x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<5xi64>) outs(%0 : tensor<5x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 1 : index
    %4 = tensor.extract %w[%2, %3] : tensor<6x4xf32>
    linalg.yield %4 : f32
  } -> tensor<5x4xf32>
  return %1 : tensor<5x4xf32>
}
