// PyTorch's logsumexp over the last dim of 64x4099: the row max replaced by 0
// where it is not finite, log(sum(exp(x - max))) + max (rows of odd length).
func.func @logsumexp_guarded(%x: tensor<64x4099xf32>) -> tensor<64x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x1xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<64x4099xf32>) outs(%m0 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %e2 = tensor.empty() : tensor<64x1xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mx : tensor<64x1xf32>) outs(%e2 : tensor<64x1xf32>) {
  ^bb0(%m: f32, %o: f32):
    %a = math.absf %m : f32
    %fin = arith.cmpf olt, %a, %inf : f32
    %z = arith.select %fin, %m, %zero : f32
    linalg.yield %z : f32
  } -> tensor<64x1xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %g : tensor<64x4099xf32>, tensor<64x1xf32>) outs(%s0 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %c: f32, %acc: f32):
    %d = arith.subf %a, %c : f32
    %v = math.exp %d : f32
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %e3 = tensor.empty() : tensor<64x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s, %g : tensor<64x1xf32>, tensor<64x1xf32>) outs(%e3 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %l = math.log %a : f32
    %r = arith.addf %l, %m : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  return %y : tensor<64x1xf32>
}
