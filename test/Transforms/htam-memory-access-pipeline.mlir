// RUN: htam-opt %s --htam-memory-access-pipeline | FileCheck %s
// RUN: htam-opt %s --htam-memory-access-pipeline="vector-width=2" | FileCheck %s --check-prefix=V2
// RUN: htam-opt %s --htam-memory-access-pipeline="vector-width=1 coalesce=false" | FileCheck %s --check-prefix=OFF
// RUN: htam-opt %s --htam-lower-reference="buffer-pipeline=htam-memory-access" | FileCheck %s
// RUN: htam-opt %s --htam-lower-reference --mlir-print-ir-before=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s --check-prefix=IR-REF
// RUN: htam-opt %s --htam-lower-reference="buffer-pipeline=htam-memory-access" --mlir-print-ir-before=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s --check-prefix=IR

// An elementwise chain with a row broadcast: each thread moves 4 floats
// (64x256 points, 4096 threads in 16 blocks).
// CHECK-LABEL: func.func @bias_relu(
// CHECK: gpu.launch_func @bias_relu_kernels::@bias_relu_kernel blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK: gpu.binary @bias_relu_kernels
// CHECK-SAME: ld.global.v4.b32
// CHECK-SAME: st.global.v4.b32
// V2-LABEL: func.func @bias_relu(
// V2: gpu.launch_func @bias_relu_kernels::@bias_relu_kernel blocks in (%c32, %c1, %c1)
// V2: gpu.binary @bias_relu_kernels
// V2-SAME: ld.global.v2.b32
// V2-SAME: st.global.v2.b32
// OFF-LABEL: func.func @bias_relu(
// OFF: gpu.launch_func @bias_relu_kernels::@bias_relu_kernel blocks in (%c64, %c1, %c1)
// OFF: gpu.binary @bias_relu_kernels
// OFF-NOT: .v4.
// OFF-NOT: .v2.
// IR-REF-LABEL: func.func @bias_relu(
// IR-REF-NOT: vector.load
// IR-LABEL: func.func @bias_relu(
// IR: gpu.launch
// IR: vector.load %{{.+}} {alignment = 16 : i64} : memref<4xf32, {{.+}}>, vector<4xf32>
// IR: vector.load %{{.+}} {alignment = 16 : i64} : memref<4xf32, {{.+}}>, vector<4xf32>
// IR: arith.maximumf %{{.+}} : vector<4xf32>
// IR: vector.store %{{.+}} {alignment = 16 : i64} : memref<4xf32, {{.+}}>, vector<4xf32>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias_relu(%x: tensor<64x256xf32>, %b: tensor<256xf32>) -> tensor<64x256xf32> {
  %e = tensor.empty() : tensor<64x256xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<64x256xf32>, tensor<256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %s = arith.addf %v, %bias : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// A transpose: the reference iterates in the input's order, so consecutive
// threads write 128 floats apart; coalescing interchanges the loops so that
// they write consecutive floats (and nothing is vectorized: the input is
// read across).
// IR-REF-LABEL: func.func @transpose(
// IR-REF: %[[T:.+]] = arith.remsi %{{.+}}, %c64
// IR-REF: memref.store %{{.+}}, %{{.+}}[%[[T]], %{{.+}}] : memref<64x128xf32>
// IR-LABEL: func.func @transpose(
// IR-NOT: vector.load
// IR: %[[T:.+]] = arith.remsi %{{.+}}, %c128
// IR: memref.store %{{.+}}, %{{.+}}[%{{.+}}, %[[T]]] : memref<64x128xf32>
#in = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @transpose(%x: tensor<128x64xf32>) -> tensor<64x128xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %r = linalg.generic {indexing_maps = [#in, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<128x64xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}
