// An f64 constant truncated to f32 (a frontend's double-precision weights):
// out = x * truncf(w) + truncf(b).
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @f64_truncf(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense<[0.1, -0.2, 0.30000000000000004]> : tensor<3xf64>
  %b = arith.constant dense<[1.0e-3, 2.5, -7.125]> : tensor<3xf64>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w, %b : tensor<2x3xf32>, tensor<3xf64>, tensor<3xf64>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %wd: f64, %bd: f64, %o: f32):
    %wf = arith.truncf %wd : f64 to f32
    %bf = arith.truncf %bd : f64 to f32
    %m = arith.mulf %a, %wf : f32
    %s = arith.addf %m, %bf : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
