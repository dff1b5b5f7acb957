// A 16 x 64 x 24 fp32 matrix multiplication (two inputs: ignoring one is
// caught by the sensitivity check): the matmul task of the CPU planted
// suite.
func.func @matmul(%a: tensor<16x64xf32>, %b: tensor<64x24xf32>)
    -> tensor<16x24xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x24xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x24xf32>)
      -> tensor<16x24xf32>
  %c = linalg.matmul ins(%a, %b : tensor<16x64xf32>, tensor<64x24xf32>)
      outs(%acc : tensor<16x24xf32>) -> tensor<16x24xf32>
  return %c : tensor<16x24xf32>
}
