//===- State.h - The optimization state the memory reads --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The state s_t of SPEC §4 as a plain struct, and the small condition
// language (`field op value`) in which triggers, usage conditions and edge
// conditions of the memory are written. The driver builds a State from the
// operator analysis and the last evaluation; `htam-mem rank` reads one from
// YAML or JSON (see MemoryIO.h).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_MEMORY_STATE_H
#define HTAM_MEMORY_STATE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace memory {

/// A number that may be unknown (NaN when unknown).
constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();

/// The state summary of one evolution step (SPEC §4). Unknown numbers are
/// NaN; unknown strings are empty.
struct State {
  /// elementwise, broadcast, reduction, softmax_norm, contraction,
  /// convolution, pooling or fused_mix.
  std::string OpClass;
  /// The class of the op with the most FLOPs (a fused_mix task's
  /// convolution or contraction; op_class itself for a single op).
  std::string MainOp;
  /// Operand shapes (inputs then outputs).
  std::vector<std::vector<int64_t>> Shapes;
  /// Element type, e.g. f32.
  std::string DType;
  double Flops = kUnknown;
  double Bytes = kUnknown;
  /// FLOPs per byte.
  double Intensity = kUnknown;
  /// Roofline bound: memory or compute.
  std::string Bound;
  /// The main reduction (htam/Analysis/ReductionShape.h): how many
  /// independent reductions (outputs), how long each is, and whether it runs
  /// along the innermost dim (row) or not (column); NaN / empty without one.
  double ReductionOutputs = kUnknown;
  double ReductionLength = kUnknown;
  std::string ReductionLayout;
  double CurrentTimeMs = kUnknown;
  double BestTimeMs = kUnknown;
  double BaselineTimeMs = kUnknown;
  /// Best speedup over the baseline so far.
  double Speedup = kUnknown;
  /// Last compile status: ok, failed, or empty before the first step.
  std::string LastCompile;
  /// Last verification result: correct, incorrect, or empty.
  std::string LastCorrect;
  /// Last error class (e.g. compile_error, mismatch, timeout, crash).
  std::string ErrorClass;
  /// Steps since the best time last improved.
  unsigned Stagnation = 0;
  /// The step index t (1-based).
  unsigned Step = 1;
  /// The prefix p_t = (g_1..g_{t-1}) of chosen directions, oldest first.
  std::vector<std::string> RecentGlobals;
  /// The cards chosen at the same steps, oldest first.
  std::vector<std::string> RecentLocals;
  /// Code symptoms from ptxas and the run.
  double Registers = kUnknown;
  double Spills = kUnknown;
  double SharedMemBytes = kUnknown;
  /// Estimated occupancy in [0, 1].
  double Occupancy = kUnknown;
  /// Achieved fraction of peak DRAM bandwidth in [0, 1].
  double BandwidthFraction = kUnknown;
  /// Achieved fraction of peak FLOP/s in [0, 1].
  double ComputeFraction = kUnknown;

  /// Largest element count over the shapes (NaN without shapes).
  double numel() const;
  /// Largest rank over the shapes.
  double rank() const;
  /// Innermost extent of the largest shape (NaN without shapes).
  double innerDim() const;
};

/// The coarse size bucket of a state used to match examples: `n<k>` with k the
/// rounded-down log2 of numel() rounded to even (n10, n12, ...), or `n?`.
std::string shapeBucket(const State &S);

/// The comparison of a condition.
enum class CondOp { Eq, Ne, Lt, Le, Gt, Ge, In, NotIn, DivisibleBy };

/// A parsed condition `field op value`, e.g. `bound == memory`,
/// `occupancy < 0.5`, `op_class in [reduction, softmax_norm]`,
/// `inner_dim divisible_by 4`.
struct Condition {
  /// The text as written (kept for printing and round trips).
  std::string Text;
  std::string Field;
  CondOp Op = CondOp::Eq;
  /// The right-hand side: one value, or several for `in`/`not_in`.
  std::vector<std::string> Values;

  /// Evaluates the condition on `S`. A comparison involving an unknown value
  /// is false, except that `!=` and `not_in` on an empty string are true.
  bool holds(const State &S) const;
};

/// Parses `Text` into a condition; on failure returns std::nullopt and sets
/// `Error` to a message naming the problem (unknown field, bad operator...).
std::optional<Condition> parseCondition(llvm::StringRef Text,
                                        std::string &Error);

/// The field names conditions may use.
llvm::ArrayRef<llvm::StringRef> conditionFields();

/// The operator-class spellings of SPEC §4.
llvm::ArrayRef<llvm::StringRef> opClassNames();

} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_MEMORY_STATE_H
