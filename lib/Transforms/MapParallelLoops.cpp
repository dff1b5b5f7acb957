//===- MapParallelLoops.cpp - The htam-map-parallel-loops pass ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The reference mapping: one thread per point of a parallel loop nest, in
// blocks of `threads-per-block`. Collapsing the nest into one dimension first
// keeps every thread busy whatever the rank and the extents (upstream
// `gpu-map-parallel-loops` maps dimensions one to one, which leaves ranks
// above three sequential and small extents with tiny blocks). Parallel loops
// nested in a mapped one (producers fused into a consumer's tile) run
// sequentially in their thread. Static views of the task's buffers (the
// parts of a split contraction) are moved into the kernels that use them,
// so that kernels take whole buffers.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"

#include <numeric>

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMMAPPARALLELLOOPSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

/// The outermost scf.parallel ops of `func`.
SmallVector<scf::ParallelOp> outermostParallelLoops(func::FuncOp func) {
  SmallVector<scf::ParallelOp> loops;
  func.walk<WalkOrder::PreOrder>([&](scf::ParallelOp loop) {
    loops.push_back(loop);
    return WalkResult::skip();
  });
  return loops;
}

gpu::ParallelLoopDimMappingAttr mapTo(MLIRContext *ctx, gpu::Processor p) {
  AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
  return gpu::ParallelLoopDimMappingAttr::get(ctx, p, id, id);
}

/// Rewrites every scf.parallel nested in `threads` into a nest of scf.for
/// loops, innermost first.
LogicalResult sequentialize(RewriterBase &rewriter, scf::ParallelOp threads) {
  SmallVector<scf::ParallelOp> nested;
  threads.getBody()->walk<WalkOrder::PostOrder>(
      [&](scf::ParallelOp inner) { nested.push_back(inner); });
  for (scf::ParallelOp inner : nested) {
    if (inner.getNumResults() != 0)
      return inner.emitOpError(
          "htam-map-parallel-loops: a reduction nested in a thread is not "
          "supported");
    rewriter.setInsertionPoint(inner);
    scf::LoopNest nest = scf::buildLoopNest(
        rewriter, inner.getLoc(), inner.getLowerBound(),
        inner.getUpperBound(), inner.getStep());
    Block *body = nest.loops.back().getBody();
    rewriter.eraseOp(inner.getBody()->getTerminator());
    SmallVector<Value> ivs = llvm::map_to_vector(
        nest.loops, [](scf::ForOp loop) { return loop.getInductionVar(); });
    rewriter.inlineBlockBefore(inner.getBody(), body->getTerminator(), ivs);
    rewriter.eraseOp(inner);
  }
  return success();
}

/// Views with static offsets and sizes of the task's buffers (the parts of
/// a split contraction) are taken inside each kernel that uses them, so
/// that kernels take whole buffers, as the runtime expects.
void sinkStaticViews(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<Operation *> kernels;
  for (Operation &op : func.getBody().front())
    if (isa<scf::ParallelOp, gpu::LaunchOp>(op))
      kernels.push_back(&op);
  for (Operation *kernel : kernels) {
    Block &entry = kernel->getRegion(0).front();
    bool changed = true;
    while (changed) {
      changed = false;
      llvm::SetVector<Value> above;
      getUsedValuesDefinedAbove(kernel->getRegion(0), above);
      for (Value value : above) {
        auto view = value.getDefiningOp<memref::SubViewOp>();
        if (!view || view->getNumOperands() != 1 ||
            view->getParentOp() != func.getOperation())
          continue;
        rewriter.setInsertionPointToStart(&entry);
        Operation *clone = rewriter.clone(*view);
        rewriter.replaceUsesWithIf(value, clone->getResult(0),
                                   [&](OpOperand &use) {
                                     return kernel->isProperAncestor(
                                         use.getOwner());
                                   });
        if (view->use_empty())
          rewriter.eraseOp(view);
        changed = true;
      }
    }
  }
}

class HTAMMapParallelLoopsPass final
    : public htam::impl::HTAMMapParallelLoopsPassBase<
          HTAMMapParallelLoopsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    if (threadsPerBlock <= 0 || threadsPerBlock > 1024) {
      getOperation().emitError()
          << "htam-map-parallel-loops: threads-per-block must be in [1, 1024], "
             "got "
          << threadsPerBlock.getValue();
      return signalPassFailure();
    }
    // A declaration has no loops (and no entry block to look into).
    if (getOperation().isExternal())
      return;
    MLIRContext *ctx = &getContext();
    IRRewriter rewriter(ctx);
    sinkStaticViews(rewriter, getOperation());
    // Nests mapped already (htam-device-scalar-accesses' one-thread
    // kernels) keep their mapping.
    auto isMapped = [](scf::ParallelOp loop) {
      return loop->hasAttr(gpu::getMappingAttrName());
    };
    for (scf::ParallelOp loop : outermostParallelLoops(getOperation())) {
      if (loop.getNumLoops() < 2 || isMapped(loop))
        continue;
      std::vector<unsigned> all(loop.getNumLoops());
      std::iota(all.begin(), all.end(), 0);
      rewriter.setInsertionPoint(loop);
      collapseParallelLoops(rewriter, loop, {all});
    }
    for (scf::ParallelOp loop : outermostParallelLoops(getOperation())) {
      if (isMapped(loop))
        continue;
      if (loop.getNumLoops() != 1) {
        loop.emitOpError("could not be collapsed into one dimension");
        return signalPassFailure();
      }
      auto [blocks, threads] =
          scf::tileParallelLoop(loop, {threadsPerBlock},
                                /*noMinMaxBounds=*/true);
      if (failed(gpu::setMappingAttr(blocks,
                                     {mapTo(ctx, gpu::Processor::BlockX)})) ||
          failed(gpu::setMappingAttr(threads,
                                     {mapTo(ctx, gpu::Processor::ThreadX)}))) {
        blocks.emitOpError("could not be mapped to the GPU");
        return signalPassFailure();
      }
      // A parallel nest inside a thread (a producer fused into its
      // consumer's tile) runs sequentially in that thread: nested fors
      // (convert-parallel-loops-to-gpu maps nested parallel loops only
      // when no side effect precedes them).
      if (failed(sequentialize(rewriter, threads)))
        return signalPassFailure();
    }
  }
};

} // namespace
