// A fused elementwise producer of the convolution's input for
// tpl_gemm_wgmma_3xtf32_gather: the gather reads relu(x * 0.5 + 0.25)
// through the pad at the table's address (not a direct read, so no float4),
// then the convolution with a bias and a ReLU epilogue fused.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @conv_producer_epilogue(%x: tensor<2x7x19x18xf32>, %w: tensor<48x7x3x3xf32>, %b: tensor<48xf32>) -> tensor<2x48x19x18xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %quarter = arith.constant 0.25 : f32
  %e0 = tensor.empty() : tensor<2x7x19x18xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x7x19x18xf32>) outs(%e0 : tensor<2x7x19x18xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %half : f32
    %t = arith.addf %s, %quarter : f32
    %m = arith.maximumf %t, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x7x19x18xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x7x19x18xf32> to tensor<2x7x21x20xf32>
  %e = tensor.empty() : tensor<2x48x19x18xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x48x19x18xf32>) -> tensor<2x48x19x18xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<2x7x21x20xf32>, tensor<48x7x3x3xf32>) outs(%acc : tensor<2x48x19x18xf32>) -> tensor<2x48x19x18xf32>
  %e1 = tensor.empty() : tensor<2x48x19x18xf32>
  %y = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<2x48x19x18xf32>, tensor<48xf32>) outs(%e1 : tensor<2x48x19x18xf32>) {
  ^bb0(%v: f32, %bb: f32, %out: f32):
    %s = arith.addf %v, %bb : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x48x19x18xf32>
  return %y : tensor<2x48x19x18xf32>
}
