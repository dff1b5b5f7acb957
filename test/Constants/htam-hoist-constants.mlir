// RUN: htam-opt %s -split-input-file --htam-hoist-constants -allow-unregistered-dialect | FileCheck %s

// Each constant global a task reads becomes an argument after its outputs,
// named after the task, with its contents and hash; the same global read
// twice is one argument; the upstream global goes once no task reads it.
// CHECK-NOT: @__constant_3x2xf32
// CHECK: memref.global "private" constant @__htam_const_mlp_0 : memref<3x2xf32> = dense<{{\[\[}}1.000000e+00, -2.000000e+00], [5.000000e-01, 2.500000e-01], [-1.500000e+00, 3.000000e+00]]> {alignment = 64 : i64, htam.content_hash = "{{[0-9a-f]+}}"}
// CHECK: memref.global "private" constant @__htam_const_mlp_1 : memref<2xi1> = dense<[true, false]>
// CHECK-LABEL: func.func @mlp(
// CHECK-SAME: %[[X:.+]]: memref<4x3xf32>, %[[OUT:.+]]: memref<4x2xf32>,
// CHECK-SAME: %[[W:.+]]: memref<3x2xf32> {htam.constant = @__htam_const_mlp_0},
// CHECK-SAME: %[[M:.+]]: memref<2xi1> {htam.constant = @__htam_const_mlp_1})
// CHECK-NOT: memref.get_global
// CHECK: linalg.matmul ins(%[[X]], %[[W]] :
// CHECK: linalg.copy ins(%[[W]] :
// CHECK: "test.use"(%[[M]])
memref.global "private" constant @__constant_3x2xf32 : memref<3x2xf32> = dense<[[1.0, -2.0], [0.5, 0.25], [-1.5, 3.0]]> {alignment = 64 : i64}
memref.global "private" constant @__constant_2xi1 : memref<2xi1> = dense<[true, false]>
func.func @mlp(%x: memref<4x3xf32>, %out: memref<4x2xf32>) {
  %w = memref.get_global @__constant_3x2xf32 : memref<3x2xf32>
  linalg.matmul ins(%x, %w : memref<4x3xf32>, memref<3x2xf32>) outs(%out : memref<4x2xf32>)
  %w2 = memref.get_global @__constant_3x2xf32 : memref<3x2xf32>
  %s = memref.alloc() : memref<3x2xf32>
  linalg.copy ins(%w2 : memref<3x2xf32>) outs(%s : memref<3x2xf32>)
  %m = memref.get_global @__constant_2xi1 : memref<2xi1>
  "test.use"(%m) : (memref<2xi1>) -> ()
  return
}

// -----

// Two tasks reading one global each get their own copy.
// CHECK: memref.global "private" constant @__htam_const_f_0 : memref<4xf32>
// CHECK: func.func @f(
// CHECK-SAME: {htam.constant = @__htam_const_f_0}
// CHECK: memref.global "private" constant @__htam_const_g_0 : memref<4xf32>
// CHECK: func.func @g(
// CHECK-SAME: {htam.constant = @__htam_const_g_0}
memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @f(%out: memref<4xf32>) {
  %c = memref.get_global @__constant_4xf32 : memref<4xf32>
  linalg.copy ins(%c : memref<4xf32>) outs(%out : memref<4xf32>)
  return
}
func.func @g(%out: memref<4xf32>) {
  %c = memref.get_global @__constant_4xf32 : memref<4xf32>
  linalg.copy ins(%c : memref<4xf32>) outs(%out : memref<4xf32>)
  return
}
