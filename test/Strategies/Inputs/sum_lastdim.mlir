// Sum over the last dimension (a row reduction).
func.func @sum_lastdim(%x: tensor<16x1000xf32>) -> tensor<16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.reduce ins(%x : tensor<16x1000xf32>) outs(%acc : tensor<16xf32>)
      dimensions = [1]
    (%in: f32, %out: f32) {
      %r = arith.addf %in, %out : f32
      linalg.yield %r : f32
    }
  return %s : tensor<16xf32>
}
