//===- Retry.h - When and how long to wait before a retry -------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The retry policy of the LLM client: which failures are retried (429, 5xx,
// 408, network errors, unreadable bodies), a bound on retries per call, and
// the delay: the server's Retry-After when it sends one, else exponential
// backoff with jitter. Pure functions, so the policy is unit tested.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LLM_RETRY_H
#define HTAM_LLM_RETRY_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace htam {
namespace llm {

struct RetryPolicy {
  /// Retries after the first attempt (so at most maxRetries + 1 requests).
  unsigned maxRetries = 4;
  /// Backoff of the first retry, doubled on each further one.
  double baseSeconds = 1.0;
  /// Cap of one backoff delay.
  double maxSeconds = 30.0;
  /// Cap on a server's Retry-After; a longer wait gives up the call.
  double maxRetryAfterSeconds = 120.0;

  /// The delay before retry number `retry` (0-based): `retryAfter` when
  /// the server sent one, else min(maxSeconds, base * 2^retry) scaled by a
  /// jitter factor in [0.5, 1) drawn from `rngState`.
  double delay(unsigned retry, std::optional<double> retryAfter,
               uint64_t &rngState) const;
};

/// True for statuses worth retrying: 408, 409, 425, 429 and 5xx.
bool isRetryableStatus(long status);

/// Seconds from a Retry-After header: delta-seconds or an HTTP-date
/// (relative to `nowEpochSeconds`); std::nullopt when unreadable.
std::optional<double> parseRetryAfter(llvm::StringRef value,
                                      int64_t nowEpochSeconds);

} // namespace llm
} // namespace htam
} // namespace mlir

#endif // HTAM_LLM_RETRY_H
