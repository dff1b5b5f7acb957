//===- Protocol.cpp - Verification and timing protocol maths --------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Seeds, input generation (SplitMix64 + xoshiro256**, Box-Muller for the
// normal distribution: no std:: distributions, whose output differs between
// standard libraries), checksums, allclose with NaN/Inf parity and statistics.
// Generation, checksums and comparisons run over chunks in parallel.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Protocol.h"

#include "llvm/Support/Parallel.h"

#include <algorithm>
#include <cmath>
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

namespace {
/// xoshiro256**, seeded through SplitMix64.
class Rng {
public:
  explicit Rng(uint64_t seed) {
    for (uint64_t &word : s)
      word = splitmix64(seed);
  }
  uint64_t next() {
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
  }
  /// Uniform float in [0, 1) with 24 random bits (every value representable).
  float uniform() { return static_cast<float>(next() >> 40) * 0x1.0p-24f; }
  /// Uniform double in (0, 1].
  double uniformOpenZero() {
    return (static_cast<double>(next() >> 11) + 1.0) * 0x1.0p-53;
  }

private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s[4];
};
} // namespace

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

uint64_t mlir::htam::argumentSeed(uint64_t trialSeed, unsigned argIndex) {
  uint64_t state = trialSeed ^ (0xD1B54A32D192ED03ULL * (argIndex + 1));
  return splitmix64(state);
}

/// One value of the edge distribution.
static float edgeValue(Rng &rng) {
  float u = rng.uniform();
  uint64_t pick = rng.next() % 100;
  float sign = (rng.next() & 1) ? -1.0f : 1.0f;
  if (pick < 10) // +-0
    return sign * 0.0f;
  if (pick < 20) // denormals: (0, FLT_MIN)
    return sign * std::numeric_limits<float>::denorm_min() *
           static_cast<float>(1 + (rng.next() % ((1u << 23) - 1)));
  if (pick < 30) // tiny normals: [1e-30, 1e-20)
    return sign * std::pow(10.0f, -30.0f + 10.0f * u);
  if (pick < 40) // large, positive: [1e3, 1e6)
    return std::pow(10.0f, 3.0f + 3.0f * u);
  if (pick < 50) // exact small integers and powers of two: +-1, +-2, +-0.5..
    return sign * std::ldexp(1.0f, static_cast<int>(rng.next() % 7) - 3);
  if (pick < 55) // values next to 1
    return std::nextafter(1.0f, pick % 2 ? 2.0f : 0.0f);
  return 2.0f * u - 1.0f; // uniform [-1, 1)
}

/// Host loops over inputs and outputs run in chunks of this many elements,
/// in parallel: suite tensors reach gigabytes, and a serial pass over them
/// would dominate every evaluation. Each chunk has its own generator seed and
/// partial result, combined in chunk order, so the values do not depend on
/// the number of threads.
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

/// Fills one chunk from its own generator.
static void generateChunk(llvm::MutableArrayRef<float> data, Distribution d,
                          uint64_t seed) {
  Rng rng(seed);
  switch (d) {
  case Distribution::Uniform:
    for (float &x : data)
      x = rng.uniform();
    return;
  case Distribution::Normal:
    for (size_t i = 0; i < data.size(); i += 2) {
      // Box-Muller, in double for accuracy in the tails.
      double r = std::sqrt(-2.0 * std::log(rng.uniformOpenZero()));
      double theta = 2.0 * M_PI * rng.uniformOpenZero();
      data[i] = static_cast<float>(r * std::cos(theta));
      if (i + 1 < data.size())
        data[i + 1] = static_cast<float>(r * std::sin(theta));
    }
    return;
  case Distribution::Edge:
    for (float &x : data)
      x = edgeValue(rng);
    return;
  }
}

void mlir::htam::generateInput(llvm::MutableArrayRef<float> data,
                               Distribution d, uint64_t seed) {
  forEachChunk(data.size(), [&](size_t c, size_t begin, size_t end) {
    uint64_t state = seed ^ (0x9E3779B97F4A7C15ULL * c);
    generateChunk(data.slice(begin, end - begin), d, splitmix64(state));
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

/// FNV-1a over 64-bit words (8x fewer steps than bytes; still bit-exact),
/// then the remaining bytes.
static uint64_t checksumWords(const uint8_t *bytes, size_t size) {
  uint64_t hash = 0xCBF29CE484222325ULL;
  size_t words = size / 8;
  for (size_t i = 0; i < words; ++i) {
    uint64_t w;
    std::memcpy(&w, bytes + 8 * i, 8);
    hash ^= w;
    hash *= 0x100000001B3ULL;
  }
  for (size_t i = words * 8; i < size; ++i) {
    hash ^= bytes[i];
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

uint64_t mlir::htam::checksum(llvm::ArrayRef<float> data) {
  if (data.empty())
    return checksumBytes({});
  std::vector<uint64_t> partial(numChunks(data.size()));
  forEachChunk(data.size(), [&](size_t c, size_t begin, size_t end) {
    partial[c] =
        checksumWords(reinterpret_cast<const uint8_t *>(data.data() + begin),
                      (end - begin) * sizeof(float));
  });
  if (partial.size() == 1)
    return partial.front();
  return checksumWords(reinterpret_cast<const uint8_t *>(partial.data()),
                       partial.size() * sizeof(uint64_t));
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
    float want = expected[i], got = actual[i];
    bool bad;
    if (std::isnan(want) || std::isnan(got) || std::isinf(want) ||
        std::isinf(got)) {
      // Parity: NaN where NaN is expected, the same infinity where an
      // infinity is expected, and neither elsewhere.
      bad = !(std::isnan(want) && std::isnan(got)) && !(want == got);
      if (bad && r.firstParity < 0)
        r.firstParity = static_cast<int64_t>(i);
    } else {
      double diff = std::fabs(static_cast<double>(got) - want);
      double limit = tolerance.atol + tolerance.rtol * std::fabs(want);
      r.maxAbsError = std::max(r.maxAbsError, diff);
      if (want != 0)
        r.maxRelError = std::max(r.maxRelError, diff / std::fabs(want));
      // Written so that a NaN difference (impossible here) would fail.
      bad = !(diff <= limit);
      if (bad && r.firstTolerance < 0)
        r.firstTolerance = static_cast<int64_t>(i);
    }
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
