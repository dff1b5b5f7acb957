// RUN: htam-opt %s --htam-lower-reference | FileCheck %s --check-prefix=REF
// RUN: htam-opt %s --htam-fusion-pipeline | FileCheck %s --check-prefix=FUSION
// RUN: htam-opt %s --htam-parallelism-pipeline="block-size=128" | FileCheck %s --check-prefix=PAR
// RUN: htam-opt %s --htam-instruction-throughput-pipeline="fast-math=true" | FileCheck %s --check-prefix=FAST
// RUN: htam-opt %s --htam-set-fast-math | FileCheck %s --check-prefix=FLAGS

// swish written as two elementwise generics: sigmoid, then the product.
// The reference launches one kernel per generic and keeps the sigmoid in a
// workspace; fusion makes it one kernel without a temporary.
// REF-LABEL: func.func @swish2(
// REF-SAME: {htam.workspace}
// REF-COUNT-2: gpu.launch_func
// REF-NOT: gpu.launch_func
// FUSION-LABEL: func.func @swish2(
// FUSION-NOT: htam.workspace
// FUSION: gpu.launch_func @swish2_kernels::@swish2_kernel blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
// FUSION-NOT: gpu.launch_func
// 4096 points in blocks of 128 threads: 32 blocks.
// PAR: gpu.launch_func @swish2_kernels::@swish2_kernel blocks in (%c32, %c1, %c1) threads in (%c128, %c1, %c1)
// Fast math: an approximate reciprocal; the reference rounds it correctly.
// REF: gpu.binary
// REF-SAME: rcp.rn.f32
// FAST: gpu.binary
// FAST-NOT: rcp.rn.f32
// FAST-SAME: rcp.approx.f32
// FLAGS: math.exp %{{.+}} fastmath<fast> : f32
// FLAGS: arith.divf %{{.+}}, %{{.+}} fastmath<fast> : f32
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @swish2(%x: tensor<16x256xf32>) -> tensor<16x256xf32> {
  %e = tensor.empty() : tensor<16x256xf32>
  %sig = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x256xf32>) outs(%e : tensor<16x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %a : f32
    %ex = math.exp %n : f32
    %d = arith.addf %one, %ex : f32
    %s = arith.divf %one, %d : f32
    linalg.yield %s : f32
  } -> tensor<16x256xf32>
  %e2 = tensor.empty() : tensor<16x256xf32>
  %y = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sig : tensor<16x256xf32>, tensor<16x256xf32>) outs(%e2 : tensor<16x256xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<16x256xf32>
  return %y : tensor<16x256xf32>
}
