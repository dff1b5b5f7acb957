// Softmax over the last dimension, KernelBench level 1 task 23 (small).
func.func @softmax(%x: tensor<32x256xf32>) -> tensor<32x256xf32> {
  %init = tensor.empty() : tensor<32x256xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<32x256xf32>)
      outs(%init : tensor<32x256xf32>) -> tensor<32x256xf32>
  return %y : tensor<32x256xf32>
}
