//===- TimeBound.cpp - The least time a kernel can take -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/TimeBound.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::htam;

TimeBound mlir::htam::physicalTimeBound(const std::vector<ArgSpec> &args,
                                        double flops, const DeviceInfo &device,
                                        bool l2Flushed) {
  TimeBound bound;
  for (const ArgSpec &arg : args)
    if (arg.isInput() && arg.init.kind != ParamInit::Kind::Constant)
      bound.inputBytes += arg.numBytes();
  int64_t fromDram = bound.inputBytes;
  if (!l2Flushed)
    fromDram = std::max<int64_t>(0, fromDram - std::max<int64_t>(0, device.l2Bytes));
  bound.bandwidthGBs = device.peakBandwidthGBs;
  if (bound.bandwidthGBs > 0)
    bound.bytesUs = double(fromDram) / (bound.bandwidthGBs * 1e9) * 1e6;
  bound.flopsPerSecond =
      double(std::max(0, device.smCount)) * kFlopsPerSmClockBound *
      kClockBoundHz;
  if (flops > 0 && bound.flopsPerSecond > 0)
    bound.flopsUs = flops / bound.flopsPerSecond * 1e6;
  return bound;
}

std::string mlir::htam::findImpossibleTime(double medianUs,
                                           const TimeBound &bound) {
  double limit = kImpossibleTimeFactor * bound.us();
  if (!(limit > 0) || !(medianUs >= 0) || medianUs >= limit)
    return "";
  std::string why =
      bound.bytesUs >= bound.flopsUs
          ? llvm::formatv("{0} input bytes at the peak DRAM bandwidth {1:F0} "
                          "GB/s",
                          bound.inputBytes, bound.bandwidthGBs)
                .str()
          : llvm::formatv("the task's FLOPs at {0:e2} FLOP/s, above the "
                          "device's peak",
                          bound.flopsPerSecond)
                .str();
  return llvm::formatv("median time {0:F3} us is below {1:F1} of the physical "
                       "bound {2:F3} us ({3}): the timed launches cannot have "
                       "done the work",
                       medianUs, kImpossibleTimeFactor, bound.us(), why)
      .str();
}
