//===- TimeBound.h - The least time a kernel can take -----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Issue 21 item 3: a timed candidate faster than physics allows did not do
// the work in its timed launches (it computed once and then skipped, or the
// timing measured something else), so its time is rejected as
// `impossible_time`. The bound is the larger of the compulsory DRAM reads at
// the device's theoretical bandwidth and, when the caller knows them, the
// compulsory FLOPs at a rate above any the device reaches. Host maths only.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_TIMEBOUND_H
#define HTAM_RUNTIME_TIMEBOUND_H

#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/KernelSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// A time below `kImpossibleTimeFactor` times the bound is impossible: the
/// bound uses theoretical peaks, and the margin keeps a kernel that really
/// reaches them (or an input a correct kernel need not read whole) clear of
/// the check.
constexpr double kImpossibleTimeFactor = 0.5;

/// FLOPs per SM and clock above anything an SM retires (4096: Hopper's
/// dense FP16 tensor-core rate, twice its TF32 rate and 16 times its FP32
/// FMA rate), and a clock above any GPU's boost clock: their product is an
/// upper bound of the device's FLOP rate that needs no clock query.
constexpr double kFlopsPerSmClockBound = 4096;
constexpr double kClockBoundHz = 2.2e9;

/// The least time of one launch of a task, in microseconds.
struct TimeBound {
  /// Bytes every correct kernel must read from DRAM in each timed launch.
  int64_t inputBytes = 0;
  /// The DRAM bandwidth and FLOP rate the bound assumes.
  double bandwidthGBs = 0, flopsPerSecond = 0;
  /// inputBytes at bandwidthGBs; the caller's compulsory FLOPs at
  /// flopsPerSecond (0 when not known).
  double bytesUs = 0, flopsUs = 0;

  double us() const { return bytesUs > flopsUs ? bytesUs : flopsUs; }
};

/// The bound of a task with arguments `args` on `device`. Compulsory reads
/// are the input (and inout) buffers, but not those of a constant ParamInit
/// (a kernel may know their values); with `l2Flushed` false (timing without
/// the L2 flush) the first L2-sized part of them may be served by L2 and is
/// not counted. `flops` are the caller's compulsory FLOPs (<= 0: unknown,
/// no FLOP bound).
TimeBound physicalTimeBound(const std::vector<ArgSpec> &args, double flops,
                            const DeviceInfo &device, bool l2Flushed);

/// Why a median time of `medianUs` is impossible under `bound` (below
/// kImpossibleTimeFactor of it), in one line; empty when it is possible or
/// the bound is unknown (0).
std::string findImpossibleTime(double medianUs, const TimeBound &bound);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_TIMEBOUND_H
