func.func @sum_dim0(%x: tensor<333x257xf32>) -> tensor<257xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<257xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<257xf32>) -> tensor<257xf32>
  %r = linalg.reduce ins(%x : tensor<333x257xf32>) outs(%acc : tensor<257xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %r : tensor<257xf32>
}
