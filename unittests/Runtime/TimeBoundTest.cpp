//===- TimeBoundTest.cpp - Tests of the physical time bound ---------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The bound of impossible_time (issue 21): compulsory input bytes at the
// peak DRAM bandwidth, FLOPs at a rate above the device's, the margin, and
// what does not count (outputs, constant-initialized parameters, what L2
// may hold without the flush).
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/TimeBound.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::htam;

namespace {

/// The H200 as queryDevice reports it.
DeviceInfo h200() {
  DeviceInfo d;
  d.smCount = 132;
  d.peakBandwidthGBs = 4800;
  d.l2Bytes = 50 << 20;
  return d;
}

std::vector<ArgSpec> args(llvm::StringRef text) {
  auto parsed = parseArgSpecs(text);
  EXPECT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  return parsed ? *parsed : std::vector<ArgSpec>{};
}

TEST(TimeBoundTest, InputBytesAtPeakBandwidth) {
  // softmax 64x393216: 100,663,296 input bytes at 4800 GB/s = 20.97 us;
  // the output does not count (writes may stay in L2 past the event).
  TimeBound b = physicalTimeBound(
      args("in:f32[64x393216],out:f32[64x393216],i32:64,i32:393216"), 0,
      h200(), /*l2Flushed=*/true);
  EXPECT_EQ(b.inputBytes, 100663296);
  EXPECT_NEAR(b.bytesUs, 20.97152, 1e-4);
  EXPECT_EQ(b.flopsUs, 0);
  EXPECT_NEAR(b.us(), 20.97152, 1e-4);
  // inout buffers are read too.
  EXPECT_EQ(physicalTimeBound(args("inout:f32[1024],in:f32[1024]"), 0, h200(),
                              true)
                .inputBytes,
            8192);
}

TEST(TimeBoundTest, ConstantParametersAndL2DoNotCount) {
  // A norm weight of const(1): a kernel may fold it.
  TimeBound b = physicalTimeBound(
      args("in:f32[1048576],in:f32[1048576]~const(1),out:f32[1048576]"), 0,
      h200(), true);
  EXPECT_EQ(b.inputBytes, 4194304);
  // Without the flush, the first L2-sized part may come from L2.
  TimeBound small = physicalTimeBound(args("in:f32[1048576],out:f32[1048576]"),
                                      0, h200(), /*l2Flushed=*/false);
  EXPECT_EQ(small.bytesUs, 0);
  TimeBound large = physicalTimeBound(args("in:f32[26214400],out:f32[1]"), 0,
                                      h200(), false);
  EXPECT_NEAR(large.bytesUs, double(100 << 20) / 4800e9 * 1e6 -
                                 double(50 << 20) / 4800e9 * 1e6,
              1e-6);
}

TEST(TimeBoundTest, FlopsAtABoundOfThePeakRate) {
  // 4096^3 GEMM: 2 * 4096^3 FLOPs at 132 * 4096 * 2.2e9 FLOP/s.
  double flops = 2.0 * 4096.0 * 4096.0 * 4096.0;
  TimeBound b = physicalTimeBound(
      args("in:f32[4096x4096],in:f32[4096x4096],out:f32[4096x4096]"), flops,
      h200(), true);
  EXPECT_NEAR(b.flopsPerSecond, 132 * 4096 * 2.2e9, 1);
  EXPECT_NEAR(b.flopsUs, flops / (132 * 4096 * 2.2e9) * 1e6, 1e-6);
  EXPECT_GT(b.flopsUs, b.bytesUs);
  EXPECT_EQ(b.us(), b.flopsUs);
  EXPECT_NE(findImpossibleTime(50, b).find("the task's FLOPs"),
            std::string::npos);
}

TEST(TimeBoundTest, ImpossibleBelowHalfTheBound) {
  TimeBound b = physicalTimeBound(
      args("in:f32[64x393216],out:f32[64x393216]"), 0, h200(), true);
  // A kernel that skips its work after the first launch: a few us.
  std::string why = findImpossibleTime(2.5, b);
  EXPECT_NE(why.find("median time 2.500 us is below 0.5 of the physical "
                     "bound 20.972 us (100663296 input bytes at the peak "
                     "DRAM bandwidth 4800 GB/s)"),
            std::string::npos)
      << why;
  // At the peak itself, or a little below it (the margin): possible.
  EXPECT_EQ(findImpossibleTime(21.0, b), "");
  EXPECT_EQ(findImpossibleTime(11.0, b), "");
  EXPECT_NE(findImpossibleTime(10.0, b), "");
  // Unknown bandwidth and no FLOPs: no bound, nothing is impossible.
  DeviceInfo unknown;
  EXPECT_EQ(findImpossibleTime(
                0.001, physicalTimeBound(args("in:f32[1024],out:f32[1024]"),
                                         0, unknown, true)),
            "");
  // A NaN time is not judged.
  EXPECT_EQ(findImpossibleTime(NAN, b), "");
}

} // namespace
