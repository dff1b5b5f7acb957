//===- AccuracyTest.cpp - Tests of acceptance by measured accuracy --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The measures against an f64 oracle and the acceptance rule, on the cases
// of issue 21: an all-zero softmax that allclose accepts, a sum in another
// order, one element off by 1e-3, NaN/Inf patterns and all-zero oracles.
// Inputs come from the protocol's own generators.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Accuracy.h"

#include "gtest/gtest.h"

#include <cmath>
#include <limits>
#include <vector>

using namespace mlir::htam;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::vector<float> inputs(size_t n, Distribution d, uint64_t seed) {
  std::vector<float> x(n);
  generateInput(x, d, seed);
  return x;
}

/// Row softmax as the FP32 reference computes it (serial f32 sum), and its
/// f64 oracle.
void softmax(const std::vector<float> &x, size_t cols, std::vector<float> &ref,
             std::vector<double> &oracle) {
  ref.resize(x.size());
  oracle.resize(x.size());
  for (size_t r = 0; r < x.size() / cols; ++r) {
    const float *row = &x[r * cols];
    float max32 = row[0];
    double max64 = row[0];
    for (size_t j = 0; j < cols; ++j) {
      max32 = std::max(max32, row[j]);
      max64 = std::max(max64, static_cast<double>(row[j]));
    }
    float sum32 = 0;
    double sum64 = 0;
    for (size_t j = 0; j < cols; ++j) {
      sum32 += std::exp(row[j] - max32);
      sum64 += std::exp(static_cast<double>(row[j]) - max64);
    }
    for (size_t j = 0; j < cols; ++j) {
      ref[r * cols + j] = std::exp(row[j] - max32) / sum32;
      oracle[r * cols + j] =
          std::exp(static_cast<double>(row[j]) - max64) / sum64;
    }
  }
}

float pairwiseSum(const float *x, size_t n) {
  if (n <= 8) {
    float s = 0;
    for (size_t i = 0; i < n; ++i)
      s += x[i];
    return s;
  }
  return pairwiseSum(x, n / 2) + pairwiseSum(x + n / 2, n - n / 2);
}

/// Row sums: serial f32 (the reference), pairwise and blocked f32 (32
/// partial sums, as a block of threads; good candidates) and f64 (the
/// oracle).
void rowSums(const std::vector<float> &x, size_t cols, std::vector<float> &ref,
             std::vector<float> &pairwise, std::vector<float> &blocked,
             std::vector<double> &oracle) {
  size_t rows = x.size() / cols;
  ref.assign(rows, 0);
  pairwise.assign(rows, 0);
  blocked.assign(rows, 0);
  oracle.assign(rows, 0);
  for (size_t r = 0; r < rows; ++r) {
    float partial[32] = {};
    for (size_t j = 0; j < cols; ++j) {
      ref[r] += x[r * cols + j];
      oracle[r] += x[r * cols + j];
      partial[j % 32] += x[r * cols + j];
    }
    pairwise[r] = pairwiseSum(&x[r * cols], cols);
    for (float p : partial)
      blocked[r] += p;
  }
}

TEST(AccuracyTest, AllZeroSoftmaxOfLongRowsIsRejected) {
  // Issue 21: rows of 393216, outputs ~2.5e-6, far below atol = 1e-2.
  size_t cols = 393216;
  std::vector<float> x = inputs(2 * cols, Distribution::Uniform, 7), ref;
  std::vector<double> oracle;
  softmax(x, cols, ref, oracle);
  std::vector<float> zeros(ref.size(), 0.0f);
  Tolerance tol{1e-2, 1e-2};
  // allclose against the reference cannot tell.
  EXPECT_TRUE(compareOutputs(ref, zeros, tol).ok());

  AccuracyVerdict v = judgeAccuracy(zeros, ref, oracle, tol);
  EXPECT_FALSE(v.accepted);
  EXPECT_NEAR(v.candidate.normwise, 1.0, 1e-12);
  EXPECT_NEAR(v.candidate.maxRelative, 1.0, 1e-12);
  // The serial f32 sum of 393216 terms costs the reference about 3e-5.
  EXPECT_LT(v.reference.normwise, 1e-4);
  EXPECT_GT(v.normwiseRatio, 1e4);
  EXPECT_NE(v.reason.find("normwise"), std::string::npos) << v.reason;
  // The reference itself passes.
  EXPECT_TRUE(judgeAccuracy(ref, ref, oracle, tol).accepted);
}

