//===- TaskSearch.h - The HTAM loop for one operator task --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The search of htam-optimize for one task (HTAM paper §3-§4.3, SPEC §1),
// one method per phase: the reference, the baseline, the oracle, the state;
// then per step select (coarse to fine), generate, compile, evaluate,
// update (memory and state) and record; at the end emit the best verified
// kernel. What the tasks of a run share is a SearchRun.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_TRANSFORMS_TASKSEARCH_H
#define HTAM_LIB_TRANSFORMS_TASKSEARCH_H

#include "Report.h"
#include "Trajectory.h"

#include "htam/Analysis/OperatorTask.h"
#include "htam/Memory/Scorer.h"
#include "htam/Memory/Updater.h"
#include "htam/Proposers/Proposer.h"
#include "htam/Runtime/Evaluator.h"
#include "htam/Transforms/KernelReuse.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/SearchMethod.h"
#include "htam/Transforms/WorkerTimeLimit.h"

#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"

#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// The ablations of `options`; the memory-free methods take the flat path
/// and learn nothing.
memory::Ablations searchAblations(const HTAMOptimizePassOptions &options,
                                  SearchMethod method);
/// How candidates (and the reference) are evaluated under `options`.
EvaluatorOptions searchEvaluatorOptions(const HTAMOptimizePassOptions &options);

/// The pass statistics a search counts.
struct SearchCounters {
  unsigned candidates = 0, compiled = 0, correct = 0, improved = 0;
};

/// What the tasks of one htam-optimize run share.
struct SearchRun {
  const HTAMOptimizePassOptions &options;
  SearchMethod method;
  memory::Ablations ablations;
  EvaluatorOptions evaluator;
  /// Updated after each informative step.
  memory::Memory &memory;
  Proposer &proposer;
  /// Null without kernel-db.
  KernelDbSession *kernelDb;
  TrajectoryWriter &trajectory;
  ReportWriter &report;
  /// The step outcomes of every task of the run, for memory-out.
  std::vector<std::vector<memory::StepOutcome>> &outcomes;
  SearchCounters &counters;
};

/// The best candidate of a task so far.
struct Best {
  /// For a pipeline candidate, its lowered module (else empty).
  std::string loweredModule;
  double timeUs = NAN;
  /// Its error against the f64 oracle over the FP32 reference's (NaN when
  /// no oracle ran).
  double accuracyRatio = NAN;
  unsigned step = 0;
  std::string card, key;
  GeneratedKernel kernel;
  CompiledKernel compiled;
};

/// The search for one task; run() once.
class TaskSearch {
public:
  /// `groupSteps` and `groupReferenceUs`: for a fusion group of a whole
  /// function (WholeFunction.h), its step budget and its reference time
  /// measured already (0: none).
  TaskSearch(SearchRun &run, func::FuncOp task, unsigned groupSteps = 0,
             double groupReferenceUs = 0);
  /// Drops the task's reference and oracle output caches.
  ~TaskSearch();
  TaskSearch(const TaskSearch &) = delete;
  TaskSearch &operator=(const TaskSearch &) = delete;

  /// Searches and replaces the task by its best kernel (or its reference
  /// lowering, or a kernel database hit).
  LogicalResult run();

private:
  using Clock = std::chrono::steady_clock;
  struct Step;

  // Before the steps.
  LogicalResult prepareReference();
  LogicalResult measureBaseline();
  LogicalResult prepareOracle();
  FailureOr<LaunchPlan> lowerOracle(std::string &why, Location &where);
  void fallBackToAllclose(const llvm::Twine &why, Location where);
  void prepareReferenceCache();
  void buildInitialState();

  // One step.
  bool stepFits(unsigned t);
  void select(Step &s);
  bool chooseCard(Step &s);
  void generate(Step &s);
  LogicalResult compile(Step &s);
  void evaluate(Step &s);
  LogicalResult update(Step &s);
  void record(Step &s);

  // After the steps.
  LogicalResult emit();

  /// The limit of a candidate's worker (WorkerTimeLimit.h).
  double workerTimeLimit() const;

  double secondsSince(Clock::time_point t0) const {
    return std::chrono::duration<double>(Clock::now() - t0).count();
  }

  SearchRun &runCtx;
  const HTAMOptimizePassOptions &options;
  func::FuncOp task;
  std::string name;
  unsigned groupSteps;
  double groupReferenceUs;
  /// The time budget counts from the start: the reference is part of the
  /// task.
  Clock::time_point taskStart;
  OperatorTask analysis;
  std::optional<KernelDbTask> dbTask;

  // The reference and how candidates are evaluated against it.
  OwningOpRef<ModuleOp> ref;
  std::optional<LaunchPlan> plan;
  EvaluatorOptions evOptions;
  std::optional<Evaluator> evaluator;
  /// Candidates identical to the reference or an earlier one are never
  /// proposed.
  llvm::StringSet<> tried;
  double baselineUs = NAN;
  llvm::SmallString<128> oracleCache, referenceCache;
  /// Lowering, verifying and timing the reference (where a task's time
  /// goes).
  double referenceWallS = 0;

  // The search state (SPEC §4) and what it found.
  memory::State state;
  /// Best-of-n samples are independent: each starts from this state.
  memory::State initialState;
  GpuDescription gpu;
  std::optional<memory::Scorer> scorer;
  Best best;
  /// strategy-only in a dry run: the first template candidate that
  /// compiled stands for the winner (step 0: none yet).
  Best firstCompiled;
  std::vector<memory::StepOutcome> outcomes;
  llvm::json::Array stepsJSON;
  std::string table;
  /// Feedback refines the card of a step that improved the best kernel.
  std::string refineCard;
  unsigned budget = 0;
  /// With a time budget, a step starts only if the longest one so far would
  /// still end within it (slow candidates of a slow task would otherwise
  /// run past an outside time limit, and the best kernel found would be
  /// lost).
  double longestStepS = 0;
  /// What the f64 oracle cost the task's evaluations (its runs, not cached).
  double oracleWallS = 0;
  /// The oracle's runs in the last evaluation that ran them, in ms (0
  /// before the first): the next worker's time limit allows for them.
  double lastOracleMs = 0;
  /// The rule that judges the task's candidates: the `accept` option, or
  /// allclose where the task has no f64 oracle (`acceptFallback` says why,
  /// empty otherwise).
  AcceptRule acceptRule = AcceptRule::Allclose;
  std::string acceptFallback;
  Clock::time_point stepStart;
  std::string stoppedEarly;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_TRANSFORMS_TASKSEARCH_H
