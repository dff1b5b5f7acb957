//===- EmitStrategy.cpp - The htam-emit-strategy pass ---------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The lowering half of "selection writes an attribute, lowering reads it":
// every task carrying `htam.strategy` (StrategyAttr.h) is replaced by the
// CUDA kernel of that template and those parameters, compiled with nvrtc
// (in a child process, as the driver compiles candidates) and packaged as
// the driver packages its winners (EmitKernel.h). A strategy the template
// table refuses, or one whose template cannot implement the task, is an
// error at the task.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Evaluator.h"
#include "htam/Strategies/StrategyAttr.h"
#include "htam/Transforms/EmitKernel.h"
#include "htam/Transforms/Passes.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMEMITSTRATEGYPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;
using namespace mlir::htam;

namespace {

class HTAMEmitStrategyPass final
    : public htam::impl::HTAMEmitStrategyPassBase<HTAMEmitStrategyPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    SmallVector<func::FuncOp> tasks;
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func->hasAttr(kStrategyAttrName))
        tasks.push_back(func);
    bool ok = true;
    // Every task is checked, so one run reports every bad strategy.
    for (func::FuncOp task : tasks)
      ok &= succeeded(emit(task));
    if (!ok)
      signalPassFailure();
  }

private:
  LogicalResult emit(func::FuncOp task) {
    if (task.isExternal())
      return task.emitError() << "htam-emit-strategy: a declaration has no "
                                 "body to implement";
    FailureOr<StrategyChoice> choice = readStrategyAttr(task);
    if (failed(choice))
      return failure();
    FailureOr<GeneratedKernel> kernel =
        generateKernel(task, choice->tmpl->id, choice->params);
    if (failed(kernel))
      return failure();
    std::string origin = "strategy:" + kernel->templateId;
    if (!kernel->params.values().empty())
      origin += ":" + kernel->params.str();
    EvaluatorOptions evaluator;
    evaluator.arch = arch;
    llvm::Expected<CompiledKernel> compiled =
        compileKernel(kernel->toKernelSource(origin), evaluator);
    if (!compiled)
      return task.emitError() << "htam-emit-strategy: "
                              << llvm::toString(compiled.takeError());
    if (!compiled->compile.success)
      return task.emitError()
             << "htam-emit-strategy: " << kernel->templateId
             << " does not compile:\n"
             << compiled->compile.log;
    EmittedKernel emitted;
    emitted.source = kernel->source;
    emitted.image = compiled->compile.ptx;
    emitted.imageIsPtx = true;
    emitted.chip = arch;
    emitted.launches = kernel->launches;
    for (auto [launch, entry] :
         llvm::zip(emitted.launches, compiled->loweredEntries))
      launch.entry = entry;
    emitted.scratchBytes = kernel->scratchBytes;
    emitted.constants = kernel->constants;
    emitted.origin = origin;
    emitted.usesVendorLibrary = kernel->usesVendorLibrary;
    task->removeAttr(kStrategyAttrName);
    return emitKernel(task, emitted);
  }
};

} // namespace
