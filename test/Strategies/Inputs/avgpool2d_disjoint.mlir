// Average pooling 2D, kernel 3, stride 3 (KernelBench level 1 task 45,
// small): the windows of neighbouring outputs do not overlap.
func.func @avgpool2d_disjoint(%x: tensor<2x4x12x12xf32>) -> tensor<2x4x4x4xf32> {
  %nine = arith.constant 9.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %sum = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>,
                                  strides = dense<3> : tensor<2xi64>}
      ins(%x, %win : tensor<2x4x12x12xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %e2 = tensor.empty() : tensor<2x4x4x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<2x4x4x4xf32>) outs(%e2 : tensor<2x4x4x4xf32>) {
  ^bb0(%s: f32, %o: f32):
    %d = arith.divf %s, %nine : f32
    linalg.yield %d : f32
  } -> tensor<2x4x4x4xf32>
  return %y : tensor<2x4x4x4xf32>
}
