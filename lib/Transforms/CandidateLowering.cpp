//===- CandidateLowering.cpp - A task lowered alone, for the driver -------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CandidateLowering.h"

#include "htam/Proposers/Proposer.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::htam;

FailureOr<LoweredCandidate> mlir::htam::lowerWithPipeline(func::FuncOp task,
                                                          StringRef pipeline,
                                                          std::string &why) {
  MLIRContext *ctx = task.getContext();
  OwningOpRef<ModuleOp> module = ModuleOp::create(task.getLoc());
  OpBuilder b = OpBuilder::atBlockEnd(module->getBody());
  b.clone(*task);
  std::string firstError;
  ScopedDiagnosticHandler quiet(ctx, [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && firstError.empty())
      firstError = d.str();
    return success();
  });
  // `pm` is anchored on the module: parse what the textual pipeline runs on
  // it, i.e. the contents of `builtin.module(...)`.
  StringRef nested = pipeline;
  if (nested.consume_front("builtin.module("))
    nested.consume_back(")");
  PassManager pm(ctx);
  std::string parseErrors;
  llvm::raw_string_ostream os(parseErrors);
  if (failed(parsePassPipeline(nested, pm, os))) {
    why = ("cannot build " + pipeline + ": " + parseErrors).str();
    return failure();
  }
  if (failed(pm.run(*module))) {
    why = (pipeline + " failed: " + firstError).str();
    return failure();
  }
  FailureOr<LaunchPlan> plan =
      extractLaunchPlan(*module->getOps<func::FuncOp>().begin());
  if (failed(plan)) {
    why = (pipeline + ": the result cannot be run: " + firstError).str();
    return failure();
  }
  LoweredCandidate c;
  c.kernel = std::move(plan->kernel);
  llvm::raw_string_ostream(c.module) << *module;
  return c;
}

std::string mlir::htam::planKey(const KernelSource &kernel) {
  return candidateKey(kernel.text, kernel.launches);
}

LogicalResult mlir::htam::lowerTaskAlone(func::FuncOp task, StringRef arch,
                                         bool widenToF64,
                                         OwningOpRef<ModuleOp> &out) {
  out = ModuleOp::create(task.getLoc());
  OpBuilder builder = OpBuilder::atBlockEnd(out->getBody());
  builder.clone(*task);
  PassManager pm(task.getContext());
  if (widenToF64) {
    HTAMWidenToF64PassOptions widen;
    widen.widenSignature = false;
    pm.addPass(createHTAMWidenToF64Pass(widen));
  }
  HTAMLowerReferencePassOptions lowerOptions;
  lowerOptions.chip = arch.str();
  pm.addPass(createHTAMLowerReferencePass(lowerOptions));
  return pm.run(*out);
}

void mlir::htam::adoptReference(func::FuncOp task, ModuleOp refModule) {
  auto module = task->getParentOfType<ModuleOp>();
  OpBuilder b(task);
  for (Operation &op : llvm::make_early_inc_range(*refModule.getBody()))
    b.clone(op);
  task.erase();
  module->setAttr("gpu.container_module", b.getUnitAttr());
  module->setAttr("htam.kernel_abi", b.getStringAttr("bare-ptr"));
}
