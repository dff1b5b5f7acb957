//===- Passes.td - htam pass definitions -------------------*- tablegen -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Declares every htam pass with its options and statistics. One pass per
// `.cpp` in lib/Transforms, named after the def (HTAMFooPass -> Foo.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_PASSES
#define HTAM_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def HTAMAnalyzePass : Pass<"htam-analyze", "mlir::ModuleOp"> {
  let summary = "Classify operator tasks and annotate them with cost and "
                "roofline attributes";
  let description = [{
    Finds the operator tasks of a module: every public `func.func` with a
    body whose arguments or results are tensors. Each linalg op (and each
    elementwise arith/math op on tensors) and each task function receives
    `htam.*` attributes:

    - `htam.op_class`: elementwise, broadcast, reduction, softmax_norm,
      contraction, convolution, pooling or fused_mix;
    - `htam.shapes` (ops) / `htam.input_shapes`, `htam.output_shapes`
      (functions): static shapes;
    - `htam.element_type`;
    - `htam.flops`: floating-point operations counted from the scalar body
      (one per arith/math op, two per fma; casts, constants and selects are
      free) times the iteration-space size;
    - `htam.bytes_read`, `htam.bytes_written`: compulsory traffic (each
      operand the body reads once, each result written once; for functions,
      the tensor arguments and results only);
    - `htam.intensity`: flops per byte;
    - `htam.roofline_us` and `htam.bound` (memory or compute) for the GPU
      described by the options (defaults: H200, 4.3 TB/s measured copy
      bandwidth, 132 SMs x 128 FP32 lanes x 2 flops x 1.98 GHz).

    Dynamic shapes and ops that cannot be classified produce a warning at
    their location; the rest of the module is still analyzed.
  }];
  let options = [
    Option<"peakBandwidthGBps", "peak-bandwidth-gbps", "double",
           /*default=*/"4300.0",
           "Sustained DRAM bandwidth in GB/s (reads + writes)">,
    Option<"smCount", "sm-count", "unsigned", /*default=*/"132",
           "Number of streaming multiprocessors">,
    Option<"clockMHz", "clock-mhz", "double", /*default=*/"1980.0",
           "SM boost clock in MHz">,
    Option<"fp32LanesPerSM", "fp32-lanes-per-sm", "unsigned",
           /*default=*/"128", "FP32 FMA lanes per SM">
  ];
  let statistics = [
    Statistic<"numTasks", "num-tasks", "Number of operator tasks analyzed">,
    Statistic<"numOpsAnalyzed", "num-ops-analyzed",
              "Number of compute ops annotated">,
    Statistic<"numWarnings", "num-warnings",
              "Number of ops left unclassified or uncounted">
  ];
}

#endif // HTAM_TRANSFORMS_PASSES
