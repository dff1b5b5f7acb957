// RUN: htam-opt %s --htam-data-reuse-pipeline="tile-sizes=64,32,16" | FileCheck %s
// RUN: htam-opt %s --htam-lower-reference="buffer-pipeline=htam-data-reuse{tile-sizes=64,32,16}" | FileCheck %s
// RUN: htam-opt %s --htam-data-reuse-pipeline | FileCheck %s --check-prefix=DEFAULT

// A GEMM with its zero fill: the fill stays a reference kernel, the matmul
// becomes a shared-memory tiled kernel with 4x4 blocks of 32x8 threads
// (M=256 / tile_m 64, N=128 / tile_n 32), each block staging a 64x16 tile of
// A and a 16x32 tile of B in .shared per step of k.
// CHECK-LABEL: func.func @gemm(
// CHECK: gpu.launch_func @gemm_kernels::@gemm_kernel blocks in (%{{.+}}, %{{.+}}, %c1) threads in (%c256, %c1, %c1)
// CHECK: gpu.launch_func @gemm_kernels::@gemm_kernel_0 blocks in (%c4, %c4, %c1) threads in (%c32, %c8, %c1)
// CHECK: gpu.binary @gemm_kernels
// CHECK-SAME: .entry gemm_kernel_0(
// CHECK-SAME: .maxntid 32, 8, 1
// CHECK-SAME: .shared .align 16 .b8 __wg_gemm_kernel_0_0[4096]
// CHECK-SAME: .shared .align 16 .b8 __wg_gemm_kernel_0_1[2048]
// The copies, a barrier, the products from shared memory (the B tile read
// as 16-byte vectors), a barrier before the next step overwrites the tiles.
// CHECK-SAME: ld.global.b32
// CHECK-SAME: st.shared.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.b32
// CHECK-SAME: ld.shared.v4.b32
// CHECK-SAME: mul.rn.f32
// CHECK-SAME: bar.sync
// 64x64 tiles of the default: 4x2 blocks.
// DEFAULT: gpu.launch_func @gemm_kernels::@gemm_kernel_0 blocks in (%c2, %c4, %c1) threads in (%c32, %c8, %c1)
func.func @gemm(%a: tensor<256x512xf32>, %b: tensor<512x128xf32>) -> tensor<256x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x128xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x128xf32>) outs(%c : tensor<256x128xf32>) -> tensor<256x128xf32>
  return %r : tensor<256x128xf32>
}

// Sizes the tiles do not divide stay with the reference mapping.
// CHECK-LABEL: func.func @ragged(
// CHECK-NOT: threads in (%c32, %c8, %c1)
// CHECK: gpu.binary @ragged_kernels
// CHECK-NOT: .shared
func.func @ragged(%a: tensor<100x64xf32>, %b: tensor<64x96xf32>, %c: tensor<100x96xf32>) -> tensor<100x96xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<100x64xf32>, tensor<64x96xf32>) outs(%c : tensor<100x96xf32>) -> tensor<100x96xf32>
  return %r : tensor<100x96xf32>
}
