//===- WindowIndex.h - Pooling window indices (internal) --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The index of a pooling window's input, `out * stride + win * dilation +
// offset`, read as a sum of loop dims times constants: shared by the window
// templates' emission (Cuda/Pooling.cpp) and their in-card search
// (Templates.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_WINDOWINDEX_H
#define HTAM_LIB_STRATEGIES_WINDOWINDEX_H

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace htam {
namespace detail {

/// Reads `e` as a sum of dims times constants plus a constant: adds `scale`
/// times each dim's coefficient to `coeffs` and times the constant to
/// `offset`. False for anything else (floordiv, mod, a dim times a dim).
bool linearTerms(AffineExpr e, int64_t scale,
                 llvm::SmallDenseMap<unsigned, int64_t> &coeffs,
                 int64_t &offset);

/// Whether `e` is linear with every dim's coefficient positive: it grows
/// with every dim it uses, so its smallest and largest values over a box of
/// loop indices are at two corners (the input maps of pooling ops).
bool isIncreasingExpr(AffineExpr e);

/// Whether `e` uses a parallel and a reduction loop (`oh * s + kh * d`): a
/// windowed dim of a pooling input.
bool mixesParallelAndReduction(AffineExpr e,
                               ArrayRef<utils::IteratorType> iters);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_WINDOWINDEX_H
