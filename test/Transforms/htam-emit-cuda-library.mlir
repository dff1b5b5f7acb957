// REQUIRES: ptxas
// RUN: htam-opt %s --htam-emit-cuda="func=matmul launch=lib=cublas.sgemm,m=100,n=90,k=72,params=0:1:2" | FileCheck %s
// RUN: htam-opt %s --htam-emit-cuda="func=matmul_bias_relu source=%S/Inputs/gemm_epilogue.cu launch=lib=cublas.sgemm,m=100,n=90,k=72,tb=1,params=0:1:s0;entry=epilogue,grid=36,block=256,params=2:3:s0 scratch=36000" | FileCheck %s --check-prefix=EPI
// RUN: htam-opt %s --htam-emit-cuda="func=matmul_bias_relu source=%S/Inputs/gemm_epilogue.cu launch=lib=cublas.sgemm,m=100,n=90,k=72,tb=1,params=0:1:s0;entry=epilogue,grid=36,block=256,params=2:3:s0 scratch=36000" -o %t.mlir
// RUN: htam-run %t.mlir --func matmul_bias_relu --compile-only --quiet | FileCheck %s --check-prefix=PLAN

// A library step becomes a call of the runtime function @htam_cublas_sgemm,
// declared in the module: the operands' aligned pointers, then the sizes as
// constants. With no kernel launch there is no gpu.binary.
// CHECK: module attributes {gpu.container_module, htam.kernel_abi = "bare-ptr"}
// CHECK: func.func private @htam_cublas_sgemm(index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32) -> i32
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:.+]]: memref<100x72xf32>, %[[B:.+]]: memref<72x90xf32>, %[[C:.+]]: memref<100x90xf32>)
// CHECK-SAME: htam.uses_vendor_library = true
// CHECK-DAG: %[[PA:.+]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-DAG: %[[PB:.+]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK-DAG: %[[PC:.+]] = memref.extract_aligned_pointer_as_index %[[C]]
// CHECK-DAG: %[[F:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[M:.+]] = arith.constant 100 : i64
// CHECK-DAG: %[[N:.+]] = arith.constant 90 : i64
// CHECK-DAG: %[[K:.+]] = arith.constant 72 : i64
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i64
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK-DAG: %[[ALPHA:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[BETA:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: call @htam_cublas_sgemm(%[[PA]], %[[PB]], %[[PC]], %[[F]], %{{.+}}, %[[M]], %[[N]], %[[K]], %{{.+}}, %{{.+}}, %{{.+}}, %[[ONE]], %[[ZERO]], %{{.+}}, %{{.+}}, %[[ALPHA]], %[[BETA]])
// CHECK-NEXT: return
// CHECK-NOT: gpu.binary

// GEMM into a workspace view, then the epilogue kernel reading it.
// EPI-LABEL: func.func @matmul_bias_relu(
// EPI-SAME: %[[A:.+]]: memref<100x72xf32>, %[[B:.+]]: memref<90x72xf32>, %[[BIAS:.+]]: memref<90xf32>, %[[Y:.+]]: memref<100x90xf32>, %[[WS:.+]]: memref<36096xi8> {htam.workspace})
// EPI: %[[S0:.+]] = memref.view %[[WS]]
// EPI: %[[PS:.+]] = memref.extract_aligned_pointer_as_index %[[S0]]
// EPI: %[[TB:.+]] = arith.constant 1 : i32
// EPI: call @htam_cublas_sgemm(%{{.+}}, %{{.+}}, %[[PS]], %{{.+}}, %[[TB]],
// EPI: gpu.launch_func @matmul_bias_relu_kernels::@epilogue {{.*}} args(%[[BIAS]] : memref<90xf32>, %[[Y]] : memref<100x90xf32>, %[[S0]] : memref<36000xi8>)
// EPI-NEXT: return
// EPI: gpu.binary @matmul_bias_relu_kernels

// The runtime reads the call back as a library step of the launch plan.
// PLAN: "entry": "",
// PLAN: "success": true
func.func @matmul(%a: tensor<100x72xf32>, %b: tensor<72x90xf32>) -> tensor<100x90xf32> {
  %init = tensor.empty() : tensor<100x90xf32>
  return %init : tensor<100x90xf32>
}

func.func @matmul_bias_relu(%a: tensor<100x72xf32>, %b: tensor<90x72xf32>, %bias: tensor<90xf32>) -> tensor<100x90xf32> {
  %init = tensor.empty() : tensor<100x90xf32>
  return %init : tensor<100x90xf32>
}

// An emitted module of library calls only (no gpu.binary) runs as it is.
// RUN: htam-opt %s --htam-emit-cuda="func=matmul launch=lib=cublas.sgemm,m=100,n=90,k=72,params=0:1:2" -o %t.lib.mlir
// RUN: htam-run %t.lib.mlir --func matmul --compile-only --quiet | FileCheck %s --check-prefix=PLAN
