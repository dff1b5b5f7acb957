//===- Trajectory.h - htam-optimize's trajectory.json ------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The trajectory of a run: one record per task (its steps, what each decided
// and measured), one per whole function, and the run's header. The search
// (TaskSearch) fills the step records; this file owns their JSON forms.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_TRANSFORMS_TRAJECTORY_H
#define HTAM_LIB_TRANSFORMS_TRAJECTORY_H

#include "htam/Memory/Scorer.h"
#include "htam/Runtime/Nvrtc.h"
#include "htam/Transforms/Unsupported.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir {
namespace htam {

/// A number for JSON: NaN (unknown) becomes null, an infinity a string.
llvm::json::Value jsonNumber(double v);

/// One direction's score with its terms.
llvm::json::Value toJSON(const memory::DirectionScore &d);
/// The ranked directions of a step.
llvm::json::Array directionScoresJSON(
    llvm::ArrayRef<memory::DirectionScore> dirs);
/// The ranked cards of a step's direction.
llvm::json::Array cardScoresJSON(llvm::ArrayRef<memory::CardScore> cards);
/// A direction's evidence (before and after a step).
llvm::json::Value evidenceJSON(const memory::Evidence &e);
/// One ptxas line per entry of a compiled candidate.
llvm::json::Object ptxasJSON(const PtxasKernelStats &k);
/// A function left as it was: name, location, op, kind, reason, warning
/// (null when none was given).
llvm::json::Value toJSON(const SkippedFunction &f);

/// The header of a run's trajectory.
struct RunHeader {
  std::string memory, method, proposer;
  unsigned steps = 0;
  bool dryRun = false;
  uint64_t seed = 0;
};

/// The trajectory of one run, task by task.
class TrajectoryWriter {
public:
  /// The task records, in order (the kernel database and the whole-function
  /// driver add theirs and amend the last one).
  llvm::json::Array &tasks() { return taskRecords; }
  /// The last task record, or null before the first.
  const llvm::json::Object *lastTask() const;
  /// The whole functions optimized group by group.
  llvm::json::Array &wholeFunctions() { return wholeRecords; }
  /// The functions left as they were (always written, [] when none).
  llvm::json::Array &skippedFunctions() { return skippedRecords; }

  /// The whole trajectory as text; `llm`, the proposer's run record (null:
  /// none). Moves the records out.
  std::string finish(const RunHeader &header, llvm::json::Value llm);

private:
  llvm::json::Array taskRecords, wholeRecords, skippedRecords;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_TRANSFORMS_TRAJECTORY_H
