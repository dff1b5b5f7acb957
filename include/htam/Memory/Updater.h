//===- Updater.h - Rule-based memory update (Algorithm 1) -------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rule-based update of the paper's Algorithm 1: after every evolution
// step the chosen direction, card and transition edge record the outcome
// (counters, log-gain statistics, trend, a bounded example), and at the end
// of a trajectory every edge taken receives its discounted downstream return.
// docs/MEMORY.md states each rule.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_MEMORY_UPDATER_H
#define HTAM_MEMORY_UPDATER_H

#include "htam/Memory/Memory.h"
#include "htam/Memory/Scorer.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace htam {
namespace memory {

/// The feedback of one evolution step.
struct StepOutcome {
  /// The chosen direction g_t and card l_t (the card may be empty).
  std::string Global;
  std::string Local;
  /// g_{t-1}; empty at the first step (no edge is updated then).
  std::string PrevGlobal;
  bool Compiled = false;
  bool Correct = false;
  /// Best verified time before this step and the candidate's time (ms).
  double PrevBestMs = 0;
  double NewMs = 0;
  /// Error class of a failed candidate (compile_error, mismatch, crash...).
  std::string ErrorClass;
  /// Free text kept with the example.
  std::string Reason;
  /// Example context.
  std::string OpClass;
  std::string ShapeBucket;
  /// Logical time; 0 lets the updater use the next tick of the memory.
  int64_t When = 0;
};

/// The constants of the update rules.
struct UpdateParams {
  /// Log-gains are clipped to [-GainClip, GainClip].
  double GainClip = 3.0;
  /// EMA rate of the trend.
  double TrendAlpha = 0.3;
  /// Trend signal of a candidate that failed to compile or verify.
  double FailureSignal = -0.5;
  /// A correct step improves when its log-gain exceeds this: 1%, about the
  /// run-to-run noise of a median of 100 timed launches on the H200, so
  /// that a card does not keep the search on itself (stagnation reset,
  /// "improved" evidence, feedback refinement) with noise-level gains.
  double ImproveEps = 0.01;
  /// Discount of the downstream return.
  double Gamma = 0.7;
};

/// The clipped log-gain ln(PrevBestMs / NewMs) of a correct step with both
/// times positive; 0 otherwise.
double stepGain(const StepOutcome &O, const UpdateParams &P = {});

/// Applies one step to the memory. Fails (changing nothing) when the direction
/// or card is unknown or the card is not under the direction. A missing edge
/// PrevGlobal -> Global is created as a learned edge. Does nothing when
/// `A.Frozen`.
llvm::Error applyStep(Memory &M, const StepOutcome &O,
                      const UpdateParams &P = {}, const Ablations &A = {});

/// At the end of a trajectory, adds to every edge taken at step t the return
/// R_t = sum_{k>t} Gamma^(k-t) * max(0, gain_k). Steps without PrevGlobal have
/// no edge. Does nothing when `A.Frozen`. The steps must have been applied.
void applyTrajectoryEnd(Memory &M, llvm::ArrayRef<StepOutcome> Steps,
                        const UpdateParams &P = {}, const Ablations &A = {});

} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_MEMORY_UPDATER_H
