//===- OnlineSoftmax.h - One-pass row max and sum of exp --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The structure behind tpl_row_softmax_online (card l_alg_online_softmax):
// a row max `M = max_j x` and a row sum `S = sum_j exp(x - c)` over the same
// rows, where c is a row value computed from M (M itself for softmax, a
// finite-guarded M for PyTorch's logsumexp). Both are computed in one pass
// over the row with running (m, s) pairs, combined across lanes with
// rescaling; the emitter (Cuda/FusedRow.cpp, fused row kernel) uses this match
// and the device helpers of Cuda/Device/OnlineSoftmax.cuh.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_ONLINESOFTMAX_H
#define HTAM_LIB_STRATEGIES_ONLINESOFTMAX_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>
#include <string>

namespace mlir {
namespace htam {
namespace detail {

/// A row max and a row sum of exp(x - c) that one online pass computes.
struct OnlineSoftmaxMatch {
  linalg::GenericOp max, sum;
  /// The value whose row max is taken and its map in the loops of `max`
  /// (the loops of `sum` are the same).
  Value x;
  AffineMap xMap;
  /// The row value subtracted inside exp, its map in the loops of `sum`
  /// (it uses no reduction loop).
  Value c;
  AffineMap cMap;
  /// True for arith.maxnumf (NaN ignored), false for arith.maximumf.
  bool maxNum = false;
};

/// Matches `op` (either the max or the sum of the pair) with its partner:
/// over trailing loops (rows), or with `anyDims` over any reduction loops
/// (a softmax over the channels: one thread per output, Cuda/Reductions.cpp).
std::optional<OnlineSoftmaxMatch> matchOnlineSoftmax(linalg::GenericOp op,
                                                     bool anyDims = false);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_ONLINESOFTMAX_H
