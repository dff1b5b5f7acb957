//===- WindowIndex.cpp - Pooling window indices ----------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "WindowIndex.h"

using namespace mlir;

bool mlir::htam::detail::linearTerms(
    AffineExpr e, int64_t scale,
    llvm::SmallDenseMap<unsigned, int64_t> &coeffs, int64_t &offset) {
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    coeffs[d.getPosition()] += scale;
    return true;
  }
  if (auto c = dyn_cast<AffineConstantExpr>(e)) {
    offset += scale * c.getValue();
    return true;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (e.getKind() == AffineExprKind::Add)
    return linearTerms(bin.getLHS(), scale, coeffs, offset) &&
           linearTerms(bin.getRHS(), scale, coeffs, offset);
  auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
  if (e.getKind() == AffineExprKind::Mul && c)
    return linearTerms(bin.getLHS(), scale * c.getValue(), coeffs, offset);
  return false;
}

bool mlir::htam::detail::isIncreasingExpr(AffineExpr e) {
  llvm::SmallDenseMap<unsigned, int64_t> coeffs;
  int64_t offset = 0;
  return linearTerms(e, 1, coeffs, offset) &&
         llvm::all_of(coeffs, [](auto &dc) { return dc.second > 0; });
}

bool mlir::htam::detail::mixesParallelAndReduction(
    AffineExpr e, ArrayRef<utils::IteratorType> iters) {
  bool parallel = false, reduction = false;
  e.walk([&](AffineExpr sub) {
    if (auto d = dyn_cast<AffineDimExpr>(sub))
      (iters[d.getPosition()] == utils::IteratorType::reduction ? reduction
                                                                : parallel) =
          true;
  });
  return parallel && reduction;
}
