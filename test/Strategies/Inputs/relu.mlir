// ReLU, KernelBench level 1 task 19 at a small shape (odd innermost extent).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu(%x: tensor<32x130xf32>) -> tensor<32x130xf32> {
  %init = tensor.empty() : tensor<32x130xf32>
  %zero = arith.constant 0.0 : f32
  %y = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x130xf32>) outs(%init : tensor<32x130xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<32x130xf32>
  return %y : tensor<32x130xf32>
}
