//===- Welford.cpp - One-pass row mean and variance -----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Matches the (sum, sum of squared deviations) statistics of normalization
// layers on generalized linalg and flattens staged sums into single reductions
// (card l_alg_welford_stats, template tpl_row_layernorm_welford; the device
// helpers of Welford's algorithm are Cuda/Device/Welford.cuh).
//
//===----------------------------------------------------------------------===//

#include "Welford.h"
#include "PayloadMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

/// `yield addf(in, out)` with one input.
bool isPlainSum(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 1 || !oneF32Result(op) || !trailingReduction(op))
    return false;
  SmallVector<Operation *> ops = payload(op);
  Block &body = op.getRegion().front();
  return ops.size() == 1 && isa<arith::AddFOp>(ops[0]) &&
         yielded(op) == ops[0]->getResult(0) &&
         operandsAre(ops[0], body.getArgument(0), body.getArgument(1));
}

/// `yield addf(f(ins), out)` with `out` used once.
bool isSumOfSomething(linalg::GenericOp op) {
  if (!oneF32Result(op) || !trailingReduction(op))
    return false;
  Block &body = op.getRegion().front();
  BlockArgument out = body.getArgument(op.getNumDpsInputs());
  auto add = yielded(op).getDefiningOp<arith::AddFOp>();
  return add && add->getBlock() == &body && out.hasOneUse() &&
         out.getUses().begin()->getOwner() == add;
}

/// A tensor filled with +0.0 (linalg.fill or its generalized form).
bool isZeroInit(Value v) {
  Value scalar;
  if (auto fill = v.getDefiningOp<linalg::FillOp>()) {
    scalar = fill.getInputs()[0];
  } else if (auto gen = v.getDefiningOp<linalg::GenericOp>()) {
    if (gen.getNumDpsInputs() != 1 || !payload(gen).empty() ||
        isa<ShapedType>(gen.getDpsInputs()[0].getType()))
      return false;
    scalar = gen.getDpsInputs()[0];
    if (yielded(gen) != gen.getRegion().front().getArgument(0))
      return false;
  } else {
    return false;
  }
  auto c = scalar.getDefiningOp<arith::ConstantOp>();
  auto f = c ? dyn_cast<FloatAttr>(c.getValue()) : FloatAttr();
  return f && f.getValue().isPosZero();
}

/// A row sum of squares about c: fills x, xMap, c, cMap.
bool matchSq(linalg::GenericOp op, WelfordMatch &m) {
  if (op.getNumDpsInputs() != 2 || !isSumOfSomething(op))
    return false;
  SmallVector<Operation *> ops = payload(op);
  if (ops.size() != 3 || !isa<arith::SubFOp>(ops[0]) ||
      !isa<arith::MulFOp>(ops[1]) || !isa<arith::AddFOp>(ops[2]))
    return false;
  Block &body = op.getRegion().front();
  Value d = ops[0]->getResult(0);
  if (ops[1]->getOperand(0) != d || ops[1]->getOperand(1) != d ||
      !operandsAre(ops[2], ops[1]->getResult(0),
                   body.getArgument(op.getNumDpsInputs())))
    return false;
  auto x = dyn_cast<BlockArgument>(ops[0]->getOperand(0));
  auto c = dyn_cast<BlockArgument>(ops[0]->getOperand(1));
  if (!x || !c || x.getOwner() != &body || c.getOwner() != &body ||
      x.getArgNumber() > 1 || c.getArgNumber() > 1 ||
      x.getArgNumber() == c.getArgNumber())
    return false;
  auto maps = op.getIndexingMapsArray();
  m.x = op.getDpsInputs()[x.getArgNumber()];
  m.xMap = maps[x.getArgNumber()];
  m.c = op.getDpsInputs()[c.getArgNumber()];
  m.cMap = maps[c.getArgNumber()];
  return true;
}

