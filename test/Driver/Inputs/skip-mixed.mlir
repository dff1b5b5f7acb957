// A module as a frontend may hand it over, used by
// htam-optimize-skip-mixed.test: a declaration, a task whose argument the
// runtime cannot bind (i64 indices), one with an element type that has no
// NVVM lowering (f8E4M3FN), and a supported task. Only @good is optimized;
// the others are recorded in trajectory.json and report.md.
#map = affine_map<(d0) -> (d0)>
func.func private @external(tensor<8xf32>) -> tensor<8xf32>

func.func @indices(%i: tensor<8xi64>) -> tensor<8xf32> {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%i : tensor<8xi64>) outs(%0 : tensor<8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.sitofp %in : i64 to f32
    linalg.yield %2 : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @small_float(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.empty() : tensor<8xf8E4M3FN>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%0 : tensor<8xf8E4M3FN>) {
  ^bb0(%in: f32, %out: f8E4M3FN):
    %3 = arith.truncf %in : f32 to f8E4M3FN
    linalg.yield %3 : f8E4M3FN
  } -> tensor<8xf8E4M3FN>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xf8E4M3FN>) outs(%x : tensor<8xf32>) {
  ^bb0(%in: f8E4M3FN, %out: f32):
    %3 = arith.extf %in : f8E4M3FN to f32
    linalg.yield %3 : f32
  } -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

func.func @good(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = arith.mulf %x, %y : tensor<8xf32>
  return %0 : tensor<8xf32>
}
