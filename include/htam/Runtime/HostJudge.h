//===- HostJudge.h - Judging outputs from host copies -----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The parts of acceptance by measured accuracy (issue 21) that do not depend
// on where the kernels ran, written once for the GPU worker
// (lib/Runtime/Executor.cpp, AccuracyJudge.cpp's host path) and for htam-run
// --cpu-verify, which runs the candidate, the FP32 reference and the f64
// oracle with the MLIR CPU JIT: the verdict on one output from host copies,
// how a judged output fails an Evaluation (kind, message, element), and the
// sensitivity check over any way of running the two kernels.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_HOSTJUDGE_H
#define HTAM_RUNTIME_HOSTJUDGE_H

#include "htam/Runtime/Accuracy.h"
#include "htam/Runtime/Evaluation.h"
#include "htam/Runtime/KernelSpec.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// What the judge found for one output.
struct OutputJudgement {
  AccuracyVerdict verdict;
  /// Non-empty: the output is degenerate, and why (the verdict is then not
  /// computed).
  std::string degenerate;
  /// The oracle's and the candidate's values at the element the verdict
  /// names (firstNonFiniteMismatch or worstElement), when it rejects.
  float expected = 0, actual = 0;
};

/// An input the output may be a copy of: its argument index and values.
struct InputValues {
  int argIndex = -1;
  llvm::ArrayRef<float> values;
};

/// Judges one output from host copies of the candidate's, the FP32
/// reference's and the oracle's (f32-rounded) values. With
/// `checkDegenerate` the constant check and the copy check against each of
/// `inputs` run first (findConstantOutput, findCopiedInput); then the
/// accuracy verdict (judgeAccuracy).
OutputJudgement judgeOutputOnHost(llvm::ArrayRef<float> candidate,
                                  llvm::ArrayRef<float> reference,
                                  llvm::ArrayRef<float> oracle,
                                  const Tolerance &tolerance,
                                  bool checkDegenerate,
                                  llvm::ArrayRef<InputValues> inputs);

/// Records the judgement of output argument `argIndex` in `e`. A
/// non-degenerate verdict is added to `summary` (copied to e.accuracy).
/// Returns true when the output fails the candidate: degenerate, or, with
/// `byAccuracy`, a rejected verdict (nan_mismatch or inaccurate, with the
/// element it names); e.kind and e.message are then set, the caller adds
/// the trial's location.
bool rejectByJudgement(Evaluation &e, AccuracySummary &summary,
                       const OutputJudgement &judgement, int argIndex,
                       bool byAccuracy);

/// An output that does not change when an input is drawn again.
struct InsensitiveOutput {
  /// The output's and the input's argument indices, the input's new seed.
  int outputArg = -1, inputArg = -1;
  uint64_t seed = 0;
  /// "argument N does not change when input argument M is drawn again ...".
  std::string message;
};

/// The checksums (Protocol.h's checksum) of the output buffers, by buffer
/// (0 for the others), of the candidate's (`reference` false) or the
/// reference's buffers: as they are when `seeds` is null, else after a run
/// on fresh buffers whose inputs are drawn from `*seeds` (by buffer) with
/// the trial's distribution.
using OutputSumsFn = llvm::function_ref<llvm::Expected<std::vector<uint64_t>>(
    bool reference, const std::vector<uint64_t> *seeds)>;

/// The sensitivity check (issue 21 item 3), on a trial of seed `trialSeed`
/// whose inputs came from `seeds` (by buffer; `argOf` maps buffers to
/// arguments): each input (not a constant parameter) is drawn again from
/// another seed, alone; an output of the candidate that stays the same bit
/// for bit while the reference's changes ignores that input. The reference
/// runs again only for an output of the candidate that did not change.
/// Errors are `outputSums`'s.
llvm::Expected<std::optional<InsensitiveOutput>>
findInsensitiveOutput(llvm::ArrayRef<ArgSpec> args, llvm::ArrayRef<int> argOf,
                      uint64_t trialSeed, llvm::ArrayRef<uint64_t> seeds,
                      OutputSumsFn outputSums);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_HOSTJUDGE_H
