// RUN: htam-opt %s --htam-boundary-handling-pipeline="peel=true tile-sizes=64,64,16" | FileCheck %s
// RUN: htam-opt %s --htam-boundary-handling-pipeline="peel=true tile-sizes=64,64,16" -mlir-print-ir-after=htam-workgroup-buffers -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: htam-opt %s --htam-lower-reference="buffer-pipeline=htam-data-reuse{tile-sizes=64,64,16 peel=true},canonicalize" | FileCheck %s

// k = 40 is not a multiple of tile_k = 16: the k loop steps twice through
// full 64x16 / 16x64 tiles staged in shared memory, with constant sizes (no
// affine.min, no guard on k), and the peeled last step computes the
// remaining 8 columns of A / rows of B from global memory.
// IR-LABEL: gpu.func @ragged_k_kernel_0(
// IR-SAME: workgroup(%{{.+}} : memref<64x16xf32, #gpu.address_space<workgroup>>
// IR-SAME: %{{.+}} : memref<16x64xf32, #gpu.address_space<workgroup>>
// IR-NOT: affine.min
// IR: scf.for %{{.+}} = %c0 to %c32 step %c16 {
// IR: memref.subview %{{.+}}[0, %{{.+}}] [64, 16] [1, 1]
// IR: memref.subview %{{.+}}[%{{.+}}, 0] [16, 64] [1, 1]
// IR: gpu.barrier
// IR: memref.load %{{.+}} : memref<8x16xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
// IR: gpu.barrier
// IR-NEXT: }
// IR-NEXT: memref.subview %{{.+}}[0, 32] [64, 8] [1, 1]
// IR-NEXT: memref.subview %{{.+}}[32, 0] [8, 64] [1, 1]
// IR-NOT: workgroup
// IR: scf.for %{{.+}} = %c0 to %c8 step %c1 {
// IR-NOT: workgroup
// IR: gpu.return

// The ragged contraction becomes the tiled kernel, in the reference
// contract (gpu.binary, launches with 32x8 threads).
// CHECK-LABEL: func.func @ragged_k(
// CHECK: gpu.launch_func @ragged_k_kernels::@ragged_k_kernel_0 blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)
// CHECK: gpu.binary @ragged_k_kernels
// CHECK-SAME: .entry ragged_k_kernel_0(
// CHECK-SAME: .shared .align 16 .b8 __wg_ragged_k_kernel_0_0[4096]
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared
// CHECK-LABEL: func.func @even_k(
// CHECK: gpu.launch_func @even_k_kernels::@even_k_kernel_{{[0-9]+}} blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)
// CHECK-LABEL: func.func @ragged_m(
// CHECK: gpu.launch_func @ragged_m_kernels::@ragged_m_kernel_{{[0-9]+}} blocks in (%c1, %c1, %c1) threads in (%c32, %c8, %c1) args(%arg3 : memref<100x64xf32>, %arg0 : memref<100x40xf32>, %arg1 : memref<40x64xf32>)
// CHECK-NEXT: gpu.launch_func @ragged_m_kernels::@ragged_m_kernel_{{[0-9]+}} blocks in (%c9, %c1, %c1) threads in (%c256, %c1, %c1) args(%arg3 : memref<100x64xf32>, %arg0 : memref<100x40xf32>, %arg1 : memref<40x64xf32>)
// CHECK: gpu.binary @ragged_m_kernels
// CHECK-SAME: .shared

// 1000x1000x1000 with 64x64x16 tiles: the first 960 rows and columns are
// one tiled kernel of 15x15 blocks (k peeled at 992), the 960x40 column
// tail and the 40x1000 row tail kernels of the reference mapping; every
// kernel takes the whole buffers.
// IR-LABEL: gpu.func @odd_kernel_{{[0-9]+}}(
// IR-SAME: workgroup(%{{.+}} : memref<64x16xf32, #gpu.address_space<workgroup>>
// IR: memref.subview %arg0[0, 0] [960, 1000] [1, 1] : memref<1000x1000xf32> to memref<960x1000xf32, strided<[1000, 1]>>
// IR-NOT: affine.min
// IR: scf.for %{{.+}} = %c0 to %c992 step %c16 {
// IR: gpu.barrier
// IR: memref.subview %{{.+}}[0, 992] [64, 8] [1, 1]
// IR-LABEL: gpu.func @odd_kernel_{{[0-9]+}}(
// IR: memref.subview %arg{{[0-9]}}[0, 960] [1000, 40] [1, 1] : memref<1000x1000xf32> to memref<1000x40xf32, strided<[1000, 1], offset: 960>>
// IR-LABEL: gpu.func @odd_kernel_{{[0-9]+}}(
// IR: memref.subview %arg{{[0-9]}}[960, 0] [40, 1000] [1, 1] : memref<1000x1000xf32> to memref<40x1000xf32, strided<[1000, 1], offset: 960000>>
// CHECK-LABEL: func.func @odd(
// CHECK: gpu.launch_func @odd_kernels::@odd_kernel_{{[0-9]+}} blocks in (%c15, %c15, %c1) threads in (%c32, %c8, %c1) args(%arg{{[0-2]}} : memref<1000x1000xf32>, %arg{{[0-2]}} : memref<1000x1000xf32>, %arg{{[0-2]}} : memref<1000x1000xf32>)
// CHECK-NEXT: gpu.launch_func @odd_kernels::@odd_kernel_{{[0-9]+}} blocks in (%c150, %c1, %c1) threads in (%c256, %c1, %c1) args(%arg{{[0-2]}} : memref<1000x1000xf32>, %arg{{[0-2]}} : memref<1000x1000xf32>, %arg{{[0-2]}} : memref<1000x1000xf32>)
// CHECK-NEXT: gpu.launch_func @odd_kernels::@odd_kernel_{{[0-9]+}} blocks in (%c157, %c1, %c1) threads in (%c256, %c1, %c1) args(%arg{{[0-2]}} : memref<1000x1000xf32>, %arg{{[0-2]}} : memref<1000x1000xf32>, %arg{{[0-2]}} : memref<1000x1000xf32>)

func.func @ragged_k(%a: tensor<128x40xf32>, %b: tensor<40x64xf32>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x40xf32>, tensor<40x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}

// k = 48: no partial step, the data-reuse schedule as it is.
func.func @even_k(%a: tensor<128x48xf32>, %b: tensor<48x64xf32>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x48xf32>, tensor<48x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}

// m = 100 is not a multiple of tile_m: rows 0-63 are the tiled kernel (k
// peeled), the 36 rows left a kernel of the reference mapping.
func.func @ragged_m(%a: tensor<100x40xf32>, %b: tensor<40x64xf32>, %c: tensor<100x64xf32>) -> tensor<100x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<100x40xf32>, tensor<40x64xf32>) outs(%c : tensor<100x64xf32>) -> tensor<100x64xf32>
  return %r : tensor<100x64xf32>
}

func.func @odd(%a: tensor<1000x1000xf32>, %b: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1000x1000xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1000x1000xf32>, tensor<1000x1000xf32>) outs(%c : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  return %r : tensor<1000x1000xf32>
}
