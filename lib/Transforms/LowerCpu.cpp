//===- LowerCpu.cpp - Lowering an operator task for the host CPU ----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/LowerCpu.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/TaskBufferization.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::htam;

namespace {
/// Marks public functions for C interface wrappers (`_mlir_ciface_<name>`,
/// one memref descriptor pointer per argument), which the JIT calls.
struct EmitCInterfacePass
    : public PassWrapper<EmitCInterfacePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(EmitCInterfacePass)
  StringRef getArgument() const final { return "htam-emit-c-interface"; }
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal())
        func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                      UnitAttr::get(&getContext()));
  }
};

/// Rewrites copies between strided views (a padded input's interior) into
/// `linalg.copy`, which becomes loops: the LLVM lowering would call the
/// `memrefCopy` runtime function for them, which the JIT does not have.
/// Contiguous copies stay `memref.copy` (an LLVM memcpy).
struct StridedCopyToLinalgPass
    : public PassWrapper<StridedCopyToLinalgPass,
                         OperationPass<func::FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(StridedCopyToLinalgPass)
  StringRef getArgument() const final { return "htam-strided-copy-to-linalg"; }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<linalg::LinalgDialect>();
  }
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      auto identity = [](Value v) {
        auto t = dyn_cast<MemRefType>(v.getType());
        return t && t.getLayout().isIdentity();
      };
      if (!identity(copy.getSource()) || !identity(copy.getTarget()))
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      OpBuilder b(copy);
      linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      copy.erase();
    }
  }
};
} // namespace

void mlir::htam::buildHTAMLowerCpuPipeline(OpPassManager &pm) {
  // The same front end as the reference, so both see the same operator.
  buildHTAMTaskBufferizationPipeline(pm);
  // Intermediate buffers are freed, so repeated trials do not leak.
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createCanonicalizerPass());

  // Serial loops: a different path from the GPU's parallel-loop mapping.
  pm.addNestedPass<func::FuncOp>(std::make_unique<StridedCopyToLinalgPass>());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(std::make_unique<EmitCInterfacePass>());
  // Math: LLVM intrinsics where they exist, libm calls for the rest (tanh,
  // erf, ...), resolved in the host process by the JIT.
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

void mlir::htam::registerHTAMLowerCpuPipeline() {
  PassPipelineRegistration<>(
      "htam-lower-cpu",
      "Lower operator tasks for the host CPU (serial loops, LLVM dialect, C "
      "interfaces): the independent check of the reference",
      buildHTAMLowerCpuPipeline);
}
