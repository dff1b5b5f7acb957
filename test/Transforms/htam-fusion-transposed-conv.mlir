// The suite's transposed convolution: a zero-padding copy into a fill, a
// weight flip (read map 2 - d), then a convolution.
// Elementwise mode: the padding must survive fusion (it becomes tensor.pad;
// before, upstream fusion dropped the fill and the border stayed NaN).
// RUN: htam-opt %s --pass-pipeline='builtin.module(func.func(htam-offset-writes-to-slices,linalg-fuse-elementwise-ops))' | FileCheck %s --check-prefix=ELEM
// ELEM: tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2]
// ELEM: linalg.conv_2d_nchw_fchw
// Producer mode: the pad is fused into the convolution's per-point tile; the
// flip is not (tiling computes wrong slices for a map that is not a projected
// permutation: it failed verification before), so it stays its own kernel.
// RUN: htam-opt %s --htam-fusion-pipeline="mode=producer" | FileCheck %s --check-prefix=PROD
// PROD-COUNT-2: gpu.launch_func
// PROD-NOT: gpu.launch_func
func.func @transposed_conv(%x: tensor<1x2x4x4xf32>, %weight: tensor<2x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x2x8x8xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %pad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf32>) outs(%f2 : tensor<1x2x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x2x8x8xf32>
  %e4 = tensor.empty() : tensor<2x2x3x3xf32>
  %flip = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%weight : tensor<2x2x3x3xf32>) outs(%e4 : tensor<2x2x3x3xf32>) {
  ^bb0(%w: f32, %o: f32):
    linalg.yield %w : f32
  } -> tensor<2x2x3x3xf32>
  %e6 = tensor.empty() : tensor<1x2x6x6xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad, %flip : tensor<1x2x8x8xf32>, tensor<2x2x3x3xf32>) outs(%f7 : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  return %conv : tensor<1x2x6x6xf32>
}