TEST(AccuracyTest, SumInAnotherOrderIsAccepted) {
  for (Distribution d :
       {Distribution::Uniform, Distribution::Normal, Distribution::Edge}) {
    for (size_t cols : {16, 8192}) {
      std::vector<float> x = inputs(64 * cols, d, 11), ref, pairwise, blocked;
      std::vector<double> oracle;
      rowSums(x, cols, ref, pairwise, blocked, oracle);
      Tolerance tol = trialTolerance(Tolerance{1e-4, 1e-4}, d);
      for (const std::vector<float> *candidate : {&pairwise, &blocked}) {
        AccuracyVerdict v = judgeAccuracy(*candidate, ref, oracle, tol);
        EXPECT_TRUE(v.accepted)
            << toString(d).str() << " " << cols << ": " << v.reason;
        // Measured: at most 1 at 16 terms, below 0.5 at 8192 (the serial
        // reference is the less accurate one).
        EXPECT_LE(v.worstRatio, cols == 16 ? 1.0 : 0.5);
      }
    }
  }
}

TEST(AccuracyTest, OneElementOffByOneThousandthIsRejected) {
  std::vector<float> x = inputs(64 * 1024, Distribution::Normal, 3), ref;
  std::vector<double> oracle;
  softmax(x, 1024, ref, oracle);
  // Even with a tolerance ten times looser than the error.
  for (Tolerance tol : {Tolerance{1e-4, 1e-4}, Tolerance{1e-2, 1e-2}}) {
    std::vector<float> off = ref;
    off[4242] *= 1.001f;
    AccuracyVerdict v = judgeAccuracy(off, ref, oracle, tol);
    EXPECT_FALSE(v.accepted) << "atol " << tol.atol;
    EXPECT_EQ(v.candidate.worstElement, 4242);
  }
}

TEST(AccuracyTest, ExactReferenceLeavesAnUlpOfRoom) {
  // A max or a copy: the reference equals the oracle. A candidate one ulp
  // off everywhere is accepted (the floor), 64 ulps is not.
  std::vector<float> x = inputs(4096, Distribution::Normal, 5);
  std::vector<double> oracle(x.begin(), x.end());
  std::vector<float> ulp = x, far = x;
  for (size_t i = 0; i < x.size(); ++i) {
    ulp[i] = std::nextafter(x[i], kInf);
    far[i] = x[i] * (1 + 64 * 0x1p-23f);
  }
  Tolerance tol{1e-4, 1e-4};
  EXPECT_EQ(measureAccuracy(x, oracle, tol).normwise, 0);
  EXPECT_TRUE(judgeAccuracy(x, x, oracle, tol).accepted);
  AccuracyVerdict v = judgeAccuracy(ulp, x, oracle, tol);
  EXPECT_TRUE(v.accepted) << v.reason;
  EXPECT_FALSE(judgeAccuracy(far, x, oracle, tol).accepted);
}

