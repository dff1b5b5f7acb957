// RUN: htam-opt %s --htam-fusion-pipeline="mode=producer" | FileCheck %s
// RUN: htam-opt %s --htam-fusion-pipeline="mode=elementwise" | FileCheck %s --check-prefix=ELEM
// RUN: htam-opt %s --linalg-generalize-named-ops --linalg-fuse-elementwise-ops --htam-tile-and-fuse="mode=producer" | FileCheck %s --check-prefix=TILE
// RUN: htam-opt %s --htam-lower-reference | FileCheck %s --check-prefix=REF

// The row sums of exp(x): the exponential is evaluated on each loaded value
// in the reduction's loop and each thread initializes its own sum: one kernel
// (the reference and the elementwise mode: fill, exp and sum kernels, exp(x)
// in a workspace).
// TILE-LABEL: func.func @sum_exp_rows(
// TILE: scf.forall (%[[ROW:.+]]) in (512)
// TILE: linalg.generic {{.*}} outs(%{{.+}} : tensor<1xf32>)
// TILE: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.+}} : tensor<1x256xf32>)
// TILE: math.exp
// TILE: arith.addf
// TILE: tensor.parallel_insert_slice
// CHECK-LABEL: func.func @sum_exp_rows(
// CHECK-NOT: htam.workspace
// CHECK: gpu.launch_func @sum_exp_rows_kernels::@sum_exp_rows_kernel blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.binary @sum_exp_rows_kernels
// CHECK-SAME: .entry sum_exp_rows_kernel(
// CHECK-SAME: ld.global.b32
// CHECK-SAME: ex2.approx.ftz.f32
// CHECK-SAME: add.rn.f32
// CHECK-SAME: st.global.b32
// ELEM-LABEL: func.func @sum_exp_rows(
// ELEM-COUNT-3: gpu.launch_func
// REF-LABEL: func.func @sum_exp_rows(
// REF-SAME: htam.workspace
// REF-COUNT-3: gpu.launch_func
func.func @sum_exp_rows(%x: tensor<512x256xf32>) -> tensor<512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x256xf32>
  %ex = linalg.map { math.exp } ins(%x : tensor<512x256xf32>) outs(%e : tensor<512x256xf32>)
  %init = tensor.empty() : tensor<512xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<512xf32>) -> tensor<512xf32>
  %r = linalg.reduce { arith.addf } ins(%ex : tensor<512x256xf32>) outs(%acc : tensor<512xf32>) dimensions = [1]
  return %r : tensor<512xf32>
}

// A GEMM whose A is relu(x): the max is taken on each loaded element of A,
// the accumulator initialized in the thread: one kernel.
// CHECK-LABEL: func.func @relu_matmul(
// CHECK-NOT: htam.workspace
// CHECK: gpu.launch_func @relu_matmul_kernels::@relu_matmul_kernel blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.binary @relu_matmul_kernels
// CHECK-SAME: ld.global.b32
// CHECK-SAME: max.NaN.f32
// CHECK-SAME: mul.rn.f32
// CHECK-SAME: add.rn.f32
// REF-LABEL: func.func @relu_matmul(
// REF-COUNT-3: gpu.launch_func
func.func @relu_matmul(%a: tensor<64x128xf32>, %b: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<64x128xf32>
  %ra = linalg.map ins(%a : tensor<64x128xf32>) outs(%ea : tensor<64x128xf32>)
    (%v: f32, %o: f32) {
      %m = arith.maximumf %v, %zero : f32
      linalg.yield %m : f32
    }
  %e = tensor.empty() : tensor<64x32xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %r = linalg.matmul ins(%ra, %b : tensor<64x128xf32>, tensor<128x32xf32>) outs(%c : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}

// A 3x3 convolution of the zero-padded input: the pad is fused into the
// convolution's tile, so each thread builds its padded 1x3x3x8 window from
// the input (zeros outside it) and reduces over it: one kernel instead of
// the pad's fill and copy kernels, the fill and the convolution.
// TILE-LABEL: func.func @conv_pad(
// TILE: scf.forall (%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) in (1, 16, 16, 4)
// TILE: tensor.pad %{{.+}} low[0, %{{.+}}, %{{.+}}, 0] high[0, %{{.+}}, %{{.+}}, 0]
// TILE: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// TILE-SAME: tensor<1x3x3x8xf32>
// TILE: tensor.parallel_insert_slice
// CHECK-LABEL: func.func @conv_pad(
// CHECK-NOT: htam.workspace
// CHECK: gpu.launch_func @conv_pad_kernels::@conv_pad_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.binary @conv_pad_kernels
// REF-LABEL: func.func @conv_pad(
// REF-SAME: htam.workspace
// REF-COUNT-4: gpu.launch_func
func.func @conv_pad(%x: tensor<1x16x16x8xf32>, %w: tensor<3x3x8x4xf32>) -> tensor<1x16x16x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32>
  %e = tensor.empty() : tensor<1x16x16x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x16x4xf32>) -> tensor<1x16x16x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x18x18x8xf32>, tensor<3x3x8x4xf32>) outs(%c : tensor<1x16x16x4xf32>) -> tensor<1x16x16x4xf32>
  return %r : tensor<1x16x16x4xf32>
}
