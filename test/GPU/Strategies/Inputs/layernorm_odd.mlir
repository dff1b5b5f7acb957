// LayerNorm over the last two dims of 5x7x9 (rows of 63, no float4) on
// inputs shifted by 30 (a large mean, a small variance: E[x^2] - E[x]^2
// cancels and misses 1e-4 by ~35x in an fp32 simulation), with weight and
// bias. Not 1000: there the mean's own rounding (one ulp of 1000, divided by
// a standard deviation of 0.29) moves outputs by up to 6x the tolerance for
// any summation order other than the reference's (the first H200 run failed
// every configuration that way); at 30 a reordered sum stays under 0.2x.
#x3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#r3 = affine_map<(d0, d1, d2) -> (d0)>
#w3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#id1 = affine_map<(d0) -> (d0)>
func.func @layernorm_odd(%x0: tensor<5x7x9xf32>, %g: tensor<7x9xf32>,
                         %b: tensor<7x9xf32>) -> tensor<5x7x9xf32> {
  %zero = arith.constant 0.0 : f32
  %k = arith.constant 30.0 : f32
  %ex = tensor.empty() : tensor<5x7x9xf32>
  %x = linalg.generic {indexing_maps = [#x3, #x3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x0 : tensor<5x7x9xf32>) outs(%ex : tensor<5x7x9xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x7x9xf32>
  %e1 = tensor.empty() : tensor<5xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<5xf32>) -> tensor<5xf32>
  %sum = linalg.generic {indexing_maps = [#x3, #r3], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<5x7x9xf32>) outs(%acc : tensor<5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<5xf32>
  %mean = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%sum : tensor<5xf32>) outs(%e1 : tensor<5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 63.0 : f32
    %r = arith.divf %in, %n : f32
    linalg.yield %r : f32
  } -> tensor<5xf32>
  %sq = linalg.generic {indexing_maps = [#x3, #r3, #r3], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x, %mean : tensor<5x7x9xf32>, tensor<5xf32>) outs(%acc : tensor<5xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %out : f32
    linalg.yield %r : f32
  } -> tensor<5xf32>
  %e3 = tensor.empty() : tensor<5x7x9xf32>
  %y = linalg.generic {indexing_maps = [#x3, #r3, #r3, #w3, #w3, #x3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %mean, %sq, %g, %b : tensor<5x7x9xf32>, tensor<5xf32>, tensor<5xf32>, tensor<7x9xf32>, tensor<7x9xf32>) outs(%e3 : tensor<5x7x9xf32>) {
  ^bb0(%in: f32, %m: f32, %s: f32, %gw: f32, %bw: f32, %out: f32):
    %n = arith.constant 63.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %sd = math.sqrt %ve : f32
    %d = arith.subf %in, %m : f32
    %nrm = arith.divf %d, %sd : f32
    %sc = arith.mulf %nrm, %gw : f32
    %r = arith.addf %sc, %bw : f32
    linalg.yield %r : f32
  } -> tensor<5x7x9xf32>
  return %y : tensor<5x7x9xf32>
}
