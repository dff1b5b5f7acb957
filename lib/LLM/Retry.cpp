//===- Retry.cpp - Retry decisions and backoff delays ---------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Exponential backoff with jitter, overridden by the server's Retry-After:
// rate-limited endpoints (429) say how long to wait, and waiting less only
// earns another 429.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Retry.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cmath>
#include <ctime>

using namespace mlir::htam::llm;

/// splitmix64: a small, seedable generator (std::rand is global state).
static uint64_t nextRandom(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

double RetryPolicy::delay(unsigned retry, std::optional<double> retryAfter,
                          uint64_t &rngState) const {
  if (retryAfter)
    return std::clamp(*retryAfter, 0.0, maxRetryAfterSeconds);
  double backoff = std::min(
      maxSeconds, baseSeconds * std::ldexp(1.0, int(std::min(retry, 30u))));
  double unit = double(nextRandom(rngState) >> 11) * 0x1.0p-53;
  return backoff * (0.5 + 0.5 * unit);
}

bool mlir::htam::llm::isRetryableStatus(long status) {
  return status == 408 || status == 409 || status == 425 || status == 429 ||
         (status >= 500 && status <= 599);
}

std::optional<double> mlir::htam::llm::parseRetryAfter(llvm::StringRef value,
                                                       int64_t now) {
  value = value.trim();
  if (value.empty())
    return std::nullopt;
  double seconds;
  if (llvm::to_float(value, seconds))
    return seconds >= 0 ? std::optional<double>(seconds) : std::nullopt;
  // An HTTP-date: "Wed, 21 Oct 2015 07:28:00 GMT".
  std::tm tm{};
  std::string text = value.str();
  const char *end = ::strptime(text.c_str(), "%a, %d %b %Y %H:%M:%S", &tm);
  if (!end)
    return std::nullopt;
  int64_t at = int64_t(::timegm(&tm));
  return double(std::max<int64_t>(0, at - now));
}
