// RUN: htam-opt %s --htam-latency-hiding-pipeline="stages=3 tile-sizes=64,64,16" | FileCheck %s
// RUN: htam-opt %s --htam-latency-hiding-pipeline="stages=3 tile-sizes=64,64,16" -mlir-print-ir-after=htam-workgroup-buffers -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: htam-opt %s --htam-latency-hiding-pipeline="stages=2 tile-sizes=64,64,16" | FileCheck %s --check-prefix=TWO

// k = 64 with tile_k = 16: four steps, three stages. The A and B buffers
// have three slots; the prologue issues the asynchronous copies of steps 0
// and 1 (one commit group each); the kernel loop (steps 0 and 1) issues
// those of step k + 2, waits until at most two groups are in flight, then
// computes step k; the epilogue computes steps 2 and 3 after waiting for
// every group.
// IR-LABEL: gpu.func @gemm_kernel_0(
// IR-SAME: workgroup(%{{.+}} : memref<3x64x16xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.+}} : memref<3x16x64xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// IR: nvgpu.device_async_copy
// IR: nvvm.cp.async.commit.group
// IR: nvgpu.device_async_copy
// IR: nvvm.cp.async.commit.group
// IR: scf.for %{{.+}} = %c0 to %c32 step %c16 iter_args(
// IR: nvgpu.device_async_copy
// IR: nvvm.cp.async.commit.group
// IR-NEXT: nvvm.cp.async.wait.group 2
// IR-NEXT: gpu.barrier
// IR: memref.load %{{.+}} : memref<8x16xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
// IR: gpu.barrier
// IR-NEXT: scf.yield
// IR-NOT: nvgpu.device_async_copy
// IR: nvvm.cp.async.wait.group 0
// IR-NEXT: gpu.barrier
// IR: nvvm.cp.async.wait.group 0
// IR-NEXT: gpu.barrier
// IR-NOT: nvgpu.device_async_copy
// IR: gpu.return

// The PTX: 4-byte cp.async into .shared (three 4 KiB slots per tile), the
// commit groups, the waits.
// CHECK-LABEL: func.func @gemm(
// CHECK: gpu.launch_func @gemm_kernels::@gemm_kernel_0 blocks in (%c1, %c2, %c1) threads in (%c32, %c8, %c1)
// CHECK: gpu.binary @gemm_kernels
// CHECK-SAME: .shared .align 16 .b8 __wg_gemm_kernel_0_0[12288]
// CHECK-SAME: cp.async.ca.shared.global [%{{.+}}], [%{{.+}}], 4;
// CHECK-SAME: cp.async.commit_group;
// CHECK-SAME: cp.async.wait_group \092;
// CHECK-SAME: bar.sync
// CHECK-SAME: cp.async.wait_group \090;

// Two stages: the copies of step k + 1 fly while step k computes.
// TWO: .shared .align 16 .b8 __wg_gemm_kernel_0_0[8192]
// TWO-SAME: cp.async.wait_group \091;
// TWO-SAME: cp.async.wait_group \090;

// k = 32: two steps, fewer than three stages; the loop keeps its
// synchronous copies.
// CHECK-LABEL: func.func @short_k(
// CHECK: gpu.binary @short_k_kernels
// CHECK-NOT: cp.async
// CHECK-SAME: bar.sync
func.func @gemm(%a: tensor<128x64xf32>, %b: tensor<64x64xf32>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}

func.func @short_k(%a: tensor<128x32xf32>, %b: tensor<32x64xf32>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x32xf32>, tensor<32x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}
