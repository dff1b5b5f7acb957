//===- WorkerTimeLimit.cpp - The time limit of a candidate's worker -------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The limit of WorkerTimeLimit.h: the candidate's share, the FP32
// reference's runs and the f64 oracle's runs.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/WorkerTimeLimit.h"

#include <cmath>

double
mlir::htam::workerTimeLimitSeconds(const WorkerTimeLimitInputs &in) {
  double limit = in.baseSeconds;
  bool knownReference = std::isfinite(in.referenceUs) && in.referenceUs > 0;
  double referenceRunsS =
      knownReference ? in.trials * in.referenceUs * 1e-6 : 0;
  limit += 1.5 * referenceRunsS;
  if (!in.oracle)
    return limit;
  if (std::isfinite(in.lastOracleMs) && in.lastOracleMs > 0)
    limit += 1.5 * in.lastOracleMs * 1e-3;
  else
    limit += 4.0 * referenceRunsS;
  return limit;
}
