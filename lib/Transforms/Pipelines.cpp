//===- Pipelines.cpp - Direction pipelines --------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builds and registers the direction pipelines of Pipelines.h. Each ends in
// the htam-lower-reference pass, so that its checks (lowerable ops, static
// shapes, libdevice) and its output contract hold for every pipeline.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Pipelines.h"
#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::htam;

static void addLowering(OpPassManager &pm,
                        const DirectionPipelineOptions &options,
                        int64_t threadsPerBlock, bool fastMath) {
  HTAMLowerReferencePassOptions lowering;
  lowering.chip = options.chip;
  lowering.format = options.format;
  lowering.threadsPerBlock = threadsPerBlock;
  lowering.fastMath = fastMath;
  pm.addPass(createHTAMLowerReferencePass(lowering));
}

void mlir::htam::buildHTAMFusionPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  pm.addNestedPass<func::FuncOp>(createLinalgElementwiseOpFusionPass());
  pm.addPass(createCanonicalizerPass());
  addLowering(pm, options, /*threadsPerBlock=*/256, /*fastMath=*/false);
}

void mlir::htam::buildHTAMParallelismPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  addLowering(pm, options, options.blockSize, /*fastMath=*/false);
}

void mlir::htam::buildHTAMInstructionThroughputPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  if (options.fastMath)
    pm.addNestedPass<func::FuncOp>(createHTAMSetFastMathPass());
  addLowering(pm, options, /*threadsPerBlock=*/256, options.fastMath);
}

void mlir::htam::registerHTAMDirectionPipelines() {
  // Registered by hand so that an unimplemented fusion mode is an error
  // when the pipeline is built, not a silent elementwise fusion.
  registerPassPipeline(
      "htam-fusion-pipeline",
      "Fusion direction: fuse elementwise producers into consumers, then "
      "lower to GPU kernels",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        DirectionPipelineOptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        if (options.mode != "elementwise")
          return errorHandler("htam-fusion-pipeline: mode '" +
                              options.mode.getValue() +
                              "' is not implemented (elementwise is)");
        buildHTAMFusionPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(DirectionPipelineOptions());
      });
  PassPipelineRegistration<DirectionPipelineOptions>(
      "htam-parallelism-pipeline",
      "Parallelism direction: lower to GPU kernels with block-size threads "
      "per block",
      buildHTAMParallelismPipeline);
  PassPipelineRegistration<DirectionPipelineOptions>(
      "htam-instruction-throughput-pipeline",
      "Instruction-throughput direction: fast math, then lower to GPU "
      "kernels",
      buildHTAMInstructionThroughputPipeline);
}
