// torch.nn.functional.embedding(ids, table) with the ids computed at run
// time (ids = int((x + 1) * 3), an i32 tensor in [0, 6)), as torch-mlir
// writes the lookup: the generic runs over the output, reads the i32 id,
// index_casts it and gathers the row with tensor.extract. A template reads
// the id table at the output's row, then the table at the loaded id.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @embedding_i32(%x: tensor<8xf32>, %w: tensor<6x16xf32>) -> tensor<8x16xf32> {
  %c1 = arith.constant 1.000000e+00 : f32
  %c3 = arith.constant 3.000000e+00 : f32
  %0 = tensor.empty() : tensor<8xi32>
  %ids = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%0 : tensor<8xi32>) {
  ^bb0(%in: f32, %out: i32):
    %s = arith.addf %in, %c1 : f32
    %t = arith.mulf %s, %c3 : f32
    %i = arith.fptosi %t : f32 to i32
    linalg.yield %i : i32
  } -> tensor<8xi32>
  %1 = tensor.empty() : tensor<8x16xf32>
  %2 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<8xi32>) outs(%1 : tensor<8x16xf32>) {
  ^bb0(%in: i32, %out: f32):
    %k = arith.index_cast %in : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %w[%k, %j] : tensor<6x16xf32>
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
