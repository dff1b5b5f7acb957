//===- ProtocolTest.cpp - Tests of the protocol maths ---------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Trial plans, input generation, checksums, allclose with NaN/Inf parity and
// statistics.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Protocol.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <set>

using namespace mlir::htam;

namespace {

TEST(ProtocolTest, TrialPlanHasDistinctSeedsAndAllDistributions) {
  std::vector<TrialPlan> plan = planTrials(5, 42);
  ASSERT_EQ(plan.size(), 5u);
  std::set<uint64_t> seeds;
  for (const TrialPlan &t : plan)
    seeds.insert(t.seed);
  EXPECT_EQ(seeds.size(), 5u);
  EXPECT_EQ(plan[0].distribution, Distribution::Uniform);
  EXPECT_EQ(plan[2].distribution, Distribution::Uniform);
  EXPECT_EQ(plan[3].distribution, Distribution::Normal);
  EXPECT_EQ(plan[4].distribution, Distribution::Edge);
  // Deterministic, and the base seed matters.
  EXPECT_EQ(planTrials(5, 42)[1].seed, plan[1].seed);
  EXPECT_NE(planTrials(5, 43)[1].seed, plan[1].seed);
  // A custom list cycles.
  std::vector<TrialPlan> custom =
      planTrials(4, 1, {Distribution::Edge, Distribution::Normal});
  EXPECT_EQ(custom[2].distribution, Distribution::Edge);
  EXPECT_EQ(custom[3].distribution, Distribution::Normal);
  // Too few trials for the tail: uniform only.
  EXPECT_EQ(planTrials(2, 1)[1].distribution, Distribution::Uniform);
}

TEST(ProtocolTest, DistributionNames) {
  for (Distribution d :
       {Distribution::Uniform, Distribution::Normal, Distribution::Edge})
    EXPECT_EQ(parseDistribution(toString(d)), d);
  EXPECT_FALSE(parseDistribution("gaussian").has_value());
}

TEST(ProtocolTest, ArgumentSeedsDiffer) {
  EXPECT_NE(argumentSeed(7, 0), argumentSeed(7, 1));
  EXPECT_NE(argumentSeed(7, 0), argumentSeed(8, 0));
  EXPECT_EQ(argumentSeed(7, 3), argumentSeed(7, 3));
}

TEST(ProtocolTest, UniformIsInUnitIntervalAndReproducible) {
  std::vector<float> a(100000), b(100000);
  generateInput(a, Distribution::Uniform, 5);
  generateInput(b, Distribution::Uniform, 5);
  EXPECT_EQ(a, b);
  double sum = 0;
  for (float x : a) {
    ASSERT_GE(x, 0.0f);
    ASSERT_LT(x, 1.0f);
    sum += x;
  }
  EXPECT_NEAR(sum / a.size(), 0.5, 0.01);
  generateInput(b, Distribution::Uniform, 6);
  EXPECT_NE(a, b);
}

TEST(ProtocolTest, ParameterInitsOverrideTheTrialDistribution) {
  std::vector<float> u(100000), v(100000);
  ParamInit uniform{ParamInit::Kind::Uniform, -0.125f, 0.25f};
  // Every trial distribution gives the init's values.
  generateInput(u, Distribution::Edge, 9, uniform);
  generateInput(v, Distribution::Uniform, 9, uniform);
  EXPECT_EQ(u, v);
  double sum = 0;
  for (float x : u) {
    ASSERT_GE(x, -0.125f);
    ASSERT_LT(x, 0.25f);
    sum += x;
  }
  EXPECT_NEAR(sum / u.size(), 0.0625, 0.005);
  // The affine map of the plain uniform stream, one rounding per operation.
  std::vector<float> base(100000);
  generateInput(base, Distribution::Uniform, 9);
  for (size_t i = 0; i < base.size(); i += 997) {
    float product = 0.375f * base[i];
    EXPECT_EQ(u[i], -0.125f + product);
  }

  ParamInit constant{ParamInit::Kind::Constant, 1.5f, 0};
  generateInput(u, Distribution::Normal, 3, constant);
  for (float x : u)
    ASSERT_EQ(x, 1.5f);

  ParamInit normal{ParamInit::Kind::Normal, 0, 0};
  generateInput(u, Distribution::Edge, 4, normal);
  generateInput(v, Distribution::Normal, 4);
  EXPECT_EQ(u, v);
  EXPECT_EQ(inputValue(Distribution::Uniform, 4, 17, normal), v[17]);
}

TEST(ProtocolTest, NormalHasUnitMoments) {
  std::vector<float> a(100001);
  generateInput(a, Distribution::Normal, 9);
  double sum = 0, sq = 0;
  for (float x : a) {
    ASSERT_TRUE(std::isfinite(x));
    sum += x;
    sq += double(x) * x;
  }
  double mean = sum / a.size();
  EXPECT_NEAR(mean, 0.0, 0.02);
  EXPECT_NEAR(std::sqrt(sq / a.size() - mean * mean), 1.0, 0.02);
}

TEST(ProtocolTest, EdgeHasSpecialValues) {
  std::vector<float> a(10000);
  generateInput(a, Distribution::Edge, 3);
  bool posZero = false, negZero = false, denormal = false, large = false,
       negative = false;
  for (float x : a) {
    ASSERT_TRUE(std::isfinite(x));
    if (x == 0 && !std::signbit(x))
      posZero = true;
    if (x == 0 && std::signbit(x))
      negZero = true;
    if (std::fpclassify(x) == FP_SUBNORMAL)
      denormal = true;
    if (x >= 100.0f) {
      large = true;
      EXPECT_LT(x, 1000.0f);
      EXPECT_EQ(x, std::floor(x));
    }
    if (x < 0)
      negative = true;
    // Large magnitudes are positive (no catastrophic cancellation).
    EXPECT_GT(x, -1.0001e1f);
  }
  EXPECT_TRUE(posZero && negZero && denormal && large && negative);
}

TEST(ProtocolTest, ChecksumIsBitExact) {
  std::vector<float> a = {1.0f, 0.0f, 2.5f};
  uint64_t sum = checksum(a);
  EXPECT_EQ(checksum(a), sum);
  a[1] = -0.0f;
  EXPECT_NE(checksum(a), sum);
  a[1] = 0.0f;
  a[2] = std::nextafter(2.5f, 3.0f);
  EXPECT_NE(checksum(a), sum);
  std::vector<float> empty;
  EXPECT_EQ(checksum(empty), 0u);
  // Order matters: the same values at other indices give another checksum.
  std::vector<float> swapped = {0.0f, 1.0f, 2.5f};
  a = {1.0f, 0.0f, 2.5f};
  EXPECT_NE(checksum(swapped), checksum(a));
}

// The generator is counter-based: element i depends on the seed and i only,
// so any slice, any thread count and the GPU kernel give the same values.
TEST(ProtocolTest, GeneratorIsCounterBased) {
  for (Distribution d :
       {Distribution::Uniform, Distribution::Normal, Distribution::Edge}) {
    size_t n = (size_t(2) << 20) + 333;
    std::vector<float> a(n);
    generateInput(a, d, 0x1234);
    for (size_t i : {size_t(0), size_t(1), size_t(1) << 20, n - 1}) {
      float v = inputValue(d, 0x1234, i);
      EXPECT_EQ(std::memcmp(&v, &a[i], 4), 0) << toString(d).str() << " " << i;
    }
    // A shorter buffer is a prefix of a longer one.
    std::vector<float> prefix(1000);
    generateInput(prefix, d, 0x1234);
    EXPECT_EQ(std::memcmp(prefix.data(), a.data(), 4000), 0);
    // Indices beyond 2^32 are distinct elements, not a wrapped copy.
    bool wrapped = true;
    for (uint64_t i = 0; i < 8; ++i)
      wrapped &=
          inputValue(d, 7, (uint64_t(1) << 32) + i) == inputValue(d, 7, i);
    EXPECT_FALSE(wrapped);
  }
}

// The definition is pinned: the worker's GPU kernels compute the same bits
// (test/GPU/Runtime/protocol-bit-exact.test checks them on a device), and a
// change here changes every recorded seed's inputs.
TEST(ProtocolTest, GeneratorValuesArePinned) {
  auto bits = [](float f) {
    uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
  };
  EXPECT_EQ(bits(inputValue(Distribution::Uniform, 1, 0)), 0x3F102879u);
  EXPECT_EQ(bits(inputValue(Distribution::Uniform, 1, 123456789)), 0x3D612A40u);
  EXPECT_EQ(bits(inputValue(Distribution::Normal, 2, 5)), 0x3F8FA29Eu);
  EXPECT_EQ(bits(inputValue(Distribution::Normal, 2, (uint64_t(1) << 33) + 1)),
            0xBF166798u);
  EXPECT_EQ(bits(inputValue(Distribution::Edge, 3, 77)), 0x3E40D140u);
}

TEST(ProtocolTest, UniformMoments) {
  std::vector<float> a(1 << 20);
  generateInput(a, Distribution::Uniform, 21);
  double sum = 0, sq = 0;
  for (float x : a) {
    sum += x;
    sq += double(x) * x;
  }
  double mean = sum / a.size();
  EXPECT_NEAR(mean, 0.5, 0.002);
  EXPECT_NEAR(sq / a.size() - mean * mean, 1.0 / 12, 0.001);
}

// Irwin-Hall(12) - 6: mean 0, variance 1, kurtosis 2.9 (a normal's is 3),
// range [-6, 6], symmetric.
TEST(ProtocolTest, NormalMomentsAndRange) {
  std::vector<float> a(1 << 21);
  generateInput(a, Distribution::Normal, 22);
  double m1 = 0, m2 = 0, m3 = 0, m4 = 0;
  size_t beyond2 = 0;
  for (float x : a) {
    ASSERT_GE(x, -6.0f);
    ASSERT_LE(x, 6.0f);
    double v = x;
    m1 += v;
    m2 += v * v;
    m3 += v * v * v;
    m4 += v * v * v * v;
    beyond2 += std::fabs(v) > 2;
  }
  double n = a.size();
  m1 /= n, m2 /= n, m3 /= n, m4 /= n;
  EXPECT_NEAR(m1, 0.0, 0.003);
  EXPECT_NEAR(m2, 1.0, 0.005);
  EXPECT_NEAR(m3, 0.0, 0.01);
  EXPECT_NEAR(m4 / (m2 * m2), 2.9, 0.03);
  // P(|Z| > 2) = 4.55% for a normal, about 4.45% for Irwin-Hall(12).
  EXPECT_NEAR(beyond2 / n, 0.0445, 0.002);
}

// The edge distribution's classes in their shares.
TEST(ProtocolTest, EdgeShares) {
  std::vector<float> a(1 << 20);
  generateInput(a, Distribution::Edge, 23);
  size_t zeros = 0, denormals = 0, tiny = 0, large = 0, nextToOne = 0;
  for (float x : a) {
    float m = std::fabs(x);
    zeros += m == 0;
    denormals += std::fpclassify(x) == FP_SUBNORMAL;
    tiny += std::fpclassify(x) == FP_NORMAL && m >= 1e-30f && m < 1e-20f;
    large += x >= 100.0f && x < 1000.0f;
    nextToOne +=
        x == std::nextafter(1.0f, 2.0f) || x == std::nextafter(1.0f, 0.0f);
  }
  double n = a.size();
  EXPECT_NEAR(zeros / n, 0.10, 0.003);
  EXPECT_NEAR(denormals / n, 0.10, 0.003);
  EXPECT_NEAR(tiny / n, 0.10, 0.003);
  EXPECT_NEAR(large / n, 0.10, 0.003);
  EXPECT_NEAR(nextToOne / n, 0.05, 0.002);
}

// Large buffers are processed in parallel chunks: the results are the same
// on every run, chunks differ from each other, and a change in the last
// chunk is seen by the checksum and by the comparison (with the global
// index of the first bad element).
TEST(ProtocolTest, ChunkedBuffersAreDeterministic) {
  size_t n = (size_t(3) << 20) + 12345;
  std::vector<float> a(n), b(n);
  generateInput(a, Distribution::Normal, 11);
  generateInput(b, Distribution::Normal, 11);
  EXPECT_EQ(a, b);
  EXPECT_NE(
      std::vector<float>(a.begin(), a.begin() + 64),
      std::vector<float>(a.begin() + (1 << 20), a.begin() + (1 << 20) + 64));
  uint64_t sum = checksum(a);
  EXPECT_EQ(checksum(b), sum);
  b[n - 3] = -b[n - 3];
  EXPECT_NE(checksum(b), sum);
  b[(size_t(2) << 20) + 7] = std::numeric_limits<float>::quiet_NaN();
  CompareResult r = compareOutputs(a, b, Tolerance{});
  EXPECT_EQ(r.status, CompareResult::Status::NanMismatch);
  EXPECT_EQ(r.firstBadIndex, int64_t(2 << 20) + 7);
  EXPECT_EQ(r.numBad, 2u);
}

TEST(ProtocolTest, SlowKernelsGetFewerTrials) {
  TimingPlan plan; // 100 trials, 3 s, at least 10
  EXPECT_EQ(adaptedTrials(plan, 1e-5), 100u);
  EXPECT_EQ(adaptedTrials(plan, 0.03), 100u);
  EXPECT_EQ(adaptedTrials(plan, 0.1), 30u);
  EXPECT_EQ(adaptedTrials(plan, 2.0), 10u);
  plan.trials = 5;
  EXPECT_EQ(adaptedTrials(plan, 2.0), 5u);
}

TEST(ProtocolTest, AllcloseWithinTolerance) {
  Tolerance tol; // 1e-4, 1e-4
  std::vector<float> want = {1.0f, 100.0f, 0.0f, -3.0f};
  std::vector<float> got = {1.00015f, 100.009f, 0.00009f, -3.0f};
  CompareResult r = compareOutputs(want, got, tol);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.numBad, 0u);
  EXPECT_EQ(r.firstBadIndex, -1);
  EXPECT_NEAR(r.maxAbsError, 0.009, 1e-4);
  EXPECT_NEAR(r.maxRelError, 1.5e-4, 1e-5);
}

