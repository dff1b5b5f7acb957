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

/// The per-element maths shared with the device (AccuracyShared.inc), in
/// the namespace of HtamAccuracyPartial.
namespace mlir::htam {
namespace {
#include "HostSharedPrelude.inc"
#include "AccuracyShared.inc"
#undef HTAM_FN
} // namespace
} // namespace mlir::htam

static double ratio(double numerator, double denominator) {
  return htam_accuracy_ratio(numerator, denominator);
}

AccuracyPartial mlir::htam::emptyAccuracyPartial() {
  AccuracyPartial p;
  htam_accuracy_init(&p);
  return p;
}

void mlir::htam::addAccuracyElement(AccuracyPartial &partial, uint64_t index,
                                    float value, double oracle,
                                    bool referenceFinite,
                                    const Tolerance &tolerance) {
  htam_accuracy_add(&partial, index, value, oracle, referenceFinite,
                    tolerance.atol, tolerance.rtol);
}

void mlir::htam::mergeAccuracyPartial(AccuracyPartial &into,
                                      const AccuracyPartial &from) {
  htam_accuracy_merge(&into, &from);
}

AccuracyPartial
mlir::htam::mergeAccuracyPartials(llvm::ArrayRef<AccuracyPartial> chunks) {
  AccuracyPartial merged = emptyAccuracyPartial();
  for (const AccuracyPartial &p : chunks)
    htam_accuracy_merge(&merged, &p);
  return merged;
}

/// The partial of elements [begin, end) of `values` against `oracle`, the
/// elements where `reference` (when given) is NaN/Inf excused.
template <typename OracleT>
static AccuracyPartial measureChunk(llvm::ArrayRef<float> values,
                                    llvm::ArrayRef<OracleT> oracle,
                                    const Tolerance &tolerance,
                                    llvm::ArrayRef<float> reference,
                                    size_t begin, size_t end) {
  AccuracyPartial p;
  htam_accuracy_init(&p);
  for (size_t i = begin; i < end; ++i)
    htam_accuracy_add(&p, i, values[i], static_cast<double>(oracle[i]),
                      reference.empty() || std::isfinite(reference[i]),
                      tolerance.atol, tolerance.rtol);
  return p;
}

/// The partials of `values` against `oracle` (f64, or f32 when the oracle
/// ran with an f32 signature), per chunk of kAccuracyChunk elements, merged
/// in order: the numbers do not depend on the thread count. Outputs of
/// several chunks are measured in parallel (a 25M-element output takes
/// tenths of a second on one core).
template <typename OracleT>
static AccuracyPartial measurePartial(llvm::ArrayRef<float> values,
                                      llvm::ArrayRef<OracleT> oracle,
                                      const Tolerance &tolerance,
                                      llvm::ArrayRef<float> reference = {}) {
  size_t numChunks = (values.size() + kAccuracyChunk - 1) / kAccuracyChunk;
  std::vector<AccuracyPartial> parts(numChunks);
  auto run = [&](size_t k) {
    parts[k] = measureChunk(values, oracle, tolerance, reference,
                            k * kAccuracyChunk,
                            std::min<size_t>(values.size(),
                                             (k + 1) * kAccuracyChunk));
  };
  if (numChunks > 1)
    llvm::parallelFor(0, numChunks, run);
  else if (numChunks == 1)
    run(0);
  return mergeAccuracyPartials(parts);
}

AccuracyMeasures mlir::htam::finishAccuracyMeasures(const AccuracyPartial &p,
                                                    uint64_t numElements,
                                                    const Tolerance &tolerance) {
  AccuracyMeasures m;
  m.numElements = numElements;
  m.numOracleNonFinite = p.numOracleNonFinite;
  m.numExcused = p.numExcused;
  m.numNonFiniteMismatches = p.numNonFiniteMismatches;
  m.firstNonFiniteMismatch = p.firstNonFiniteMismatch;
  m.elementwise = p.elementwise;
  m.worstElement = p.worstElement;
  m.oracleMax = p.maxOracle;
  if (m.numNonFiniteMismatches) {
    m.elementwise = m.normwise = m.maxRelative = kInf;
    return m;
  }
  if (p.maxOracle == 0) {
    // No scale to be relative to: absolute errors in units of atol.
    m.zeroOracle = true;
    double rms = p.numFinite ? std::sqrt(p.errorSquares / p.numFinite) : 0;
    m.normwise = ratio(rms, tolerance.atol);
    m.maxRelative = ratio(p.maxError, tolerance.atol);
    return m;
  }
  m.normwise = std::sqrt(p.errorSquares) / std::sqrt(p.oracleSquares);
  m.maxRelative = p.maxError / p.maxOracle;
  return m;
}

