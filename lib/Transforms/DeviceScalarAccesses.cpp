//===- DeviceScalarAccesses.cpp - The htam-device-scalar-accesses pass ----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A scalar tensor.extract / tensor.insert / tensor.from_elements outside any
// linalg op bufferizes to a memref.load / memref.store in the host function.
// The host function only launches kernels on device buffers (the runtime
// runs nothing else), so such an access must happen on the device:
//
// - each run of host-side loads and stores with the scalar ops between them
//   (up to the next kernel) becomes a one-thread kernel: a 1 x 1 scf.parallel
//   nest already mapped to a block and a thread, in program order;
// - a kernel that uses a scalar computed on the host (a fill with an
//   extracted value) recomputes it: the loads and pure scalar ops behind the
//   value are cloned into the kernel, when nothing between the load and the
//   kernel (nor the kernel itself, unless it is one thread) may write the
//   loaded buffer.
//
// What remains on the host (a load whose buffer is written before its use)
// is refused by the launch plan at its location.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMDEVICESCALARACCESSESPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

bool isScalar(Type type) { return type.isIntOrIndexOrFloat(); }

/// A pure op without regions whose results are all scalars (the arithmetic
/// between an extracted value and its use).
bool isPureScalarOp(Operation *op) {
  return op->getNumRegions() == 0 && op->getNumResults() > 0 &&
         isMemoryEffectFree(op) &&
         llvm::all_of(op->getResultTypes(), isScalar);
}

/// The buffer a chain of views starts from (a function argument, or the
/// workspace for every temporary: its views are treated as one buffer).
Value rootBuffer(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    auto view = dyn_cast<ViewLikeOpInterface>(def);
    if (!view)
      break;
    v = view.getViewSource();
  }
  return v;
}

/// True when `op` or an op nested in it may write the buffer rooted at
/// `root`; an op whose effects are unknown may write anything.
bool mayWrite(Operation *op, Value root) {
  return op
      ->walk([&](Operation *nested) {
        if (nested->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
          return WalkResult::advance();
        auto iface = dyn_cast<MemoryEffectOpInterface>(nested);
        if (!iface)
          return WalkResult::interrupt();
        SmallVector<MemoryEffects::EffectInstance> effects;
        iface.getEffects(effects);
        for (const MemoryEffects::EffectInstance &e : effects) {
          if (!isa<MemoryEffects::Write>(e.getEffect()))
            continue;
          Value written = e.getValue();
          if (!written || rootBuffer(written) == root)
            return WalkResult::interrupt();
        }
        return WalkResult::advance();
      })
      .wasInterrupted();
}

/// A kernel: a top-level scf.parallel nest (from loop lowering, or one made
/// here). Its ops go at the start of `body`.
struct Kernel {
  scf::ParallelOp loop;
  Block *body;
  bool oneThread;
};

class HTAMDeviceScalarAccessesPass final
    : public htam::impl::HTAMDeviceScalarAccessesPassBase<
          HTAMDeviceScalarAccessesPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    entry = &func.getBody().front();
    // One pass instance runs on many functions in turn.
    oneThread.clear();
    makeOneThreadKernels();
    for (Operation &op : llvm::make_early_inc_range(*entry)) {
      auto loop = dyn_cast<scf::ParallelOp>(op);
      if (!loop)
        continue;
      Kernel kernel{loop, loop.getBody(), oneThread.contains(loop)};
      if (kernel.oneThread)
        kernel.body = cast<scf::ParallelOp>(loop.getBody()->front()).getBody();
      rematerializeScalars(kernel);
    }
    // Host-side ops whose values now live in kernels.
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*entry)))
      if ((isa<memref::LoadOp>(op) || isPureScalarOp(&op)) &&
          isOpTriviallyDead(&op))
        op.erase();
  }