TEST(ProtocolTest, AllcloseMismatchReportsFirstIndex) {
  Tolerance tol;
  std::vector<float> want = {1.0f, 2.0f, 3.0f, 4.0f};
  std::vector<float> got = {1.0f, 2.01f, 3.0f, 4.5f};
  CompareResult r = compareOutputs(want, got, tol);
  EXPECT_EQ(r.status, CompareResult::Status::Mismatch);
  EXPECT_EQ(r.firstBadIndex, 1);
  EXPECT_EQ(r.numBad, 2u);
  EXPECT_FLOAT_EQ(r.expectedAtFirstBad, 2.0f);
  EXPECT_FLOAT_EQ(r.actualAtFirstBad, 2.01f);
  EXPECT_NEAR(r.maxAbsError, 0.5, 1e-6);
  EXPECT_NEAR(r.maxRelError, 0.125, 1e-6);
  // The tolerance is configurable.
  Tolerance loose{0.6, 0.0};
  EXPECT_TRUE(compareOutputs(want, got, loose).ok());
  Tolerance relOnly{0.0, 0.2};
  EXPECT_TRUE(compareOutputs(want, got, relOnly).ok());
}

TEST(ProtocolTest, AllcloseIsRelativeToExpected) {
  // |a - b| <= atol + rtol * |expected|: 0 expected allows atol only.
  Tolerance tol{1e-4, 1e-1};
  EXPECT_FALSE(compareOutputs({0.0f}, {0.001f}, tol).ok());
  EXPECT_TRUE(compareOutputs({0.01f}, {0.011f}, tol).ok());
}

