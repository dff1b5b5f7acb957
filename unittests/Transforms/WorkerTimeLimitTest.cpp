//===- WorkerTimeLimitTest.cpp - The time limit of a candidate's worker ---===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/WorkerTimeLimit.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::htam;

namespace {

WorkerTimeLimitInputs inputs(double referenceUs, bool oracle,
                             double lastOracleMs) {
  WorkerTimeLimitInputs in;
  in.baseSeconds = 60;
  in.trials = 5;
  in.referenceUs = referenceUs;
  in.oracle = oracle;
  in.lastOracleMs = lastOracleMs;
  return in;
}

// Without an oracle: the base and 1.5 x the reference's five runs.
TEST(WorkerTimeLimitTest, ReferenceRunsWithoutOracle) {
  // 5 runs of 2 s: 10 s, x 1.5.
  EXPECT_DOUBLE_EQ(workerTimeLimitSeconds(inputs(2e6, false, 0)), 75.0);
  // A measured oracle time does not count when no oracle runs.
  EXPECT_DOUBLE_EQ(workerTimeLimitSeconds(inputs(2e6, false, 9000)), 75.0);
}

// Before the oracle has run: 4 x the reference's time per trial.
TEST(WorkerTimeLimitTest, OracleEstimatedFromTheReference) {
  // 60 + 1.5 x 10 + 4 x 10.
  EXPECT_DOUBLE_EQ(workerTimeLimitSeconds(inputs(2e6, true, 0)), 115.0);
}

// After it has run: 1.5 x its last measured time, not the estimate.
TEST(WorkerTimeLimitTest, OracleFromItsLastMeasurement) {
  // 60 + 15 + 1.5 x 30 s.
  EXPECT_DOUBLE_EQ(workerTimeLimitSeconds(inputs(2e6, true, 30000)), 120.0);
  // A cheap oracle lowers the limit below the estimate's.
  EXPECT_DOUBLE_EQ(workerTimeLimitSeconds(inputs(2e6, true, 2000)), 78.0);
}

// The H200 failure: a small base left no room for the oracle's runs. Now
// the limit exceeds the reference's and the oracle's runs together.
TEST(WorkerTimeLimitTest, CoversReferenceAndOracle) {
  WorkerTimeLimitInputs in = inputs(4e6, true, 20000);
  in.baseSeconds = 10;
  double limit = workerTimeLimitSeconds(in);
  EXPECT_GT(limit, 20.0 + 20.0);
  EXPECT_DOUBLE_EQ(limit, 10 + 30 + 30);
}

// An unknown reference time (no baseline) adds nothing and no NaN.
TEST(WorkerTimeLimitTest, UnknownReference) {
  EXPECT_DOUBLE_EQ(workerTimeLimitSeconds(inputs(NAN, true, 0)), 60.0);
  EXPECT_DOUBLE_EQ(workerTimeLimitSeconds(inputs(NAN, true, 3000)), 64.5);
}

} // namespace
