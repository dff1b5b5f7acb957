// A task that reads a constant tensor (a host global once bufferized).
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = arith.addf %x, %c : tensor<4xf32>
  return %y : tensor<4xf32>
}
