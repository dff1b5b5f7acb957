//===- HostJudge.cpp - Judging outputs from host copies -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// HostJudge.h: one definition of the host-side verdict, of the failure a
// judged output gives an Evaluation, and of the sensitivity check, for the
// GPU worker and for the CPU JIT's verification (htam-run --cpu-verify).
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/HostJudge.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::htam;

OutputJudgement mlir::htam::judgeOutputOnHost(
    llvm::ArrayRef<float> candidate, llvm::ArrayRef<float> reference,
    llvm::ArrayRef<float> oracle, const Tolerance &tolerance,
    bool checkDegenerate, llvm::ArrayRef<InputValues> inputs) {
  OutputJudgement j;
  if (checkDegenerate) {
    j.degenerate = findConstantOutput(candidate, oracle);
    if (!j.degenerate.empty())
      return j;
    for (const InputValues &input : inputs) {
      j.degenerate = findCopiedInput(candidate, input.values, oracle);
      if (!j.degenerate.empty()) {
        j.degenerate += llvm::formatv(" (argument {0})", input.argIndex).str();
        return j;
      }
    }
  }
  j.verdict = judgeAccuracy(candidate, reference, oracle, tolerance);
  if (j.verdict.accepted)
    return j;
  int64_t at = j.verdict.nonFiniteMismatch
                   ? j.verdict.candidate.firstNonFiniteMismatch
                   : j.verdict.candidate.worstElement;
  if (at >= 0 && at < static_cast<int64_t>(candidate.size())) {
    j.expected = oracle[at];
    j.actual = candidate[at];
  }
  return j;
}

bool mlir::htam::rejectByJudgement(Evaluation &e, AccuracySummary &summary,
                                   const OutputJudgement &judgement,
                                   int argIndex, bool byAccuracy) {
  if (!judgement.degenerate.empty()) {
    e.kind = FailureKind::Degenerate;
    e.message =
        llvm::formatv("argument {0}: {1}", argIndex, judgement.degenerate);
    return true;
  }
  const AccuracyVerdict &verdict = judgement.verdict;
  summary.add(verdict);
  e.accuracy = summary;
  if (!byAccuracy || verdict.accepted)
    return false;
  e.firstBadIndex = verdict.nonFiniteMismatch
                        ? verdict.candidate.firstNonFiniteMismatch
                        : verdict.candidate.worstElement;
  if (e.firstBadIndex >= 0) {
    e.expectedValue = judgement.expected;
    e.actualValue = judgement.actual;
  }
  e.numBad =
      verdict.nonFiniteMismatch ? verdict.candidate.numNonFiniteMismatches : 0;
  e.kind = verdict.nonFiniteMismatch ? FailureKind::NanMismatch
                                     : FailureKind::Inaccurate;
  e.message = llvm::formatv("argument {0}: {1} (against the f64 oracle)",
                            argIndex, verdict.reason);
  return true;
}

llvm::Expected<std::optional<InsensitiveOutput>>
mlir::htam::findInsensitiveOutput(llvm::ArrayRef<ArgSpec> args,
                                  llvm::ArrayRef<int> argOf,
                                  uint64_t trialSeed,
                                  llvm::ArrayRef<uint64_t> seeds,
                                  OutputSumsFn outputSums) {
  constexpr uint64_t kSensitivitySeed = 0x5E45171717ull;
  auto candBefore = outputSums(/*reference=*/false, nullptr);
  if (!candBefore)
    return candBefore.takeError();
  std::optional<std::vector<uint64_t>> refBefore;
  for (size_t in = 0; in < argOf.size(); ++in) {
    const ArgSpec &input = args[argOf[in]];
    if (input.role != ArgRole::In || input.numElements() == 0 ||
        input.init.kind == ParamInit::Kind::Constant)
      continue;
    std::vector<uint64_t> perturbed(seeds.begin(), seeds.end());
    perturbed[in] = argumentSeed(trialSeed ^ kSensitivitySeed, argOf[in]);
    auto candAfter = outputSums(/*reference=*/false, &perturbed);
    if (!candAfter)
      return candAfter.takeError();
    std::vector<size_t> unchanged;
    for (size_t b = 0; b < argOf.size(); ++b)
      if (args[argOf[b]].isOutput() && (*candAfter)[b] == (*candBefore)[b])
        unchanged.push_back(b);
    if (unchanged.empty())
      continue;
    // The reference's outputs of the trial's own inputs, before it runs on
    // others.
    if (!refBefore) {
      auto sums = outputSums(/*reference=*/true, nullptr);
      if (!sums)
        return sums.takeError();
      refBefore = std::move(*sums);
    }
    auto refAfter = outputSums(/*reference=*/true, &perturbed);
    if (!refAfter)
      return refAfter.takeError();
    for (size_t b : unchanged) {
      if ((*refAfter)[b] == (*refBefore)[b])
        continue;
      InsensitiveOutput found;
      found.outputArg = argOf[b];
      found.inputArg = argOf[in];
      found.seed = perturbed[in];
      found.message =
          llvm::formatv("argument {0} does not change when input argument "
                        "{1} is drawn again (seed {2:x}) while the "
                        "reference's output does",
                        argOf[b], argOf[in], perturbed[in]);
      return found;
    }
  }
  return std::nullopt;
}
