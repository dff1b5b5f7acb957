//===- embed-opt.cpp - A compiler that embeds htam ------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// An mlir-opt style tool of another project: htam's dialect set and passes
// come from InitAll.h, and the tool's own pipeline puts htam's analysis and
// a dry-run optimization among its passes.
//
//===----------------------------------------------------------------------===//

#include "htam/InitAll.h"
#include "htam/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::htam::registerHTAMDialects(registry);
  mlir::htam::registerHTAMPassesAndPipelines();
  mlir::PassPipelineRegistration<>(
      "embed-pipeline",
      "canonicalize, htam's analysis, then a dry run of its optimizer",
      [](mlir::OpPassManager &pm) {
        pm.addPass(mlir::createCanonicalizerPass());
        pm.addPass(mlir::htam::createHTAMAnalyzePass());
        mlir::htam::HTAMOptimizePassOptions options;
        options.dryRun = true;
        options.steps = 1;
        options.memoryPath = EMBED_HTAM_MEMORY;
        pm.addPass(mlir::htam::createHTAMOptimizePass(options));
      });
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "embed-opt: a compiler that embeds htam\n", registry));
}
