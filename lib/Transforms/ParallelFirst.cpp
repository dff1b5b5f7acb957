//===- ParallelFirst.cpp - The htam-parallel-first pass -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GPU mapping turns the outer parallel loops of a linalg op into threads and
// runs the rest inside each thread. Loop lowering emits loops in iterator
// order, so a reduction listed before a parallel loop would stay on the host
// around a kernel launch, and an op without parallel loops would run entirely
// on the host. This pass reorders iterators parallel-first and gives ops
// without a parallel loop a unit one.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMPARALLELFIRSTPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

/// True when a reduction loop precedes a parallel loop.
bool hasReductionBeforeParallel(linalg::LinalgOp op) {
  bool seenReduction = false;
  for (utils::IteratorType it : op.getIteratorTypesArray()) {
    if (it == utils::IteratorType::reduction)
      seenReduction = true;
    else if (seenReduction)
      return true;
  }
  return false;
}

FailureOr<linalg::GenericOp> generalize(RewriterBase &rewriter,
                                        linalg::LinalgOp op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
    return generic;
  rewriter.setInsertionPoint(op);
  return linalg::generalizeNamedOp(rewriter, op);
}

/// Interchanges loops so that all parallel loops come first, keeping the
/// relative order within each kind.
FailureOr<linalg::GenericOp> moveParallelFirst(RewriterBase &rewriter,
                                               linalg::GenericOp op) {
  SmallVector<unsigned> order, reductions;
  for (auto [i, it] : llvm::enumerate(op.getIteratorTypesArray()))
    (it == utils::IteratorType::parallel ? order : reductions).push_back(i);
  llvm::append_range(order, reductions);
  return linalg::interchangeGenericOp(rewriter, op, order);
}

/// Adds a leading unit parallel loop d0: inputs ignore it, the outputs are
/// viewed with a leading unit dimension indexed by it.
LogicalResult addUnitParallelLoop(RewriterBase &rewriter,
                                  linalg::GenericOp op) {
  MLIRContext *ctx = op.getContext();
  unsigned numLoops = op.getNumLoops();
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);

  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands())
    maps.push_back(op.getMatchingIndexingMap(input).shiftDims(1));
  SmallVector<Value> outputs;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    auto type = dyn_cast<MemRefType>(init.get().getType());
    if (!type || !type.getLayout().isIdentity())
      return op.emitOpError("expected an identity-layout memref output");
    AffineMap shifted = op.getMatchingIndexingMap(&init).shiftDims(1);
    SmallVector<AffineExpr> results{getAffineDimExpr(0, ctx)};
    llvm::append_range(results, shifted.getResults());
    maps.push_back(AffineMap::get(numLoops + 1, 0, results, ctx));
    // memref<AxBxf32> -> memref<1xAxBxf32>: the unit dim joins the first
    // dimension's group (or stands alone for a 0-d memref).
    SmallVector<int64_t> shape{1};
    llvm::append_range(shape, type.getShape());
    SmallVector<ReassociationIndices> reassociation;
    if (type.getRank() > 0) {
      reassociation.push_back({0, 1});
      for (int64_t d = 1; d < type.getRank(); ++d)
        reassociation.push_back({d + 1});
    }
    auto expandedType = MemRefType::get(shape, type.getElementType());
    outputs.push_back(memref::ExpandShapeOp::create(
        rewriter, loc, expandedType, init.get(), reassociation));
  }
  SmallVector<utils::IteratorType> iterators{utils::IteratorType::parallel};
  llvm::append_range(iterators, op.getIteratorTypesArray());

  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{}, op.getDpsInputs(), outputs, maps, iterators);
  rewriter.inlineRegionBefore(op.getRegion(), generic.getRegion(),
                              generic.getRegion().begin());
  // linalg.index refers to loops, which all moved one position right.
  generic.getRegion().walk([&](linalg::IndexOp index) {
    rewriter.modifyOpInPlace(index,
                             [&] { index.setDim(index.getDim() + 1); });
  });
  rewriter.eraseOp(op);
  return success();
}

class HTAMParallelFirstPass final
    : public htam::impl::HTAMParallelFirstPassBase<HTAMParallelFirstPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics() &&
          (hasReductionBeforeParallel(op) || op.getNumParallelLoops() == 0))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      FailureOr<linalg::GenericOp> generic = generalize(rewriter, op);
      if (failed(generic)) {
        op.emitOpError("could not be generalized for GPU mapping");
        return signalPassFailure();
      }
      if (generic->getNumParallelLoops() == 0) {
        if (failed(addUnitParallelLoop(rewriter, *generic)))
          return signalPassFailure();
        continue;
      }
      if (failed(moveParallelFirst(rewriter, *generic))) {
        generic->emitOpError("could not interchange loops parallel-first");
        return signalPassFailure();
      }
    }
  }
};

} // namespace
