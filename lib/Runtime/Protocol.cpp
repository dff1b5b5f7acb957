//===- Protocol.cpp - Verification and timing protocol maths --------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Seeds (SplitMix64), the host side of input generation, checksums and
// allclose with NaN/Inf parity (their per-element definitions are
// ProtocolShared.inc, which the worker's kernels share), and statistics.
// Generation, checksums and comparisons run over chunks in parallel.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Protocol.h"

#include "llvm/Support/Parallel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <vector>

using namespace mlir;
using namespace mlir::htam;

llvm::StringRef mlir::htam::toString(Distribution d) {
  switch (d) {
  case Distribution::Uniform:
    return "uniform";
  case Distribution::Normal:
    return "normal";
  case Distribution::Edge:
    return "edge";
  }
  return "uniform";
}

std::optional<Distribution> mlir::htam::parseDistribution(llvm::StringRef s) {
  if (s == "uniform")
    return Distribution::Uniform;
  if (s == "normal")
    return Distribution::Normal;
  if (s == "edge")
    return Distribution::Edge;
  return std::nullopt;
}

/// SplitMix64: seeds and derived seeds.
static uint64_t splitmix64(uint64_t &state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::vector<TrialPlan>
mlir::htam::planTrials(unsigned numTrials, uint64_t baseSeed,
                       llvm::ArrayRef<Distribution> distributions) {
  std::vector<TrialPlan> plan;
  uint64_t state = baseSeed;
  for (unsigned i = 0; i < numTrials; ++i) {
    TrialPlan trial;
    // SplitMix64 is a bijection of its counter: the seeds are distinct.
    trial.seed = splitmix64(state);
    if (!distributions.empty())
      trial.distribution = distributions[i % distributions.size()];
    else if (numTrials >= 3 && i == numTrials - 2)
      trial.distribution = Distribution::Normal;
    else if (numTrials >= 3 && i == numTrials - 1)
      trial.distribution = Distribution::Edge;
    plan.push_back(trial);
  }
  return plan;
}

Tolerance mlir::htam::trialTolerance(const Tolerance &t, Distribution d) {
  if (d != Distribution::Edge)
    return t;
  return Tolerance{t.atol * kEdgeToleranceScale, t.rtol * kEdgeToleranceScale};
}

uint64_t mlir::htam::argumentSeed(uint64_t trialSeed, unsigned argIndex) {
  uint64_t state = trialSeed ^ (0xD1B54A32D192ED03ULL * (argIndex + 1));
  return splitmix64(state);
}

/// The shared definitions (ProtocolShared.inc), compiled as host C++ here and
/// by nvrtc in the worker (DeviceProtocol.cpp).
namespace {
#include "HostSharedPrelude.inc"
#include "ProtocolShared.inc"
#undef HTAM_FN
} // namespace

/// Host loops over inputs and outputs run in chunks of this many elements,
/// in parallel. Every element is a function of its index alone (the
/// generator is counter-based, the checksum a sum of per-element terms), so
/// the results do not depend on the number of threads.
static constexpr size_t kChunkElements = size_t(1) << 20;

static size_t numChunks(size_t n) {
  return (n + kChunkElements - 1) / kChunkElements;
}

/// Runs fn(chunk, begin, end) for every chunk of [0, n), in parallel.
template <typename Fn> static void forEachChunk(size_t n, Fn fn) {
  size_t chunks = numChunks(n);
  auto run = [&](size_t c) {
    size_t begin = c * kChunkElements;
    fn(c, begin, std::min(n, begin + kChunkElements));
  };
  if (chunks <= 1) {
    for (size_t c = 0; c < chunks; ++c)
      run(c);
    return;
  }
  llvm::parallelFor(0, chunks, run);
}

int mlir::htam::distributionCode(Distribution d) {
  switch (d) {
  case Distribution::Uniform:
    return 0;
  case Distribution::Normal:
    return 1;
  case Distribution::Edge:
    return 2;
  }
  return 0;
}

/// %.9g: a float prints exactly enough digits to read back the same bits.
static std::string shortest(float v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", double(v));
  return text;
}

std::string ParamInit::str() const {
  switch (kind) {
  case Kind::None:
    return "";
  case Kind::Uniform:
    return "uniform(" + shortest(lo) + ".." + shortest(hi) + ")";
  case Kind::Normal:
    return "normal";
  case Kind::Constant:
    return "const(" + shortest(lo) + ")";
  }
  return "";
}

llvm::Expected<ParamInit> mlir::htam::parseParamInit(llvm::StringRef text) {
  auto fail = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "init '" + text + "': " + why);
  };
  auto number = [](llvm::StringRef s, float &out) {
    double d;
    if (s.trim().getAsDouble(d) || !std::isfinite(d))
      return false;
    out = static_cast<float>(d);
    return true;
  };
  ParamInit init;
  llvm::StringRef t = text.trim();
  if (t == "normal") {
    init.kind = ParamInit::Kind::Normal;
    return init;
  }
  if (t.consume_front("const(") && t.consume_back(")")) {
    init.kind = ParamInit::Kind::Constant;
    if (!number(t, init.lo))
      return fail("expected a finite number in const(C)");
    return init;
  }
  if (t.consume_front("uniform(") && t.consume_back(")")) {
    auto [lo, hi] = t.split("..");
    init.kind = ParamInit::Kind::Uniform;
    if (!number(lo, init.lo) || !number(hi, init.hi) || !(init.lo < init.hi))
      return fail("expected uniform(LO..HI) with finite LO < HI");
    return init;
  }
  return fail("expected uniform(LO..HI), normal or const(C)");
}

