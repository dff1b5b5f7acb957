// Max pooling 1D, kernel 8, stride 1, padding 4, dilation 3 (KernelBench
// level 1 task 41, small): -inf padding; rows of 75 outputs, not a multiple
// of 2, 4 or 8 outputs per thread.
func.func @maxpool1d_dilated(%x: tensor<3x5x96xf32>) -> tensor<3x5x83xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 4] high[0, 0, 4] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %ninf : f32
  } : tensor<3x5x96xf32> to tensor<3x5x104xf32>
  %win = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<3x5x83xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%e : tensor<3x5x83xf32>) -> tensor<3x5x83xf32>
  %y = linalg.pooling_ncw_max {dilations = dense<3> : vector<1xi64>,
                               strides = dense<1> : vector<1xi64>}
      ins(%p, %win : tensor<3x5x104xf32>, tensor<8xf32>)
      outs(%acc : tensor<3x5x83xf32>) -> tensor<3x5x83xf32>
  return %y : tensor<3x5x83xf32>
}
