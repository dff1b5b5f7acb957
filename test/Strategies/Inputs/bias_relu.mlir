// A broadcast bias add followed by ReLU: two linalg ops fused into one kernel.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias_relu(%x: tensor<8x64xf32>, %b: tensor<64xf32>) -> tensor<8x64xf32> {
  %init = tensor.empty() : tensor<8x64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<8x64xf32>, tensor<64xf32>) outs(%init : tensor<8x64xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %zero = arith.constant 0.0 : f32
  %y = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x64xf32>) outs(%init : tensor<8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
