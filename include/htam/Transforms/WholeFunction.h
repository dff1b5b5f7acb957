//===- WholeFunction.h - htam-optimize on whole-model functions -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The driver's handling of a public function of several fusion groups
// (`partition=auto|on`, docs/PARTITION.md): each distinct group is an
// operator task of the HTAM loop, optimized once however often it occurs;
// the step budget follows each group's share of the reference time; the
// report lists every group. The driver keeps the loop itself; this file
// only decides what to run and collects what came back.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_WHOLEFUNCTION_H
#define HTAM_TRANSFORMS_WHOLEFUNCTION_H

#include "htam/Runtime/Evaluator.h"
#include "htam/Transforms/OptimizeOptions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/JSON.h"

#include <functional>
#include <optional>
#include <string>

namespace mlir {
namespace htam {

struct WholeFunctionOptions {
  PartitionMode mode = PartitionMode::Off;
  /// T: the function's budget is T steps per distinct group.
  unsigned steps = 6;
  bool dryRun = false;
  std::string arch = "sm_90";
  /// For timing each group's reference (GPU runs).
  EvaluatorOptions evaluator;
  double referenceTimeLimit = 120;
};

/// Optimizes one group task: `task` is public and alone in its own module;
/// it is replaced there by its best kernel (or its reference lowering) in
/// upstream form. `steps` is its budget; `referenceUs`, when positive, its
/// reference time measured already (not timed again). The driver appends
/// the task's record to its trajectory's task list; `taskRecord` returns it.
struct GroupTaskRunner {
  std::function<LogicalResult(func::FuncOp task, unsigned steps,
                              double referenceUs)>
      optimize;
  std::function<const llvm::json::Object *()> taskRecord;
};

/// Optimizes `func` group by group when the mode says so and it has more
/// than one group: the groups' kernels are emitted beside it as public host
/// functions `@<func>__g<k>` (a group identical to an earlier one gets
/// none: it reuses that one's), and `func` itself is replaced by its
/// reference lowering. Appends the function's record to `wholeJSON` and its
/// section to `reportMd`. `handled` is false when `func` is to be optimized
/// as one task (mode off, one group, or auto and not partitionable).
LogicalResult optimizeWholeFunction(func::FuncOp func,
                                    const WholeFunctionOptions &options,
                                    const GroupTaskRunner &runner,
                                    llvm::json::Array &wholeJSON,
                                    std::string &reportMd, bool &handled);

/// Splits `total` steps over groups of the given shares (non-negative, any
/// scale): at least one step each, the rest by largest remainder, ties to
/// the earlier group. Returns one count per share; their sum is
/// max(total, shares.size()).
llvm::SmallVector<unsigned> spreadSteps(unsigned total,
                                        llvm::ArrayRef<double> shares);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_WHOLEFUNCTION_H
