//===- Accuracy.cpp - Accuracy against an f64 oracle ----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The measures and the acceptance rule of include/htam/Runtime/Accuracy.h.
// Sums are in double: f32 outputs squared stay far inside its range.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Accuracy.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Parallel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace mlir;
using namespace mlir::htam;

static constexpr double kInf = std::numeric_limits<double>::infinity();

/// `numerator / denominator`, where 0 / 0 is no error and x / 0 is +inf.
static double ratio(double numerator, double denominator) {
  if (denominator > 0)
    return numerator / denominator;
  return numerator == 0 ? 0 : kInf;
}

/// Whether a non-finite oracle value (rounded to f32) is matched.
static bool sameNonFinite(float value, float oracle) {
  if (std::isnan(oracle))
    return std::isnan(value);
  return std::isinf(value) && std::signbit(value) == std::signbit(oracle);
}

namespace {
/// The sums and maxima of the measures over one chunk of the elements.
struct Partial {
  double errorSquares = 0, oracleSquares = 0, maxError = 0, maxOracle = 0;
  double elementwise = 0;
  int64_t worstElement = -1, firstNonFiniteMismatch = -1;
  uint64_t numFinite = 0, numNonFiniteMismatches = 0, numOracleNonFinite = 0,
           numExcused = 0;
};
} // namespace

/// Partial measures of elements [begin, end): see measure().
template <typename OracleT>
static Partial measureChunk(llvm::ArrayRef<float> values,
                            llvm::ArrayRef<OracleT> oracle,
                            const Tolerance &tolerance,
                            llvm::ArrayRef<float> reference, size_t begin,
                            size_t end) {
  Partial p;
  for (size_t i = begin; i < end; ++i) {
    double o = oracle[i];
    // What an f32 computation of this value gives: beyond the f32 range,
    // an infinity.
    float rounded = static_cast<float>(o);
    float c = values[i];
    if (!std::isfinite(rounded)) {
      ++p.numOracleNonFinite;
      if (!sameNonFinite(c, rounded) && p.numNonFiniteMismatches++ == 0)
        p.firstNonFiniteMismatch = i;
      continue;
    }
    if (!reference.empty() && !std::isfinite(reference[i])) {
      ++p.numExcused;
      continue;
    }
    if (!std::isfinite(c)) {
      if (p.numNonFiniteMismatches++ == 0)
        p.firstNonFiniteMismatch = i;
      continue;
    }
    ++p.numFinite;
    double error = std::fabs(static_cast<double>(c) - o);
    double margin =
        ratio(error, tolerance.atol + tolerance.rtol * std::fabs(o));
    if (p.worstElement < 0 || margin > p.elementwise) {
      p.elementwise = margin;
      p.worstElement = i;
    }
    p.errorSquares += error * error;
    p.oracleSquares += o * o;
    p.maxError = std::max(p.maxError, error);
    p.maxOracle = std::max(p.maxOracle, std::fabs(o));
  }
  return p;
}

/// Elements per chunk. Chunks are fixed, and merged in order, so the sums
/// do not depend on how many threads measure them.
static constexpr size_t kChunk = size_t(1) << 20;

/// The measures of `values` against `oracle` (f64, or f32 when the oracle
/// ran with an f32 signature). With `reference`, elements where the FP32
/// reference is NaN/Inf and the oracle is finite (f32 overflows where f64
/// does not, e.g. exp past 88) are excused: no f32 computation is expected
/// to be finite there, so they take no part in the numbers. Outputs of
/// several chunks are measured in parallel (a 25M-element output takes
/// tenths of a second on one core).
template <typename OracleT>
static AccuracyMeasures measure(llvm::ArrayRef<float> values,
                                llvm::ArrayRef<OracleT> oracle,
                                const Tolerance &tolerance,
                                llvm::ArrayRef<float> reference = {}) {
  AccuracyMeasures m;
  m.numElements = values.size();
  if (values.size() != oracle.size() ||
      (!reference.empty() && reference.size() != oracle.size())) {
    m.sizeMismatch = true;
    m.elementwise = m.normwise = m.maxRelative = kInf;
    return m;
  }
  size_t numChunks = (values.size() + kChunk - 1) / kChunk;
  std::vector<Partial> parts(numChunks);
  auto run = [&](size_t k) {
    parts[k] = measureChunk(values, oracle, tolerance, reference, k * kChunk,
                            std::min(values.size(), (k + 1) * kChunk));
  };
  if (numChunks > 1)
    llvm::parallelFor(0, numChunks, run);
  else if (numChunks == 1)
    run(0);
  double errorSquares = 0, oracleSquares = 0, maxError = 0, maxOracle = 0;
  uint64_t numFinite = 0;
  for (const Partial &p : parts) {
    errorSquares += p.errorSquares;
    oracleSquares += p.oracleSquares;
    maxError = std::max(maxError, p.maxError);
    maxOracle = std::max(maxOracle, p.maxOracle);
    numFinite += p.numFinite;
    m.numOracleNonFinite += p.numOracleNonFinite;
    m.numExcused += p.numExcused;
    if (p.numNonFiniteMismatches && !m.numNonFiniteMismatches)
      m.firstNonFiniteMismatch = p.firstNonFiniteMismatch;
    m.numNonFiniteMismatches += p.numNonFiniteMismatches;
    // The first element of the largest margin, as a serial pass finds it.
    if (p.worstElement >= 0 &&
        (m.worstElement < 0 || p.elementwise > m.elementwise)) {
      m.elementwise = p.elementwise;
      m.worstElement = p.worstElement;
    }
  }
  m.oracleMax = maxOracle;
  if (m.numNonFiniteMismatches) {
    m.elementwise = m.normwise = m.maxRelative = kInf;
    return m;
  }
  if (maxOracle == 0) {
    // No scale to be relative to: absolute errors in units of atol.
    m.zeroOracle = true;
    double rms = numFinite ? std::sqrt(errorSquares / numFinite) : 0;
    m.normwise = ratio(rms, tolerance.atol);
    m.maxRelative = ratio(maxError, tolerance.atol);
    return m;
  }
  m.normwise = std::sqrt(errorSquares) / std::sqrt(oracleSquares);
  m.maxRelative = maxError / maxOracle;
  return m;
}

