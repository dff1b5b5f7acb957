//===- WorkerTimeLimit.h - The time limit of a candidate's worker -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// How long htam-optimize lets the worker that verifies and times one
// candidate (or a kernel database hit) run. Besides the candidate the worker
// runs the FP32 reference once per trial and, where the task has an f64
// oracle (accept=measure|accuracy), the oracle once per trial: both are
// slow naive lowerings, and a limit that left the oracle out killed a
// correct candidate of a large task at 41 s on the H200.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_WORKERTIMELIMIT_H
#define HTAM_TRANSFORMS_WORKERTIMELIMIT_H

namespace mlir {
namespace htam {

/// What the limit of one candidate's worker is made of.
struct WorkerTimeLimitInputs {
  /// The `timeout` option: the candidate's own share, in seconds.
  double baseSeconds = 0;
  /// Trials per evaluation (the reference and the oracle run once each).
  unsigned trials = 0;
  /// The reference's time per run (the task's baseline); NaN when unknown.
  double referenceUs = 0;
  /// Whether the worker also runs the task's f64 oracle.
  bool oracle = false;
  /// What the oracle's runs took in the last evaluation that ran them (all
  /// trials, `Evaluation::oracleMs`); 0 before the oracle has run once.
  double lastOracleMs = 0;
};

/// The limit in seconds: the base, plus 1.5 x the reference's runs, plus
/// for the oracle 1.5 x its last measured time or, before it has run once,
/// 4 x the reference's time per trial (f64 at least halves the naive
/// lowering's throughput; 4 leaves room for the cast-up inputs).
double workerTimeLimitSeconds(const WorkerTimeLimitInputs &in);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_WORKERTIMELIMIT_H
