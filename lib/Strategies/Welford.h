//===- Welford.h - One-pass row mean and variance ---------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The structure behind tpl_row_layernorm_welford (card l_alg_welford_stats):
// a row sum `S1 = sum_j x` and a row sum of squares about a row value
// `S2 = sum_j (x - c)^2` (c the mean, computed from S1) over the same rows,
// as LayerNorm, instance norm and group norm write their statistics. Both
// come from one pass with per-lane Welford (count, mean, M2) states combined
// by Chan's formula; S2 = M2 + n (mean - c)^2. The emitter's fused row
// kernel (Cuda/FusedRow.cpp) uses this match and Cuda/Device/Welford.cuh.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_WELFORD_H
#define HTAM_LIB_STRATEGIES_WELFORD_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>
#include <string>

namespace mlir {
namespace htam {
namespace detail {

/// A row sum and a row sum of squared deviations that one pass computes.
struct WelfordMatch {
  linalg::GenericOp sum, sq;
  /// The summed value and its map in the loops of `sum` (= those of `sq`).
  Value x;
  AffineMap xMap;
  /// The row value subtracted in `sq` and its map (no reduction loop).
  Value c;
  AffineMap cMap;
};

/// Matches `op` (either member of the pair) with its partner.
std::optional<WelfordMatch> matchWelford(linalg::GenericOp op);

/// Rewrites staged sums (a sum over some dims of a sum over the trailing
/// dims, zero-initialized, used only there) into one sum over all of them,
/// so LayerNorm written as staged sums has one reduction per statistic.
void flattenNestedSums(func::FuncOp func);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_WELFORD_H
