//===- LatencyHiding.cpp - The htam-latency-hiding pass -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The compiler action of the latency-hiding direction: the k loop of a
// data-reuse kernel (copies of A and B tiles into shared memory, a barrier,
// the compute, a barrier) becomes a multi-stage software pipeline whose
// copies are cp.async. Upstream does the mechanical parts (multi-buffering
// with memref::multiBuffer, the prologue/kernel/epilogue with
// scf::pipelineForLoop); this pass turns the copies into asynchronous ones,
// places the commit, the wait and the barriers, and gives the schedule: the
// copies (and everything they depend on) in stage 0, the rest in the last
// stage.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMLATENCYHIDINGPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

bool isWorkgroup(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(memref);
}

/// The op of `loop`'s body that contains `op`, or null.
Operation *topLevelAncestor(scf::ForOp loop, Operation *op) {
  return loop.getBody()->findAncestorOpInBlock(*op);
}

/// The constant trip count of `loop`, if any.
std::optional<int64_t> tripCount(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *step <= 0)
    return std::nullopt;
  return (*ub - *lb + *step - 1) / *step;
}

class HTAMLatencyHidingPass final
    : public htam::impl::HTAMLatencyHidingPassBase<HTAMLatencyHidingPass> {
public:
  using Base::Base;

  /// The loops to pipeline: in a gpu.launch, the innermost scf.for around
  /// the views of each workgroup buffer, with the buffers it stages.
  SmallVector<std::pair<scf::ForOp, SmallVector<memref::AllocOp>>>
  collectLoops(ModuleOp module) {
    llvm::MapVector<Operation *, SmallVector<memref::AllocOp>> loops;
    module.walk([&](memref::AllocOp alloc) {
      if (!isWorkgroup(alloc.getType()) ||
          !alloc->getParentOfType<gpu::LaunchOp>() ||
          !alloc.getType().hasStaticShape())
        return;
      scf::ForOp loop;
      for (Operation *user : alloc->getUsers()) {
        if (isa<memref::DeallocOp>(user))
          continue;
        auto parent = user->getParentOfType<scf::ForOp>();
        if (!parent || (loop && parent != loop))
          return;
        loop = parent;
      }
      if (loop)
        loops[loop.getOperation()].push_back(alloc);
    });
    SmallVector<std::pair<scf::ForOp, SmallVector<memref::AllocOp>>> result;
    for (auto &[loop, allocs] : loops)
      result.push_back({cast<scf::ForOp>(loop), allocs});
    return result;
  }

  /// Replaces every scalar copy global -> workgroup memory in `loop` (a
  /// load whose only use is a store) by a 4-byte nvgpu.device_async_copy.
  /// Returns the number of copies.
  int64_t makeCopiesAsync(RewriterBase &rewriter, scf::ForOp loop) {
    SmallVector<memref::StoreOp> stores;
    loop.getBody()->walk([&](memref::StoreOp store) {
      auto load = store.getValue().getDefiningOp<memref::LoadOp>();
      if (isWorkgroup(store.getMemRef().getType()) && load &&
          !isWorkgroup(load.getMemRef().getType()) && load->hasOneUse() &&
          load->getBlock() == store->getBlock() &&
          load.getType().isIntOrFloat() &&
          load.getType().getIntOrFloatBitWidth() == 32)
        stores.push_back(store);
    });
    for (memref::StoreOp store : stores) {
      auto load = store.getValue().getDefiningOp<memref::LoadOp>();
      rewriter.setInsertionPoint(store);
      nvgpu::DeviceAsyncCopyOp::create(
          rewriter, store.getLoc(), store.getMemRef(), store.getIndices(),
          load.getMemRef(), load.getIndices(), rewriter.getIndexAttr(1),
          /*srcElements=*/Value(), /*bypassL1=*/UnitAttr());
      rewriter.eraseOp(store);
      rewriter.eraseOp(load);
    }
    return stores.size();
  }

  /// Promotion allocates bytes and views them as the tile; the slots of a
  /// multi-buffer are views of a typed buffer.
  memref::AllocOp typedBuffer(RewriterBase &rewriter, memref::AllocOp alloc) {
    if (!alloc->hasOneUse())
      return alloc;
    auto view = dyn_cast<memref::ViewOp>(*alloc->user_begin());
    if (!view || !view.getType().hasStaticShape() ||
        !view.getType().getLayout().isIdentity() ||
        !matchPattern(view.getByteShift(), m_Zero()))
      return alloc;
    rewriter.setInsertionPoint(alloc);
    auto typed = memref::AllocOp::create(rewriter, alloc.getLoc(),
                                         view.getType(), ValueRange(),
                                         alloc.getAlignmentAttr());
    rewriter.replaceOp(view, typed);
    rewriter.eraseOp(alloc);
    return typed;
  }

  LogicalResult pipeline(RewriterBase &rewriter, scf::ForOp loop,
                         ArrayRef<memref::AllocOp> allocs) {
    // One slot per stage; the copies overwrite a slot entirely, so no data
    // is carried from one step to the next through a buffer.
    SmallVector<memref::AllocOp> typed;
    for (memref::AllocOp alloc : allocs) {
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      typed.push_back(typedBuffer(rewriter, alloc));
      if (llvm::any_of(typed.back()->getUsers(), llvm::IsaPred<memref::ViewOp>))
        return typed.back().emitOpError(
            "htam-latency-hiding: a workgroup buffer viewed with dynamic "
            "sizes cannot be multi-buffered (canonicalize first)");
    }
    for (memref::AllocOp alloc : typed) {
      if (loop->isAncestor(alloc))
        rewriter.moveOpBefore(alloc, loop);
      if (failed(memref::multiBuffer(rewriter, alloc, stages,
                                     /*skipOverrideAnalysis=*/true)))
        return loop.emitOpError(
            "htam-latency-hiding: cannot multi-buffer a workgroup buffer");
    }
    int64_t copies = makeCopiesAsync(rewriter, loop);
    numAsyncCopies += copies;
    if (copies == 0)
      return loop.emitOpError("htam-latency-hiding: the loop stages no "
                              "global->shared copies");

    // Stage 0: the top-level ops with copies and what they depend on in the
    // body (views of A and B, the slot index).
    Block *body = loop.getBody();
    llvm::SetVector<Operation *> stage0;
    Operation *lastCopy = nullptr;
    body->walk([&](nvgpu::DeviceAsyncCopyOp copy) {
      Operation *top = topLevelAncestor(loop, copy);
      stage0.insert(top);
      if (!lastCopy || lastCopy->isBeforeInBlock(top))
        lastCopy = top;
    });
    for (size_t i = 0; i < stage0.size(); ++i) {
      stage0[i]->walk([&](Operation *nested) {
        for (Value operand : nested->getOperands()) {
          Operation *def = operand.getDefiningOp();
          if (!def)
            continue;
          Operation *top = topLevelAncestor(loop, def);
          if (top && top != stage0[i])
            stage0.insert(top);
        }
      });
    }
    // The barriers between and right after the copies synchronized the
    // synchronous copies; the wait and one barrier before the compute
    // replace them.
    Operation *afterCopies = lastCopy->getNextNode();
    while (afterCopies && !isa<gpu::BarrierOp>(afterCopies) &&
           stage0.contains(afterCopies))
      afterCopies = afterCopies->getNextNode();
    for (Operation &op : llvm::make_early_inc_range(*body)) {
      if (&op == lastCopy)
        break;
      if (isa<gpu::BarrierOp>(op))
        rewriter.eraseOp(&op);
    }
    if (afterCopies && isa<gpu::BarrierOp>(afterCopies))
      rewriter.eraseOp(afterCopies);
    rewriter.setInsertionPointAfter(lastCopy);
    auto commit = NVVM::CpAsyncCommitGroupOp::create(rewriter, loop.getLoc());
    stage0.insert(commit);
    // Before computing step k: at most stages-1 younger groups in flight.
    NVVM::CpAsyncWaitGroupOp::create(rewriter, loop.getLoc(), stages - 1);
    gpu::BarrierOp::create(rewriter, loop.getLoc());

    unsigned last = stages - 1;
    scf::PipeliningOption options;
    options.peelEpilogue = true;
    options.getScheduleFn =
        [&](scf::ForOp forOp,
            std::vector<std::pair<Operation *, unsigned>> &schedule) {
          for (Operation &op : forOp.getBody()->without_terminator())
            if (stage0.contains(&op))
              schedule.push_back({&op, 0});
          for (Operation &op : forOp.getBody()->without_terminator())
            if (!stage0.contains(&op))
              schedule.push_back({&op, last});
        };
    // The epilogue issues no more copies: wait for all of them.
    options.annotateFn = [&](Operation *op,
                             scf::PipeliningOption::PipelinerPart part,
                             unsigned) {
      if (auto wait = dyn_cast<NVVM::CpAsyncWaitGroupOp>(op);
          wait && part == scf::PipeliningOption::PipelinerPart::Epilogue)
        wait.setN(0);
    };
    bool modified = false;
    rewriter.setInsertionPoint(loop);
    if (failed(scf::pipelineForLoop(rewriter, loop, options, &modified)))
      return loop.emitOpError("htam-latency-hiding: software pipelining "
                              "failed");
    ++numPipelined;
    return success();
  }

  void runOnOperation() override {
    if (stages < 2 || stages > 8) {
      getOperation().emitError()
          << "htam-latency-hiding: stages must be in [2, 8], got "
          << stages.getValue();
      return signalPassFailure();
    }
    IRRewriter rewriter(&getContext());
    for (auto &[loop, allocs] : collectLoops(getOperation())) {
      // The pipeline needs at least one step per stage.
      std::optional<int64_t> steps = tripCount(loop);
      if (!steps || *steps < stages) {
        ++numShort;
        continue;
      }
      if (failed(pipeline(rewriter, loop, allocs)))
        return signalPassFailure();
    }
  }
};

} // namespace