GeneratorCode mlir::htam::generatorCode(Distribution d, const ParamInit &init) {
  switch (init.kind) {
  case ParamInit::Kind::None:
    break;
  case ParamInit::Kind::Uniform:
    return {3, init.lo, init.hi - init.lo};
  case ParamInit::Kind::Normal:
    return {1, 0, 0};
  case ParamInit::Kind::Constant:
    return {4, init.lo, 0};
  }
  return {distributionCode(d), 0, 0};
}

float mlir::htam::inputValue(Distribution d, uint64_t seed, uint64_t index,
                             const ParamInit &init) {
  GeneratorCode g = generatorCode(d, init);
  return htam_input_value(htam_stream_key(seed), g.code, index, g.lo, g.width);
}

void mlir::htam::generateInput(llvm::MutableArrayRef<float> data,
                               Distribution d, uint64_t seed,
                               const ParamInit &init) {
  unsigned long long key = htam_stream_key(seed);
  GeneratorCode g = generatorCode(d, init);
  forEachChunk(data.size(), [&](size_t, size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      data[i] = htam_input_value(key, g.code, i, g.lo, g.width);
  });
}

uint64_t mlir::htam::checksumBytes(llvm::ArrayRef<uint8_t> bytes) {
  uint64_t hash = 0xCBF29CE484222325ULL;
  for (uint8_t b : bytes) {
    hash ^= b;
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

uint64_t mlir::htam::checksum(llvm::ArrayRef<float> data) {
  std::vector<uint64_t> partial(numChunks(data.size()));
  forEachChunk(data.size(), [&](size_t c, size_t begin, size_t end) {
    uint64_t sum = 0;
    for (size_t i = begin; i < end; ++i)
      sum += htam_checksum_term(i, htam_float_to_bits(data[i]));
    partial[c] = sum;
  });
  uint64_t sum = 0;
  for (uint64_t p : partial)
    sum += p;
  return sum;
}

namespace {
/// The comparison of one chunk.
struct ChunkCompare {
  uint64_t numBad = 0;
  int64_t firstParity = -1, firstTolerance = -1;
  double maxAbsError = 0, maxRelError = 0;
};
} // namespace

static ChunkCompare compareChunk(llvm::ArrayRef<float> expected,
                                 llvm::ArrayRef<float> actual, size_t begin,
                                 size_t end, const Tolerance &tolerance) {
  ChunkCompare r;
  for (size_t i = begin; i < end; ++i) {
    double absErr = 0, relErr = 0;
    int kind = htam_compare_element(expected[i], actual[i], tolerance.atol,
                                    tolerance.rtol, &absErr, &relErr);
    r.maxAbsError = std::max(r.maxAbsError, absErr);
    r.maxRelError = std::max(r.maxRelError, relErr);
    bool bad = kind != 0;
    if (kind == 2 && r.firstParity < 0)
      r.firstParity = static_cast<int64_t>(i);
    if (kind == 1 && r.firstTolerance < 0)
      r.firstTolerance = static_cast<int64_t>(i);
    if (bad)
      ++r.numBad;
  }
  return r;
}

CompareResult mlir::htam::compareOutputs(llvm::ArrayRef<float> expected,
                                         llvm::ArrayRef<float> actual,
                                         const Tolerance &tolerance) {
  CompareResult result;
  result.numElements = expected.size();
  if (expected.size() != actual.size()) {
    result.status = CompareResult::Status::ShapeMismatch;
    result.numBad = std::max(expected.size(), actual.size());
    return result;
  }
  std::vector<ChunkCompare> partial(numChunks(expected.size()));
  forEachChunk(expected.size(), [&](size_t c, size_t begin, size_t end) {
    partial[c] = compareChunk(expected, actual, begin, end, tolerance);
  });
  int64_t firstParity = -1, firstTolerance = -1;
  for (const ChunkCompare &r : partial) {
    result.numBad += r.numBad;
    result.maxAbsError = std::max(result.maxAbsError, r.maxAbsError);
    result.maxRelError = std::max(result.maxRelError, r.maxRelError);
    if (firstParity < 0)
      firstParity = r.firstParity;
    if (firstTolerance < 0)
      firstTolerance = r.firstTolerance;
  }
  if (firstParity >= 0) {
    result.status = CompareResult::Status::NanMismatch;
    result.firstBadIndex = firstParity;
  } else if (firstTolerance >= 0) {
    result.status = CompareResult::Status::Mismatch;
    result.firstBadIndex = firstTolerance;
  }
  if (result.firstBadIndex >= 0) {
    result.expectedAtFirstBad = expected[result.firstBadIndex];
    result.actualAtFirstBad = actual[result.firstBadIndex];
  }
  return result;
}

unsigned mlir::htam::adaptedTrials(const TimingPlan &plan,
                                   double trialSeconds) {
  if (trialSeconds <= 0 || trialSeconds * plan.trials <= plan.maxSeconds)
    return plan.trials;
  double fit = std::floor(plan.maxSeconds / trialSeconds);
  return static_cast<unsigned>(std::clamp<double>(
      fit, std::min(plan.minTrials, plan.trials), plan.trials));
}

Stats mlir::htam::computeStats(llvm::ArrayRef<double> values) {
  Stats stats;
  stats.count = values.size();
  if (values.empty())
    return stats;
  std::vector<double> sorted(values.begin(), values.end());
  std::sort(sorted.begin(), sorted.end());
  size_t n = sorted.size();
  stats.min = sorted.front();
  stats.max = sorted.back();
  stats.median =
      n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
  double sum = 0;
  for (double v : sorted)
    sum += v;
  stats.mean = sum / n;
  if (n > 1) {
    double sq = 0;
    for (double v : sorted)
      sq += (v - stats.mean) * (v - stats.mean);
    stats.stdev = std::sqrt(sq / (n - 1));
  }
  return stats;
}