private:
  Block *entry = nullptr;
  llvm::SmallPtrSet<Operation *, 4> oneThread;

  bool isHostAccess(Operation *op) {
    return op->getBlock() == entry && isa<memref::LoadOp, memref::StoreOp>(op);
  }

  /// Each run of host-side accesses that stores something becomes a
  /// one-thread kernel at the end of the run.
  void makeOneThreadKernels() {
    SmallVector<SmallVector<Operation *>> runs;
    SmallVector<Operation *> run;
    llvm::SmallPtrSet<Operation *, 8> inRun;
    auto close = [&] {
      if (llvm::any_of(run, [](Operation *op) {
            return isa<memref::StoreOp>(op);
          }))
        runs.push_back(run);
      run.clear();
      inRun.clear();
    };
    for (Operation &op : *entry) {
      bool dependsOnRun = llvm::any_of(op.getOperands(), [&](Value v) {
        return inRun.contains(v.getDefiningOp());
      });
      if (isHostAccess(&op) || (isPureScalarOp(&op) && dependsOnRun)) {
        run.push_back(&op);
        inRun.insert(&op);
      } else if (!isMemoryEffectFree(&op) || op.getNumRegions() > 0) {
        close();
      }
    }
    close();
    for (ArrayRef<Operation *> ops : runs)
      makeOneThreadKernel(ops);
  }

  void makeOneThreadKernel(ArrayRef<Operation *> ops) {
    Operation *last = ops.back();
    OpBuilder b(last->getContext());
    b.setInsertionPointAfter(last);
    Location loc = last->getLoc();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto blocks = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                          ValueRange{one}, ValueRange{one});
    b.setInsertionPointToStart(blocks.getBody());
    auto threads = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                           ValueRange{one}, ValueRange{one});
    MLIRContext *ctx = b.getContext();
    AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
    (void)gpu::setMappingAttr(
        blocks, {gpu::ParallelLoopDimMappingAttr::get(
                    ctx, gpu::Processor::BlockX, id, id)});
    (void)gpu::setMappingAttr(
        threads, {gpu::ParallelLoopDimMappingAttr::get(
                     ctx, gpu::Processor::ThreadX, id, id)});
    oneThread.insert(blocks);
    b.setInsertionPoint(threads.getBody()->getTerminator());
    IRMapping mapping;
    for (Operation *op : ops)
      b.clone(*op, mapping);
    // Stores move; loads and scalars stay while the host still uses them
    // (a later kernel rematerializes them, the rest is refused later).
    for (Operation *op : llvm::reverse(ops))
      if (isa<memref::StoreOp>(op) || op->use_empty())
        op->erase();
  }

  /// Collects the top-level loads and pure scalar ops that compute `v` into
  /// `chain`; false when one of them cannot be recomputed in a kernel.
  bool collectChain(Value v, llvm::SetVector<Operation *> &chain) {
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != entry || chain.contains(def))
      return true;
    if (!isa<memref::LoadOp>(def) && !isPureScalarOp(def))
      return !isScalar(v.getType());
    for (Value operand : def->getOperands())
      if (isScalar(operand.getType()) && !collectChain(operand, chain))
        return false;
    chain.insert(def);
    return true;
  }

  /// True when nothing from `load` up to `kernel` may write the buffer it
  /// reads (the kernel itself only when it has many threads).
  bool loadStillValid(memref::LoadOp load, Kernel kernel) {
    Value root = rootBuffer(load.getMemRef());
    for (Operation *op = load->getNextNode(); op != kernel.loop;
         op = op->getNextNode())
      if (mayWrite(op, root))
        return false;
    return kernel.oneThread || !mayWrite(kernel.loop, root);
  }

  void rematerializeScalars(Kernel kernel) {
    llvm::SetVector<Value> above;
    getUsedValuesDefinedAbove(kernel.loop.getRegion(), above);
    for (Value v : above) {
      if (!isScalar(v.getType()))
        continue;
      llvm::SetVector<Operation *> chain;
      if (!collectChain(v, chain) || chain.empty())
        continue;
      bool hasLoad = false, valid = true;
      for (Operation *op : chain)
        if (auto load = dyn_cast<memref::LoadOp>(op)) {
          hasLoad = true;
          valid &= loadStillValid(load, kernel);
        }
      // Scalars that load nothing (index arithmetic, constants) sink into
      // the kernels on their own.
      if (!hasLoad || !valid)
        continue;
      SmallVector<Operation *> ordered(chain.begin(), chain.end());
      llvm::sort(ordered, [](Operation *a, Operation *c) {
        return a->isBeforeInBlock(c);
      });
      OpBuilder b = OpBuilder::atBlockBegin(kernel.body);
      IRMapping mapping;
      for (Operation *op : ordered)
        b.clone(*op, mapping);
      Value inside = mapping.lookup(v);
      v.replaceUsesWithIf(inside, [&](OpOperand &use) {
        return kernel.loop->isProperAncestor(use.getOwner());
      });
    }
  }
};

} // namespace
