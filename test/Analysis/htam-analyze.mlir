// RUN: htam-opt %s -split-input-file --htam-analyze | FileCheck %s

// Every operator class, each FLOP and byte count checked exactly. FLOPs are
// one per arith/math op of the payload times the iteration space (two per
// multiply-add); bytes are the tensor arguments the task reads and the
// results it writes.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @bias_relu(
// CHECK-SAME: htam.bytes_read = 576 : i64, htam.bytes_written = 512 : i64
// CHECK-SAME: htam.flops = 256 : i64
// CHECK-SAME: htam.op_class = "broadcast"
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
// CHECK-SAME: htam.bytes_read = 8192 : i64, htam.bytes_written = 128 : i64
// CHECK-SAME: htam.flops = 2048 : i64
// CHECK-SAME: htam.op_class = "reduction"
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
// CHECK-SAME: htam.bytes_read = 8448 : i64, htam.bytes_written = 256 : i64
// CHECK-SAME: htam.flops = 2048 : i64
// CHECK-SAME: htam.op_class = "reduction"
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
// CHECK-SAME: htam.bytes_read = 8192 : i64, htam.bytes_written = 8192 : i64
// CHECK-SAME: htam.flops = 10240 : i64
// CHECK-SAME: htam.op_class = "softmax_norm"
func.func @softmax(%x: tensor<16x128xf32>) -> tensor<16x128xf32> {
  %e = tensor.empty() : tensor<16x128xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<16x128xf32>) outs(%e : tensor<16x128xf32>) -> tensor<16x128xf32>
  return %y : tensor<16x128xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @rms_norm(
// CHECK-SAME: htam.bytes_read = 8192 : i64, htam.bytes_written = 8192 : i64
// CHECK-SAME: htam.flops = 8192 : i64
// CHECK-SAME: htam.op_class = "softmax_norm"
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
// CHECK-SAME: htam.bytes_read = 10240 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 65536 : i64
// CHECK-SAME: htam.op_class = "contraction"
func.func @matmul(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_accumulate(
// CHECK-SAME: htam.bytes_read = 14336 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 65536 : i64
// CHECK-SAME: htam.op_class = "contraction"
func.func @matmul_accumulate(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @bmm_transposed_b(
// CHECK-SAME: htam.bytes_read = 57344 : i64, htam.bytes_written = 16384 : i64
// CHECK-SAME: htam.flops = 262144 : i64
// CHECK-SAME: htam.op_class = "contraction"
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
// CHECK-SAME: htam.bytes_read = 14336 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 65536 : i64
// CHECK-SAME: htam.op_class = "contraction"
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
// CHECK-SAME: htam.bytes_read = 7360 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 55296 : i64
// CHECK-SAME: htam.op_class = "convolution"
func.func @conv_nchw(%x: tensor<2x3x10x10xf32>, %w: tensor<8x3x3x3xf32>, %o: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%o : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  return %r : tensor<2x8x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @conv_nhwc(
// CHECK-SAME: htam.bytes_read = 4624 : i64, htam.bytes_written = 1024 : i64
// CHECK-SAME: htam.flops = 18432 : i64
// CHECK-SAME: htam.op_class = "convolution"
func.func @conv_nhwc(%x: tensor<1x9x9x4xf32>, %w: tensor<3x3x4x16xf32>, %o: tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x9x9x4xf32>, tensor<3x3x4x16xf32>) outs(%o : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  return %r : tensor<1x4x4x16xf32>
}

// -----

// CHECK-LABEL: func.func @max_pool(
// CHECK-SAME: htam.bytes_read = 1280 : i64, htam.bytes_written = 256 : i64
// CHECK-SAME: htam.flops = 256 : i64
// CHECK-SAME: htam.op_class = "pooling"
func.func @max_pool(%x: tensor<1x4x8x8xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %win : tensor<1x4x8x8xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: htam.bytes_read = 2048 : i64, htam.bytes_written = 2048 : i64
// CHECK-SAME: htam.flops = 0 : i64
// CHECK-SAME: htam.op_class = "elementwise"
func.func @transpose(%x: tensor<16x32xf32>) -> tensor<32x16xf32> {
  %e = tensor.empty() : tensor<32x16xf32>
  %t = linalg.transpose ins(%x : tensor<16x32xf32>) outs(%e : tensor<32x16xf32>) permutation = [1, 0]
  return %t : tensor<32x16xf32>
}

// -----

// CHECK-LABEL: func.func @fill(
// CHECK-SAME: htam.bytes_read = 0 : i64, htam.bytes_written = 2048 : i64
// CHECK-SAME: htam.flops = 0 : i64
// CHECK-SAME: htam.op_class = "elementwise"
func.func @fill(%x: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %one = arith.constant 1.0 : f32
  %r = linalg.fill ins(%one : f32) outs(%x : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}

// -----

// CHECK-LABEL: func.func @gemm_bias_relu(
// CHECK-SAME: htam.bytes_read = 10304 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 67584 : i64
// CHECK-SAME: htam.op_class = "fused_mix"
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
// CHECK-SAME: htam.bytes_read = 512 : i64, htam.bytes_written = 256 : i64
// CHECK-SAME: htam.flops = 128 : i64
// CHECK-SAME: htam.op_class = "elementwise"
func.func @tensor_arith(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %s = arith.addf %x, %y : tensor<8x8xf32>
  %e = math.exp %s : tensor<8x8xf32>
  return %e : tensor<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @half_matmul(
// CHECK-SAME: htam.bytes_read = 9216 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 65536 : i64
// CHECK-SAME: htam.op_class = "contraction"
func.func @half_matmul(%a: tensor<64x32xf16>, %b: tensor<32x16xf16>, %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf16>, tensor<32x16xf16>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}
