// Sum over dimension 0 (a column reduction).
func.func @sum_dim0(%x: tensor<64x32xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.reduce ins(%x : tensor<64x32xf32>) outs(%acc : tensor<32xf32>)
      dimensions = [0]
    (%in: f32, %out: f32) {
      %r = arith.addf %in, %out : f32
      linalg.yield %r : f32
    }
  return %s : tensor<32xf32>
}
