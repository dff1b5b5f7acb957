// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: htam-opt %s --htam-optimize="dry-run=true strategy-only=true steps=3 report-dir=%t/r" -o %t/selected.mlir 2> %t/progress.txt
// RUN: FileCheck %s --check-prefix=SELECT < %t/selected.mlir
// RUN: FileCheck %s --check-prefix=TRAJ < %t/r/trajectory.json
// The round trip: htam-emit-strategy emits, from the attribute alone, the
// kernel htam-optimize generated for the same choice.
// RUN: htam-opt %t/selected.mlir --htam-emit-strategy -o %t/emitted.mlir
// RUN: %python %S/Inputs/strategy_round_trip.py %t/r %t/emitted.mlir | FileCheck %s --check-prefix=TRIP
// RUN: FileCheck %s --check-prefix=EMIT < %t/emitted.mlir
// The same choice through htam-gen gives the same source.
// RUN: htam-gen %s --impl tpl_elementwise_vec4 --param block=256 --param vec_width=4 --param waves=4 --param items_per_thread=1 -o %t/gen.cu
// RUN: diff %t/gen.cu %t/r/candidates/bias_relu_scale-step1.cu

// What selection writes for an elementwise chain (a broadcast add, then
// relu and a scale): the memory's first choice, float4 loads, with every
// parameter the kernel was generated with (the template's defaults too, as
// items_per_thread).

// SELECT: func.func @bias_relu_scale(%{{.+}}: tensor<256x1024xf32>, %{{.+}}: tensor<1024xf32>) -> tensor<256x1024xf32>
// SELECT-SAME: attributes {htam.strategy = {params = {block = 256 : i64, items_per_thread = 1 : i64, vec_width = 4 : i64, waves = 4 : i64}, template = "tpl_elementwise_vec4"}}
// SELECT: linalg.generic
// SELECT-NOT: gpu.launch_func

// TRAJ: "emitted": "strategy",
// TRAJ: "strategy": {
// TRAJ-NEXT: "candidate": "tpl_elementwise_vec4{block=256,vec_width=4,waves=4}",
// TRAJ-NEXT: "card": "l_mem_vec4_main_tail",
// TRAJ-NEXT: "step": 1

// TRIP: bias_relu_scale: step 1 tpl_elementwise_vec4{block=256,vec_width=4,waves=4}: identical

// EMIT: func.func @bias_relu_scale(
// EMIT-SAME: htam.origin = "strategy:tpl_elementwise_vec4:block=256,items_per_thread=1,vec_width=4,waves=4"
// EMIT-NOT: htam.strategy
// EMIT: gpu.launch_func @bias_relu_scale_kernels::@htam_bias_relu_scale_k0

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias_relu_scale(%x: tensor<256x1024xf32>, %b: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %s = linalg.generic {indexing_maps = [#map, #row, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<256x1024xf32>, tensor<1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  %y = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    %t = arith.mulf %m, %two : f32
    linalg.yield %t : f32
  } -> tensor<256x1024xf32>
  return %y : tensor<256x1024xf32>
}
