//===- TileAndFuse.cpp - The htam-tile-and-fuse pass ----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The epilogue and producer modes of the fusion direction. Epilogue: the
// elementwise op that ends a
// chain after a contraction is tiled by one on its loops into an scf.forall
// and the contraction and its fill are fused into the tile (upstream
// tile-and-fuse), so the chain becomes one parallel loop, one kernel, whose
// accumulator is a per-thread value instead of a tensor in global memory. The reference lowering turns the
// forall into a parallel loop after bufferization and maps it to threads.
// Producer: an op with a reduction loop is tiled the same way and its fills,
// pads and elementwise producers are fused into the tile, so the thread
// computes its window of the producers itself.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMTILEANDFUSEPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

bool isElementwise(linalg::LinalgOp op) {
  return op.getNumLoops() == op.getNumParallelLoops();
}

/// The linalg ops that produce `op`'s inputs, transitively.
void collectProducers(linalg::LinalgOp op,
                      llvm::SmallPtrSetImpl<Operation *> &producers) {
  for (Value v : op->getOperands())
    if (auto producer = v.getDefiningOp<linalg::LinalgOp>())
      if (producers.insert(producer).second)
        collectProducers(producer, producers);
}

class HTAMTileAndFusePass final
    : public htam::impl::HTAMTileAndFusePassBase<HTAMTileAndFusePass> {
public:
  using Base::Base;

  /// Whether `op` is a root of producer fusion: an op with parallel and
  /// reduction loops, on tensors.
  bool isProducerRoot(linalg::LinalgOp op) {
    return op.hasPureTensorSemantics() && op.getNumReductionLoops() > 0 &&
           op.getNumParallelLoops() > 0 &&
           !op->getParentOfType<scf::ForallOp>();
  }

  /// Whether `producer` is fused into a tile of its consumer: in epilogue
  /// mode the contraction and fills (every fused op is then a 1x1 tile plus
  /// the contraction's k loop); in producer mode fills, pads and
  /// elementwise ops (their tile is the consumer's window, computed in the
  /// thread).
  bool isFusable(Operation *producer) {
    // Tiling computes a producer's input slices from its indexing maps,
    // which is only right for projected permutations (not for a weight
    // flip's 2 - d).
    if (mode == htam::TileAndFuseMode::Producer)
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(producer))
        return isElementwise(linalgOp) &&
               llvm::all_of(linalgOp.getIndexingMapsArray(), [](AffineMap m) {
                 return m.isProjectedPermutation();
               });
    if (mode == htam::TileAndFuseMode::Producer && isa<tensor::PadOp>(producer))
      return true;
    auto op = dyn_cast<linalg::LinalgOp>(producer);
    return op &&
           (isa<linalg::FillOp>(op) || linalg::isaContractionOpInterface(op));
  }

  /// Whether `op` is the last elementwise op of a chain after a
  /// contraction.
  bool isRoot(linalg::LinalgOp op) {
    if (mode == htam::TileAndFuseMode::Producer)
      return isProducerRoot(op);
    if (!op.hasPureTensorSemantics())
      return false;
    // The last op of its chain: no linalg consumer.
    for (Operation *user : op->getUsers())
      if (isa<linalg::LinalgOp>(user))
        return false;
    llvm::SmallPtrSet<Operation *, 8> producers;
    collectProducers(op, producers);
    return isElementwise(op) && llvm::any_of(producers, [](Operation *p) {
             return linalg::isaContractionOpInterface(cast<linalg::LinalgOp>(p));
           });
  }

  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> roots;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (isRoot(op))
        roots.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp root : roots) {
      // One iteration per point of the parallel loops; reductions stay whole
      // in the iteration (a fill fused into a reduction is only legal then).
      SmallVector<OpFoldResult> tiles;
      for (utils::IteratorType it : root.getIteratorTypesArray())
        tiles.push_back(rewriter.getIndexAttr(
            it == utils::IteratorType::parallel ? 1 : 0));
      scf::SCFTileAndFuseOptions options;
      options.tilingOptions.setTileSizes(tiles).setLoopType(
          scf::SCFTilingOptions::LoopType::ForallOp);
      options.setFusionControlFn(
          [&](tensor::ExtractSliceOp, OpResult producer,
              bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
            if (!isFusable(producer.getOwner()))
              return std::nullopt;
            return scf::SCFTileAndFuseOptions::ControlFnResult{};
          });
      rewriter.setInsertionPoint(root);
      FailureOr<scf::SCFTileAndFuseResult> fused =
          scf::tileConsumerAndFuseProducersUsingSCF(
              rewriter, cast<TilingInterface>(root.getOperation()), options);
      if (failed(fused)) {
        root.emitError("htam-tile-and-fuse: tiling failed");
        return signalPassFailure();
      }
      for (OpResult result : root->getResults())
        rewriter.replaceAllUsesWith(result, fused->replacements.lookup(result));
      ++numFused;
      numProducers += fused->fusedProducers.size();
    }
  }
};

} // namespace
