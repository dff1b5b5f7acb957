// A 1x1x1 matmul (tiles larger than the problem).
func.func @f(%a: tensor<1x1xf32>, %b: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1x1xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<1x1xf32>) -> tensor<1x1xf32>
  %c = linalg.matmul ins(%a, %b : tensor<1x1xf32>, tensor<1x1xf32>) outs(%fill : tensor<1x1xf32>) -> tensor<1x1xf32>
  return %c : tensor<1x1xf32>
}
