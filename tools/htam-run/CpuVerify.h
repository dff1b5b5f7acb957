//===- CpuVerify.h - htam-run --cpu-verify ----------------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TOOLS_HTAMRUN_CPUVERIFY_H
#define HTAM_TOOLS_HTAMRUN_CPUVERIFY_H

#include "htam/Runtime/Evaluator.h"

#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace mlir {
namespace htam {

struct CpuVerifyRequest {
  /// Tensor-level candidate modules, each defining `funcName` with the
  /// task's signature.
  std::vector<std::string> candidates;
  /// The task (the FP32 reference) and the task the f64 oracle is widened
  /// from (htam-widen-to-f64{widen-signature=false}); empty: no oracle.
  std::string referencePath, oraclePath;
  std::string funcName;
  /// Trials, distributions, tolerance, acceptance rule; inputsDir replaces
  /// generated inputs, dumpDir receives the candidate's outputs.
  EvaluatorOptions options;
  bool quiet = false;
};

/// Verifies every candidate against the reference (and the oracle) under
/// the GPU worker's protocol, with all three run by the MLIR CPU JIT (no GPU
/// needed; small shapes: the CPU code is serial loops). Fills `doc` with
/// the shape of an evaluation (a "candidates" array of Evaluation JSON,
/// "summary") and returns the exit status: 0 all pass, 2 some candidate
/// failed, 1 tool error (also reported on stderr).
int runCpuVerify(const CpuVerifyRequest &request, llvm::json::Object &doc);

} // namespace htam
} // namespace mlir

#endif // HTAM_TOOLS_HTAMRUN_CPUVERIFY_H
