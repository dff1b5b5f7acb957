// RUN: htam-opt %s -split-input-file --htam-analyze | FileCheck %s
// RUN: htam-opt %s -split-input-file --htam-analyze="peak-bandwidth-gbps=1000000 sm-count=1 clock-mhz=1000" | FileCheck %s --check-prefix=SLOWGPU

// Per-op attributes: shapes, element type, intensity and the roofline.

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: htam.input_shapes = [array<i64: 64, 32>, array<i64: 32, 16>]
// CHECK-SAME: htam.output_shapes = [array<i64: 64, 16>]
// A fill reads nothing; it writes the accumulator once.
// CHECK: linalg.fill {htam.bound = "memory", htam.bytes_read = 0 : i64, htam.bytes_written = 4096 : i64, htam.element_type = f32, htam.flops = 0 : i64
// CHECK: linalg.matmul
// The fresh accumulator is not compulsory traffic: 4 * (64*32 + 32*16) bytes.
// CHECK-SAME: htam.bytes_read = 10240 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 65536 : i64
// 65536 / 14336 flops per byte.
// CHECK-SAME: htam.intensity = 4.5714285714285712 : f64
// 14336 B / 4.3 TB/s.
// CHECK-SAME: htam.roofline_us = 0.0033339534883720929 : f64
// CHECK-SAME: htam.shapes = [array<i64: 64, 32>, array<i64: 32, 16>, array<i64: 64, 16>]
// With one slow SM and huge bandwidth the same matmul is compute bound:
// 65536 / (1 * 128 * 2 * 1e9) s = 0.256 us.
// SLOWGPU-LABEL: func.func @matmul(
// SLOWGPU-SAME: htam.bound = "compute"
// SLOWGPU-SAME: htam.roofline_us = 2.560000e-01 : f64
func.func @matmul(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// Softmax written as generics (max, exp-sum, divide) is softmax_norm; each
// generic keeps its own class.
#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @softmax_generics(
// CHECK-SAME: htam.op_class = "softmax_norm"
// CHECK: linalg.generic
// CHECK-SAME: htam.op_class = "reduction"
// CHECK: linalg.generic
// CHECK-SAME: htam.op_class = "reduction"
// CHECK: linalg.generic
// CHECK-SAME: htam.op_class = "broadcast"
func.func @softmax_generics(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x32xf32>) outs(%m0 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.maximumf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #r, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x, %max : tensor<4x32xf32>, tensor<4xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ex = math.exp %d : f32
    %v = arith.addf %ex, %o : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #r, #r, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max, %sum : tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ex = math.exp %d : f32
    %v = arith.divf %ex, %s : f32
    linalg.yield %v : f32
  } -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}

// -----

// A mean (reduce, then scale the reduced values) stays a reduction: nothing
// is broadcast back.
// CHECK-LABEL: func.func @mean(
// CHECK-SAME: htam.flops = 132 : i64
// CHECK-SAME: htam.op_class = "reduction"
func.func @mean(%x: tensor<4x32xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 32.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%x : tensor<4x32xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %v = arith.addf %in, %init : f32
      linalg.yield %v : f32
    }
  %m = linalg.map ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>)
    (%v: f32, %unused: f32) {
      %d = arith.divf %v, %n : f32
      linalg.yield %d : f32
    }
  return %m : tensor<4xf32>
}

// -----

// Private functions and functions without tensors are not tasks.
// CHECK-LABEL: func.func private @helper(
// CHECK-NOT: htam.
// CHECK-LABEL: func.func @scalar(
// CHECK-NOT: htam.
// CHECK: return
func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @scalar(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  return %b : f32
}
