// Unsigned integer ops on i32 values that are often negative (a hash or
// bucketing step on quantized values): q = fptosi(16 x) in [-16, 16] and an
// odd, non-zero d = fptosi(8 y) | 1 in [-7, 7]; each output reads the bit
// patterns unsigned at 32 bits (divui, remui, shrui, cmpi u*, maxui/minui,
// uitofp, extui to i64), so -8 is 0xFFFFFFF8 = 4294967288, not 2^64 - 8.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @u32_arith(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>,
        tensor<4x8xf32>, tensor<4x8xf32>) {
  %c16 = arith.constant 1.600000e+01 : f32
  %c8 = arith.constant 8.000000e+00 : f32
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c3_i32 = arith.constant 3 : i32
  %c4_i32 = arith.constant 4 : i32
  %c8_i32 = arith.constant 8 : i32
  %e = tensor.empty() : tensor<4x8xf32>
  // divui
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %c16 : f32
    %q = arith.fptosi %s : f32 to i32
    %t = arith.mulf %b, %c8 : f32
    %di = arith.fptosi %t : f32 to i32
    %d = arith.ori %di, %c1_i32 : i32
    %r = arith.divui %q, %d : i32
    %f = arith.uitofp %r : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  // remui, and divui by the constant 3
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %c16 : f32
    %q = arith.fptosi %s : f32 to i32
    %t = arith.mulf %b, %c8 : f32
    %di = arith.fptosi %t : f32 to i32
    %d = arith.ori %di, %c1_i32 : i32
    %r = arith.remui %q, %d : i32
    %r3 = arith.divui %q, %c3_i32 : i32
    %rs = arith.addi %r, %r3 : i32
    %f = arith.uitofp %rs : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  // shrui
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.mulf %a, %c16 : f32
    %q = arith.fptosi %s : f32 to i32
    %r = arith.shrui %q, %c3_i32 : i32
    %f = arith.uitofp %r : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  // cmpi ult, ule, ugt, uge as the bits 1, 2, 4, 8 (extui i1 to i32)
  %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %c16 : f32
    %q = arith.fptosi %s : f32 to i32
    %t = arith.mulf %b, %c8 : f32
    %di = arith.fptosi %t : f32 to i32
    %d = arith.ori %di, %c1_i32 : i32
    %lt = arith.cmpi ult, %q, %d : i32
    %le = arith.cmpi ule, %q, %d : i32
    %gt = arith.cmpi ugt, %q, %d : i32
    %ge = arith.cmpi uge, %q, %d : i32
    %blt = arith.extui %lt : i1 to i32
    %ble = arith.extui %le : i1 to i32
    %bgt = arith.extui %gt : i1 to i32
    %bge = arith.extui %ge : i1 to i32
    %w2 = arith.muli %ble, %c2_i32 : i32
    %w4 = arith.muli %bgt, %c4_i32 : i32
    %w8 = arith.muli %bge, %c8_i32 : i32
    %s1 = arith.addi %blt, %w2 : i32
    %s2 = arith.addi %s1, %w4 : i32
    %s3 = arith.addi %s2, %w8 : i32
    %f = arith.sitofp %s3 : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  // extui i32 to i64, then uitofp from i64
  %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.mulf %a, %c16 : f32
    %q = arith.fptosi %s : f32 to i32
    %w = arith.extui %q : i32 to i64
    %f = arith.uitofp %w : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  // maxui - minui (wrapping), as a signed value
  %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %c16 : f32
    %q = arith.fptosi %s : f32 to i32
    %t = arith.mulf %b, %c8 : f32
    %di = arith.fptosi %t : f32 to i32
    %d = arith.ori %di, %c1_i32 : i32
    %mx = arith.maxui %q, %d : i32
    %mn = arith.minui %q, %d : i32
    %df = arith.subi %mx, %mn : i32
    %f = arith.sitofp %df : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
