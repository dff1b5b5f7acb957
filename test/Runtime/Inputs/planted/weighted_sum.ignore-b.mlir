// weighted_sum.mlir without its input b: 2a (not a copy of an input).
#map = affine_map<(d0) -> (d0)>
func.func @weighted_sum(%a: tensor<1024xf32>, %b: tensor<1024xf32>)
    -> tensor<1024xf32> {
  %init = tensor.empty() : tensor<1024xf32>
  %y = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<1024xf32>) outs(%init : tensor<1024xf32>) {
  ^bb0(%x: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %ax = arith.mulf %x, %two : f32
    linalg.yield %ax : f32
  } -> tensor<1024xf32>
  return %y : tensor<1024xf32>
}
