//===- Protocol.h - Verification and timing protocol maths ------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The pure (host-only, GPU-free) part of the SPEC §5 protocol: the trial plan
// (distinct seeds and input distributions), seeded input generation with its
// own PRNG so that inputs are identical on every platform, checksums that
// detect input mutation bit-exactly, allclose with NaN/Inf parity, and the
// timing statistics. docs/RUNTIME.md describes the protocol as a whole.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_PROTOCOL_H
#define HTAM_RUNTIME_PROTOCOL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// Input value distributions.
enum class Distribution {
  /// Uniform in [0, 1), as KernelBench's torch.rand.
  Uniform,
  /// Standard normal (mean 0, standard deviation 1), as torch.randn.
  Normal,
  /// Special values: +-0, denormals, tiny and large magnitudes, exact small
  /// integers and powers of two, mixed with uniform [-1, 1). Large values are
  /// positive so that reductions do not cancel catastrophically.
  Edge,
};

/// "uniform", "normal", "edge".
llvm::StringRef toString(Distribution d);
/// The inverse of toString.
std::optional<Distribution> parseDistribution(llvm::StringRef name);

/// How a model parameter is initialized, as PyTorch's modules do (a
/// convolution's weight and bias uniform in +-1/sqrt(fan_in), a norm's
/// weight 1 and bias 0, `nn.Parameter(torch.randn(...))` normal). A buffer
/// with an init draws its values from it in every trial; the trial's
/// distribution only applies to inputs without one. KernelBench feeds
/// torch.rand inputs to modules initialized this way; parameters drawn from
/// [0, 1) instead would saturate activations and make normalizations after
/// a convolution ill-conditioned.
struct ParamInit {
  enum class Kind { None, Uniform, Normal, Constant };
  Kind kind = Kind::None;
  /// Uniform: [lo, hi); Constant: lo.
  float lo = 0, hi = 0;

  bool empty() const { return kind == Kind::None; }
  /// "uniform(LO..HI)", "normal", "const(C)"; empty for None.
  std::string str() const;
};

/// The inverse of ParamInit::str; an error message names what is wrong.
llvm::Expected<ParamInit> parseParamInit(llvm::StringRef text);

/// One verification trial: its seed and the distribution of its inputs.
struct TrialPlan {
  uint64_t seed = 0;
  Distribution distribution = Distribution::Uniform;
};

/// The default plan for `numTrials` trials: all seeds distinct and derived from
/// `baseSeed`; the last two trials use Normal and Edge, the others Uniform
/// (with fewer than three trials, only Uniform). With a non-empty
/// `distributions` list, trial i uses distributions[i % size] instead.
std::vector<TrialPlan>
planTrials(unsigned numTrials, uint64_t baseSeed,
           llvm::ArrayRef<Distribution> distributions = {});

/// The seed of argument `argIndex` in a trial with seed `trialSeed`.
uint64_t argumentSeed(uint64_t trialSeed, unsigned argIndex);

/// The code of `d` in the shared host/device definitions
/// (lib/Runtime/ProtocolShared.inc): 0 uniform, 1 normal, 2 edge.
int distributionCode(Distribution d);

/// Element `index` of an input of distribution `d` with seed `seed`. The
/// generator is counter-based (a hash of the seed and the index), built only
/// from integer operations and correctly rounded float operations, so the
/// worker's GPU kernel (DeviceProtocol) produces the same bits.
float inputValue(Distribution d, uint64_t seed, uint64_t index,
                 const ParamInit &init = {});

/// The generator's parameters in the shared host/device definitions: a code
/// (0 uniform, 1 normal, 2 edge, 3 uniform in [lo, lo + width), 4 the
/// constant lo), and lo and width.
struct GeneratorCode {
  int code = 0;
  float lo = 0, width = 0;
};
GeneratorCode generatorCode(Distribution d, const ParamInit &init = {});

/// Fills `data` with inputValue(d, seed, i, init) for every i, in parallel.
void generateInput(llvm::MutableArrayRef<float> data, Distribution d,
                   uint64_t seed, const ParamInit &init = {});

