// A reduction whose iteration space overflows i64 although each tensor fits.
func.func @f(%a: tensor<4294967296x4xf32>, %b: tensor<4x4294967296xf32>) -> tensor<4294967296x4294967296xf32> {
  %init = tensor.empty() : tensor<4294967296x4294967296xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4294967296x4xf32>, tensor<4x4294967296xf32>) outs(%init : tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32>
  return %c : tensor<4294967296x4294967296xf32>
}
