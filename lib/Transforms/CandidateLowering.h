//===- CandidateLowering.h - A task lowered alone, for the driver -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The lowerings htam-optimize runs on a copy of one task: the reference (and
// its f64 twin, the oracle), and a direction pipeline's candidate; and the
// replacement of the task by such a lowered module.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_TRANSFORMS_CANDIDATELOWERING_H
#define HTAM_LIB_TRANSFORMS_CANDIDATELOWERING_H

#include "htam/Runtime/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace mlir {
namespace htam {

/// A task lowered by a direction pipeline.
struct LoweredCandidate {
  std::string module;
  KernelSource kernel;
};

/// Runs the textual pass `pipeline` on a copy of `task` and reads the launch
/// plan of the result; failure with a one-line `why` (the lowering's own
/// diagnostics are caught, not printed: a rejected candidate is feedback).
FailureOr<LoweredCandidate>
lowerWithPipeline(func::FuncOp task, llvm::StringRef pipeline,
                  std::string &why);

/// The key of a lowered candidate in the `tried` set: its PTX and launches
/// (the module text also holds compile times, which differ run to run).
std::string planKey(const KernelSource &kernel);

/// `task` alone in a new module `out`, lowered by the reference path; with
/// `widenToF64`, computed in f64 behind its f32 signature first (the oracle).
LogicalResult lowerTaskAlone(func::FuncOp task, llvm::StringRef arch,
                             bool widenToF64, OwningOpRef<ModuleOp> &out);

/// Replaces `task` by a lowered form of it from `refModule` (the host
/// function and its binary): the reference, or a pipeline candidate.
void adoptReference(func::FuncOp task, ModuleOp refModule);

} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_TRANSFORMS_CANDIDATELOWERING_H
