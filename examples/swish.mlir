// Swish (x * sigmoid(x)) on a 128 x 4096 fp32 tensor: a small instance of
// KernelBench level-1 task 25 (the suite uses 4096 x 393216), written as one
// linalg.generic. Swish is the case study of the HTAM paper.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @swish(%x: tensor<128x4096xf32>) -> tensor<128x4096xf32> {
  %init = tensor.empty() : tensor<128x4096xf32>
  %y = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<128x4096xf32>) outs(%init : tensor<128x4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %neg = arith.negf %in : f32
    %e = math.exp %neg : f32
    %den = arith.addf %one, %e : f32
    %sig = arith.divf %one, %den : f32
    %r = arith.mulf %in, %sig : f32
    linalg.yield %r : f32
  } -> tensor<128x4096xf32>
  return %y : tensor<128x4096xf32>
}
