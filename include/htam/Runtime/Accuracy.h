//===- Accuracy.h - Accuracy against an f64 oracle --------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Acceptance by measured accuracy (issue 21, docs/RUNTIME.md): an output is
// measured against the task's f64 oracle (htam-widen-to-f64), elementwise
// and normwise, and a candidate is accepted when its errors are within a
// fixed factor of the FP32 reference's errors on the same inputs. An output
// far below atol no longer passes by being small: the relative measures see
// an all-zero candidate as 100% wrong. Host-side maths; the worker's device
// kernel (htam_accuracy) computes the same partials per chunk, which the host
// merges here (AccuracyPartial.inc, lib/Runtime/AccuracyShared.inc).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_ACCURACY_H
#define HTAM_RUNTIME_ACCURACY_H

#include "htam/Runtime/Protocol.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace htam {

#include "htam/Runtime/AccuracyPartial.inc"

/// The sums and extrema of the measures of one output over a range of its
/// elements; the device writes one per chunk of kAccuracyChunk elements.
using AccuracyPartial = HtamAccuracyPartial;
constexpr uint64_t kAccuracyChunk = HTAM_ACCURACY_CHUNK;

/// The errors of one f32 output against the f64 oracle. Elements where the
/// oracle (rounded to f32) is NaN or +-Inf take no part in the numbers: the
/// output must have the same NaN/Inf there.
struct AccuracyMeasures {
  /// max_i |c_i - o_i| / (atol + rtol |o_i|): the allclose margin (<= 1 is
  /// within the tolerance).
  double elementwise = 0;
  /// ||c - o||_2 / ||o||_2.
  double normwise = 0;
  /// max_i |c_i - o_i| / max_i |o_i|.
  double maxRelative = 0;
  /// An all-zero (finite part of the) oracle has no scale: normwise and
  /// maxRelative are then absolute errors in units of atol.
  bool zeroOracle = false;
  /// Elements whose NaN/Inf pattern differs from the oracle's (a non-finite
  /// value where the oracle is finite counts too); any makes the measures
  /// +inf.
  uint64_t numNonFiniteMismatches = 0;
  /// First such element, or -1.
  int64_t firstNonFiniteMismatch = -1;
  /// Elements where the oracle is NaN or +-Inf.
  uint64_t numOracleNonFinite = 0;
  /// Elements left out because the FP32 reference is NaN/Inf there while
  /// the oracle is finite (judgeAccuracy only): f32 overflows where f64
  /// does not, and no f32 result is expected to be finite.
  uint64_t numExcused = 0;
  /// The largest finite |o_i| measured.
  double oracleMax = 0;
  /// The element with the largest elementwise error, or -1.
  int64_t worstElement = -1;
  uint64_t numElements = 0;
  /// Different sizes: nothing was measured.
  bool sizeMismatch = false;
};

/// Measures `values` against `oracle` (the same size) with the tolerance
/// of the trial. A finite oracle value beyond the f32 range counts as the
/// infinity an f32 computation produces.
AccuracyMeasures measureAccuracy(llvm::ArrayRef<float> values,
                                 llvm::ArrayRef<double> oracle,
                                 const Tolerance &tolerance);
/// The same against an oracle that computed in f64 and rounded its outputs
/// to f32 (htam-widen-to-f64{widen-signature=false}, what the GPU worker
/// runs): the rounding adds at most half an f32 ulp (2^-24 relative) to
/// every measured error, below the rule's floor.
AccuracyMeasures measureAccuracy(llvm::ArrayRef<float> values,
                                 llvm::ArrayRef<float> oracle,
                                 const Tolerance &tolerance);

/// The partial of no elements.
AccuracyPartial emptyAccuracyPartial();
/// Adds element `index` of an output, `value`, against the oracle's value;
/// `referenceFinite` is false where the FP32 reference is NaN/Inf (the
/// element is excused). The one definition is AccuracyShared.inc, which the
/// device kernel compiles too.
void addAccuracyElement(AccuracyPartial &partial, uint64_t index, float value,
                        double oracle, bool referenceFinite,
                        const Tolerance &tolerance);
/// into = into + from, for any two disjoint ranges of one output: exact for
/// the counts, extrema and first elements in any order; the two sums
/// depend on the order.
void mergeAccuracyPartial(AccuracyPartial &into, const AccuracyPartial &from);
/// The partials of consecutive chunks merged in order (the device's, read
/// back, give the host's numbers up to the rounding of the sums).
AccuracyPartial mergeAccuracyPartials(llvm::ArrayRef<AccuracyPartial> chunks);
/// The measures of an output of `numElements` elements from its merged
/// partial.
AccuracyMeasures finishAccuracyMeasures(const AccuracyPartial &merged,
                                        uint64_t numElements,
                                        const Tolerance &tolerance);

