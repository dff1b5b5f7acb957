// A transpose followed by a broadcast add and a ReLU, as named ops
// (linalg.transpose, linalg.broadcast, linalg.add, linalg.max): x is
// 129x37, the result 37x129 reads x transposed; the bias runs along the
// result's rows. Neither extent is a multiple of 32.
func.func @transpose_bias(%x: tensor<129x37xf32>, %b: tensor<129xf32>) -> tensor<37x129xf32> {
  %e = tensor.empty() : tensor<37x129xf32>
  %t = linalg.transpose ins(%x : tensor<129x37xf32>) outs(%e : tensor<37x129xf32>) permutation = [1, 0]
  %bb = linalg.broadcast ins(%b : tensor<129xf32>) outs(%e : tensor<37x129xf32>) dimensions = [0]
  %s = linalg.add ins(%t, %bb : tensor<37x129xf32>, tensor<37x129xf32>) outs(%e : tensor<37x129xf32>) -> tensor<37x129xf32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<37x129xf32>) -> tensor<37x129xf32>
  %r = linalg.max ins(%s, %z : tensor<37x129xf32>, tensor<37x129xf32>) outs(%e : tensor<37x129xf32>) -> tensor<37x129xf32>
  return %r : tensor<37x129xf32>
}
