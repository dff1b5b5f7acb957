// REQUIRES: plugin
// RUN: %mlir_opt --load-pass-plugin=%htam_plugin %s --pass-pipeline="builtin.module(htam-analyze)" | FileCheck %s
// RUN: %mlir_opt --load-pass-plugin=%htam_plugin --help | FileCheck %s --check-prefix=HELP

// Debian's upstream mlir-opt runs htam's analysis once the plugin is loaded.
// Passes a plugin registers are named through --pass-pipeline: mlir-opt has
// already built its per-pass flags when the plugin loads.
// CHECK-LABEL: func.func @relu(
// CHECK-SAME: htam.bytes_read = 4096 : i64, htam.bytes_written = 4096 : i64
// CHECK-SAME: htam.flops = 1024 : i64
// CHECK-SAME: htam.op_class = "elementwise"
// HELP: --htam-analyze
func.func @relu(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}
