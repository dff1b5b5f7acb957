// |x| by clearing the sign bit: a task whose f64 oracle cannot be built
// (the bitcast means something else at 64 bits).
func.func @abs_bits(%x: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %mask = arith.constant 2147483647 : i32
  %e = tensor.empty() : tensor<256x1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %b = arith.bitcast %a : f32 to i32
    %m = arith.andi %b, %mask : i32
    %y = arith.bitcast %m : i32 to f32
    linalg.yield %y : f32
  } -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}
