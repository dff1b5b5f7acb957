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
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::htam;

static void addLowering(OpPassManager &pm,
                        const DirectionPipelineOptions &options,
                        int64_t threadsPerBlock, bool fastMath,
                        std::string bufferPipeline = "",
                        std::string kernelPipeline = "") {
  HTAMLowerReferencePassOptions lowering;
  lowering.bufferPipeline = bufferPipeline;
  lowering.kernelPipeline = kernelPipeline;
  lowering.chip = options.chip;
  lowering.format = options.format;
  lowering.threadsPerBlock = threadsPerBlock;
  lowering.fastMath = fastMath;
  pm.addPass(createHTAMLowerReferencePass(lowering));
}

void mlir::htam::buildHTAMFusionPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  // Padding copies become tensor.pad or insert_slice first (while fills are
  // still linalg.fill): upstream elementwise fusion would drop the fill
  // around their window.
  pm.addNestedPass<func::FuncOp>(createHTAMOffsetWritesToSlicesPass());
  // Producer: elementwise ops on whole tensors and named ops become
  // generics, so that elementwise producers fuse into the reductions and
  // contractions that read them (evaluated on each loaded value).
  if (options.mode == FusionMode::Producer) {
    pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
    pm.addNestedPass<func::FuncOp>(createLinalgGeneralizeNamedOpsPass());
  }
  // Epilogue: the elementwise chain after a contraction is one op first,
  // then fused with the contraction per output point.
  pm.addNestedPass<func::FuncOp>(createLinalgElementwiseOpFusionPass());
  if (options.mode != FusionMode::Elementwise) {
    HTAMTileAndFusePassOptions fuse;
    fuse.mode = options.mode == FusionMode::Producer
                    ? TileAndFuseMode::Producer
                    : TileAndFuseMode::Epilogue;
    pm.addNestedPass<func::FuncOp>(createHTAMTileAndFusePass(fuse));
  }
  pm.addPass(createCanonicalizerPass());
  addLowering(pm, options, /*threadsPerBlock=*/256, /*fastMath=*/false);
}

void mlir::htam::buildHTAMParallelismPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  std::string kernels;
  if (options.maxRegisters != 0 || options.minBlocksPerSM != 0)
    kernels = "htam-kernel-launch-bounds{max-registers=" +
              std::to_string(options.maxRegisters) +
              " min-blocks-per-sm=" + std::to_string(options.minBlocksPerSM) +
              "}";
  addLowering(pm, options, options.blockSize, /*fastMath=*/false, "", kernels);
}

void mlir::htam::buildHTAMInstructionThroughputPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  if (options.fastMath) {
    pm.addNestedPass<func::FuncOp>(createHTAMSetFastMathPass());
  } else if (options.fma) {
    HTAMSetFastMathPassOptions contract;
    contract.flags = FastMathFlags::Contract;
    pm.addNestedPass<func::FuncOp>(createHTAMSetFastMathPass(contract));
  }
  std::string kernels;
  if (options.unroll != 1)
    kernels =
        "htam-unroll-inner-loops{factor=" + std::to_string(options.unroll) +
        "}";
  addLowering(pm, options, /*threadsPerBlock=*/256, options.fastMath, "",
              kernels);
}

/// The data-reuse schedule's tiles when the card gives none.
static constexpr int64_t kDefaultTileSizes[] = {64, 64, 16};

std::string mlir::htam::checkDataReuseTileSizes(ArrayRef<int64_t> tileSizes) {
  if (tileSizes.size() != 3)
    return "tile-sizes needs three values (tile_m,tile_n,tile_k), got " +
           std::to_string(tileSizes.size());
  int64_t m = tileSizes[0], n = tileSizes[1], k = tileSizes[2];
  if (m <= 0 || n <= 0 || k <= 0)
    return "tile sizes must be positive";
  // The schedule's blocks are 32x8 threads.
  if (m % 8 != 0 || n % 32 != 0)
    return "tile_m must be a multiple of 8 and tile_n of 32 (the 32x8 "
           "threads of a block), got " +
           std::to_string(m) + "x" + std::to_string(n);
  // Static shared memory is limited to 48 KiB without an opt-in.
  int64_t bytes = (m + n) * k * 4;
  if (bytes > 48 * 1024)
    return "tiles need " + std::to_string(bytes) +
           " bytes of shared memory; at most 49152";
  return "";
}

static SmallVector<int64_t>
dataReuseTileSizes(const DirectionPipelineOptions &options) {
  if (options.tileSizes.empty())
    return SmallVector<int64_t>(std::begin(kDefaultTileSizes),
                                std::end(kDefaultTileSizes));
  return SmallVector<int64_t>(options.tileSizes.begin(),
                              options.tileSizes.end());
}

/// The htam-data-reuse pass of the buffer hook.
static std::string dataReusePass(const DirectionPipelineOptions &options,
                                 bool peel) {
  SmallVector<int64_t> tiles = dataReuseTileSizes(options);
  return "htam-data-reuse{tile-sizes=" +
         llvm::join(llvm::map_range(
                        tiles, [](int64_t t) { return std::to_string(t); }),
                    ",") +
         (peel ? " peel=true" : "") + "},canonicalize";
}

void mlir::htam::buildHTAMDataReusePipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  addLowering(pm, options, /*threadsPerBlock=*/256, /*fastMath=*/false,
              dataReusePass(options, /*peel=*/false));
}

void mlir::htam::buildHTAMBoundaryHandlingPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  addLowering(pm, options, /*threadsPerBlock=*/256, /*fastMath=*/false,
              dataReusePass(options, /*peel=*/true));
}

