// partition=auto|on on a module whose first function cannot be partitioned
// (a call) and whose second can (htam-optimize-partition.test).
func.func private @helper(tensor<4x8xf32>) -> tensor<4x8xf32>

func.func @calls(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = func.call @helper(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @two_matmuls(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m2 = linalg.matmul ins(%m, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %m2 : tensor<4x8xf32>
}
