//===- LinalgMatch.cpp - linalg shapes the emitter recognizes -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The reduction combiners, contiguity tests, pooling windows and
// contractions that decide how a linalg.generic is emitted.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

/// The max or min of a `select(cmpf(v, acc), v, acc)` accumulator whose
/// NaN behaviour a tree reduction keeps: an ordered predicate that selects
/// the new value `v` when it is strictly (or weakly) better than `acc`, so
/// a NaN input is ignored wherever it falls and a NaN init stays. The forms
/// that select `acc` on true (`acc > v ? acc : v`) or use an unordered
/// predicate let a NaN input survive or vanish depending on its position:
/// refused with `why`.
static std::optional<Combiner> selectCombiner(arith::SelectOp sel, Value acc,
                                              std::string &why) {
  auto cmp = sel.getCondition().getDefiningOp<arith::CmpFOp>();
  if (!cmp) {
    why = "a select accumulator whose condition is not an arith.cmpf";
    return std::nullopt;
  }
  Value v = sel.getTrueValue() == acc ? sel.getFalseValue()
                                      : sel.getTrueValue();
  bool selects = (sel.getTrueValue() == v && sel.getFalseValue() == acc) ||
                 (sel.getTrueValue() == acc && sel.getFalseValue() == v);
  // `acc` is used by the comparison and the select only.
  bool accUses = llvm::all_of(acc.getUsers(), [&](Operation *u) {
    return u == cmp.getOperation() || u == sel.getOperation();
  });
  if (v == acc || !selects || !operandsAre(cmp, v, acc) ||
      !accUses) {
    why = "a select accumulator that is not a comparison of the new value "
          "with the accumulator";
    return std::nullopt;
  }
  using P = arith::CmpFPredicate;
  P pred = cmp.getPredicate();
  // Normalize to `v pred acc`.
  if (cmp.getLhs() == acc) {
    switch (pred) {
    case P::OGT: pred = P::OLT; break;
    case P::OGE: pred = P::OLE; break;
    case P::OLT: pred = P::OGT; break;
    case P::OLE: pred = P::OGE; break;
    default: break;
    }
  }
  bool greater = pred == P::OGT || pred == P::OGE;
  bool less = pred == P::OLT || pred == P::OLE;
  if (sel.getTrueValue() != v || !(greater || less)) {
    why = "a select accumulator whose NaN handling depends on the order of "
          "the elements (it keeps the accumulator on an ordered comparison, "
          "or compares unordered): not reassociable";
    return std::nullopt;
  }
  if (greater)
    return Combiner{"htam_op_selmax", "(-__int_as_float(0x7f800000))"};
  return Combiner{"htam_op_selmin", "__int_as_float(0x7f800000)"};
}

std::optional<Combiner> detectCombiner(linalg::GenericOp op,
                                       std::string *whyOut) {
  std::string scratchWhy;
  std::string &why = whyOut ? *whyOut : scratchWhy;
  why.clear();
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 1) {
    why = "a reduction with several results";
    return std::nullopt;
  }
  if (!cast<ShapedType>(op->getResult(0).getType()).getElementType().isF32()) {
    why = "a reduction of a non-f32 type (the parallel strategies reduce f32)";
    return std::nullopt;
  }
  Block &body = op.getRegion().front();
  BlockArgument out = body.getArgument(op.getNumDpsInputs());
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *comb = yield.getOperand(0).getDefiningOp();
  if (auto sel = dyn_cast_or_null<arith::SelectOp>(comb);
      sel && sel->getBlock() == &body)
    return selectCombiner(sel, out, why);
  if (!comb || comb->getBlock() != &body || !out.hasOneUse() ||
      out.getUses().begin()->getOwner() != comb) {
    why = "the accumulator is not combined once, by the yielded op";
    return std::nullopt;
  }
  if (comb->getNumOperands() != 2) {
    why = "the accumulator's combiner is not a binary op";
    return std::nullopt;
  }
  if (isa<arith::AddFOp>(comb))
    return Combiner{"htam_op_add", "0.0f"};
  if (isa<arith::MulFOp>(comb))
    return Combiner{"htam_op_mul", "1.0f"};
  // `acc - f(x)` is init - sum f(x): each lane's partial (the payload from
  // 0) is a sum of negated terms, the partials and the init are added.
  // `acc / f(x)` likewise is init * prod 1/f(x). The other operand order
  // alternates (x2 - (x1 - init)): not associative.
  if (isa<arith::SubFOp, arith::DivFOp>(comb)) {
    if (comb->getOperand(0) == out && comb->getOperand(1) != out)
      return isa<arith::SubFOp>(comb) ? Combiner{"htam_op_add", "0.0f"}
                                      : Combiner{"htam_op_mul", "1.0f"};
    why = std::string("the combiner `x ") +
          (isa<arith::SubFOp>(comb) ? "-" : "/") +
          " acc` alternates (x2 - (x1 - init)): not associative, reduced in "
          "order";
    return std::nullopt;
  }
  if (isa<arith::MaximumFOp>(comb))
    return Combiner{"htam_op_maximumf", "(-__int_as_float(0x7f800000))"};
  if (isa<arith::MinimumFOp>(comb))
    return Combiner{"htam_op_minimumf", "__int_as_float(0x7f800000)"};
  if (isa<arith::MaxNumFOp>(comb))
    return Combiner{"htam_op_maxnumf", "__int_as_float(0x7fc00000)"};
  if (isa<arith::MinNumFOp>(comb))
    return Combiner{"htam_op_minnumf", "__int_as_float(0x7fc00000)"};
  why = "the combiner '" + comb->getName().getStringRef().str() +
        "' is not a recognized associative op";
  return std::nullopt;
}