AccuracyMeasures mlir::htam::measureAccuracy(llvm::ArrayRef<float> values,
                                             llvm::ArrayRef<double> oracle,
                                             const Tolerance &tolerance) {
  return measure(values, oracle, tolerance);
}

AccuracyMeasures mlir::htam::measureAccuracy(llvm::ArrayRef<float> values,
                                             llvm::ArrayRef<float> oracle,
                                             const Tolerance &tolerance) {
  return measure(values, oracle, tolerance);
}

/// The measures of an output off by `rule.relativeFloor` (relative) in
/// every element. With an all-zero oracle the floor is the tolerance
/// itself: relative accuracy has no meaning there. The elementwise margin
/// f * |o| / (atol + rtol |o|) grows with |o|: its maximum is at the
/// largest |o| (`measured.oracleMax`), so no pass over the data is needed.
static AccuracyMeasures floorMeasures(const AccuracyMeasures &measured,
                                      const Tolerance &tolerance,
                                      const AcceptanceRule &rule) {
  AccuracyMeasures floor;
  if (measured.zeroOracle) {
    floor.elementwise = floor.normwise = floor.maxRelative = 1 / rule.factor;
    return floor;
  }
  floor.normwise = floor.maxRelative = rule.relativeFloor;
  double a = measured.oracleMax;
  floor.elementwise =
      ratio(rule.relativeFloor * a, tolerance.atol + tolerance.rtol * a);
  return floor;
}

template <typename OracleT>
static AccuracyVerdict judge(llvm::ArrayRef<float> candidate,
                             llvm::ArrayRef<float> reference,
                             llvm::ArrayRef<OracleT> oracle,
                             const Tolerance &tolerance,
                             const AcceptanceRule &rule) {
  AccuracyVerdict v;
  v.candidate = measure(candidate, oracle, tolerance, reference);
  v.reference = measure(reference, oracle, tolerance, reference);
  const AccuracyMeasures &c = v.candidate, &r = v.reference;
  if (c.sizeMismatch || r.sizeMismatch) {
    v.reason = llvm::formatv("sizes differ: candidate {0}, reference {1}, "
                             "oracle {2} values",
                             candidate.size(), reference.size(), oracle.size());
    v.worstRatio = kInf;
    return v;
  }
  if (c.numNonFiniteMismatches) {
    v.nonFiniteMismatch = true;
    v.reason =
        llvm::formatv("{0} elements differ from the oracle's NaN/Inf "
                      "pattern (first: element {1})",
                      c.numNonFiniteMismatches, c.firstNonFiniteMismatch);
    v.worstRatio = kInf;
    return v;
  }

  AccuracyMeasures floor = floorMeasures(c, tolerance, rule);
  v.elementwiseRatio =
      ratio(c.elementwise, std::max(r.elementwise, floor.elementwise));
  v.normwiseRatio = ratio(c.normwise, std::max(r.normwise, floor.normwise));
  v.maxRelativeRatio =
      ratio(c.maxRelative, std::max(r.maxRelative, floor.maxRelative));
  v.worstRatio =
      std::max({v.elementwiseRatio, v.normwiseRatio, v.maxRelativeRatio});

  struct Check {
    const char *name;
    double ratio, candidate, reference, floor;
  };
  for (const Check &check :
       {Check{"normwise", v.normwiseRatio, c.normwise, r.normwise,
              floor.normwise},
        Check{"max-relative", v.maxRelativeRatio, c.maxRelative, r.maxRelative,
              floor.maxRelative},
        Check{"elementwise", v.elementwiseRatio, c.elementwise, r.elementwise,
              floor.elementwise}}) {
    if (check.ratio <= rule.factor)
      continue;
    // The bar is the reference's error, or the floor where that is less.
    std::string bar =
        check.reference >= check.floor
            ? llvm::formatv("the FP32 reference's {0:e2}", check.reference)
                  .str()
            : llvm::formatv("the floor {0:e2} (the FP32 reference's: {1:e2})",
                            check.floor, check.reference)
                  .str();
    v.reason = llvm::formatv("{0} error {1:e2} is {2:e2} times {3} "
                             "(allowed: {4})",
                             check.name, check.candidate, check.ratio, bar,
                             rule.factor);
    return v;
  }
  if (r.elementwise <= 1 && c.elementwise > 1) {
    v.reason = llvm::formatv("element {0} is outside the tolerance (margin "
                             "{1:e2}) where the FP32 reference is within it",
                             c.worstElement, c.elementwise);
    return v;
  }
  v.accepted = true;
  return v;
}

