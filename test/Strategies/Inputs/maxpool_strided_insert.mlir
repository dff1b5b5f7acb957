// Max pooling 1D (kernel 3, stride 1) over a stride-2 scatter into a
// -inf filled tensor (output map d2 * 2 + 1): a read of the scatter tests
// the index's parity, which no corner of a group of windows decides.
func.func @maxpool_strided_insert(%x: tensor<2x3x16xf32>) -> tensor<2x3x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x3x34xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x3x34xf32>) -> tensor<2x3x34xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                        affine_map<(d0, d1, d2) -> (d0, d1, d2 * 2 + 1)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x16xf32>) outs(%f : tensor<2x3x34xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x3x34xf32>
  %win = tensor.empty() : tensor<3xf32>
  %e2 = tensor.empty() : tensor<2x3x32xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x3x32xf32>) -> tensor<2x3x32xf32>
  %y = linalg.pooling_ncw_max {dilations = dense<1> : vector<1xi64>,
                               strides = dense<1> : vector<1xi64>}
      ins(%p, %win : tensor<2x3x34xf32>, tensor<3xf32>)
      outs(%acc : tensor<2x3x32xf32>) -> tensor<2x3x32xf32>
  return %y : tensor<2x3x32xf32>
}
