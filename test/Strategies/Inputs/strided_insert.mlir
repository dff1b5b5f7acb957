// A stride-2 scatter into a filled tensor (the input dilation of a stride-2
// transposed convolution): output map (d0, 2 * d1 + 1); the fill elsewhere.
func.func @strided_insert(%x: tensor<4x8xf32>) -> tensor<4x18xf32> {
  %c1 = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<4x18xf32>
  %f = linalg.fill ins(%c1 : f32) outs(%e : tensor<4x18xf32>) -> tensor<4x18xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1 * 2 + 1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%f : tensor<4x18xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<4x18xf32>
  return %y : tensor<4x18xf32>
}