TEST(AccuracyTest, NonFinitePatternMustMatchTheOracle) {
  std::vector<double> oracle = {1.0, kNaN, kInf, -kInf, 1e300, 2.0};
  // 1e300 is +inf in f32: an f32 computation that overflows is right.
  std::vector<float> good = {1.0f, NAN, INFINITY, -INFINITY, INFINITY, 2.0f};
  Tolerance tol{1e-4, 1e-4};
  AccuracyMeasures m = measureAccuracy(good, oracle, tol);
  EXPECT_EQ(m.numOracleNonFinite, 4u);
  EXPECT_EQ(m.numNonFiniteMismatches, 0u);
  EXPECT_EQ(m.normwise, 0);
  EXPECT_TRUE(judgeAccuracy(good, good, oracle, tol).accepted);

  std::vector<float> finiteForNaN = good;
  finiteForNaN[1] = 0.0f;
  AccuracyVerdict v = judgeAccuracy(finiteForNaN, good, oracle, tol);
  EXPECT_FALSE(v.accepted);
  EXPECT_EQ(v.candidate.firstNonFiniteMismatch, 1);
  std::vector<float> wrongSign = good;
  wrongSign[2] = -INFINITY;
  EXPECT_FALSE(judgeAccuracy(wrongSign, good, oracle, tol).accepted);
  std::vector<float> nanForFinite = good;
  nanForFinite[5] = NAN;
  EXPECT_FALSE(judgeAccuracy(nanForFinite, good, oracle, tol).accepted);
}

TEST(AccuracyTest, AllZeroOracleFallsBackToTheTolerance) {
  std::vector<double> oracle(256, 0.0);
  std::vector<float> zeros(256, 0.0f), noise(256, 5e-5f), wrong(256, 1e-3f);
  Tolerance tol{1e-4, 1e-4};
  AccuracyMeasures m = measureAccuracy(noise, oracle, tol);
  EXPECT_TRUE(m.zeroOracle);
  EXPECT_NEAR(m.normwise, 0.5, 1e-6);
  EXPECT_TRUE(judgeAccuracy(zeros, zeros, oracle, tol).accepted);
  EXPECT_TRUE(judgeAccuracy(noise, zeros, oracle, tol).accepted);
  EXPECT_FALSE(judgeAccuracy(wrong, zeros, oracle, tol).accepted);
}

TEST(AccuracyTest, CandidateMustStayWithinToleranceWhereReferenceIs) {
  // The reference is within the tolerance; a candidate within the factor
  // of it but outside the tolerance is still rejected.
  std::vector<double> oracle = {1.0, 2.0, 3.0};
  std::vector<float> ref = {1.0f + 5e-5f, 2.0f, 3.0f};
  std::vector<float> cand = {1.0f + 3e-4f, 2.0f, 3.0f};
  Tolerance tol{1e-4, 1e-4};
  AccuracyVerdict v =
      judgeAccuracy(cand, ref, oracle, tol, AcceptanceRule{/*factor=*/10});
  EXPECT_FALSE(v.accepted);
  EXPECT_NE(v.reason.find("outside the tolerance"), std::string::npos)
      << v.reason;
}

/// `oracle` rounded to f32, as the GPU oracle (f32 signature) returns it.
std::vector<float> rounded(const std::vector<double> &oracle) {
  return std::vector<float>(oracle.begin(), oracle.end());
}

TEST(AccuracyTest, OracleRoundedToF32MeasuresTheSame) {
  // Every measured error moves by at most half an ulp of the oracle
  // (2^-24 relative), below the rule's floor: the verdicts do not change.
  size_t cols = 8192;
  for (Distribution d : {Distribution::Uniform, Distribution::Normal}) {
    std::vector<float> x = inputs(64 * cols, d, 13), ref, pairwise, blocked;
    std::vector<double> oracle;
    rowSums(x, cols, ref, pairwise, blocked, oracle);
    std::vector<float> oracle32 = rounded(oracle);
    Tolerance tol{1e-4, 1e-4};
    for (const std::vector<float> *c : {&ref, &pairwise, &blocked}) {
      AccuracyMeasures m64 = measureAccuracy(*c, oracle, tol);
      AccuracyMeasures m32 = measureAccuracy(*c, oracle32, tol);
      EXPECT_NEAR(m32.normwise, m64.normwise, 1.01 * 0x1p-24);
      EXPECT_NEAR(m32.maxRelative, m64.maxRelative, 1.01 * 0x1p-24);
      EXPECT_EQ(judgeAccuracy(*c, ref, oracle32, tol).accepted,
                judgeAccuracy(*c, ref, oracle, tol).accepted);
    }
    std::vector<float> zeros(ref.size(), 0.0f);
    EXPECT_FALSE(judgeAccuracy(zeros, ref, oracle32, tol).accepted);
  }
  size_t wide = 393216;
  std::vector<float> x = inputs(2 * wide, Distribution::Uniform, 7), ref;
  std::vector<double> oracle;
  softmax(x, wide, ref, oracle);
  std::vector<float> oracle32 = rounded(oracle), zeros(ref.size(), 0.0f);
  Tolerance tol{1e-2, 1e-2};
  EXPECT_TRUE(judgeAccuracy(ref, ref, oracle32, tol).accepted);
  AccuracyVerdict v = judgeAccuracy(zeros, ref, oracle32, tol);
  EXPECT_FALSE(v.accepted);
  EXPECT_FALSE(v.nonFiniteMismatch);
}

