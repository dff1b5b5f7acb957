// RUN: htam-opt %s --htam-fusion-pipeline="mode=epilogue" | FileCheck %s --check-prefix=EPI
// RUN: htam-opt %s --htam-fusion-pipeline="mode=elementwise" | FileCheck %s --check-prefix=ELEM
// RUN: htam-opt %s --htam-tile-and-fuse="mode=epilogue" | FileCheck %s --check-prefix=TILE
// RUN: not htam-opt %s --htam-fusion-pipeline="mode=sideways" 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not htam-opt %s --htam-tile-and-fuse="mode=sideways" 2>&1 | FileCheck %s --check-prefix=PASS

// Epilogue: the fill, the GEMM and its bias + activation in one forall with
// one iteration per output; one kernel instead of three, the accumulator a
// per-thread alloca, no workspace.
// TILE-LABEL: func.func @gemm_bias_relu(
// TILE: scf.forall (%{{.+}}, %{{.+}}) in (64, 32)
// TILE: linalg.fill {{.*}} -> tensor<1x1xf32>
// TILE: linalg.matmul {{.*}} -> tensor<1x1xf32>
// TILE: linalg.generic
// TILE: tensor.parallel_insert_slice
// EPI-LABEL: func.func @gemm_bias_relu(
// EPI-NOT: htam.workspace
// EPI: gpu.launch_func @gemm_bias_relu_kernels::@gemm_bias_relu_kernel blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1)
// EPI-NOT: gpu.launch_func
// EPI: gpu.binary @gemm_bias_relu_kernels
// ELEM-LABEL: func.func @gemm_bias_relu(
// ELEM-COUNT-3: gpu.launch_func
// ELEM: gpu.binary @gemm_bias_relu_kernels
func.func @gemm_bias_relu(%a: tensor<64x128xf32>, %b: tensor<128x32xf32>, %bias: tensor<32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<64x128xf32>, tensor<128x32xf32>) outs(%c : tensor<64x32xf32>) -> tensor<64x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<64x32xf32>, tensor<32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %x = arith.addf %v, %s : f32
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}

// MODE: for the --mode option: unknown value 'sideways', valid values: elementwise, epilogue, producer
// PASS: for the --mode option: unknown value 'sideways', valid values: epilogue, producer