/// The input checksum: the sum modulo 2^64 of a 64-bit mix of every
/// element's index and bits. Bit-exact (-0 and NaN payloads count; changing
/// any one element always changes it) and order-independent, so the worker's
/// GPU kernel computes the same value in parallel. Empty data gives 0.
uint64_t checksum(llvm::ArrayRef<float> data);
/// 64-bit FNV-1a over raw bytes.
uint64_t checksumBytes(llvm::ArrayRef<uint8_t> bytes);

/// allclose tolerances: |actual - expected| <= atol + rtol * |expected|.
struct Tolerance {
  double atol = 1e-4;
  double rtol = 1e-4;
};

/// Edge trials test special values (signed zeros, denormals, overflow past
/// exp's range, NaN/Inf parity, which stays exact). Their mixed magnitudes
/// (tiny and hundreds in one reduction) make the rounding-order differences
/// of two correct kernels exceed tolerances meant for well-scaled data, so
/// their allclose uses the tolerance times this factor (1e-4 becomes 1e-2,
/// KernelBench's own tolerance).
constexpr double kEdgeToleranceScale = 100.0;

/// The tolerance of a trial with inputs of distribution `d`.
Tolerance trialTolerance(const Tolerance &t, Distribution d);

/// The outcome of comparing one output with its expected values.
struct CompareResult {
  enum class Status { Ok, Mismatch, NanMismatch, ShapeMismatch };
  Status status = Status::Ok;
  /// Elements that fail (tolerance or parity).
  uint64_t numBad = 0;
  /// First failing element of the reported kind; -1 when none.
  int64_t firstBadIndex = -1;
  float expectedAtFirstBad = 0, actualAtFirstBad = 0;
  /// Largest |actual - expected| over elements where both are finite.
  double maxAbsError = 0;
  /// Largest |actual - expected| / |expected| over finite pairs with
  /// expected != 0.
  double maxRelError = 0;
  /// Number of elements compared.
  uint64_t numElements = 0;

  bool ok() const { return status == Status::Ok; }
};

/// Compares `actual` with `expected` element by element: NaN must match NaN
/// and +-Inf the same infinity (else NanMismatch, which wins over Mismatch);
/// finite pairs must satisfy the tolerance (else Mismatch); different sizes
/// are a ShapeMismatch.
CompareResult compareOutputs(llvm::ArrayRef<float> expected,
                             llvm::ArrayRef<float> actual,
                             const Tolerance &tolerance);

/// Summary statistics of a sample.
struct Stats {
  uint64_t count = 0;
  double mean = 0;
  double median = 0;
  /// Sample standard deviation (n - 1); 0 for fewer than two values.
  double stdev = 0;
  double min = 0;
  double max = 0;
  /// stdev / mean; 0 when mean is 0.
  double cv() const { return mean != 0 ? stdev / mean : 0; }
};

/// Statistics of `values` (any order; empty gives count 0).
Stats computeStats(llvm::ArrayRef<double> values);

/// The timing plan of SPEC §5.
struct TimingPlan {
  unsigned warmups = 3;
  unsigned trials = 100;
  /// Write a buffer of l2FlushFactor x the L2 size before every timed launch.
  bool flushL2 = true;
  unsigned l2FlushFactor = 2;
  /// Repeat the whole timing block this many times (stability measurement).
  unsigned repeats = 1;
  /// Time budget of one repeat in seconds: when `trials` launches would take
  /// longer (judged from the first timed trial), fewer are made, but never
  /// fewer than `minTrials`.
  double maxSeconds = 3.0;
  unsigned minTrials = 10;
  /// A candidate whose first timed launch of a repeat takes longer than this
  /// (microseconds; 0: never) gets only `cutTrials` timed launches: the
  /// driver passes twice its best time so far, and such a candidate cannot
  /// become the best, so its time need only be roughly known.
  double cutAboveUs = 0;
  unsigned cutTrials = 3;
};

/// The number of timed trials of one repeat when one trial (all kernels
/// timed in it) takes `trialSeconds`: `plan.trials`, or fewer (at least
/// `plan.minTrials`) so that the repeat fits in `plan.maxSeconds`.
unsigned adaptedTrials(const TimingPlan &plan, double trialSeconds);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_PROTOCOL_H
