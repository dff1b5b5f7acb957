//===- WorkgroupBuffers.cpp - The htam-workgroup-buffers pass -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Linalg promotion allocates its buffers with memref.alloc, in the memory
// space it is given; in a kernel, workgroup memory has to be a workgroup
// attribution instead (NVVM lowers those to .shared arrays, and memref.alloc
// to a call to malloc). Each allocation in an outlined kernel becomes a
// workgroup attribution of its gpu.func, with the allocation's alignment. An
// allocation in a loop becomes one buffer for all iterations: the schedules
// that promote separate the iterations with barriers.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMWORKGROUPBUFFERSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

bool isWorkgroup(MemRefType type) {
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  return space && space.getValue() == gpu::AddressSpace::Workgroup;
}

class HTAMWorkgroupBuffersPass final
    : public htam::impl::HTAMWorkgroupBuffersPassBase<
          HTAMWorkgroupBuffersPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    SmallVector<memref::AllocOp> allocs;
    getOperation().walk([&](memref::AllocOp alloc) {
      if (isWorkgroup(alloc.getType()))
        allocs.push_back(alloc);
    });
    bool ok = true;
    for (memref::AllocOp alloc : allocs) {
      auto kernel = alloc->getParentOfType<gpu::GPUFuncOp>();
      if (!kernel) {
        alloc.emitError() << "htam-workgroup-buffers: workgroup memory "
                             "allocated outside a kernel";
        ok = false;
        continue;
      }
      if (!alloc.getType().hasStaticShape() ||
          !alloc.getType().getLayout().isIdentity()) {
        alloc.emitError() << "htam-workgroup-buffers: a workgroup buffer "
                             "needs a static shape and identity layout";
        ok = false;
        continue;
      }
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          user->erase();
      // Promotion allocates bytes and views them as the tile; a typed
      // buffer instead keeps the element type's alignment in .shared.
      Value replaced = alloc;
      Type type = alloc.getType();
      if (alloc->hasOneUse())
        if (auto view = dyn_cast<memref::ViewOp>(*alloc->user_begin());
            view && view.getType().hasStaticShape() &&
            view.getType().getLayout().isIdentity() &&
            matchPattern(view.getByteShift(), m_Zero())) {
          replaced = view;
          type = view.getType();
        }
      BlockArgument buffer =
          kernel.addWorkgroupAttribution(type, alloc.getLoc());
      // Vector accesses to the buffer rely on its alignment.
      int64_t align = alloc.getAlignment().value_or(0);
      if (align > 0)
        kernel.setWorkgroupAttributionAttr(
            kernel.getNumWorkgroupAttributions() - 1,
            LLVM::LLVMDialect::getAlignAttrName(),
            IntegerAttr::get(IntegerType::get(&getContext(), 64), align));
      replaced.replaceAllUsesWith(buffer);
      if (replaced != alloc.getResult())
        replaced.getDefiningOp()->erase();
      alloc.erase();
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
