#in = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @transpose(%x: tensor<1024x512xf32>) -> tensor<512x1024xf32> {
  %e = tensor.empty() : tensor<512x1024xf32>
  %r = linalg.generic {indexing_maps = [#in, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x512xf32>) outs(%e : tensor<512x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<512x1024xf32>
  return %r : tensor<512x1024xf32>
}
