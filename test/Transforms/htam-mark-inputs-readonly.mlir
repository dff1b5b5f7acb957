// RUN: htam-opt %s --htam-mark-inputs-readonly | FileCheck %s

// CHECK-LABEL: func.func @task(
// CHECK-SAME: %{{.+}}: tensor<4xf32> {bufferization.writable = false}, %{{.+}}: f32)
func.func @task(%x: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// Private helpers are not operator tasks.
// CHECK-LABEL: func.func private @helper(
// CHECK-SAME: %{{.+}}: tensor<4xf32>)
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