TEST(ProtocolTest, NanAndInfParity) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  Tolerance tol;
  EXPECT_TRUE(compareOutputs({nan, inf, -inf}, {nan, inf, -inf}, tol).ok());
  // A NaN where a value is expected: the unwritten-output case.
  CompareResult r = compareOutputs({1.0f, 2.0f}, {1.0f, nan}, tol);
  EXPECT_EQ(r.status, CompareResult::Status::NanMismatch);
  EXPECT_EQ(r.firstBadIndex, 1);
  EXPECT_EQ(compareOutputs({nan}, {0.0f}, tol).status,
            CompareResult::Status::NanMismatch);
  EXPECT_EQ(compareOutputs({inf}, {-inf}, tol).status,
            CompareResult::Status::NanMismatch);
  EXPECT_EQ(compareOutputs({inf}, {3e38f}, tol).status,
            CompareResult::Status::NanMismatch);
  EXPECT_EQ(compareOutputs({3e38f}, {inf}, tol).status,
            CompareResult::Status::NanMismatch);
  EXPECT_EQ(compareOutputs({inf}, {nan}, tol).status,
            CompareResult::Status::NanMismatch);
  // Parity failures win over tolerance failures; their index is reported.
  CompareResult both =
      compareOutputs({1.0f, 2.0f, 3.0f}, {5.0f, 2.0f, nan}, tol);
  EXPECT_EQ(both.status, CompareResult::Status::NanMismatch);
  EXPECT_EQ(both.firstBadIndex, 2);
  EXPECT_EQ(both.numBad, 2u);
}

