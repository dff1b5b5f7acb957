// REQUIRES: ptxas
// RUN: htam-opt %s --htam-emit-cuda="func=swish source=%S/Inputs/swish.cu launch=entry=swish_main,grid=528,block=256" | FileCheck %s
// RUN: htam-opt %s --htam-emit-cuda="func=row_sum source=%S/Inputs/two_pass_sum.cu launch=entry=partial,grid=64,block=2,params=0:s0;entry=combine,grid=1,block=64,params=s0:1 scratch=512" | FileCheck %s --check-prefix=TWO
// RUN: htam-opt %s --htam-emit-cuda="func=swish source=%S/Inputs/swish.cu launch=entry=swish_main,grid=528,block=256" -o %t.mlir
// RUN: htam-run %t.mlir --func swish --compile-only | FileCheck %s --check-prefix=PLAN

// A CUDA candidate becomes the same upstream form as the reference: a host
// function in destination-passing style launching entries of one gpu.binary
// that holds the PTX, the CUDA source kept beside it.
// CHECK: module attributes {gpu.container_module, htam.kernel_abi = "bare-ptr"}
// CHECK-LABEL: func.func @swish(
// CHECK-SAME: %[[X:.+]]: memref<128x4096xf32>, %[[Y:.+]]: memref<128x4096xf32>)
// CHECK-SAME: htam.num_outputs = 1 : i64
// CHECK-SAME: htam.origin = "cuda-file"
// CHECK-SAME: htam.uses_vendor_library = false
// CHECK-DAG: %[[C528:.+]] = arith.constant 528 : index
// CHECK-DAG: %[[C256:.+]] = arith.constant 256 : index
// CHECK: gpu.launch_func @swish_kernels::@swish_main blocks in (%[[C528]], %{{.+}}, %{{.+}}) threads in (%[[C256]], %{{.+}}, %{{.+}}) args(%[[X]] : memref<128x4096xf32>, %[[Y]] : memref<128x4096xf32>)
// CHECK-NEXT: return
// CHECK: gpu.binary @swish_kernels {htam.cuda_source = "// A hand-written swish candidate
// CHECK-SAME: [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, assembly = "
// CHECK-SAME: .entry swish_main(

// The two-pass form: a workspace argument whose views are the scratch
// buffers, launches in order with their parameters.
// TWO-LABEL: func.func @row_sum(
// TWO-SAME: %[[X:.+]]: memref<64x100xf32>, %[[Y:.+]]: memref<64xf32>, %[[WS:.+]]: memref<512xi8> {htam.workspace})
// TWO-SAME: htam.workspace_bytes = 512 : i64
// TWO: %[[S0:.+]] = memref.view %[[WS]][%{{.+}}][] : memref<512xi8> to memref<512xi8>
// TWO: gpu.launch_func @row_sum_kernels::@partial {{.*}} args(%[[X]] : memref<64x100xf32>, %[[S0]] : memref<512xi8>)
// TWO: gpu.launch_func @row_sum_kernels::@combine {{.*}} args(%[[S0]] : memref<512xi8>, %[[Y]] : memref<64xf32>)

// The emitted module runs through the runtime's launch-plan reader.
// PLAN: "kernels": [
// PLAN: "entry": "swish_main",
// PLAN: "success": true
func.func @swish(%x: tensor<128x4096xf32>) -> tensor<128x4096xf32> {
  %init = tensor.empty() : tensor<128x4096xf32>
  return %init : tensor<128x4096xf32>
}

func.func @row_sum(%x: tensor<64x100xf32>) -> tensor<64xf32> {
  %init = tensor.empty() : tensor<64xf32>
  return %init : tensor<64xf32>
}
