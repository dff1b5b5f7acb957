// RMSNorm over the last dim: x * rsqrt(mean(x^2) + eps) * w.
#x2 = affine_map<(d0, d1) -> (d0, d1)>
#r2 = affine_map<(d0, d1) -> (d0)>
#w2 = affine_map<(d0, d1) -> (d1)>
func.func @rmsnorm(%x: tensor<8x256xf32>, %w: tensor<256xf32>) -> tensor<8x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %ss = linalg.generic {indexing_maps = [#x2, #r2],
                        iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x256xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %r = arith.addf %sq, %out : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8x256xf32>
  %y = linalg.generic {indexing_maps = [#x2, #r2, #w2, #x2],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %ss, %w : tensor<8x256xf32>, tensor<8xf32>, tensor<256xf32>)
      outs(%e2 : tensor<8x256xf32>) {
  ^bb0(%in: f32, %s: f32, %wv: f32, %out: f32):
    %n = arith.constant 256.0 : f32
    %eps = arith.constant 1.0e-6 : f32
    %ms = arith.divf %s, %n : f32
    %me = arith.addf %ms, %eps : f32
    %rs = math.rsqrt %me : f32
    %t = arith.mulf %in, %rs : f32
    %r = arith.mulf %t, %wv : f32
    linalg.yield %r : f32
  } -> tensor<8x256xf32>
  return %y : tensor<8x256xf32>
}
