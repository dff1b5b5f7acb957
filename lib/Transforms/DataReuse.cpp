//===- DataReuse.cpp - The htam-data-reuse pass ---------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The compiler action of the data-reuse direction. The transformation itself
// is the transform-dialect schedule Schedules/DataReuse.mlir (embedded at
// build time); this pass chooses the contractions it applies to, derives the
// thread counts of the copies from the tile sizes, and binds them as the
// schedule's parameters. With peeling (boundary handling) it first splits
// the partial m and n tiles off a contraction, so that the schedule sees only
// full tiles.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"
#include "htam/Transforms/Pipelines.h"

#include "htam/Transforms/Schedule.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

#include "Schedules.inc"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMDATAREUSEPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

/// Threads per block of the schedule (block_dims = [32, 8, 1]).
constexpr int64_t kThreadsX = 32, kThreadsY = 8;

class HTAMDataReusePass final
    : public htam::impl::HTAMDataReusePassBase<HTAMDataReusePass> {
public:
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    htam::registerScheduleExtensions(registry);
  }

  /// The sizes of a contraction the schedule handles: loops (m, n, k) with
  /// k the reduction, static, divisible by the tiles.
  std::optional<SmallVector<int64_t>> tileableSizes(linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics() || !linalg::isaContractionOpInterface(op))
      return std::nullopt;
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    if (iterators.size() != 3 ||
        iterators[0] != utils::IteratorType::parallel ||
        iterators[1] != utils::IteratorType::parallel ||
        iterators[2] != utils::IteratorType::reduction)
      return std::nullopt;
    SmallVector<int64_t> sizes = op.getStaticLoopRanges();
    // With peeling, m and n need one full tile (their tails are split off)
    // and k none (its partial step is peeled).
    for (auto [dim, size, tile] :
         llvm::enumerate(sizes, ArrayRef<int64_t>(tileSizes)))
      if (ShapedType::isDynamic(size) ||
          (size % tile != 0 && !(peel && (dim == 2 || size > tile))))
        return std::nullopt;
    return sizes;
  }

  /// Splits the rows and columns past the last full tile_m x tile_n tile off
  /// `op` (upstream linalg::splitOp): the tails become contractions of their
  /// own on views of the same buffers, left to the reference lowering, and
  /// the returned main part has m and n multiples of the tiles, so its
  /// tiles have static bounds and need no guards.
  FailureOr<linalg::LinalgOp> splitTails(RewriterBase &rewriter,
                                         linalg::LinalgOp op) {
    for (unsigned dim : {0u, 1u}) {
      int64_t size = op.getStaticLoopRanges()[dim];
      int64_t full = size - size % tileSizes[dim];
      if (full == size)
        continue;
      rewriter.setInsertionPoint(op);
      auto [first, second] = linalg::splitOp(
          rewriter, cast<TilingInterface>(op.getOperation()), dim,
          rewriter.getIndexAttr(full));
      auto main = dyn_cast_or_null<linalg::LinalgOp>(first.getOperation());
      if (!main || !second)
        return op.emitOpError("htam-data-reuse: cannot split the partial "
                              "tiles of dimension ")
               << dim << " off";
      op = main;
      ++numSplit;
    }
    return op;
  }

  LogicalResult checkOptions(ModuleOp module) {
    std::string why = htam::checkDataReuseTileSizes(tileSizes);
    if (why.empty())
      return success();
    return module.emitError() << "htam-data-reuse: " << why;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(checkOptions(module)))
      return signalPassFailure();
    SmallVector<linalg::LinalgOp> targets;
    module.walk([&](linalg::LinalgOp op) {
      if (op->getParentOfType<gpu::LaunchOp>() ||
          !linalg::isaContractionOpInterface(op))
        return;
      if (tileableSizes(op))
        targets.push_back(op);
      else
        ++numSkipped;
    });
    if (targets.empty())
      return;

    FailureOr<htam::Schedule> schedule = htam::Schedule::parse(
        kDataReuseSchedule, "Schedules/DataReuse.mlir", module);
    if (failed(schedule))
      return signalPassFailure();

    int64_t m = tileSizes[0], n = tileSizes[1], k = tileSizes[2];
    // Copies: x threads along the contiguous dimension of each tile, as many
    // as it has up to 32, then y threads over the rows.
    int64_t aX = std::min(k, kThreadsX), aY = std::min(m, kThreadsY);
    int64_t bX = kThreadsX, bY = std::min(k, kThreadsY);
    Builder b(&getContext());
    auto param = [&](int64_t v) -> SmallVector<transform::MappedValue> {
      return {b.getI64IntegerAttr(v)};
    };
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp target : targets) {
      FailureOr<linalg::LinalgOp> main = splitTails(rewriter, target);
      if (failed(main))
        return signalPassFailure();
      linalg::LinalgOp op = *main;
      auto func = op->getParentOfType<FunctionOpInterface>();
      RaggedArray<transform::MappedValue> bindings;
      bindings.push_back(
          SmallVector<transform::MappedValue>{op.getOperation()});
      bindings.push_back(
          SmallVector<transform::MappedValue>{func.getOperation()});
      for (int64_t v : {m, n, k, aY, aX, bY, bX})
        bindings.push_back(param(v));
      // A partial k step needs the peeled schedule.
      bool ragged = op.getStaticLoopRanges()[2] % k != 0;
      if (failed(schedule->apply(ragged ? "htam_data_reuse_peeled"
                                        : "htam_data_reuse",
                                 std::move(bindings), op)))
        return signalPassFailure();
      ++numTiled;
      if (ragged)
        ++numPeeled;
    }
  }
};

} // namespace
