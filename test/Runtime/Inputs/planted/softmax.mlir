// Softmax over rows of 256 (outputs near 1/256, below the default atol's
// scale only by 40x; the relative measures decide): the normalization task
// of the CPU planted suite.
func.func @softmax(%x: tensor<8x256xf32>) -> tensor<8x256xf32> {
  %init = tensor.empty() : tensor<8x256xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<8x256xf32>)
      outs(%init : tensor<8x256xf32>) -> tensor<8x256xf32>
  return %y : tensor<8x256xf32>
}
