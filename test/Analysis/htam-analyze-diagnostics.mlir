// RUN: htam-opt %s -split-input-file --htam-analyze -verify-diagnostics | FileCheck %s

// Dynamic shapes: the op and the task keep their class, but no cost.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME: htam.op_class = "elementwise"
// CHECK-NOT: htam.flops
// CHECK: return
// expected-warning @below {{htam-analyze: dynamic shape in the signature of 'dynamic'; bytes are not computed}}
func.func @dynamic(%x: tensor<?x16xf32>, %y: tensor<?x16xf32>) -> tensor<?x16xf32> {
  // expected-warning @below {{htam-analyze: dynamic shape; FLOPs and bytes of 'linalg.generic' are not computed}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x16xf32>) outs(%y : tensor<?x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  } -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

// -----

// An op htam cannot classify is reported where it is; the rest is analyzed.
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: htam.op_class = "elementwise"
// CHECK-NOT: htam.flops
// CHECK: linalg.generic
// CHECK-SAME: htam.flops = 16 : i64
func.func @loop(%x: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-warning @below {{htam-analyze: cannot classify 'scf.for'; the task's FLOPs are not computed}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<16xf32>) {
    scf.yield %acc : tensor<16xf32>
  }
  %e = tensor.empty() : tensor<16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%r : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n2 = arith.negf %a : f32
    linalg.yield %n2 : f32
  } -> tensor<16xf32>
  return %y : tensor<16xf32>
}
