//===- Evaluation.h - The outcome of evaluating one candidate ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Evaluation is what the runtime tells the rest of htam about a candidate:
// whether it compiled, ran and matched the reference (and if not, which
// failure kind, with the details that locate the failure), its ptxas
// statistics, and the timings of the candidate and of the reference measured
// in the same worker process. It travels from the worker to the caller as
// JSON, so it has both toJSON and fromJSON.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_EVALUATION_H
#define HTAM_RUNTIME_EVALUATION_H

#include "htam/Runtime/Accuracy.h"
#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/Nvrtc.h"
#include "htam/Runtime/Protocol.h"

#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// Why a candidate failed. The first seven are SPEC §5's; OutOfBounds,
/// ReferenceError, CompilerCrash and CompileTimeout are htam's additions (see
/// docs/RUNTIME.md).
enum class FailureKind {
  None,
  /// nvrtc rejected the source (or the entry does not exist).
  CompileError,
  /// nvrtc crashed on the source (its compiler process died).
  CompilerCrash,
  /// nvrtc ran past the compile time limit on the source.
  CompileTimeout,
  /// The driver refused the module or the launch (bad configuration, too many
  /// resources, cubin for another architecture).
  LaunchError,
  /// The worker exceeded its time limit (e.g. an infinite loop) and was
  /// killed.
  Timeout,
  /// The kernel faulted (illegal address, trap) or the worker process died.
  Crash,
  /// Some output element is outside the tolerance.
  Mismatch,
  /// NaN or Inf where the reference has none, or the other way round.
  NanMismatch,
  /// An input buffer changed.
  InputMutated,
  /// The kernel wrote into the guard zone after the end of a buffer.
  OutOfBounds,
  /// The reference itself failed; the candidate was not judged.
  ReferenceError,
  /// Accepted by neither allclose nor the accuracy rule: its errors against
  /// the f64 oracle exceed the documented factor of the FP32 reference's
  /// (docs/RUNTIME.md, "Acceptance by measured accuracy").
  Inaccurate,
  /// The output is constant (all zeros included) or a copy of an input
  /// where the oracle's is not, or does not change when an input changes
  /// while the reference's output does (issue 21 item 3).
  Degenerate,
  /// The candidate's median time is below the physical bound of the task
  /// (TimeBound.h): the timed launches did not do the work.
  ImpossibleTime,
};

/// "none", "compile_error", "compiler_crash", "compile_timeout",
/// "launch_error", "timeout", "crash", "mismatch", "nan_mismatch",
/// "input_mutated", "out_of_bounds", "reference_error", "inaccurate",
/// "degenerate", "impossible_time".
llvm::StringRef toString(FailureKind kind);
/// The inverse of toString.
std::optional<FailureKind> parseFailureKind(llvm::StringRef name);

/// The kind of a compilation that did not succeed: compile_error, or
/// compiler_crash / compile_timeout when nvrtc crashed or hung on it.
FailureKind compileFailureKind(const CompileResult &result);

/// Timings of one kernel, in microseconds.
struct TimingResult {
  /// Over all timed launches of all repeats.
  Stats stats;
  /// One entry per repeat of the timing block (stability).
  std::vector<Stats> repeats;
  /// Bytes of all buffer arguments (inputs read once, outputs written once)
  /// divided by the median time, in GB/s.
  double effectiveBandwidthGBs = 0;
  /// Bytes written to flush L2 before each launch (0: no flush).
  int64_t l2FlushBytes = 0;
  /// Timed only TimingPlan::cutTrials times (slower than its cutAboveUs).
  bool cutShort = false;
  /// The distribution of the inputs timed ("uniform" unless every trial
  /// used another; "files" for inputs read from files).
  std::string inputs;
};

/// The outcome of evaluating one candidate.
struct Evaluation {
  /// The candidate's label (usually its file name).
  std::string label;
  FailureKind kind = FailureKind::None;
  /// Human-readable detail: the CUDA error, the compile log, the signal.
  std::string message;
  /// False when no reference was given: only launch, input and bounds checks
  /// ran.
  bool verified = false;
  unsigned trialsRun = 0, trialsPassed = 0;

  // Where a verification failure happened (-1 / empty when not applicable).
  int trial = -1;
  uint64_t seed = 0;
  std::string distribution;
  int argIndex = -1;
  int64_t firstBadIndex = -1;
  uint64_t numBad = 0;
  double expectedValue = 0, actualValue = 0;
  double maxAbsError = 0, maxRelError = 0;
  /// The errors against the f64 oracle and their ratios to the FP32
  /// reference's, the worst over all outputs and trials (set when an oracle
  /// ran).
  std::optional<AccuracySummary> accuracy;

  /// The candidate's compiler statistics, one per distinct entry.
  std::vector<PtxasKernelStats> ptxas;
  /// The algorithm each vendor-library step of the candidate runs, in launch
  /// order (e.g. "cudnn.conv_fwd algo 1 (rank 0 of 5), workspace 0 bytes").
  std::vector<std::string> libraryAlgorithms;
  std::optional<TimingResult> timing;
  std::optional<TimingResult> referenceTiming;
  /// Reference median / candidate median (0 when not timed).
  double speedup = 0;
  /// The least time the task can take on the device (TimeBound.h), in
  /// microseconds; 0 when not timed or unknown.
  double timeBoundUs = 0;
  std::optional<DeviceInfo> device;
  /// Wall time of the whole evaluation, including the worker start.
  double wallMs = 0;
  /// Inside the worker: the CUDA context, modules, buffers and protocol
  /// kernels (setup), the verification trials, and the timing (its inputs
  /// regenerated included); 0 for a phase that did not run. wallMs minus
  /// their sum is the worker's start, exit and the transfer of the result.
  double setupMs = 0, verifyMs = 0, timingMs = 0;
  /// Of verifyMs: the f64 oracle's runs (inputs, launch, synchronization),
  /// 0 when its outputs came from the cache; what the oracle costs a task.
  double oracleMs = 0;

  bool passed() const { return kind == FailureKind::None; }
};

/// JSON forms (snake_case keys; non-finite numbers as "nan", "inf", "-inf").
llvm::json::Value toJSON(const Stats &stats);
llvm::json::Value toJSON(const TimingResult &timing);
llvm::json::Value toJSON(const DeviceInfo &device);
llvm::json::Value toJSON(const AccuracySummary &accuracy);
llvm::json::Value toJSON(const Evaluation &evaluation);

/// Readers of the JSON forms above, for results coming back from a worker.
bool fromJSON(const llvm::json::Value &value, Stats &stats,
              llvm::json::Path path);
bool fromJSON(const llvm::json::Value &value, TimingResult &timing,
              llvm::json::Path path);
bool fromJSON(const llvm::json::Value &value, DeviceInfo &device,
              llvm::json::Path path);
bool fromJSON(const llvm::json::Value &value, PtxasKernelStats &stats,
              llvm::json::Path path);
bool fromJSON(const llvm::json::Value &value, AccuracySummary &accuracy,
              llvm::json::Path path);
bool fromJSON(const llvm::json::Value &value, Evaluation &evaluation,
              llvm::json::Path path);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_EVALUATION_H
