// RUN: htam-opt %s --htam-decompose-aggregates | FileCheck %s

// linalg.softmax becomes max, exp-sum and divide generics.
// CHECK-LABEL: func.func @softmax(
// CHECK-NOT: linalg.softmax
// CHECK: linalg.fill
// CHECK: linalg.generic
// CHECK: arith.maxnumf
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @softmax(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %e = tensor.empty() : tensor<4x32xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}
