//===- MemoryAccess.cpp - The htam-memory-access pass ---------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The compiler action of the memory-access direction, on bufferized tasks:
//
// - coalescing: an all-parallel generic whose output is written through a
//   permutation (a transpose) is interchanged so that the output's
//   contiguous dimension is the innermost loop, which the reference maps to
//   consecutive threads;
// - vectorization: an all-parallel op whose operands are contiguous along
//   its innermost loop is tiled by `vector-width` there (Schedules/
//   MemoryAccess.mlir) so that each thread moves whole vectors. The loads and
//   stores are marked aligned to the vector size, which holds because every
//   such buffer starts at a device allocation (256-byte aligned), has an
//   identity layout and an innermost size that the width divides.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"
#include "htam/Transforms/Schedule.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "Schedules.inc"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMMEMORYACCESSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

bool allParallel(linalg::LinalgOp op) {
  return op.getNumLoops() > 0 && op.getNumLoops() == op.getNumParallelLoops();
}

/// Whether `op`'s buffers can all be read and written as `width`-element
/// vectors along its innermost loop, at addresses aligned to the vector size.
bool isVectorizable(linalg::LinalgOp op, int64_t width) {
  if (!op.hasPureBufferSemantics() || !allParallel(op))
    return false;
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  if (llvm::any_of(loops, ShapedType::isDynamic) || loops.back() % width != 0)
    return false;
  unsigned inner = op.getNumLoops() - 1;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type)
      continue; // Scalars are broadcast.
    if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
        !type.getElementType().isIntOrFloat() ||
        type.getElementTypeBitWidth() != 32)
      return false;
    // Dimensions in increasing order (no transpose): the innermost loop, if
    // the operand uses it, is its contiguous dimension.
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation())
      return false;
    int64_t previous = -1;
    for (AffineExpr expr : map.getResults()) {
      int64_t dim = cast<AffineDimExpr>(expr).getPosition();
      if (dim <= previous)
        return false;
      previous = dim;
    }
    // Every buffer is read along the innermost loop: a value broadcast
    // across it would be a 0-d vector, which the NVVM lowering rejects.
    if (map.getNumResults() == 0 ||
        !map.getResults().back().isFunctionOfDim(inner) ||
        type.getShape().back() % width != 0)
      return false;
  }
  return succeeded(linalg::vectorizeOpPrecondition(op));
}

class HTAMMemoryAccessPass final
    : public htam::impl::HTAMMemoryAccessPassBase<HTAMMemoryAccessPass> {
public:
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    htam::registerScheduleExtensions(registry);
  }

  /// Makes the output of a transposing generic contiguous along the
  /// innermost loop.
  void coalesceOutputs(ModuleOp module) {
    SmallVector<linalg::GenericOp> generics;
    module.walk([&](linalg::GenericOp op) {
      if (op.hasPureBufferSemantics() && allParallel(op) &&
          op.getNumDpsInits() == 1)
        generics.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : generics) {
      AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
      if (!out.isPermutation() || out.isIdentity())
        continue;
      SmallVector<unsigned> order;
      for (AffineExpr expr : out.getResults())
        order.push_back(cast<AffineDimExpr>(expr).getPosition());
      rewriter.setInsertionPoint(op);
      if (succeeded(linalg::interchangeGenericOp(rewriter, op, order)))
        ++numInterchanged;
    }
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (vectorWidth != 1 && vectorWidth != 2 && vectorWidth != 4) {
      module.emitError() << "htam-memory-access: vector-width must be 1, 2 "
                            "or 4 (32-bit elements, 16-byte accesses at "
                            "most), got "
                         << static_cast<int64_t>(vectorWidth);
      return signalPassFailure();
    }
    if (coalesce)
      coalesceOutputs(module);
    if (vectorWidth == 1)
      return;

    SmallVector<linalg::LinalgOp> targets;
    module.walk([&](linalg::LinalgOp op) {
      if (isVectorizable(op, vectorWidth))
        targets.push_back(op);
    });
    if (targets.empty())
      return;
    FailureOr<htam::Schedule> schedule = htam::Schedule::parse(
        kMemoryAccessSchedule, "Schedules/MemoryAccess.mlir", module);
    if (failed(schedule))
      return signalPassFailure();
    Builder b(&getContext());
    for (linalg::LinalgOp op : targets) {
      SmallVector<transform::MappedValue> tiles(op.getNumLoops() - 1,
                                                b.getI64IntegerAttr(1));
      tiles.push_back(b.getI64IntegerAttr(vectorWidth));
      RaggedArray<transform::MappedValue> bindings;
      bindings.push_back(
          SmallVector<transform::MappedValue>{op.getOperation()});
      bindings.push_back(tiles);
      if (failed(schedule->apply("htam_vectorize", std::move(bindings), op)))
        return signalPassFailure();
      ++numVectorized;
    }
    // A payload that reads linalg.index vectorizes to vector.step, which
    // the NVVM lowering does not convert: make it a constant vector.
    RewritePatternSet steps(&getContext());
    vector::populateVectorStepLoweringPatterns(steps);
    if (failed(applyPatternsGreedily(module, std::move(steps)))) {
      module.emitError("htam-memory-access: lowering vector.step did not "
                       "converge");
      return signalPassFailure();
    }
    // Before this pass the task had no vector ops: all of them come from the
    // ops checked above.
    int64_t bytes = vectorWidth * 4;
    module.walk([&](Operation *op) {
      if (auto load = dyn_cast<vector::LoadOp>(op);
          load && load.getVectorType().getNumElements() == vectorWidth)
        load.setAlignment(bytes);
      if (auto store = dyn_cast<vector::StoreOp>(op);
          store && store.getVectorType().getNumElements() == vectorWidth)
        store.setAlignment(bytes);
    });
  }
};

} // namespace
