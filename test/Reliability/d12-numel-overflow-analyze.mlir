// D12: element, FLOP and byte counts that overflow int64 are detected
// (checked arithmetic): a warning at the op and at the task, and no cost
// attributes, never wrapped or zero counts.
// RUN: htam-opt %s -split-input-file --htam-analyze -verify-diagnostics \
// RUN:   | FileCheck %s

// 2^62 x 4 elements: the element count itself overflows (it wrapped to 0).
// CHECK-LABEL: func.func @elements(
// CHECK-SAME: htam.op_class = "elementwise"
// CHECK-NOT: htam.flops
// CHECK-NOT: htam.bytes_read
// CHECK: return
// expected-warning @below {{htam-analyze: the FLOPs or bytes of 'elements' overflow 64 bits; its cost and roofline are not computed}}
func.func @elements(%x: tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32> {
  %init = tensor.empty() : tensor<4611686018427387904x4xf32>
  // expected-warning @below {{htam-analyze: the element or byte counts of 'linalg.generic' overflow 64 bits; its FLOPs and bytes (and the task's roofline) are not computed}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4611686018427387904x4xf32>) outs(%init : tensor<4611686018427387904x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<4611686018427387904x4xf32>
  return %y : tensor<4611686018427387904x4xf32>
}

// -----

// Every tensor fits (the output is 2^62 bytes), but the iteration space of
// the matmul (2^30 x 2^30 x 2^4) and so its FLOPs do not.
// CHECK-LABEL: func.func @flops(
// CHECK-SAME: htam.op_class = "contraction"
// CHECK-NOT: htam.flops
// CHECK: linalg.matmul
// CHECK-NOT: htam.flops
// CHECK: return
func.func @flops(%a: tensor<1073741824x16xf32>, %b: tensor<16x1073741824xf32>) -> tensor<1073741824x1073741824xf32> {
  %init = tensor.empty() : tensor<1073741824x1073741824xf32>
  // expected-warning @below {{htam-analyze: the element or byte counts of 'linalg.matmul' overflow 64 bits}}
  %c = linalg.matmul ins(%a, %b : tensor<1073741824x16xf32>, tensor<16x1073741824xf32>) outs(%init : tensor<1073741824x1073741824xf32>) -> tensor<1073741824x1073741824xf32>
  return %c : tensor<1073741824x1073741824xf32>
}

// -----

// Bytes read and bytes written fit (2^62 each), their sum does not.
// CHECK-LABEL: func.func @traffic(
// CHECK-NOT: htam.bytes_read
// CHECK: return
// expected-warning @below {{htam-analyze: the FLOPs or bytes of 'traffic' overflow 64 bits}}
func.func @traffic(%x: tensor<1152921504606846976xf32>) -> tensor<1152921504606846976xf32> {
  // expected-warning @below {{htam-analyze: the element or byte counts of 'math.exp' overflow 64 bits}}
  %y = math.exp %x : tensor<1152921504606846976xf32>
  return %y : tensor<1152921504606846976xf32>
}

// -----

// The largest counts that fit are kept exact.
// CHECK-LABEL: func.func @fits(
// CHECK-SAME: htam.bytes_read = 2305843009213693952 : i64
// CHECK-SAME: htam.bytes_written = 2305843009213693952 : i64
// CHECK-SAME: htam.flops = 576460752303423488 : i64
func.func @fits(%x: tensor<576460752303423488xf32>) -> tensor<576460752303423488xf32> {
  %y = math.exp %x : tensor<576460752303423488xf32>
  return %y : tensor<576460752303423488xf32>
}