AccuracyVerdict mlir::htam::judgeAccuracy(llvm::ArrayRef<float> candidate,
                                          llvm::ArrayRef<float> reference,
                                          llvm::ArrayRef<double> oracle,
                                          const Tolerance &tolerance,
                                          const AcceptanceRule &rule) {
  return judge(candidate, reference, oracle, tolerance, rule);
}

AccuracyVerdict mlir::htam::judgeAccuracy(llvm::ArrayRef<float> candidate,
                                          llvm::ArrayRef<float> reference,
                                          llvm::ArrayRef<float> oracle,
                                          const Tolerance &tolerance,
                                          const AcceptanceRule &rule) {
  return judge(candidate, reference, oracle, tolerance, rule);
}

void AccuracySummary::add(const AccuracyVerdict &v) {
  ++numJudged;
  auto raise = [](double &worst, double value) {
    // NaN never lowers a worst value, and is never one.
    if (value > worst)
      worst = value;
  };
  raise(worstRatio, v.worstRatio);
  raise(elementwiseRatio, v.elementwiseRatio);
  raise(normwiseRatio, v.normwiseRatio);
  raise(maxRelativeRatio, v.maxRelativeRatio);
  raise(candidateElementwise, v.candidate.elementwise);
  raise(candidateNormwise, v.candidate.normwise);
  raise(candidateMaxRelative, v.candidate.maxRelative);
  raise(referenceElementwise, v.reference.elementwise);
  raise(referenceNormwise, v.reference.normwise);
  raise(referenceMaxRelative, v.reference.maxRelative);
}

/// The spread an expected output must exceed, relative to its largest
/// magnitude, before a constant or copied output counts as degenerate: far
/// above any rounding error that the accuracy rule tolerates.
static constexpr double kDegenerateSpread = 1e-3;

std::string mlir::htam::findConstantOutput(llvm::ArrayRef<float> output,
                                           llvm::ArrayRef<float> expected) {
  if (output.size() < 2 || output.size() != expected.size())
    return "";
  float first = output[0];
  if (!std::isfinite(first))
    return "";
  for (float c : output)
    if (c != first)
      return "";
  double lo = kInf, hi = -kInf, scale = 0;
  for (float e : expected) {
    if (!std::isfinite(e))
      continue;
    lo = std::min(lo, double(e));
    hi = std::max(hi, double(e));
    scale = std::max(scale, std::fabs(double(e)));
  }
  if (!(hi > lo) || hi - lo <= kDegenerateSpread * scale)
    return "";
  std::string value = first == 0 ? std::string("all-zero output")
                                 : llvm::formatv("every element is {0:e3}",
                                                 double(first))
                                       .str();
  return llvm::formatv("{0} ({1} elements) where the expected values range "
                       "from {2:e3} to {3:e3}",
                       value, output.size(), lo, hi)
      .str();
}

std::string mlir::htam::findCopiedInput(llvm::ArrayRef<float> output,
                                        llvm::ArrayRef<float> input,
                                        llvm::ArrayRef<float> expected) {
  if (output.empty() || output.size() != input.size() ||
      output.size() != expected.size())
    return "";
  if (std::memcmp(output.data(), input.data(), output.size() * sizeof(float)))
    return "";
  double difference = 0, scale = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    double e = expected[i], x = input[i];
    if (!std::isfinite(e) || !std::isfinite(x))
      continue;
    difference = std::max(difference, std::fabs(e - x));
    scale = std::max(scale, std::fabs(e));
  }
  if (difference == 0 || difference <= kDegenerateSpread * scale)
    return "";
  return llvm::formatv("a copy of the input where the expected output "
                       "differs from it by up to {0:e3}",
                       difference)
      .str();
}
