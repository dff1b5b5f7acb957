//===- OnlineSoftmax.cpp - One-pass row max and sum of exp ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Matches the (row max, row sum of exp(x - c)) pairs of softmax and
// logsumexp on generalized linalg (card l_alg_online_softmax; the device
// helpers are Cuda/Device/OnlineSoftmax.cuh). The emitter's fused row kernel
// computes a matched pair in one pass (tpl_row_softmax_online).
//
//===----------------------------------------------------------------------===//

#include "OnlineSoftmax.h"
#include "PayloadMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

/// Whether `op` reduces trailing loops (rows), or with `anyDims` any loops.
bool reducesRows(linalg::GenericOp op, bool anyDims) {
  return anyDims ? hasReduction(op) : trailingReduction(op);
}

/// `yield max(in, out)`: returns the maxnum flag.
std::optional<bool> matchMax(linalg::GenericOp op, bool anyDims) {
  if (op.getNumDpsInputs() != 1 || !oneF32Result(op) ||
      !reducesRows(op, anyDims))
    return std::nullopt;
  SmallVector<Operation *> ops = payload(op);
  if (ops.size() != 1 || yielded(op) != ops[0]->getResult(0))
    return std::nullopt;
  Block &body = op.getRegion().front();
  if (!operandsAre(ops[0], body.getArgument(0), body.getArgument(1)))
    return std::nullopt;
  if (isa<arith::MaxNumFOp>(ops[0]))
    return true;
  if (isa<arith::MaximumFOp>(ops[0]))
    return false;
  return std::nullopt;
}

/// `exp(x - c)` on block arguments: their numbers.
std::optional<std::pair<unsigned, unsigned>> matchExpSub(Operation *sub,
                                                         Operation *exp) {
  if (!isa<arith::SubFOp>(sub) || !isa<math::ExpOp>(exp) ||
      exp->getOperand(0) != sub->getResult(0) || !sub->getResult(0).hasOneUse())
    return std::nullopt;
  auto x = dyn_cast<BlockArgument>(sub->getOperand(0));
  auto c = dyn_cast<BlockArgument>(sub->getOperand(1));
  if (!x || !c)
    return std::nullopt;
  return std::make_pair(x.getArgNumber(), c.getArgNumber());
}

/// A row sum of exp(x - c): fills x, xMap, c, cMap of `m` (sum loops).
bool matchSum(linalg::GenericOp op, OnlineSoftmaxMatch &m, bool anyDims) {
  if (!oneF32Result(op) || !reducesRows(op, anyDims))
    return false;
  Block &body = op.getRegion().front();
  BlockArgument out = body.getArgument(op.getNumDpsInputs());
  SmallVector<Operation *> ops = payload(op);
  if (ops.empty() || !isa<arith::AddFOp>(ops.back()) ||
      yielded(op) != ops.back()->getResult(0) || !out.hasOneUse())
    return false;
  auto maps = op.getIndexingMapsArray();
  if (op.getNumDpsInputs() == 2 && ops.size() == 3) {
    // sum(exp(x - c)) in the reduction's own payload.
    auto xc = matchExpSub(ops[0], ops[1]);
    if (!xc || xc->first > 1 || xc->second > 1 || xc->first == xc->second ||
        !operandsAre(ops[2], ops[1]->getResult(0), out))
      return false;
    m.x = op.getDpsInputs()[xc->first];
    m.xMap = maps[xc->first];
    m.c = op.getDpsInputs()[xc->second];
    m.cMap = maps[xc->second];
    return true;
  }
  if (op.getNumDpsInputs() == 1 && ops.size() == 1) {
    // sum(e) with e = exp(x - c) a parallel producer (decomposed softmax).
    if (!operandsAre(ops[0], body.getArgument(0), out))
      return false;
    auto e = op.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
    if (!e || e.getNumDpsInputs() != 2 || !oneF32Result(e) ||
        llvm::any_of(e.getIteratorTypesArray(), [](utils::IteratorType t) {
          return t != utils::IteratorType::parallel;
        }))
      return false;
    auto emaps = e.getIndexingMapsArray();
    if (!emaps.back().isIdentity())
      return false;
    SmallVector<Operation *> eops = payload(e);
    if (eops.size() != 2 || yielded(e) != eops[1]->getResult(0))
      return false;
    auto xc = matchExpSub(eops[0], eops[1]);
    if (!xc || xc->first > 1 || xc->second > 1 || xc->first == xc->second)
      return false;
    m.x = e.getDpsInputs()[xc->first];
    m.xMap = emaps[xc->first].compose(maps[0]);
    m.c = e.getDpsInputs()[xc->second];
    m.cMap = emaps[xc->second].compose(maps[0]);
    return true;
  }
  return false;
}

/// The max and the sum reduce the same rows of the same x.
bool samePair(linalg::GenericOp max, const OnlineSoftmaxMatch &m) {
  linalg::GenericOp sum = m.sum;
  if (max.getStaticLoopRanges() != sum.getStaticLoopRanges() ||
      max.getIteratorTypesArray() != sum.getIteratorTypesArray() ||
      max->getResult(0).getType() != sum->getResult(0).getType() ||
      max.getIndexingMapMatchingResult(max->getResult(0)) !=
          sum.getIndexingMapMatchingResult(sum->getResult(0)))
    return false;
  if (max.getDpsInputs()[0] != m.x ||
      max.getMatchingIndexingMap(max.getDpsInputOperand(0)) != m.xMap)
    return false;
  // c is a row value: it may not depend on the position in the row.
  for (auto [i, t] : llvm::enumerate(sum.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction && m.cMap.isFunctionOfDim(i))
      return false;
  // c may not be the sum itself (it is an input of the sum, so it cannot).
  return true;
}

} // namespace

std::optional<OnlineSoftmaxMatch>
mlir::htam::detail::matchOnlineSoftmax(linalg::GenericOp op, bool anyDims) {
  Block *block = op->getBlock();
  if (std::optional<bool> maxNum = matchMax(op, anyDims)) {
    for (Operation &o : *block) {
      auto sum = dyn_cast<linalg::GenericOp>(&o);
      OnlineSoftmaxMatch m;
      m.max = op;
      m.sum = sum;
      m.maxNum = *maxNum;
      if (sum && sum != op && matchSum(sum, m, anyDims) && samePair(op, m))
        return m;
    }
    return std::nullopt;
  }
  OnlineSoftmaxMatch m;
  m.sum = op;
  if (!matchSum(op, m, anyDims))
    return std::nullopt;
  for (Operation &o : *block) {
    auto max = dyn_cast<linalg::GenericOp>(&o);
    if (!max || max == op)
      continue;
    std::optional<bool> maxNum = matchMax(max, anyDims);
    if (maxNum && samePair(max, m)) {
      m.max = max;
      m.maxNum = *maxNum;
      return m;
    }
  }
  return std::nullopt;
}
