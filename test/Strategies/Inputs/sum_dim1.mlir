// Sum over dimension 1, KernelBench level 1 task 47 (small; keepdim as a
// tensor.expand_shape of the reduced tensor).
func.func @sum_dim1(%x: tensor<4x64x63xf32>) -> tensor<4x1x63xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x63xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x63xf32>) -> tensor<4x63xf32>
  %s = linalg.reduce ins(%x : tensor<4x64x63xf32>) outs(%acc : tensor<4x63xf32>)
      dimensions = [1]
    (%in: f32, %out: f32) {
      %r = arith.addf %in, %out : f32
      linalg.yield %r : f32
    }
  %y = tensor.expand_shape %s [[0, 1], [2]] output_shape [4, 1, 63]
      : tensor<4x63xf32> into tensor<4x1x63xf32>
  return %y : tensor<4x1x63xf32>
}
