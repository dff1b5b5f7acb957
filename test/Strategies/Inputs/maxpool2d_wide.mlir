// Max pooling 2D, kernel 4, stride 1, padding 1 (KernelBench level 1 task
// 42, with rows of 129 outputs): -inf padding, then
// linalg.pooling_nchw_max. Tiles of 128 columns leave a 1-column tile at
// each row's end, so tpl_pool_tile runs both its full-tile and its
// guarded output loops.
func.func @maxpool2d_wide(%x: tensor<2x2x20x130xf32>) -> tensor<2x2x19x129xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<2x2x20x130xf32> to tensor<2x2x22x132xf32>
  %win = tensor.empty() : tensor<4x4xf32>
  %e = tensor.empty() : tensor<2x2x19x129xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x2x19x129xf32>) -> tensor<2x2x19x129xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>,
                                strides = dense<1> : vector<2xi64>}
      ins(%p, %win : tensor<2x2x22x132xf32>, tensor<4x4xf32>)
      outs(%acc : tensor<2x2x19x129xf32>) -> tensor<2x2x19x129xf32>
  return %y : tensor<2x2x19x129xf32>
}