TEST(ProtocolTest, ShapesMustMatchExactly) {
  Tolerance tol;
  CompareResult r = compareOutputs({1.0f, 2.0f}, {1.0f, 2.0f, 3.0f}, tol);
  EXPECT_EQ(r.status, CompareResult::Status::ShapeMismatch);
  EXPECT_FALSE(r.ok());
}

TEST(ProtocolTest, Statistics) {
  Stats s = computeStats({4.0, 1.0, 3.0, 2.0, 5.0});
  EXPECT_EQ(s.count, 5u);
  EXPECT_DOUBLE_EQ(s.mean, 3.0);
  EXPECT_DOUBLE_EQ(s.median, 3.0);
  EXPECT_DOUBLE_EQ(s.min, 1.0);
  EXPECT_DOUBLE_EQ(s.max, 5.0);
  EXPECT_NEAR(s.stdev, std::sqrt(2.5), 1e-12);
  EXPECT_NEAR(s.cv(), std::sqrt(2.5) / 3.0, 1e-12);
  EXPECT_DOUBLE_EQ(computeStats({1.0, 2.0, 10.0, 4.0}).median, 3.0);
  Stats one = computeStats({7.0});
  EXPECT_DOUBLE_EQ(one.stdev, 0.0);
  EXPECT_DOUBLE_EQ(one.median, 7.0);
  EXPECT_EQ(computeStats({}).count, 0u);
}

TEST(ProtocolTest, TimingPlanDefaultsFollowSpec) {
  TimingPlan plan;
  EXPECT_EQ(plan.warmups, 3u);
  EXPECT_EQ(plan.trials, 100u);
  EXPECT_TRUE(plan.flushL2);
  EXPECT_GE(plan.l2FlushFactor, 2u);
}

} // namespace

// Edge trials compare with the tolerance scaled by kEdgeToleranceScale; the
// other distributions with the tolerance as given.
TEST(ProtocolTest, EdgeTrialsScaleTheTolerance) {
  Tolerance t{1e-4, 2e-4};
  Tolerance u = trialTolerance(t, Distribution::Uniform);
  EXPECT_EQ(u.atol, 1e-4);
  EXPECT_EQ(u.rtol, 2e-4);
  Tolerance n = trialTolerance(t, Distribution::Normal);
  EXPECT_EQ(n.rtol, 2e-4);
  Tolerance e = trialTolerance(t, Distribution::Edge);
  EXPECT_DOUBLE_EQ(e.atol, 1e-2);
  EXPECT_DOUBLE_EQ(e.rtol, 2e-2);
}
