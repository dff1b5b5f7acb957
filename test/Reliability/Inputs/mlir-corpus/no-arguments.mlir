// A task without arguments that produces a filled tensor.
func.func @f() -> tensor<8xf32> {
  %cst = arith.constant 1.5 : f32
  %init = tensor.empty() : tensor<8xf32>
  %y = linalg.fill ins(%cst : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
