// A sum over a zero-sized dimension.
func.func @f(%x: tensor<4x0xf32>) -> tensor<4xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  %y = linalg.reduce ins(%x : tensor<4x0xf32>) outs(%fill : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %y : tensor<4xf32>
}