/// The acceptance rule. A candidate's measure m is compared with
/// max(m of the FP32 reference, m of the floor), where the floor is an
/// output with a relative error of `relativeFloor` in every element (what
/// an f32 result rounded correctly can be off by): the floor keeps a
/// reference that happens to be exact from demanding exactness.
struct AcceptanceRule {
  /// Candidate error / reference error allowed on each measure.
  double factor = 8.0;
  /// Half an f32 ulp, relative.
  double relativeFloor = 0x1p-24;
};

/// The verdict on one output of one trial.
struct AccuracyVerdict {
  bool accepted = false;
  /// Rejected because the candidate's NaN/Inf pattern is not the oracle's
  /// (a nan_mismatch rather than an inaccuracy).
  bool nonFiniteMismatch = false;
  /// Why not, when not accepted (one line).
  std::string reason;
  AccuracyMeasures candidate, reference;
  /// Candidate / max(reference, floor), per measure; the report's accuracy
  /// column is `worstRatio`.
  double elementwiseRatio = 0, normwiseRatio = 0, maxRelativeRatio = 0;
  double worstRatio = 0;
};

/// Judges `candidate` against the oracle, with `reference` (the FP32
/// reference's output on the same inputs) setting the bar. Accepted when
/// the candidate's NaN/Inf pattern is the oracle's, each of its three
/// measures is within rule.factor of max(reference's, floor's), and, where
/// the reference is within the tolerance (elementwise <= 1), so is the
/// candidate.
AccuracyVerdict judgeAccuracy(llvm::ArrayRef<float> candidate,
                              llvm::ArrayRef<float> reference,
                              llvm::ArrayRef<double> oracle,
                              const Tolerance &tolerance,
                              const AcceptanceRule &rule = {});
/// The same against an oracle rounded to f32 (see measureAccuracy).
AccuracyVerdict judgeAccuracy(llvm::ArrayRef<float> candidate,
                              llvm::ArrayRef<float> reference,
                              llvm::ArrayRef<float> oracle,
                              const Tolerance &tolerance,
                              const AcceptanceRule &rule = {});

/// The same from measures computed elsewhere (the device's partials): the
/// candidate measured with the reference's NaN/Inf excusing elements, the
/// reference with its own.
AccuracyVerdict judgeMeasures(const AccuracyMeasures &candidate,
                              const AccuracyMeasures &reference,
                              const Tolerance &tolerance,
                              const AcceptanceRule &rule = {});

/// The worst of the verdicts of every output of every trial, per measure
/// (what an Evaluation reports as "accuracy").
struct AccuracySummary {
  /// Candidate / max(reference, floor); `worstRatio` is the accuracy column.
  double worstRatio = 0, elementwiseRatio = 0, normwiseRatio = 0,
         maxRelativeRatio = 0;
  /// The largest errors against the oracle, of the candidate and of the
  /// FP32 reference.
  double candidateElementwise = 0, candidateNormwise = 0,
         candidateMaxRelative = 0;
  double referenceElementwise = 0, referenceNormwise = 0,
         referenceMaxRelative = 0;
  /// Outputs judged (outputs times trials).
  unsigned numJudged = 0;

  void add(const AccuracyVerdict &verdict);
};

/// Issue 21 item 3: an output that carries nothing of the computation.
/// `expected` is the oracle's output (or the FP32 reference's). Returns a
/// one-line reason, or an empty string. Degenerate are: every element the
/// same finite value (all zeros included) where the expected values spread
/// by more than 1e-3 of their largest magnitude; and (findCopiedInput) an
/// output equal bit for bit to an input of the same size where the expected
/// output differs from that input by more than 1e-3 of its magnitude (so
/// that a ReLU of positive inputs, a copy by right, is not flagged).
std::string findConstantOutput(llvm::ArrayRef<float> output,
                               llvm::ArrayRef<float> expected);
std::string findCopiedInput(llvm::ArrayRef<float> output,
                            llvm::ArrayRef<float> input,
                            llvm::ArrayRef<float> expected);
/// findConstantOutput from the output's merged partial against the
/// expected values (its value extrema and NaN count, their finite range).
std::string findConstantOutputIn(const AccuracyPartial &output,
                               uint64_t numElements);
/// findCopiedInput once the output is known to equal the input bit for bit,
/// from the input's merged partial against the expected values (the input
/// as value and as reference: its finite elements where the expected ones
/// are finite).
std::string findCopiedInputIn(const AccuracyPartial &inputAgainstExpected);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_ACCURACY_H
