// An MLP layer with constant weights and bias: relu(x @ w + b).
#map = affine_map<(d0, d1) -> (d0, d1)>
#mapb = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<4x3xf32>) -> tensor<4x2xf32> {
  %w = arith.constant dense<[[1.0, -2.0], [0.5, 0.25], [-1.5, 3.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[0.125, -0.75]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x3xf32>, tensor<3x2xf32>) outs(%f : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = linalg.generic {indexing_maps = [#map, #mapb, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<4x2xf32>, tensor<2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
