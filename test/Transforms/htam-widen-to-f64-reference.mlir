// RUN: htam-opt %s -split-input-file --htam-widen-to-f64 --htam-lower-reference \
// RUN:   | FileCheck %s --implicit-check-not=ld.global.b32 --implicit-check-not=st.global.b32 --implicit-check-not=__nv_

// The oracle lowers through the reference path: f64 buffers, 64-bit loads
// and stores only, f64 arithmetic, and every math function of the suite
// tasks from libdevice's f64 versions (linked: no call is left; they use
// some f32 instructions internally, for range reduction).

#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @math(
// CHECK-SAME: memref<8x64xf64>, %{{.+}}: memref<8x64xf64>)
// CHECK: gpu.binary @math_kernels
// CHECK-SAME: ld.global.b64
// CHECK-SAME: fma.rn.f64
// CHECK-SAME: st.global.b64
func.func @math(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %e = tensor.empty() : tensor<8x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = math.exp %a : f32
    %1 = math.tanh %0 : f32
    %2 = math.erf %1 : f32
    %3 = math.absf %2 : f32
    %4 = math.log1p %3 : f32
    %5 = math.sqrt %4 : f32
    %6 = math.log %5 : f32
    %7 = math.rsqrt %6 : f32
    linalg.yield %7 : f32
  } -> tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}

// -----

// CHECK-LABEL: func.func @softmax(
// CHECK-SAME: memref<16x128xf64>, %{{.+}}: memref<16x128xf64>
// CHECK: gpu.binary @softmax_kernels
// CHECK-SAME: max.f64
// CHECK-SAME: div.rn.f64
func.func @softmax(%x: tensor<16x128xf32>) -> tensor<16x128xf32> {
  %init = tensor.empty() : tensor<16x128xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<16x128xf32>) outs(%init : tensor<16x128xf32>) -> tensor<16x128xf32>
  return %y : tensor<16x128xf32>
}
