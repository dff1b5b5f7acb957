// Conv2d + ReLU + bias add (KernelBench level 2 task 1, small): only the
// generic static-shape template implements convolutions.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
func.func @conv2d_relu_bias(%x: tensor<2x3x10x10xf32>, %w: tensor<8x3x3x3xf32>,
                            %bias: tensor<8x1x1xf32>) -> tensor<2x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>,
                                 strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x3x10x10xf32>, tensor<8x3x3x3xf32>)
      outs(%acc : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #ch, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %bias : tensor<2x8x8x8xf32>, tensor<8x1x1xf32>) outs(%e : tensor<2x8x8x8xf32>) {
  ^bb0(%v: f32, %b: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    %s = arith.addf %r, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x8x8x8xf32>
  return %y : tensor<2x8x8x8xf32>
}
