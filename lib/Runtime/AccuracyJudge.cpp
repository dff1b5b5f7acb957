//===- AccuracyJudge.cpp - The worker's accuracy judge --------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// AccuracyJudge (AccuracyJudge.h): the accuracy measures and the degenerate
// checks of one output, reduced on the device (partials per chunk, merged
// here in order) or, as the fallback, on host copies of the outputs.
//
//===----------------------------------------------------------------------===//

#include "AccuracyJudge.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::worker;

llvm::Expected<std::vector<size_t>>
AccuracyJudge::copiedInputCandidates(size_t b, llvm::ArrayRef<uint64_t> sums) {
  std::vector<size_t> inputs;
  int64_t n = args[argOf[b]].numElements();
  std::optional<uint64_t> outputSum;
  for (size_t in = 0; in < argOf.size(); ++in) {
    const ArgSpec &input = args[argOf[in]];
    if (input.role != ArgRole::In || input.numElements() != n)
      continue;
    if (!outputSum) {
      auto sum = protocol.checksum(candidate.pointers()[b], n);
      if (!sum)
        return sum.takeError();
      outputSum = *sum;
    }
    if (*outputSum == sums[in])
      inputs.push_back(in);
  }
  return inputs;
}

llvm::Expected<OutputJudgement> AccuracyJudge::judge(
    size_t b, const Tolerance &tolerance, bool checkDegenerate,
    llvm::ArrayRef<uint64_t> inputSums, std::vector<float> &refHost,
    bool refCached, std::vector<float> &oracleHost, bool oracleCached) {
  if (device)
    return judgeOnDevice(b, tolerance, checkDegenerate, inputSums);
  return judgeOnHost(b, tolerance, checkDegenerate, inputSums, refHost,
                     refCached, oracleHost, oracleCached);
}

llvm::Expected<OutputJudgement>
AccuracyJudge::judgeOnDevice(size_t b, const Tolerance &tolerance,
                             bool checkDegenerate,
                             llvm::ArrayRef<uint64_t> sums) {
  OutputJudgement j;
  uint64_t n = args[argOf[b]].numElements();
  CUdeviceptr cand = candidate.pointers()[b];
  CUdeviceptr oracleOut = oracle.pointers()[b];
  auto parts =
      protocol.accuracy(cand, reference.pointers()[b], oracleOut, n, tolerance);
  if (!parts)
    return parts.takeError();
  AccuracyPartial c = mergeAccuracyPartials(parts->candidate);
  AccuracyPartial r = mergeAccuracyPartials(parts->reference);
  if (checkDegenerate) {
    j.degenerate = findConstantOutputIn(c, n);
    if (!j.degenerate.empty())
      return j;
    auto inputs = copiedInputCandidates(b, sums);
    if (!inputs)
      return inputs.takeError();
    for (size_t in : *inputs) {
      CUdeviceptr input = candidate.pointers()[in];
      auto first = protocol.firstDifference(cand, input, n);
      if (!first)
        return first.takeError();
      if (*first >= 0)
        continue;
      // The input as value and as reference: its finite elements where the
      // oracle's are finite.
      auto copy = protocol.accuracy(input, input, oracleOut, n, tolerance);
      if (!copy)
        return copy.takeError();
      j.degenerate = findCopiedInputIn(mergeAccuracyPartials(copy->candidate));
      if (!j.degenerate.empty()) {
        j.degenerate += llvm::formatv(" (argument {0})", argOf[in]).str();
        return j;
      }
    }
  }
  j.verdict = judgeMeasures(finishAccuracyMeasures(c, n, tolerance),
                            finishAccuracyMeasures(r, n, tolerance), tolerance);
  if (j.verdict.accepted)
    return j;
  int64_t at = j.verdict.nonFiniteMismatch
                   ? j.verdict.candidate.firstNonFiniteMismatch
                   : j.verdict.candidate.worstElement;
  if (at >= 0 && static_cast<uint64_t>(at) < n) {
    CUdeviceptr offset = static_cast<CUdeviceptr>(at) * sizeof(float);
    if (auto err = driver.check(
            driver.cuMemcpyDtoH(&j.expected, oracleOut + offset, 4),
            "cuMemcpyDtoH(worst element)"))
      return std::move(err);
    if (auto err =
            driver.check(driver.cuMemcpyDtoH(&j.actual, cand + offset, 4),
                         "cuMemcpyDtoH(worst element)"))
      return std::move(err);
  }
  return j;
}

llvm::Expected<OutputJudgement> AccuracyJudge::judgeOnHost(
    size_t b, const Tolerance &tolerance, bool checkDegenerate,
    llvm::ArrayRef<uint64_t> sums, std::vector<float> &refHost,
    bool refCached, std::vector<float> &oracleHost, bool oracleCached) {
  // Three copies of the output: a few tenths of a second for 25M elements
  // (docs/RUNTIME.md). Outputs read from a cache are on the host already.
  if (auto err = candidate.download(b, candHost))
    return std::move(err);
  if (!refCached)
    if (auto err = reference.download(b, refHost))
      return std::move(err);
  if (!oracleCached)
    if (auto err = oracle.download(b, oracleHost))
      return std::move(err);
  // The inputs it may be a copy of (same size and checksum), downloaded.
  std::vector<InputValues> inputs;
  if (checkDegenerate) {
    auto copied = copiedInputCandidates(b, sums);
    if (!copied)
      return copied.takeError();
    inputHost.resize(copied->size());
    for (auto [k, in] : llvm::enumerate(*copied)) {
      if (auto err = candidate.download(in, inputHost[k]))
        return std::move(err);
      inputs.push_back({argOf[in], inputHost[k]});
    }
  }
  return judgeOutputOnHost(candHost, refHost, oracleHost, tolerance,
                           checkDegenerate, inputs);
}
