// A matmul whose operand shapes do not agree.
func.func @f(%a: tensor<16x8xf32>, %b: tensor<4x32xf32>) -> tensor<16x32xf32> {
  %init = tensor.empty() : tensor<16x32xf32>
  %c = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<4x32xf32>) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %c : tensor<16x32xf32>
}
