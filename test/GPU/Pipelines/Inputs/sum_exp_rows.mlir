// The row sums of exp(x): an elementwise producer of a row reduction.
func.func @sum_exp_rows(%x: tensor<4096x1024xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x1024xf32>
  %ex = linalg.map { math.exp } ins(%x : tensor<4096x1024xf32>) outs(%e : tensor<4096x1024xf32>)
  %init = tensor.empty() : tensor<4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4096xf32>) -> tensor<4096xf32>
  %r = linalg.reduce { arith.addf } ins(%ex : tensor<4096x1024xf32>) outs(%acc : tensor<4096xf32>) dimensions = [1]
  return %r : tensor<4096xf32>
}
