// 2a + 1e-7 b: input b moves the output by a few ulps, so a candidate that
// ignores it (weighted_sum.ignore-b.mlir) is within the accuracy rule's
// factor of the FP32 reference on every element, and only the sensitivity
// check (b drawn again, the reference's output changes, the candidate's
// does not) rejects it.
#map = affine_map<(d0) -> (d0)>
func.func @weighted_sum(%a: tensor<1024xf32>, %b: tensor<1024xf32>)
    -> tensor<1024xf32> {
  %init = tensor.empty() : tensor<1024xf32>
  %y = linalg.generic {indexing_maps = [#map, #map, #map],
                       iterator_types = ["parallel"]}
      ins(%a, %b : tensor<1024xf32>, tensor<1024xf32>)
      outs(%init : tensor<1024xf32>) {
  ^bb0(%x: f32, %w: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %eps = arith.constant 1.0e-7 : f32
    %ax = arith.mulf %x, %two : f32
    %bw = arith.mulf %w, %eps : f32
    %r = arith.addf %ax, %bw : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  return %y : tensor<1024xf32>
}
