// C + A B: the contraction accumulates into an argument.
func.func @matmul_accumulate(%a: tensor<32x64xf32>, %b: tensor<64x16xf32>, %c: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x16xf32>)
      outs(%c : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %r : tensor<32x16xf32>
}
