// Swish (x * sigmoid(x)) at a CPU-sized shape: the elementwise task of the
// CPU planted suite (test/Runtime/planted-suite-cpu.test).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @swish(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %init = tensor.empty() : tensor<16x64xf32>
  %y = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x64xf32>) outs(%init : tensor<16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %neg = arith.negf %in : f32
    %e = math.exp %neg : f32
    %den = arith.addf %one, %e : f32
    %sig = arith.divf %one, %den : f32
    %r = arith.mulf %in, %sig : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  return %y : tensor<16x64xf32>
}
