//===- AccuracyPartialTest.cpp - The merge of device accuracy partials ----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The worker reduces the accuracy measures on the GPU (htam_accuracy in
// ProtocolKernels.cu.inc): one block per chunk of 2^20 elements, 256 threads
// each taking every 256th element, a fixed shared-memory tree, and the
// chunks' partials merged on the host in order. These tests run that same
// reduction order on the CPU, with the shared per-element maths, and check
// that the merged partials give what the host measures give: the same first
// elements, counts and maxima, the sums within rounding, the same verdicts
// and degenerate findings.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Accuracy.h"

#include "gtest/gtest.h"

#include <cmath>
#include <vector>

using namespace mlir::htam;

namespace {

std::vector<float> inputs(size_t n, Distribution d, uint64_t seed) {
  std::vector<float> x(n);
  generateInput(x, d, seed);
  return x;
}

/// The partials of `values` against `oracle` as htam_accuracy writes them:
/// per chunk, HTAM_ACCURACY_THREADS strided threads merged by the kernel's
/// tree, excused where `reference` is NaN/Inf.
std::vector<AccuracyPartial> devicePartials(const std::vector<float> &values,
                                            const std::vector<float> &reference,
                                            const std::vector<float> &oracle,
                                            const Tolerance &tolerance) {
  size_t n = values.size();
  std::vector<AccuracyPartial> chunks;
  for (size_t begin = 0; begin < n; begin += kAccuracyChunk) {
    size_t end = std::min<size_t>(n, begin + kAccuracyChunk);
    std::vector<AccuracyPartial> tree(HTAM_ACCURACY_THREADS,
                                      emptyAccuracyPartial());
    for (size_t t = 0; t < tree.size(); ++t)
      for (size_t i = begin + t; i < end; i += HTAM_ACCURACY_THREADS)
        addAccuracyElement(tree[t], i, values[i], oracle[i],
                           std::isfinite(reference[i]), tolerance);
    for (size_t s = tree.size() / 2; s > 0; s /= 2)
      for (size_t t = 0; t < s; ++t)
        mergeAccuracyPartial(tree[t], tree[t + s]);
    chunks.push_back(tree[0]);
  }
  return chunks;
}

/// The verdict from device-shaped partials, as the worker forms it.
AccuracyVerdict judgeByPartials(const std::vector<float> &candidate,
                                const std::vector<float> &reference,
                                const std::vector<float> &oracle,
                                const Tolerance &tolerance) {
  uint64_t n = candidate.size();
  AccuracyPartial c = mergeAccuracyPartials(
      devicePartials(candidate, reference, oracle, tolerance));
  AccuracyPartial r = mergeAccuracyPartials(
      devicePartials(reference, reference, oracle, tolerance));
  return judgeMeasures(finishAccuracyMeasures(c, n, tolerance),
                       finishAccuracyMeasures(r, n, tolerance), tolerance);
}

void expectSameMeasures(const AccuracyMeasures &device,
                        const AccuracyMeasures &host) {
  EXPECT_EQ(device.numElements, host.numElements);
  EXPECT_EQ(device.worstElement, host.worstElement);
  EXPECT_EQ(device.firstNonFiniteMismatch, host.firstNonFiniteMismatch);
  EXPECT_EQ(device.numNonFiniteMismatches, host.numNonFiniteMismatches);
  EXPECT_EQ(device.numOracleNonFinite, host.numOracleNonFinite);
  EXPECT_EQ(device.numExcused, host.numExcused);
  EXPECT_EQ(device.zeroOracle, host.zeroOracle);
  // Maxima are exact in any order; the sums only up to their rounding.
  EXPECT_EQ(device.elementwise, host.elementwise);
  EXPECT_EQ(device.maxRelative, host.maxRelative);
  EXPECT_EQ(device.oracleMax, host.oracleMax);
  if (std::isfinite(host.normwise))
    EXPECT_NEAR(device.normwise, host.normwise, 1e-12 * host.normwise);
  else
    EXPECT_EQ(device.normwise, host.normwise);
}

void expectSameVerdict(const AccuracyVerdict &device,
                       const AccuracyVerdict &host) {
  EXPECT_EQ(device.accepted, host.accepted);
  EXPECT_EQ(device.nonFiniteMismatch, host.nonFiniteMismatch);
  EXPECT_EQ(device.reason, host.reason);
  expectSameMeasures(device.candidate, host.candidate);
  expectSameMeasures(device.reference, host.reference);
  if (std::isfinite(host.worstRatio))
    EXPECT_NEAR(device.worstRatio, host.worstRatio, 1e-12 * host.worstRatio);
}

/// y = 3x + 1 in f64 (the oracle, rounded to f32 as the worker's is) and
/// in f32 (the reference), over 2.5 chunks.
struct Task {
  std::vector<float> x, reference, oracle;
};

Task affineTask(Distribution d, uint64_t seed) {
  Task t;
  t.x = inputs(2 * kAccuracyChunk + kAccuracyChunk / 2 + 3, d, seed);
  t.reference.resize(t.x.size());
  t.oracle.resize(t.x.size());
  for (size_t i = 0; i < t.x.size(); ++i) {
    t.reference[i] = 3.0f * t.x[i] + 1.0f;
    t.oracle[i] = static_cast<float>(3.0 * double(t.x[i]) + 1.0);
  }
  return t;
}

TEST(AccuracyPartialTest, DeviceOrderGivesTheHostMeasures) {
  Tolerance tol{1e-4, 1e-4};
  for (Distribution d :
       {Distribution::Uniform, Distribution::Normal, Distribution::Edge}) {
    Task t = affineTask(d, 31);
    // A candidate a little worse than the reference in the last chunk.
    std::vector<float> candidate = t.reference;
    for (size_t i = 2 * kAccuracyChunk; i < candidate.size(); i += 97)
      candidate[i] = std::nextafter(candidate[i], 1e30f);
    expectSameVerdict(judgeByPartials(candidate, t.reference, t.oracle, tol),
                      judgeAccuracy(candidate, t.reference, t.oracle, tol));
  }
}

TEST(AccuracyPartialTest, OneElementOffIsRejectedAtTheSameElement) {
  Tolerance tol{1e-2, 1e-2};
  Task t = affineTask(Distribution::Uniform, 37);
  std::vector<float> candidate = t.reference;
  candidate[1500001] *= 1.001f;
  AccuracyVerdict device =
      judgeByPartials(candidate, t.reference, t.oracle, tol);
  EXPECT_FALSE(device.accepted);
  EXPECT_EQ(device.candidate.worstElement, 1500001);
  expectSameVerdict(device,
                    judgeAccuracy(candidate, t.reference, t.oracle, tol));
}

TEST(AccuracyPartialTest, TiesAndFirstElementsDoNotDependOnTheOrder) {
  // Equal margins in several threads and chunks: the first element wins,
  // as in a serial pass; so does the first NaN/Inf mismatch.
  Tolerance tol{1e-4, 1e-4};
  Task t = affineTask(Distribution::Uniform, 41);
  std::vector<float> candidate = t.reference;
  for (size_t i : {size_t(2 * kAccuracyChunk + 5), size_t(kAccuracyChunk + 9),
                   size_t(557), size_t(301)}) {
    t.oracle[i] = t.reference[i] = 2.0f;
    candidate[i] = 2.25f;
  }
  AccuracyVerdict device =
      judgeByPartials(candidate, t.reference, t.oracle, tol);
  EXPECT_EQ(device.candidate.worstElement, 301);
  expectSameVerdict(device,
                    judgeAccuracy(candidate, t.reference, t.oracle, tol));
  std::vector<float> nans = t.reference;
  nans[2 * kAccuracyChunk + 1] = NAN;
  nans[kAccuracyChunk + 257] = INFINITY;
  nans[kAccuracyChunk + 2] = NAN;
  device = judgeByPartials(nans, t.reference, t.oracle, tol);
  EXPECT_TRUE(device.nonFiniteMismatch);
  EXPECT_EQ(device.candidate.firstNonFiniteMismatch,
            int64_t(kAccuracyChunk + 2));
  EXPECT_EQ(device.candidate.numNonFiniteMismatches, 3u);
  expectSameVerdict(device, judgeAccuracy(nans, t.reference, t.oracle, tol));
}

TEST(AccuracyPartialTest, NonFiniteOraclesAndExcusedElements) {
  // The oracle NaN/Inf where the candidate must match it, and the
  // reference's overflow (excused) where the oracle is finite.
  Tolerance tol{1e-4, 1e-4};
  Task t = affineTask(Distribution::Normal, 43);
  for (size_t i = 11; i < t.x.size(); i += 100003) {
    t.oracle[i] = i % 2 ? INFINITY : NAN;
    t.reference[i] = t.oracle[i];
    t.reference[i + 1] = INFINITY;
  }
  std::vector<float> candidate = t.reference;
  AccuracyVerdict device =
      judgeByPartials(candidate, t.reference, t.oracle, tol);
  EXPECT_TRUE(device.accepted) << device.reason;
  EXPECT_GT(device.candidate.numExcused, 0u);
  EXPECT_GT(device.candidate.numOracleNonFinite, 0u);
  expectSameVerdict(device,
                    judgeAccuracy(candidate, t.reference, t.oracle, tol));
  // The wrong infinity where the oracle is +Inf.
  candidate[11] = -INFINITY;
  device = judgeByPartials(candidate, t.reference, t.oracle, tol);
  EXPECT_EQ(device.candidate.firstNonFiniteMismatch, 11);
  expectSameVerdict(device,
                    judgeAccuracy(candidate, t.reference, t.oracle, tol));
}

TEST(AccuracyPartialTest, AllZeroOracleUsesAbsoluteErrors) {
  Tolerance tol{1e-2, 1e-2};
  size_t n = kAccuracyChunk + 1000;
  std::vector<float> zeros(n, 0.0f), small(n, 0.0f);
  for (size_t i = 0; i < n; i += 7)
    small[i] = 1e-3f;
  AccuracyVerdict device = judgeByPartials(small, zeros, zeros, tol);
  EXPECT_TRUE(device.candidate.zeroOracle);
  expectSameVerdict(device, judgeAccuracy(small, zeros, zeros, tol));
}

TEST(AccuracyPartialTest, DegenerateChecksFromPartials) {
  Tolerance tol{1e-4, 1e-4};
  Task t = affineTask(Distribution::Normal, 47);
  size_t n = t.x.size();
  auto constant = [&](const std::vector<float> &out) {
    return findConstantOutputIn(
        mergeAccuracyPartials(devicePartials(out, t.reference, t.oracle, tol)),
        n);
  };
  std::vector<float> zeros(n, 0.0f), sevens(n, 7.0f);
  EXPECT_EQ(constant(zeros), findConstantOutput(zeros, t.oracle));
  EXPECT_NE(constant(zeros).find("all-zero output"), std::string::npos);
  EXPECT_EQ(constant(sevens), findConstantOutput(sevens, t.oracle));
  EXPECT_NE(constant(sevens), "");
  // Signed zeros are one constant; a NaN, another value or Inf are not.
  std::vector<float> signedZeros = zeros;
  signedZeros[kAccuracyChunk + 3] = -0.0f;
  EXPECT_NE(constant(signedZeros), "");
  for (float other : {float(NAN), 1.0f, float(INFINITY)}) {
    std::vector<float> almost = zeros;
    almost[2 * kAccuracyChunk + 1] = other;
    EXPECT_EQ(constant(almost), "") << other;
    EXPECT_EQ(findConstantOutput(almost, t.oracle), "") << other;
  }
  // Right when the expected values are constant too.
  EXPECT_EQ(findConstantOutputIn(mergeAccuracyPartials(
                                   devicePartials(sevens, sevens, sevens, tol)),
                               n),
            "");

  // A copy of the input: the input against the oracle, as value and
  // reference.
  auto copied = [&](const std::vector<float> &input,
                    const std::vector<float> &expected) {
    return findCopiedInputIn(
        mergeAccuracyPartials(devicePartials(input, input, expected, tol)));
  };
  EXPECT_EQ(copied(t.x, t.oracle), findCopiedInput(t.x, t.x, t.oracle));
  EXPECT_NE(copied(t.x, t.oracle), "");
  std::vector<float> relu = t.x;
  for (float &v : relu)
    v = std::max(v, 0.0f);
  std::vector<float> positive = inputs(n, Distribution::Uniform, 47);
  EXPECT_EQ(copied(positive, positive), "");
  EXPECT_EQ(copied(positive, positive), findCopiedInput(positive, positive,
                                                        positive));
  EXPECT_EQ(copied(t.x, relu), findCopiedInput(t.x, t.x, relu));
}

} // namespace
