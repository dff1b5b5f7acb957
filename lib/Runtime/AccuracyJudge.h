//===- AccuracyJudge.h - The worker's accuracy judge ------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The worker side of acceptance by measured accuracy (private to
// lib/Runtime): one output of one trial of the candidate, judged against the
// f64 oracle with the FP32 reference setting the bar (Accuracy.h), and the
// degenerate checks. On the device, the htam_accuracy kernel reduces the
// three buffers to partials per chunk, which are merged here in order; only
// the partials come back. On the host (the fallback: protocol kernels
// without htam_accuracy, or EvaluatorOptions::accuracyOnHost) the outputs
// are copied back and judged there by judgeOutputOnHost (HostJudge.h), as
// htam-run --cpu-verify judges the CPU JIT's outputs.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_RUNTIME_ACCURACYJUDGE_H
#define HTAM_LIB_RUNTIME_ACCURACYJUDGE_H

#include "WorkerBuffers.h"

#include "htam/Runtime/Accuracy.h"
#include "htam/Runtime/HostJudge.h"

#include <string>
#include <vector>

namespace mlir::htam::worker {

/// Judges the outputs of one worker's candidate.
class AccuracyJudge {
public:
  AccuracyJudge(CudaDriver &driver, DeviceProtocol &protocol,
                const std::vector<ArgSpec> &args, llvm::ArrayRef<int> argOf,
                BufferSet &candidate, BufferSet &reference, BufferSet &oracle,
                bool onHost)
      : driver(driver), protocol(protocol), args(args), argOf(argOf),
        candidate(candidate), reference(reference), oracle(oracle),
        device(!onHost && protocol.hasAccuracy()) {}

  /// Whether the measures are reduced on the device (then the oracle's and
  /// the reference's outputs must be in their device buffers: cached ones
  /// are uploaded).
  bool onDevice() const { return device; }

  /// Judges output buffer `b`. `inputSums` are the trial's input
  /// checksums (a copy of an input has its checksum); with
  /// `checkDegenerate` the constant and copy checks run first. On the host
  /// path `refHost` and `oracleHost` are the outputs' host copies, read
  /// from a cache when `refCached` / `oracleCached`, else copied back here.
  llvm::Expected<OutputJudgement>
  judge(size_t b, const Tolerance &tolerance, bool checkDegenerate,
        llvm::ArrayRef<uint64_t> inputSums, std::vector<float> &refHost,
        bool refCached, std::vector<float> &oracleHost, bool oracleCached);

private:
  llvm::Expected<OutputJudgement> judgeOnDevice(size_t b,
                                                const Tolerance &tolerance,
                                                bool checkDegenerate,
                                                llvm::ArrayRef<uint64_t> sums);
  llvm::Expected<OutputJudgement>
  judgeOnHost(size_t b, const Tolerance &tolerance, bool checkDegenerate,
              llvm::ArrayRef<uint64_t> sums, std::vector<float> &refHost,
              bool refCached, std::vector<float> &oracleHost,
              bool oracleCached);
  /// The input buffers the output `b` may be a copy of: same size, and its
  /// checksum.
  llvm::Expected<std::vector<size_t>>
  copiedInputCandidates(size_t b, llvm::ArrayRef<uint64_t> sums);

  CudaDriver &driver;
  DeviceProtocol &protocol;
  const std::vector<ArgSpec> &args;
  llvm::ArrayRef<int> argOf;
  BufferSet &candidate, &reference, &oracle;
  bool device;
  /// The host path's copies of the candidate's output and of the inputs
  /// it may be a copy of.
  std::vector<float> candHost;
  std::vector<std::vector<float>> inputHost;
};

} // namespace mlir::htam::worker

#endif // HTAM_LIB_RUNTIME_ACCURACYJUDGE_H
