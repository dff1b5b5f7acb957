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

// What selection writes for a convolution: the memory's first choice is
// the cuDNN library step, a template of the table (lib_cudnn_conv) whose
// launch is a runtime call, not a kernel: htam.strategy names it as any
// template, and htam-emit-strategy emits the same call.

// SELECT: func.func @conv(%{{.+}}: tensor<8x16x32x32xf32>, %{{.+}}: tensor<32x16x3x3xf32>) -> tensor<8x32x30x30xf32>
// SELECT-SAME: attributes {htam.strategy = {params = {algo = 0 : i64}, template = "lib_cudnn_conv"}}
// SELECT: linalg.conv_2d_nchw_fchw

// TRAJ: "emitted": "strategy",
// TRAJ: "strategy": {
// TRAJ-NEXT: "candidate": "lib_cudnn_conv{algo=0}",
// TRAJ-NEXT: "card": "l_lib_cudnn_conv_fp32",
// TRAJ-NEXT: "step": 1

// TRIP: conv: step 1 lib_cudnn_conv{algo=0}: identical

// EMIT: func.func private @htam_cudnn_conv_fwd(
// EMIT: func.func @conv(
// EMIT-SAME: htam.origin = "strategy:lib_cudnn_conv:algo=0"
// EMIT: call @htam_cudnn_conv_fwd(

func.func @conv(%x: tensor<8x16x32x32xf32>, %w: tensor<32x16x3x3xf32>) -> tensor<8x32x30x30xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32x30x30xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32x30x30xf32>) -> tensor<8x32x30x30xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>,
                                 strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<8x16x32x32xf32>, tensor<32x16x3x3xf32>)
      outs(%acc : tensor<8x32x30x30xf32>) -> tensor<8x32x30x30xf32>
  return %c : tensor<8x32x30x30xf32>
}
