//===- PrepareDeviceBuffers.cpp - The htam-prepare-device-buffers pass ----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A task lowered for the GPU receives device pointers and must never touch
// host memory: its copies must run as kernels and its temporaries must live
// in device memory the caller provides. Temporaries go into one workspace
// argument so the launch path performs no allocation at all.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/DeviceBuffers.h"
#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMPREPAREDEVICEBUFFERSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

class HTAMPrepareDeviceBuffersPass final
    : public htam::impl::HTAMPrepareDeviceBuffersPassBase<
          HTAMPrepareDeviceBuffersPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;

    // Copies become kernels.
    SmallVector<memref::CopyOp> copies;
    func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      OpBuilder b(copy);
      linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      copy.erase();
    }

    WalkResult globals = func.walk([&](memref::GetGlobalOp op) {
      op.emitOpError("reads a host global (a constant tensor); constants "
                     "must be passed as arguments for the GPU");
      return WalkResult::interrupt();
    });
    if (globals.wasInterrupted())
      return signalPassFailure();

    // A temporary inside an scf.forall (tiled and fused ops) belongs to one
    // iteration, which becomes one thread: private stack memory, not a
    // workspace all threads would share.
    SmallVector<memref::AllocOp> privateAllocs;
    func.walk([&](memref::AllocOp alloc) {
      if (alloc->getParentOfType<scf::ForallOp>() &&
          alloc.getType().hasStaticShape())
        privateAllocs.push_back(alloc);
    });
    for (memref::AllocOp alloc : privateAllocs) {
      OpBuilder b(alloc);
      Value stack = memref::AllocaOp::create(b, alloc.getLoc(), alloc.getType(),
                                             alloc.getAlignmentAttr());
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          user->erase();
      alloc.replaceAllUsesWith(stack);
      alloc.erase();
    }

    SmallVector<memref::AllocOp> allocs;
    SmallVector<int64_t> offsets;
    int64_t total = 0;
    WalkResult dynamic = func.walk([&](memref::AllocOp alloc) {
      MemRefType type = alloc.getType();
      if (!type.hasStaticShape() || !type.getLayout().isIdentity()) {
        alloc.emitOpError("has a dynamic shape or layout; only static "
                          "temporaries can be placed in device memory");
        return WalkResult::interrupt();
      }
      std::optional<int64_t> bytes = htam::storageBytes(type);
      std::optional<int64_t> end =
          bytes && *bytes <= INT64_MAX - htam::kWorkspaceAlignment
              ? llvm::checkedAdd(
                    total, int64_t(llvm::alignTo(*bytes,
                                                 htam::kWorkspaceAlignment)))
              : std::nullopt;
      if (!end) {
        alloc.emitOpError("has an element type or a size (the workspace "
                          "would exceed 2^63 bytes) that cannot be placed in "
                          "device memory");
        return WalkResult::interrupt();
      }
      offsets.push_back(total);
      allocs.push_back(alloc);
      total = *end;
      return WalkResult::advance();
    });
    if (dynamic.wasInterrupted())
      return signalPassFailure();
    if (allocs.empty())
      return;

    Builder builder(&getContext());
    auto workspaceType = MemRefType::get({total}, builder.getI8Type());
    unsigned index = func.getNumArguments();
    DictionaryAttr argAttrs = builder.getDictionaryAttr(
        builder.getNamedAttr("htam.workspace", builder.getUnitAttr()));
    if (failed(func.insertArgument(index, workspaceType, argAttrs,
                                   func.getLoc()))) {
      func.emitOpError("could not add the workspace argument");
      return signalPassFailure();
    }
    Value workspace = func.getArgument(index);
    for (auto [alloc, offset] : llvm::zip(allocs, offsets)) {
      OpBuilder b(alloc);
      Value start = arith::ConstantIndexOp::create(b, alloc.getLoc(), offset);
      Value view = memref::ViewOp::create(b, alloc.getLoc(), alloc.getType(),
                                          workspace, start, ValueRange{});
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          user->erase();
      alloc.replaceAllUsesWith(view);
      alloc.erase();
    }
    func->setAttr("htam.workspace_bytes", builder.getI64IntegerAttr(total));
  }
};

} // namespace
