//===- CpuCheck.h - htam-run --cpu-check and --cpu-run ----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TOOLS_HTAMRUN_CPUCHECK_H
#define HTAM_TOOLS_HTAMRUN_CPUCHECK_H

#include "htam/Runtime/Evaluator.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace mlir {
namespace htam {

struct CpuCheckRequest {
  /// The tensor-level task file and function.
  std::string path;
  std::string funcName;
  /// Only run on the CPU (no GPU needed): outputs go to options.dumpDir.
  bool cpuOnly = false;
  /// Run the task's f64 oracle (htam-widen-to-f64) on the CPU instead of
  /// the task: inputs are cast up, outputs cast down to f32.
  bool f64Oracle = false;
  /// Trials, tolerance, worker settings; inputsDir replaces generated
  /// inputs (one trial).
  EvaluatorOptions options;
};

/// Runs the task on the CPU with MLIR's JIT and, unless cpuOnly, compares
/// its outputs with the GPU reference's (htam-lower-reference, run in a
/// worker) on the same inputs, trial by trial. Fills `doc` and returns the
/// exit status: 0 agreement, 2 disagreement, 1 tool error (also reported on
/// stderr).
int runCpuCheck(const CpuCheckRequest &request, llvm::json::Object &doc);

} // namespace htam
} // namespace mlir

#endif // HTAM_TOOLS_HTAMRUN_CPUCHECK_H
