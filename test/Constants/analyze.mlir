// RUN: htam-opt %S/Inputs/mlp.mlir --htam-analyze | FileCheck %s
// The weights (24 bytes) and the bias (8 bytes) are read like inputs: 48
// bytes of x plus 32 of constants.
// CHECK: func.func @mlp
// CHECK-SAME: htam.bytes_read = 80 : i64
// CHECK-SAME: htam.constant_bytes = 32 : i64
// CHECK-SAME: htam.constant_shapes = [array<i64: 3, 2>, array<i64: 2>]
