// Softmax over rows of 4096 (the 4096 x 4096 benchmark shape of
// examples/softmax.mlir), as the named op, and the same multiplied by the
// row length: plain softmax outputs (~1/4096) sit below the 1e-4 absolute
// tolerance, the scaled ones (~1) make every element count.
func.func @softmax_4096(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %init = tensor.empty() : tensor<4096x4096xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4096x4096xf32>)
      outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %y : tensor<4096x4096xf32>
}
func.func @softmax_4096_scaled(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %n = arith.constant 4096.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<4096x4096xf32>
  return %y : tensor<4096x4096xf32>
}