/// The measures of `values` against `oracle`. With `reference`, elements
/// where the FP32 reference is NaN/Inf and the oracle is finite (f32
/// overflows where f64 does not, e.g. exp past 88) are excused: no f32
/// computation is expected to be finite there, so they take no part in the
/// numbers.
template <typename OracleT>
static AccuracyMeasures measure(llvm::ArrayRef<float> values,
                                llvm::ArrayRef<OracleT> oracle,
                                const Tolerance &tolerance,
                                llvm::ArrayRef<float> reference = {}) {
  if (values.size() != oracle.size() ||
      (!reference.empty() && reference.size() != oracle.size())) {
    AccuracyMeasures m;
    m.numElements = values.size();
    m.sizeMismatch = true;
    m.elementwise = m.normwise = m.maxRelative = kInf;
    return m;
  }
  return finishAccuracyMeasures(
      measurePartial(values, oracle, tolerance, reference), values.size(),
      tolerance);
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

AccuracyVerdict mlir::htam::judgeMeasures(const AccuracyMeasures &candidate,
                                          const AccuracyMeasures &reference,
                                          const Tolerance &tolerance,
                                          const AcceptanceRule &rule) {
  AccuracyVerdict v;
  v.candidate = candidate;
  v.reference = reference;
  const AccuracyMeasures &c = v.candidate, &r = v.reference;
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

template <typename OracleT>
static AccuracyVerdict judge(llvm::ArrayRef<float> candidate,
                             llvm::ArrayRef<float> reference,
                             llvm::ArrayRef<OracleT> oracle,
                             const Tolerance &tolerance,
                             const AcceptanceRule &rule) {
  AccuracyMeasures c = measure(candidate, oracle, tolerance, reference);
  AccuracyMeasures r = measure(reference, oracle, tolerance, reference);
  if (c.sizeMismatch || r.sizeMismatch) {
    AccuracyVerdict v;
    v.candidate = c;
    v.reference = r;
    v.reason = llvm::formatv("sizes differ: candidate {0}, reference {1}, "
                             "oracle {2} values",
                             candidate.size(), reference.size(), oracle.size());
    v.worstRatio = kInf;
    return v;
  }
  return judgeMeasures(c, r, tolerance, rule);
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

std::string mlir::htam::findConstantOutputIn(const AccuracyPartial &output,
                                           uint64_t numElements) {
  // Every element the same finite value: no NaN, and the extrema equal.
  if (numElements < 2 || output.numValueNaN ||
      !(output.valueMin == output.valueMax) || !std::isfinite(output.valueMin))
    return "";
  double lo = output.oracleMin, hi = output.oracleMax;
  double scale = std::max(std::fabs(lo), std::fabs(hi));
  if (!(hi > lo) || hi - lo <= kDegenerateSpread * scale)
    return "";
  double first = output.valueMin;
  std::string value =
      first == 0
          ? std::string("all-zero output")
          : llvm::formatv("every element is {0:e3}", first).str();
  return llvm::formatv("{0} ({1} elements) where the expected values range "
                       "from {2:e3} to {3:e3}",
                       value, numElements, lo, hi)
      .str();
}

std::string mlir::htam::findConstantOutput(llvm::ArrayRef<float> output,
                                           llvm::ArrayRef<float> expected) {
  if (output.size() != expected.size())
    return "";
  return findConstantOutputIn(measurePartial(output, expected, Tolerance{}),
                            output.size());
}

std::string
mlir::htam::findCopiedInputIn(const AccuracyPartial &inputAgainstExpected) {
  // Over the elements where both are finite: max |e - x| and max |e|.
  double difference = inputAgainstExpected.maxError;
  double scale = inputAgainstExpected.maxOracle;
  if (difference == 0 || difference <= kDegenerateSpread * scale)
    return "";
  return llvm::formatv("a copy of the input where the expected output "
                       "differs from it by up to {0:e3}",
                       difference)
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
  return findCopiedInputIn(measurePartial(input, expected, Tolerance{}, input));
}