std::string mlir::htam::checkLatencyHidingOptions(ArrayRef<int64_t> tileSizes,
                                                  int64_t stages) {
  std::string why = checkDataReuseTileSizes(tileSizes);
  if (!why.empty())
    return why;
  if (stages < 2 || stages > 8)
    return "stages must be in [2, 8], got " + std::to_string(stages);
  // Every stage holds an A and a B tile.
  int64_t bytes = (tileSizes[0] + tileSizes[1]) * tileSizes[2] * 4 * stages;
  if (bytes > 48 * 1024)
    return std::to_string(stages) + " stages of the tiles need " +
           std::to_string(bytes) + " bytes of shared memory; at most 49152";
  return "";
}

void mlir::htam::buildHTAMLatencyHidingPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  addLowering(pm, options, /*threadsPerBlock=*/256, /*fastMath=*/false,
              dataReusePass(options, /*peel=*/false) +
                  ",htam-latency-hiding{stages=" +
                  std::to_string(options.stages) + "},canonicalize");
}

void mlir::htam::buildHTAMMemoryAccessPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  std::string buffers =
      "htam-memory-access{vector-width=" + std::to_string(options.vectorWidth) +
      " coalesce=" + (options.coalesce ? "true" : "false") + "},canonicalize";
  addLowering(pm, options, /*threadsPerBlock=*/256, /*fastMath=*/false,
              buffers);
}

void mlir::htam::buildHTAMAlgorithmicPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options) {
  // Nothing else runs before the lowering: where no reduction collapses,
  // the candidate is the reference itself, which the driver skips.
  if (options.collapse)
    pm.addNestedPass<func::FuncOp>(createHTAMCollapseLinearReductionsPass());
  addLowering(pm, options, /*threadsPerBlock=*/256, /*fastMath=*/false);
}

/// Registers a direction pipeline built by `build` from its parsed options,
/// registered by hand (not PassPipelineRegistration) so that options it
/// cannot build are an error when the pipeline is built: `check` returns
/// why ("" when they build), reported as "<name>: <why>".
static void registerCheckedPipeline(
    StringRef name, StringRef description,
    std::string (*check)(const DirectionPipelineOptions &),
    void (*build)(OpPassManager &, const DirectionPipelineOptions &)) {
  registerPassPipeline(
      name, description,
      [name, check, build](
          OpPassManager &pm, StringRef optionsText,
          function_ref<LogicalResult(const Twine &)> errorHandler) {
        DirectionPipelineOptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        if (std::string why = check(options); !why.empty())
          return errorHandler(name + ": " + why);
        build(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(DirectionPipelineOptions());
      });
}

void mlir::htam::registerHTAMDirectionPipelines() {
  registerCheckedPipeline(
      "htam-algorithmic-pipeline",
      "Algorithmic direction: sums pushed through contractions, then lower "
      "to GPU kernels",
      [](const DirectionPipelineOptions &options) -> std::string {
        // Without a rewrite this would be the reference.
        if (!options.collapse)
          return "collapse=false leaves no rewrite (collapse=true is "
                 "implemented)";
        return "";
      },
      buildHTAMAlgorithmicPipeline);
  registerCheckedPipeline(
      "htam-memory-access-pipeline",
      "Memory-access direction: coalesced writes and vector loads/stores, "
      "then lower to GPU kernels",
      [](const DirectionPipelineOptions &options) -> std::string {
        int64_t width = options.vectorWidth;
        if (width != 1 && width != 2 && width != 4)
          return "vector-width must be 1, 2 or 4, got " +
                 std::to_string(width);
        return "";
      },
      buildHTAMMemoryAccessPipeline);
  registerCheckedPipeline(
      "htam-data-reuse-pipeline",
      "Data-reuse direction: tile contractions with operand tiles in shared "
      "memory, then lower to GPU kernels",
      [](const DirectionPipelineOptions &options) {
        return checkDataReuseTileSizes(dataReuseTileSizes(options));
      },
      buildHTAMDataReusePipeline);
  registerCheckedPipeline(
      "htam-latency-hiding-pipeline",
      "Latency-hiding direction: the shared-memory tiling of contractions "
      "with its k loop software-pipelined over cp.async copies, then lower "
      "to GPU kernels",
      [](const DirectionPipelineOptions &options) {
        return checkLatencyHidingOptions(dataReuseTileSizes(options),
                                         options.stages);
      },
      buildHTAMLatencyHidingPipeline);
  registerCheckedPipeline(
      "htam-boundary-handling-pipeline",
      "Boundary-handling direction: the shared-memory tiling of contractions "
      "with the partial last k step peeled, then lower to GPU kernels",
      [](const DirectionPipelineOptions &options) -> std::string {
        // Without peeling this would be the data-reuse pipeline.
        if (!options.peel)
          return "peel=false is not implemented (peel=true is)";
        return checkDataReuseTileSizes(dataReuseTileSizes(options));
      },
      buildHTAMBoundaryHandlingPipeline);
  // An unknown fusion mode is refused by the option's parser.
  PassPipelineRegistration<DirectionPipelineOptions>(
      "htam-fusion-pipeline",
      "Fusion direction: fuse elementwise producers into consumers, then "
      "lower to GPU kernels",
      buildHTAMFusionPipeline);
  PassPipelineRegistration<DirectionPipelineOptions>(
      "htam-parallelism-pipeline",
      "Parallelism direction: lower to GPU kernels with block-size threads "
      "per block and register bounds",
      buildHTAMParallelismPipeline);
  PassPipelineRegistration<DirectionPipelineOptions>(
      "htam-instruction-throughput-pipeline",
      "Instruction-throughput direction: fast math or fma contraction, then "
      "lower to GPU kernels with unrolled inner loops",
      buildHTAMInstructionThroughputPipeline);
}
