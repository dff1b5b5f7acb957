// RUN: htam-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(htam-offset-writes-to-slices))' | FileCheck %s
// The suite's zero padding (a copy generic writing a window of a fill)
// becomes tensor.pad; upstream elementwise fusion would otherwise replace the
// fill by tensor.empty and leave the border unwritten.
// RUN: htam-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(htam-offset-writes-to-slices,linalg-fuse-elementwise-ops))' | FileCheck %s --check-prefix=FUSED

// CHECK-LABEL: func.func @pad_window
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[COPY:.*]] = linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<1x2x4x4xf32>) outs(%{{.*}} : tensor<1x2x4x4xf32>)
// CHECK: tensor.pad %[[COPY]] low[0, 0, 2, 2] high[0, 0, 2, 2]
// CHECK: tensor.yield %[[ZERO]]
// FUSED-LABEL: func.func @pad_window
// FUSED: tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2]
// FUSED-NOT: linalg.generic
// FUSED: linalg.conv_2d_nchw_fchw
func.func @pad_window(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x2x8x8xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %pad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf32>) outs(%f2 : tensor<1x2x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x2x8x8xf32>
  %e6 = tensor.empty() : tensor<1x2x6x6xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad, %w : tensor<1x2x8x8xf32>, tensor<2x2x3x3xf32>) outs(%f7 : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  return %conv : tensor<1x2x6x6xf32>
}

// -----

// A strided window (a transposed convolution's zero insertion) becomes an
// insert_slice with strides of a full write of the extracted window.
// CHECK-LABEL: func.func @strided_window
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK: %[[WIN:.*]] = tensor.extract_slice %[[FILL]][0, 1, 1] [2, 3, 3] [1, 2, 2]
// CHECK: %[[FULL:.*]] = linalg.generic
// CHECK-SAME: outs(%[[WIN]] : tensor<2x3x3xf32>)
// CHECK: tensor.insert_slice %[[FULL]] into %[[FILL]][0, 1, 1] [2, 3, 3] [1, 2, 2]
// FUSED-LABEL: func.func @strided_window
// FUSED: linalg.fill
// FUSED: tensor.insert_slice
func.func @strided_window(%x: tensor<2x3x3xf32>) -> tensor<2x7x7xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x7x7xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x7x7xf32>) -> tensor<2x7x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1 * 2 + 1, d2 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x3xf32>) outs(%f : tensor<2x7x7xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x7x7xf32>
  return %r : tensor<2x7x7xf32>
}

// -----

// Not a window: a flipped read map with an identity write stays as it is.
// CHECK-LABEL: func.func @flip_untouched
// CHECK: linalg.generic
// CHECK-NOT: tensor.pad
// CHECK-NOT: tensor.insert_slice
func.func @flip_untouched(%w: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, -d1 + 2)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