TEST(AccuracyTest, ReferenceOverflowIsExcused) {
  // f64 does not overflow where f32 does (exp(100) / sum): the oracle is
  // finite, the FP32 reference Inf/NaN. A candidate like the reference is
  // accepted there, as is one that stays finite; elsewhere it is measured.
  std::vector<float> oracle = {0.25f, 0.5f, 0.25f, 1.0f};
  std::vector<float> ref = {NAN, INFINITY, 0.25f, 1.0f};
  std::vector<float> likeRef = ref;
  std::vector<float> finite = {0.25f, 0.5f, 0.25f, 1.0f};
  Tolerance tol{1e-4, 1e-4};
  AccuracyVerdict v = judgeAccuracy(likeRef, ref, oracle, tol);
  EXPECT_TRUE(v.accepted) << v.reason;
  EXPECT_EQ(v.candidate.numExcused, 2u);
  EXPECT_TRUE(judgeAccuracy(finite, ref, oracle, tol).accepted);
  std::vector<float> offElsewhere = likeRef;
  offElsewhere[3] = 1.01f;
  EXPECT_FALSE(judgeAccuracy(offElsewhere, ref, oracle, tol).accepted);
  // Without a reference (measureAccuracy) nothing is excused.
  EXPECT_EQ(measureAccuracy(likeRef, oracle, tol).numNonFiniteMismatches, 2u);
  // A NaN where both the oracle and the reference are finite is a NaN/Inf
  // mismatch, not an inaccuracy.
  std::vector<float> nan = finite;
  nan[2] = NAN;
  AccuracyVerdict n = judgeAccuracy(nan, ref, oracle, tol);
  EXPECT_FALSE(n.accepted);
  EXPECT_TRUE(n.nonFiniteMismatch);
}

TEST(AccuracyTest, SummaryKeepsTheWorst) {
  std::vector<double> oracle = {1.0, 2.0};
  std::vector<float> ref = {1.0f, 2.0f};
  std::vector<float> a = {1.0f + 0x1p-20f, 2.0f}, b = {1.0f, 2.0f};
  Tolerance tol{1e-4, 1e-4};
  AccuracySummary s;
  s.add(judgeAccuracy(b, ref, oracle, tol));
  EXPECT_EQ(s.worstRatio, 0);
  AccuracyVerdict worse = judgeAccuracy(a, ref, oracle, tol);
  s.add(worse);
  s.add(judgeAccuracy(b, ref, oracle, tol));
  EXPECT_EQ(s.numJudged, 3u);
  EXPECT_DOUBLE_EQ(s.worstRatio, worse.worstRatio);
  EXPECT_GT(s.worstRatio, 1);
  EXPECT_DOUBLE_EQ(s.candidateNormwise, worse.candidate.normwise);
}

