// Instance norm over (H, W) of 4x3x12x12 (rows of 144, float4), with one
// +inf planted in instance (1, 2): its statistics are not finite, so the
// Welford pass falls back to the exact formula (NaN there, like the IR).
#x4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#r4 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @instnorm_inf(%x0: tensor<4x3x12x12xf32>) -> tensor<4x3x12x12xf32> {
  %zero = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %ex = tensor.empty() : tensor<4x3x12x12xf32>
  %x = linalg.generic {indexing_maps = [#x4, #x4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x0 : tensor<4x3x12x12xf32>) outs(%ex : tensor<4x3x12x12xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %a = arith.cmpi eq, %i0, %c1 : index
    %b = arith.cmpi eq, %i1, %c2 : index
    %c = arith.cmpi eq, %i2, %c5 : index
    %ab = arith.andi %a, %b : i1
    %abc = arith.andi %ab, %c : i1
    %r = arith.select %abc, %inf, %in : f32
    linalg.yield %r : f32
  } -> tensor<4x3x12x12xf32>
  %e1 = tensor.empty() : tensor<4x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %sum = linalg.generic {indexing_maps = [#x4, #r4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<4x3x12x12xf32>) outs(%acc : tensor<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %mean = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4x3xf32>) outs(%e1 : tensor<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 144.0 : f32
    %r = arith.divf %in, %n : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %sq = linalg.generic {indexing_maps = [#x4, #r4, #r4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %mean : tensor<4x3x12x12xf32>, tensor<4x3xf32>) outs(%acc : tensor<4x3xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %out : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %e3 = tensor.empty() : tensor<4x3x12x12xf32>
  %y = linalg.generic {indexing_maps = [#x4, #r4, #r4, #x4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean, %sq : tensor<4x3x12x12xf32>, tensor<4x3xf32>, tensor<4x3xf32>) outs(%e3 : tensor<4x3x12x12xf32>) {
  ^bb0(%in: f32, %m: f32, %s: f32, %out: f32):
    %n = arith.constant 144.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %sd = math.sqrt %ve : f32
    %d = arith.subf %in, %m : f32
    %r = arith.divf %d, %sd : f32
    linalg.yield %r : f32
  } -> tensor<4x3x12x12xf32>
  return %y : tensor<4x3x12x12xf32>
}
