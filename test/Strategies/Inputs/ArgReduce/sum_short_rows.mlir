// A sum over dim 0 of 300x16x4: kept rows of 4 outputs, but the 64 outputs
// are contiguous in the input, so one column tile of 64 covers them (rows
// shorter than a warp used to keep the serial loop).
func.func @sum_short_rows(%x: tensor<300x16x4xf32>) -> tensor<16x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%x : tensor<300x16x4xf32>) outs(%f : tensor<16x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<16x4xf32>
  return %s : tensor<16x4xf32>
}
