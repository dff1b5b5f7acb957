// examples/swish.mlir with PTX text in a module attribute, standing for the
// PTX a module holds once kernels are emitted into it: a report-dir warning
// must not print the module.
#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {
    htam.test_ptx = "//\0A.version 8.8\0A.target sm_90\0A.visible .entry swish_kernel()\0A{\0A\09ret;\0A}\0A"
} {
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
}
