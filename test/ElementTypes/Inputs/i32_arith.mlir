// Integer arithmetic inside an f32 function (a fake quantization): q =
// clamp(trunc(16 x), -8, 7) as an i32 tensor (fptosi, maxsi, minsi), then
// out = (2 q + (q rem 5) + ((q >> 1) & 3)) / 16 through sitofp.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @i32_arith(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 1.600000e+01 : f32
  %cst_0 = arith.constant 6.250000e-02 : f32
  %c7_i32 = arith.constant 7 : i32
  %c-8_i32 = arith.constant -8 : i32
  %c2_i32 = arith.constant 2 : i32
  %c5_i32 = arith.constant 5 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 3 : i32
  %0 = tensor.empty() : tensor<4x8xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%0 : tensor<4x8xi32>) {
  ^bb0(%in: f32, %out: i32):
    %4 = arith.mulf %in, %cst : f32
    %5 = arith.fptosi %4 : f32 to i32
    %6 = arith.maxsi %5, %c-8_i32 : i32
    %7 = arith.minsi %6, %c7_i32 : i32
    linalg.yield %7 : i32
  } -> tensor<4x8xi32>
  %2 = tensor.empty() : tensor<4x8xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x8xi32>) outs(%2 : tensor<4x8xf32>) {
  ^bb0(%in: i32, %out: f32):
    %4 = arith.muli %in, %c2_i32 : i32
    %5 = arith.remsi %in, %c5_i32 : i32
    %6 = arith.shrsi %in, %c1_i32 : i32
    %7 = arith.andi %6, %c3_i32 : i32
    %8 = arith.addi %4, %5 : i32
    %9 = arith.addi %8, %7 : i32
    %10 = arith.sitofp %9 : i32 to f32
    %11 = arith.mulf %10, %cst_0 : f32
    linalg.yield %11 : f32
  } -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}
