// REQUIRES: ptxas
// RUN: htam-opt %s --htam-emit-strategy | FileCheck %s
// RUN: htam-opt %s --htam-emit-strategy -o %t.mlir
// RUN: htam-run %t.mlir --func relu --compile-only | FileCheck %s --check-prefix=PLAN

// The task's htam.strategy is the whole choice: the template and its
// parameters become the kernel, and the attribute is consumed.
// CHECK-LABEL: func.func @relu(
// CHECK-SAME: memref<256x1024xf32>
// CHECK-SAME: htam.origin = "strategy:tpl_elementwise_fused:block=128"
// CHECK-NOT: htam.strategy
// CHECK-DAG: %[[C2048:.+]] = arith.constant 2048 : index
// CHECK-DAG: %[[C128:.+]] = arith.constant 128 : index
// CHECK: gpu.launch_func @relu_kernels::@{{.+}} blocks in (%[[C2048]], %{{.+}}, %{{.+}}) threads in (%[[C128]], %{{.+}}, %{{.+}})
// CHECK: gpu.binary @relu_kernels {htam.cuda_source = "// htam template tpl_elementwise_fused (block=128)
func.func @relu(%x: tensor<256x1024xf32>) -> tensor<256x1024xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused",
                                 params = {block = 128 : i64}}} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}

// Absent parameters take the template's defaults (block 256 here).
// CHECK-LABEL: func.func @relu_defaults(
// CHECK-SAME: htam.origin = "strategy:tpl_elementwise_fused:block=256"
// CHECK-DAG: %[[C1024:.+]] = arith.constant 1024 : index
// CHECK-DAG: %[[C256:.+]] = arith.constant 256 : index
// CHECK: gpu.launch_func @relu_defaults_kernels::@{{.+}} blocks in (%[[C1024]], %{{.+}}, %{{.+}}) threads in (%[[C256]], %{{.+}}, %{{.+}})
func.func @relu_defaults(%x: tensor<256x1024xf32>) -> tensor<256x1024xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused"}} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}

// A task without the attribute is left as it is.
// CHECK-LABEL: func.func @untouched(
// CHECK-SAME: tensor<4xf32>
// CHECK-NOT: htam.origin
// CHECK: return
func.func @untouched(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// The emitted module runs as htam-run takes it (compiled here; run on a GPU
// by test/GPU).
// PLAN: "kernels": [
// PLAN: "entry": "htam_relu_k0",
// PLAN: "success": true
