// A masked op: x where an i1 constant mask is set, else -x * 0.5.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @masked(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %mask = arith.constant dense<[[true, false, true, true], [false, false, true, false]]> : tensor<2x4xi1>
  %half = arith.constant -5.000000e-01 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mask : tensor<2x4xf32>, tensor<2x4xi1>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %m: i1, %o: f32):
    %n = arith.mulf %a, %half : f32
    %s = arith.select %m, %a, %n : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
