#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias_relu(%x: tensor<2048x1024xf32>, %b: tensor<1024xf32>) -> tensor<2048x1024xf32> {
  %e = tensor.empty() : tensor<2048x1024xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<2048x1024xf32>, tensor<1024xf32>) outs(%e : tensor<2048x1024xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %s = arith.addf %v, %bias : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2048x1024xf32>
  return %r : tensor<2048x1024xf32>
}
