// RUN: htam-opt %s -split-input-file --htam-lower-reference | FileCheck %s

// The reference lowering of every operator class: each task becomes a host
// function in destination-passing style (inputs, outputs, then a workspace
// when temporaries exist) that launches one kernel per linalg op on a 1-D
// grid of 256-thread blocks (grid = ceil(points / 256)), with constant
// launch bounds and only buffer arguments; all kernels of a task live in one
// gpu.binary holding sm_90 PTX.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @bias_relu(
// CHECK-SAME: %arg0: memref<8x16xf32>, %arg1: memref<16xf32>, %arg2: memref<8x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @bias_relu_kernels::@bias_relu_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @bias_relu_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry bias_relu_kernel(
// CHECK-SAME: max.NaN.f32
func.func @bias_relu(%x: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<8x16xf32>, tensor<16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @row_sum(
// CHECK-SAME: %arg0: memref<32x64xf32>, %arg1: memref<32xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @row_sum_kernels::@row_sum_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @row_sum_kernels::@row_sum_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @row_sum_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry row_sum_kernel(
// CHECK-SAME: .entry row_sum_kernel_0(
func.func @row_sum(%x: tensor<32x64xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %r = linalg.reduce ins(%x : tensor<32x64xf32>) outs(%acc : tensor<32xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %r : tensor<32xf32>
}

// -----

// CHECK-LABEL: func.func @column_max(
// CHECK-SAME: %arg0: memref<32x64xf32>, %arg1: memref<64xf32>, %arg2: memref<64xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @column_max_kernels::@column_max_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @column_max_kernels::@column_max_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @column_max_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry column_max_kernel(
// CHECK-SAME: .entry column_max_kernel_0(
// CHECK-SAME: max.NaN.f32
func.func @column_max(%x: tensor<32x64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>],
                       iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<32x64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// CHECK-LABEL: func.func @softmax(
// CHECK-SAME: %arg0: memref<16x128xf32>, %arg1: memref<16x128xf32>, %arg2: memref<256xi8> {htam.workspace})
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK-SAME: htam.workspace_bytes = 256 : i64
// CHECK: gpu.launch_func @softmax_kernels::@softmax_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @softmax_kernels::@softmax_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @softmax_kernels::@softmax_kernel_1 blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @softmax_kernels::@softmax_kernel_2 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @softmax_kernels::@softmax_kernel_3 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @softmax_kernels::@softmax_kernel_4 blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @softmax_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry softmax_kernel(
// CHECK-SAME: .entry softmax_kernel_0(
// CHECK-SAME: .entry softmax_kernel_1(
// CHECK-SAME: .entry softmax_kernel_2(
// CHECK-SAME: .entry softmax_kernel_3(
// CHECK-SAME: .entry softmax_kernel_4(
// CHECK-SAME: div.rn.f32
func.func @softmax(%x: tensor<16x128xf32>) -> tensor<16x128xf32> {
  %e = tensor.empty() : tensor<16x128xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<16x128xf32>) outs(%e : tensor<16x128xf32>) -> tensor<16x128xf32>
  return %y : tensor<16x128xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @rms_norm(
// CHECK-SAME: %arg0: memref<16x128xf32>, %arg1: memref<16x128xf32>, %arg2: memref<256xi8> {htam.workspace})
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK-SAME: htam.workspace_bytes = 256 : i64
// CHECK: gpu.launch_func @rms_norm_kernels::@rms_norm_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @rms_norm_kernels::@rms_norm_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @rms_norm_kernels::@rms_norm_kernel_1 blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @rms_norm_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry rms_norm_kernel(
// CHECK-SAME: .entry rms_norm_kernel_0(
// CHECK-SAME: .entry rms_norm_kernel_1(
// CHECK-SAME: rsqrt.approx.f32
func.func @rms_norm(%x: tensor<16x128xf32>) -> tensor<16x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %ss = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x128xf32>) outs(%acc : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %o : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #r, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %ss : tensor<16x128xf32>, tensor<16xf32>) outs(%e2 : tensor<16x128xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %rs = math.rsqrt %s : f32
    %v = arith.mulf %a, %rs : f32
    linalg.yield %v : f32
  } -> tensor<16x128xf32>
  return %y : tensor<16x128xf32>
}

// -----

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @matmul_kernels::@matmul_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @matmul_kernels::@matmul_kernel_0 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @matmul_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry matmul_kernel(
// CHECK-SAME: .entry matmul_kernel_0(
func.func @matmul(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_accumulate(
// CHECK-SAME: %arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>, %arg3: memref<64x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @matmul_accumulate_kernels::@matmul_accumulate_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @matmul_accumulate_kernels::@matmul_accumulate_kernel_0 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @matmul_accumulate_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry matmul_accumulate_kernel(
// CHECK-SAME: .entry matmul_accumulate_kernel_0(
func.func @matmul_accumulate(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @bmm_transposed_b(
// CHECK-SAME: %arg0: memref<4x64x32xf32>, %arg1: memref<4x16x32xf32>, %arg2: memref<4x64x16xf32>, %arg3: memref<4x64x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @bmm_transposed_b_kernels::@bmm_transposed_b_kernel blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @bmm_transposed_b_kernels::@bmm_transposed_b_kernel_0 blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @bmm_transposed_b_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry bmm_transposed_b_kernel(
// CHECK-SAME: .entry bmm_transposed_b_kernel_0(
func.func @bmm_transposed_b(%a: tensor<4x64x32xf32>, %b: tensor<4x16x32xf32>, %c: tensor<4x64x16xf32>) -> tensor<4x64x16xf32> {
  %r = linalg.batch_matmul
      indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                       affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : tensor<4x64x32xf32>, tensor<4x16x32xf32>) outs(%c : tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
  return %r : tensor<4x64x16xf32>
}

// -----

// CHECK-LABEL: func.func @generic_matmul(
// CHECK-SAME: %arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>, %arg3: memref<64x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @generic_matmul_kernels::@generic_matmul_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @generic_matmul_kernels::@generic_matmul_kernel_0 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @generic_matmul_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry generic_matmul_kernel(
// CHECK-SAME: .entry generic_matmul_kernel_0(
func.func @generic_matmul(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @conv_nchw(
// CHECK-SAME: %arg0: memref<2x3x10x10xf32>, %arg1: memref<8x3x3x3xf32>, %arg2: memref<2x8x8x8xf32>, %arg3: memref<2x8x8x8xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @conv_nchw_kernels::@conv_nchw_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @conv_nchw_kernels::@conv_nchw_kernel_0 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @conv_nchw_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry conv_nchw_kernel(
// CHECK-SAME: .entry conv_nchw_kernel_0(
func.func @conv_nchw(%x: tensor<2x3x10x10xf32>, %w: tensor<8x3x3x3xf32>, %o: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%o : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  return %r : tensor<2x8x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_nhwc(
// CHECK-SAME: %arg0: memref<1x9x9x4xf32>, %arg1: memref<3x3x4x16xf32>, %arg2: memref<1x4x4x16xf32>, %arg3: memref<1x4x4x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @conv_nhwc_kernels::@conv_nhwc_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @conv_nhwc_kernels::@conv_nhwc_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @conv_nhwc_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry conv_nhwc_kernel(
// CHECK-SAME: .entry conv_nhwc_kernel_0(
func.func @conv_nhwc(%x: tensor<1x9x9x4xf32>, %w: tensor<3x3x4x16xf32>, %o: tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x9x9x4xf32>, tensor<3x3x4x16xf32>) outs(%o : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  return %r : tensor<1x4x4x16xf32>
}

// -----

// CHECK-LABEL: func.func @max_pool(
// CHECK-SAME: %arg0: memref<1x4x8x8xf32>, %arg1: memref<1x4x4x4xf32>, %arg2: memref<1x4x4x4xf32>, %arg3: memref<256xi8> {htam.workspace})
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK-SAME: htam.workspace_bytes = 256 : i64
// CHECK: gpu.launch_func @max_pool_kernels::@max_pool_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @max_pool_kernels::@max_pool_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @max_pool_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry max_pool_kernel(
// CHECK-SAME: .entry max_pool_kernel_0(
// CHECK-SAME: max.NaN.f32
func.func @max_pool(%x: tensor<1x4x8x8xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %win : tensor<1x4x8x8xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %arg0: memref<16x32xf32>, %arg1: memref<32x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @transpose_kernels::@transpose_kernel blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @transpose_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry transpose_kernel(
func.func @transpose(%x: tensor<16x32xf32>) -> tensor<32x16xf32> {
  %e = tensor.empty() : tensor<32x16xf32>
  %t = linalg.transpose ins(%x : tensor<16x32xf32>) outs(%e : tensor<32x16xf32>) permutation = [1, 0]
  return %t : tensor<32x16xf32>
}

// -----

// CHECK-LABEL: func.func @fill(
// CHECK-SAME: %arg0: memref<16x32xf32>, %arg1: memref<16x32xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @fill_kernels::@fill_kernel blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @fill_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry fill_kernel(
func.func @fill(%x: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %one = arith.constant 1.0 : f32
  %r = linalg.fill ins(%one : f32) outs(%x : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}

// -----

// CHECK-LABEL: func.func @gemm_bias_relu(
// CHECK-SAME: %arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<16xf32>, %arg3: memref<64x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @gemm_bias_relu_kernels::@gemm_bias_relu_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @gemm_bias_relu_kernels::@gemm_bias_relu_kernel_0 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @gemm_bias_relu_kernels::@gemm_bias_relu_kernel_1 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @gemm_bias_relu_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry gemm_bias_relu_kernel(
// CHECK-SAME: .entry gemm_bias_relu_kernel_0(
// CHECK-SAME: .entry gemm_bias_relu_kernel_1(
// CHECK-SAME: max.NaN.f32
func.func @gemm_bias_relu(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %bias: tensor<16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<64x16xf32>, tensor<16xf32>) outs(%e : tensor<64x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_arith(
// CHECK-SAME: %arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>, %arg2: memref<8x8xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @tensor_arith_kernels::@tensor_arith_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @tensor_arith_kernels::@tensor_arith_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @tensor_arith_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry tensor_arith_kernel(
// CHECK-SAME: .entry tensor_arith_kernel_0(
// CHECK-SAME: ex2.approx
func.func @tensor_arith(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s = arith.addf %x, %y : tensor<8x8xf32>
  %e = math.exp %s : tensor<8x8xf32>
  return %e : tensor<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @half_matmul(
// CHECK-SAME: %arg0: memref<64x32xf16>, %arg1: memref<32x16xf16>, %arg2: memref<64x16xf32>, %arg3: memref<64x16xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @half_matmul_kernels::@half_matmul_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @half_matmul_kernels::@half_matmul_kernel_0 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @half_matmul_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry half_matmul_kernel(
// CHECK-SAME: .entry half_matmul_kernel_0(
// CHECK-SAME: ld.global.b16
func.func @half_matmul(%a: tensor<64x32xf16>, %b: tensor<32x16xf16>, %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf16>, tensor<32x16xf16>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @full_sum(
// CHECK-SAME: %arg0: memref<1000xf32>, %arg1: memref<f32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @full_sum_kernels::@full_sum_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @full_sum_kernels::@full_sum_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @full_sum_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry full_sum_kernel(
// CHECK-SAME: .entry full_sum_kernel_0(
func.func @full_sum(%x: tensor<1000xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%x : tensor<1000xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @sum_dim0(
// CHECK-SAME: %arg0: memref<64x100xf32>, %arg1: memref<100xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK: gpu.launch_func @sum_dim0_kernels::@sum_dim0_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK: gpu.launch_func @sum_dim0_kernels::@sum_dim0_kernel_0 blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @sum_dim0_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .entry sum_dim0_kernel(
// CHECK-SAME: .entry sum_dim0_kernel_0(
func.func @sum_dim0(%x: tensor<64x100xf32>) -> tensor<100xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<100xf32>) -> tensor<100xf32>
  %r = linalg.reduce ins(%x : tensor<64x100xf32>) outs(%acc : tensor<100xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %r : tensor<100xf32>
}
