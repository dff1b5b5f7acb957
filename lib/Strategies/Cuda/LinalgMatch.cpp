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

std::optional<Combiner> detectCombiner(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 1)
    return std::nullopt;
  if (!cast<ShapedType>(op->getResult(0).getType()).getElementType().isF32())
    return std::nullopt;
  Block &body = op.getRegion().front();
  BlockArgument out = body.getArgument(op.getNumDpsInputs());
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *comb = yield.getOperand(0).getDefiningOp();
  if (!comb || comb->getBlock() != &body || comb->getNumOperands() != 2 ||
      !out.hasOneUse() || out.getUses().begin()->getOwner() != comb)
    return std::nullopt;
  if (isa<arith::AddFOp>(comb))
    return Combiner{"htam_op_add", "0.0f"};
  if (isa<arith::MulFOp>(comb))
    return Combiner{"htam_op_mul", "1.0f"};
  if (isa<arith::MaximumFOp>(comb))
    return Combiner{"htam_op_maximumf", "(-__int_as_float(0x7f800000))"};
  if (isa<arith::MinimumFOp>(comb))
    return Combiner{"htam_op_minimumf", "__int_as_float(0x7f800000)"};
  if (isa<arith::MaxNumFOp>(comb))
    return Combiner{"htam_op_maxnumf", "__int_as_float(0x7fc00000)"};
  if (isa<arith::MinNumFOp>(comb))
    return Combiner{"htam_op_minnumf", "__int_as_float(0x7fc00000)"};
  return std::nullopt;
}

/// Whether consecutive values of the last reduction loop walk the innermost
/// (stride-1) dimension of the largest input, so that the lanes of a
/// block-per-output reduction read contiguous memory: a softmax row, and
/// also when parallel loops follow the reductions (batch-norm statistics:
/// reduce N and the spatial dims, keep C); not a reduction over channels or
/// over a middle dimension.
bool reductionWalksContiguous(linalg::GenericOp op) {
  int64_t lastRed = -1;
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction)
      lastRed = int64_t(i);
  if (lastRed < 0)
    return false;
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
  if (!largest)
    return false;
  AffineMap map = op.getMatchingIndexingMap(largest);
  AffineExpr inner = map.getResult(map.getNumResults() - 1);
  auto isLastRed = [&](AffineExpr e) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    return dim && int64_t(dim.getPosition()) == lastRed;
  };
  // Also a window offset `x + kw` (pooling): stride 1 along the window row.
  if (auto add = dyn_cast<AffineBinaryOpExpr>(inner);
      add && add.getKind() == AffineExprKind::Add)
    return isLastRed(add.getLHS()) || isLastRed(add.getRHS());
  return isLastRed(inner);
}

/// Whether neighbouring outputs of `op` (its result's innermost dim) read
/// neighbouring addresses of its largest input (that input's innermost
/// index is the same loop), and the result has at least a warp of them: a
/// reduction over a middle or leading dim (l1_47's sum over dim 1).
bool outputsWalkContiguous(linalg::GenericOp op) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  if (type.getRank() == 0 || type.getShape().back() < 32)
    return false;
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  auto outDim =
      dyn_cast<AffineDimExpr>(outMap.getResult(outMap.getNumResults() - 1));
  OpOperand *largest = nullptr;
  int64_t most = -1;
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto t = dyn_cast<ShapedType>(in->get().getType());
    if (t && t.hasStaticShape() && t.getRank() > 0 &&
        t.getNumElements() > most) {
      most = t.getNumElements();
      largest = in;
    }
  }
  if (!outDim || !largest)
    return false;
  AffineMap inMap = op.getMatchingIndexingMap(largest);
  auto inDim =
      dyn_cast<AffineDimExpr>(inMap.getResult(inMap.getNumResults() - 1));
  return inDim && inDim.getPosition() == outDim.getPosition();
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
