// Imported by htam-import from 23_Softmax.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4096x393216 (input)
func.func @l1_23_softmax(
    %x: tensor<4096x393216xf32>) -> (tensor<4096x393216xf32>) {
  %e1 = tensor.empty() : tensor<4096x393216xf32>
  %sm2 = linalg.softmax dimension(1) ins(%x : tensor<4096x393216xf32>) outs(%e1 : tensor<4096x393216xf32>) -> tensor<4096x393216xf32>
  return %sm2 : tensor<4096x393216xf32>
}
