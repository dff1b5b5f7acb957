// A small elementwise task for the kernel database tests.
func.func @relu(%x: tensor<256x1024xf16>) -> tensor<256x1024xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x1024xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x1024xf16>) outs(%e : tensor<256x1024xf16>) {
  ^bb0(%a: f16, %o: f16):
    %m = arith.maximumf %a, %zero : f16
    linalg.yield %m : f16
  } -> tensor<256x1024xf16>
  return %r : tensor<256x1024xf16>
}
