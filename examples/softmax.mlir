// Softmax over the last dimension of a 4096 x 4096 fp32 tensor (a small
// instance of KernelBench level-1 task 23), as the named linalg.softmax.
func.func @softmax(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %init = tensor.empty() : tensor<4096x4096xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4096x4096xf32>)
      outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %y : tensor<4096x4096xf32>
}