TEST(AccuracyTest, ConstantOutputsAreDegenerate) {
  std::vector<float> x = inputs(4096, Distribution::Uniform, 21);
  std::vector<float> zeros(x.size(), 0.0f), sevens(x.size(), 7.0f);
  std::string zero = findConstantOutput(zeros, x);
  EXPECT_NE(zero.find("all-zero output"), std::string::npos) << zero;
  EXPECT_NE(findConstantOutput(sevens, x).find("every element is"),
            std::string::npos);
  // Right when the expected output is constant too, or varies only by
  // rounding (a mean of near-equal rows), and for a single element.
  EXPECT_EQ(findConstantOutput(sevens, sevens), "");
  std::vector<float> nearlySeven = sevens;
  nearlySeven[5] = std::nextafter(7.0f, 8.0f);
  EXPECT_EQ(findConstantOutput(sevens, nearlySeven), "");
  EXPECT_EQ(findConstantOutput({0.0f}, {1.0f}), "");
  // Not constant: one element differs.
  std::vector<float> almost = zeros;
  almost[17] = 1.0f;
  EXPECT_EQ(findConstantOutput(almost, x), "");
  // Sizes differ, or a NaN output: left to the other checks.
  EXPECT_EQ(findConstantOutput(zeros, {1.0f, 2.0f}), "");
  std::vector<float> nans(x.size(), NAN);
  EXPECT_EQ(findConstantOutput(nans, x), "");
}

TEST(AccuracyTest, CopiedInputsAreDegenerate) {
  std::vector<float> x = inputs(4096, Distribution::Normal, 23);
  std::vector<float> relu = x, doubled = x;
  for (size_t i = 0; i < x.size(); ++i) {
    relu[i] = std::max(x[i], 0.0f);
    doubled[i] = 2 * x[i];
  }
  EXPECT_NE(findCopiedInput(x, x, relu), "");
  EXPECT_NE(findCopiedInput(x, x, doubled), "");
  // A copy that is the right answer (ReLU of positive inputs) is not.
  std::vector<float> positive = inputs(4096, Distribution::Uniform, 23);
  std::vector<float> reluPositive = positive;
  EXPECT_EQ(findCopiedInput(positive, positive, reluPositive), "");
  // Not bit-equal to the input: not a copy.
  std::vector<float> shifted = x;
  shifted[0] += 1.0f;
  EXPECT_EQ(findCopiedInput(shifted, x, relu), "");
  EXPECT_EQ(findCopiedInput(x, {1.0f}, relu), "");
}

TEST(AccuracyTest, LargeOutputsAreMeasuredInChunks) {
  // Chunks of 2^20 elements, measured in parallel and merged in order:
  // the worst element and the first NaN are found as a serial pass finds
  // them, in any chunk.
  size_t n = 3 * (size_t(1) << 20) + 17;
  std::vector<float> x = inputs(n, Distribution::Uniform, 29);
  std::vector<double> oracle(x.begin(), x.end());
  std::vector<float> off = x;
  // Margins of at least 0.5 / 2e-4 and at most 0.1 / 1e-4.
  off[1000] += 0.05f;
  off[2500000] += 0.5f;
  off[2600000] += 0.1f;
  off[n - 1] *= 1.001f;
  Tolerance tol{1e-4, 1e-4};
  AccuracyMeasures m = measureAccuracy(off, oracle, tol);
  EXPECT_EQ(m.numElements, n);
  EXPECT_EQ(m.worstElement, 2500000);
  double expected = 0, squares = 0;
  for (size_t i = 0; i < n; ++i) {
    double e = double(off[i]) - oracle[i];
    expected += e * e;
    squares += oracle[i] * oracle[i];
  }
  EXPECT_NEAR(m.normwise, std::sqrt(expected / squares), 1e-12);
  std::vector<float> nans = x;
  nans[1200000] = NAN;
  nans[3000000] = NAN;
  AccuracyMeasures bad = measureAccuracy(nans, oracle, tol);
  EXPECT_EQ(bad.numNonFiniteMismatches, 2u);
  EXPECT_EQ(bad.firstNonFiniteMismatch, 1200000);
}

TEST(AccuracyTest, SizeMismatchIsRejected) {
  std::vector<double> oracle = {1.0, 2.0};
  std::vector<float> ref = {1.0f, 2.0f}, shorter = {1.0f};
  AccuracyVerdict v = judgeAccuracy(shorter, ref, oracle, Tolerance{});
  EXPECT_FALSE(v.accepted);
  EXPECT_TRUE(v.candidate.sizeMismatch);
}

} // namespace
