// Max pooling 1D, kernel 8, stride 1, padding 4, dilation 3, with the -inf
// padding written as the suite writes it (KernelBench level 1 task 41,
// small): a fill, then a copy into it through the output map d2 + 4.
func.func @maxpool1d_insert(%x: tensor<3x5x96xf32>) -> tensor<3x5x83xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<3x5x104xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<3x5x104xf32>) -> tensor<3x5x104xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                        affine_map<(d0, d1, d2) -> (d0, d1, d2 + 4)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<3x5x96xf32>) outs(%f : tensor<3x5x104xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x5x104xf32>
  %win = tensor.empty() : tensor<8xf32>
  %e2 = tensor.empty() : tensor<3x5x83xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<3x5x83xf32>) -> tensor<3x5x83xf32>
  %y = linalg.pooling_ncw_max {dilations = dense<3> : vector<1xi64>,
                               strides = dense<1> : vector<1xi64>}
      ins(%p, %win : tensor<3x5x104xf32>, tensor<8xf32>)
      outs(%acc : tensor<3x5x83xf32>) -> tensor<3x5x83xf32>
  return %y : tensor<3x5x83xf32>
}