OpOperand *largestInput(linalg::GenericOp op) {
  OpOperand *largest = nullptr;
  int64_t most = -1;
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto type = dyn_cast<ShapedType>(in->get().getType());
    if (!type || !type.hasStaticShape() || type.getRank() == 0)
      continue;
    if (type.getNumElements() > most) {
      most = type.getNumElements();
      largest = in;
    }
  }
  return largest;
}

void rowReductionDims(linalg::GenericOp op, SmallVector<unsigned> &dims,
                      SmallVector<int64_t> &sizes) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  // The reduction dims in the order the largest input's index uses them
  // (outermost first); dims it does not use (broadcast) lead, in loop order.
  SmallVector<unsigned> used;
  if (OpOperand *in = largestInput(op))
    for (AffineExpr e : op.getMatchingIndexingMap(in).getResults())
      e.walk([&](AffineExpr sub) {
        auto d = dyn_cast<AffineDimExpr>(sub);
        if (d && iters[d.getPosition()] == utils::IteratorType::reduction &&
            !llvm::is_contained(used, d.getPosition()))
          used.push_back(d.getPosition());
      });
  for (auto [i, t] : llvm::enumerate(iters))
    if (t == utils::IteratorType::reduction && !llvm::is_contained(used, i))
      dims.push_back(i);
  dims.append(used.begin(), used.end());
  for (unsigned d : dims)
    sizes.push_back(ranges[d]);
}

/// Whether the innermost (stride-1) index of the largest input walks a
/// reduction loop, directly or as a window offset `x + kw`, so that the
/// lanes of a block-per-output reduction, which walk the reduction dims
/// linearized in that input's order (`rowReductionDims`), read contiguous
/// memory: a softmax row, a sum over the inner dims in any loop order, and
/// also when parallel loops follow the reductions (batch-norm statistics:
/// reduce N and the spatial dims, keep C); not a reduction over channels or
/// over a middle dimension.
bool reductionWalksContiguous(linalg::GenericOp op) {
  if (!hasReduction(op))
    return false;
  OpOperand *largest = largestInput(op);
  if (!largest)
    return false;
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  AffineMap map = op.getMatchingIndexingMap(largest);
  AffineExpr inner = map.getResult(map.getNumResults() - 1);
  auto isRed = [&](AffineExpr e) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    return dim && iters[dim.getPosition()] == utils::IteratorType::reduction;
  };
  // Also a window offset `x + kw` (pooling): stride 1 along the window row.
  if (auto add = dyn_cast<AffineBinaryOpExpr>(inner);
      add && add.getKind() == AffineExprKind::Add)
    return isRed(add.getLHS()) || isRed(add.getRHS());
  return isRed(inner);
}

int64_t columnTileRun(linalg::GenericOp op) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  OpOperand *largest = largestInput(op);
  if (type.getRank() == 0 || !largest)
    return 0;
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  AffineMap inMap = op.getMatchingIndexingMap(largest);
  ArrayRef<int64_t> shape = type.getShape();
  // The trailing output dims that are the input's trailing dims, in order.
  int64_t run = 1;
  unsigned r = outMap.getNumResults(), s = inMap.getNumResults();
  for (unsigned t = 0; t < r && t < s; ++t) {
    auto o = dyn_cast<AffineDimExpr>(outMap.getResult(r - 1 - t));
    auto i = dyn_cast<AffineDimExpr>(inMap.getResult(s - 1 - t));
    if (!o || !i || o.getPosition() != i.getPosition())
      break;
    // Rows of 32 or more are tiled each on their own (as before short
    // rows were covered).
    if (t == 0 && shape.back() >= 32)
      return shape.back();
    run *= shape[r - 1 - t];
  }
  return run == 1 && r > 0 ? 0 : run;
}

/// Whether neighbouring outputs of `op` (its result's innermost dim) read
/// neighbouring addresses of its largest input (that input's innermost
/// index is the same loop), and the column tiles get at least a warp of
/// them (a row of 32, or shorter kept rows contiguous in the input: a max
/// over dim 0 of 300x16x4 tiles its 64 outputs as one run): a reduction
/// over a middle or leading dim (l1_47's sum over dim 1).
bool outputsWalkContiguous(linalg::GenericOp op) {
  return columnTileRun(op) >= 32;
}

/// The input of a pooling window (`nullptr` when `op` is not one): its
/// payload reads one input, at an index that mixes an output (parallel)
/// loop and a reduction loop (`oh * s + kh * d`), so neighbouring outputs
/// read overlapping inputs. A convolution reads a filter too (its products
/// are not pooling); the window-shape operand of a pooling op is not read.
OpOperand *windowInput(linalg::GenericOp op) {
  OpOperand *read = nullptr;
  for (OpOperand *in : op.getDpsInputOperands()) {
    if (op.getMatchingBlockArgument(in).use_empty())
      continue; // the window-shape operand of a pooling op
    if (read)
      return nullptr;
    read = in;
  }
  if (!read)
    return nullptr;
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  for (AffineExpr e : op.getMatchingIndexingMap(read).getResults())
    if (mixesParallelAndReduction(e, iters))
      return read;
  return nullptr;
}

/// A contraction `out += a * b` with inferable batch/m/n/k dimensions.
std::optional<linalg::ContractionDimensions>
detectContraction(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return std::nullopt;
  if (!linalg::isaContractionOpInterface(op))
    return std::nullopt;
  Block &body = op.getRegion().front();
  auto ops = body.without_terminator();
  if (std::distance(ops.begin(), ops.end()) != 2)
    return std::nullopt;
  auto mul = dyn_cast<arith::MulFOp>(&*ops.begin());
  auto add = dyn_cast<arith::AddFOp>(&*std::next(ops.begin()));
  if (!mul || !add)
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  return *dims;
}

} // namespace cuda_emitter
