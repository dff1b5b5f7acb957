// RUN: htam-opt %s --htam-emit-cuda="func=conv launch=lib=cudnn.conv_fwd,n=2,c=3,k=4,in=9x9,ker=3x3,out=5x5,pad=1x1,stride=2x2,bias=1,params=0:1:3:2" | FileCheck %s
// RUN: htam-opt %s --htam-emit-cuda="func=conv_t launch=lib=cudnn.conv_bwd_data,n=2,c=4,k=3,in=8x9x10,ker=3x3x3,out=6x7x8,params=0:1:s0;lib=cudnn.conv_fwd,n=2,c=4,k=4,in=8x9x10,ker=1x1x1,out=8x9x10,groups=4,algo=2,params=s0:2:3 scratch=23040" | FileCheck %s --check-prefix=T
// RUN: htam-opt %s --htam-emit-cuda="func=conv_t launch=lib=cudnn.conv_bwd_data,n=2,c=4,k=3,in=8x9x10,ker=3x3x3,out=6x7x8,params=0:1:s0;lib=cudnn.conv_fwd,n=2,c=4,k=4,in=8x9x10,ker=1x1x1,out=8x9x10,groups=4,algo=2,params=s0:2:3 scratch=23040" -o %t.mlir
// RUN: htam-run %t.mlir --func conv_t --compile-only --quiet | FileCheck %s --check-prefix=PLAN

// A cuDNN step becomes a call of @htam_cudnn_conv_fwd: x, w, y and the bias
// pointers, nd, n, c, k, groups, then in, ker, out, pad, stride, dil (three
// values each, unused ones 1 or 0) and the algorithm rank.
// CHECK: func.func private @htam_cudnn_conv_fwd(index, index, index, index, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> i32
// CHECK-LABEL: func.func @conv(
// CHECK-SAME: %[[X:.+]]: memref<2x3x9x9xf32>, %[[W:.+]]: memref<4x3x3x3xf32>, %[[B:.+]]: memref<4xf32>, %[[Y:.+]]: memref<2x4x5x5xf32>)
// CHECK-SAME: htam.uses_vendor_library = true
// CHECK-DAG: %[[PX:.+]] = memref.extract_aligned_pointer_as_index %[[X]]
// CHECK-DAG: %[[PW:.+]] = memref.extract_aligned_pointer_as_index %[[W]]
// CHECK-DAG: %[[PY:.+]] = memref.extract_aligned_pointer_as_index %[[Y]]
// CHECK-DAG: %[[PB:.+]] = memref.extract_aligned_pointer_as_index %[[B]]
// The constants are named after their values (not CSE'd): n c k g, in
// 9 9 1, ker 3 3 1, out 5 5 1, pad 1 1 0, stride 2 2 1, dil 1 1 1, algo 0.
// CHECK: call @htam_cudnn_conv_fwd(%[[PX]], %[[PW]], %[[PY]], %[[PB]], %c2_i32, %c2_i64, %c3_i64, %c4_i64, %c1_i64, %c9_i64, %c9_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c3_i64_{{[0-9]+}}, %c3_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c5_i64, %c5_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c0_i64, %c2_i64_{{[0-9]+}}, %c2_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c1_i64_{{[0-9]+}}, %c0_i64_{{[0-9]+}})
// CHECK-NEXT: return
// CHECK-NOT: gpu.binary

// Backward data into a workspace view, then a grouped 1x1x1 forward conv
// reading it; no bias: the index constant 0.
// T: func.func private @htam_cudnn_conv_bwd_data(
// T-LABEL: func.func @conv_t(
// T: %[[S0:.+]] = memref.view
// T-DAG: %[[PS:.+]] = memref.extract_aligned_pointer_as_index %[[S0]]
// T-DAG: %[[NOBIAS:.+]] = arith.constant 0 : index
// T-DAG: %[[ND:.+]] = arith.constant 3 : i32
// T: call @htam_cudnn_conv_bwd_data(%{{.+}}, %{{.+}}, %[[PS]], %[[NOBIAS]], %[[ND]],
// T: %[[PS2:.+]] = memref.extract_aligned_pointer_as_index %[[S0]]
// T: call @htam_cudnn_conv_fwd(%[[PS2]],

// The runtime reads both calls back as steps of the launch plan.
// PLAN: "entry": "",
// PLAN: "success": true
func.func @conv(%x: tensor<2x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<2x4x5x5xf32> {
  %init = tensor.empty() : tensor<2x4x5x5xf32>
  return %init : tensor<2x4x5x5xf32>
}

func.func @conv_t(%x: tensor<2x3x6x7x8xf32>, %w: tensor<3x4x3x3x3xf32>, %w2: tensor<4x1x1x1x1xf32>) -> tensor<2x4x8x9x10xf32> {
  %init = tensor.empty() : tensor<2x4x8x9x10xf32>
  return %init : tensor<2x4x8x9x10xf32>
}