bool samePair(linalg::GenericOp sum, const WelfordMatch &m) {
  linalg::GenericOp sq = m.sq;
  if (sum.getStaticLoopRanges() != sq.getStaticLoopRanges() ||
      sum.getIteratorTypesArray() != sq.getIteratorTypesArray() ||
      sum->getResult(0).getType() != sq->getResult(0).getType() ||
      sum.getIndexingMapMatchingResult(sum->getResult(0)) !=
          sq.getIndexingMapMatchingResult(sq->getResult(0)))
    return false;
  if (sum.getDpsInputs()[0] != m.x ||
      sum.getMatchingIndexingMap(sum.getDpsInputOperand(0)) != m.xMap)
    return false;
  for (auto [i, t] : llvm::enumerate(sq.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction && m.cMap.isFunctionOfDim(i))
      return false;
  return true;
}

} // namespace

std::optional<WelfordMatch>
mlir::htam::detail::matchWelford(linalg::GenericOp op) {
  Block *block = op->getBlock();
  WelfordMatch m;
  if (isPlainSum(op)) {
    m.sum = op;
    for (Operation &o : *block) {
      auto sq = dyn_cast<linalg::GenericOp>(&o);
      m.sq = sq;
      if (sq && sq != op && matchSq(sq, m) && samePair(op, m))
        return m;
    }
    return std::nullopt;
  }
  if (!matchSq(op, m))
    return std::nullopt;
  m.sq = op;
  for (Operation &o : *block) {
    auto sum = dyn_cast<linalg::GenericOp>(&o);
    if (sum && sum != op && isPlainSum(sum) && samePair(sum, m)) {
      m.sum = sum;
      return m;
    }
  }
  return std::nullopt;
}

void mlir::htam::detail::flattenNestedSums(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<linalg::GenericOp> outers;
    func.walk([&](linalg::GenericOp op) {
      if (isPlainSum(op))
        outers.push_back(op);
    });
    for (linalg::GenericOp outer : outers) {
      auto inner = outer.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
      if (!inner || !isSumOfSomething(inner) ||
          !inner->getResult(0).hasOneUse() ||
          !isZeroInit(inner.getDpsInits()[0]))
        continue;
      // The outer loops are the inner op's leading (output) loops.
      unsigned n = outer.getNumLoops();
      AffineMap innerOut =
          inner.getIndexingMapMatchingResult(inner->getResult(0));
      if (!outer.getMatchingIndexingMap(outer.getDpsInputOperand(0))
               .isIdentity() ||
          innerOut != AffineMap::get(inner.getNumLoops(), 0,
                                     AffineMap::getMultiDimIdentityMap(
                                         n, func.getContext())
                                         .getResults(),
                                     func.getContext()) ||
          inner.getNumLoops() <= n ||
          outer.getStaticLoopRanges() !=
              ArrayRef<int64_t>(inner.getStaticLoopRanges()).take_front(n))
        continue;
      SmallVector<AffineMap> maps;
      for (OpOperand *in : inner.getDpsInputOperands())
        maps.push_back(inner.getMatchingIndexingMap(in));
      // The outer output map, over the inner loop space.
      AffineMap outerOut =
          outer.getIndexingMapMatchingResult(outer->getResult(0));
      maps.push_back(AffineMap::get(inner.getNumLoops(), 0,
                                    outerOut.getResults(), func.getContext()));
      SmallVector<utils::IteratorType> iters = outer.getIteratorTypesArray();
      auto innerIters = inner.getIteratorTypesArray();
      iters.append(innerIters.begin() + n, innerIters.end());
      rewriter.setInsertionPoint(outer);
      auto merged = linalg::GenericOp::create(
          rewriter, outer.getLoc(), outer->getResultTypes(),
          inner.getDpsInputs(), outer.getDpsInits(), maps, iters);
      IRMapping map;
      inner.getRegion().cloneInto(&merged.getRegion(), map);
      rewriter.replaceOp(outer, merged->getResults());
      rewriter.eraseOp(inner);
      changed = true;
      break;
    }
  }
}
