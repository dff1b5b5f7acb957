//===- Pipelines.h - Direction pipelines ------------------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The compiler actions of the memory's global directions: each pipeline
// `htam-<direction>-pipeline` is the reference lowering preceded or
// parameterized by that direction's transformation, with the cards'
// parameters as options. They produce the same upstream form as the
// reference, so their candidates run through the same launch-plan path.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_PIPELINES_H
#define HTAM_TRANSFORMS_PIPELINES_H

#include "htam/Proposers/PipelineCatalog.h"
#include "htam/Transforms/PassOptionEnums.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace htam {

/// Options every direction pipeline shares (those of the lowering).
struct DirectionPipelineOptions
    : public PassPipelineOptions<DirectionPipelineOptions> {
  PassOptions::Option<std::string> chip{*this, "chip",
                                        llvm::cl::desc("Target architecture"),
                                        llvm::cl::init("sm_90")};
  PassOptions::Option<ReferenceFormat> format{
      *this, "format", llvm::cl::desc("Serialization format of the kernels"),
      llvm::cl::init(ReferenceFormat::Isa),
      llvm::cl::values(
          clEnumValN(ReferenceFormat::Isa, "isa", "PTX text"),
          clEnumValN(ReferenceFormat::Bin, "bin", "cubin (needs ptxas)"),
          clEnumValN(ReferenceFormat::Fatbin, "fatbin",
                     "fatbin (needs ptxas and fatbinary)"))};
  /// Fusion: which producers to fuse.
  PassOptions::Option<FusionMode> mode{
      *this, "mode", llvm::cl::desc("fusion: which producers are fused"),
      llvm::cl::init(FusionMode::Elementwise),
      llvm::cl::values(
          clEnumValN(FusionMode::Elementwise, "elementwise",
                     "elementwise producers into their consumers"),
          clEnumValN(FusionMode::Epilogue, "epilogue",
                     "also a contraction with its elementwise epilogue, one "
                     "kernel"),
          clEnumValN(FusionMode::Producer, "producer",
                     "fills, pads and elementwise producers computed in "
                     "their reduction's or contraction's loop, one kernel"))};
  /// Parallelism: threads per block of the 1-D mapping.
  PassOptions::Option<int64_t> blockSize{
      *this, "block-size", llvm::cl::desc("parallelism: threads per block"),
      llvm::cl::init(256)};
  /// Instruction throughput: fast math, fma contraction, unrolling.
  PassOptions::Option<bool> fastMath{
      *this, "fast-math",
      llvm::cl::desc("instruction throughput: fast-math flags on arith/math "
                     "ops and NVVM fast/ftz"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> fma{
      *this, "fma",
      llvm::cl::desc("instruction throughput: contract multiplies and adds "
                     "into fma"),
      llvm::cl::init(false)};
  PassOptions::Option<int64_t> unroll{
      *this, "unroll",
      llvm::cl::desc("instruction throughput: unroll factor of the kernels' "
                     "innermost loops (1: none)"),
      llvm::cl::init(1)};
  /// Parallelism: register bounds of the kernels.
  PassOptions::Option<int64_t> maxRegisters{
      *this, "max-registers",
      llvm::cl::desc("parallelism: registers per thread, 16-255 (0: no cap)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> minBlocksPerSM{
      *this, "min-blocks-per-sm",
      llvm::cl::desc("parallelism: resident blocks per SM ptxas must fit "
                     "(0: none)"),
      llvm::cl::init(0)};
  /// Data reuse: tile_m,tile_n,tile_k of the shared-memory tiling.
  PassOptions::ListOption<int64_t> tileSizes{
      *this, "tile-sizes",
      llvm::cl::desc("data reuse: tile_m,tile_n,tile_k (default 64,64,16)")};
  /// Boundary handling: peel the partial last step of tiled loops.
  PassOptions::Option<bool> peel{
      *this, "peel",
      llvm::cl::desc("boundary handling: split the partial m/n tiles off and "
                     "peel the partial last step of the shared-memory "
                     "tiling's k loop (only true is implemented)"),
      llvm::cl::init(true)};
  /// Latency hiding: depth of the software pipeline of the k loop.
  PassOptions::Option<int64_t> stages{
      *this, "stages",
      llvm::cl::desc("latency hiding: stages of the cp.async pipeline of the "
                     "shared-memory tiling's k loop (2-8)"),
      llvm::cl::init(2)};
  /// Memory access: coalesced writes and vector width.
  PassOptions::Option<bool> coalesce{
      *this, "coalesce",
      llvm::cl::desc("memory access: interchange transposing ops so that "
                     "writes are coalesced"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> vectorWidth{
      *this, "vector-width",
      llvm::cl::desc("memory access: elements per vector load/store (1, 2, "
                     "4)"),
      llvm::cl::init(4)};
  /// Algorithmic reformulation: push sums through contractions.
  PassOptions::Option<bool> collapse{
      *this, "collapse",
      llvm::cl::desc("algorithmic: a sum over j of a value linear in a "
                     "contraction computed as the contraction of the other "
                     "operand with the sum of the j-indexed one "
                     "(htam-collapse-linear-reductions; only true is "
                     "implemented)"),
      llvm::cl::init(true)};
};

/// htam-fusion-pipeline: elementwise producer-consumer fusion in linalg;
/// with mode=epilogue also each contraction fused into its elementwise
/// epilogue per output point (htam-tile-and-fuse); with mode=producer the
/// named ops generalized first and each reduction or contraction tiled per
/// output point with its fills, pads and elementwise producers fused in
/// (htam-tile-and-fuse{mode=producer}); then the reference lowering (fewer
/// kernels, no intermediate buffers between fused ops).
void buildHTAMFusionPipeline(OpPassManager &pm,
                             const DirectionPipelineOptions &options);

/// htam-parallelism-pipeline: the reference lowering with `block-size`
/// threads per block and the kernels' register bounds
/// (htam-kernel-launch-bounds).
void buildHTAMParallelismPipeline(OpPassManager &pm,
                                  const DirectionPipelineOptions &options);

/// htam-instruction-throughput-pipeline: fast math (htam-set-fast-math and
/// NVVM fast/ftz), fma contraction, then the reference lowering with the
/// kernels' innermost loops unrolled (htam-unroll-inner-loops).
void buildHTAMInstructionThroughputPipeline(
    OpPassManager &pm, const DirectionPipelineOptions &options);

/// htam-data-reuse-pipeline: contractions tiled with their operand tiles in
/// shared memory (htam-data-reuse, htam-workgroup-buffers), the rest as the
/// reference.
void buildHTAMDataReusePipeline(OpPassManager &pm,
                                const DirectionPipelineOptions &options);

/// htam-memory-access-pipeline: coalesced writes and vectorized parallel
/// ops (htam-memory-access), then the reference lowering.
void buildHTAMMemoryAccessPipeline(OpPassManager &pm,
                                   const DirectionPipelineOptions &options);

/// htam-boundary-handling-pipeline: the data-reuse tiling also for
/// contractions whose m, n or k the tiles do not divide
/// (htam-data-reuse{peel=true}): the partial m and n tiles split off into
/// contractions of their own, the k loop's partial last step peeled; the
/// main part stages full tiles in shared memory with no bounds checks.
void buildHTAMBoundaryHandlingPipeline(OpPassManager &pm,
                                       const DirectionPipelineOptions &options);

/// htam-latency-hiding-pipeline: the data-reuse tiling (htam-data-reuse)
/// with its k loop software-pipelined over `stages` shared-memory slots and
/// cp.async copies (htam-latency-hiding), then the reference lowering.
void buildHTAMLatencyHidingPipeline(OpPassManager &pm,
                                    const DirectionPipelineOptions &options);

/// htam-algorithmic-pipeline: algebraic rewrites of the linalg task
/// (collapse=true: htam-collapse-linear-reductions), then the reference
/// lowering. A task the rewrite does not apply to lowers as the reference.
void buildHTAMAlgorithmicPipeline(OpPassManager &pm,
                                  const DirectionPipelineOptions &options);

/// Why `tileSizes` with `stages` shared-memory slots per tile cannot be used
/// by the latency-hiding pipeline, or the empty string.
std::string checkLatencyHidingOptions(llvm::ArrayRef<int64_t> tileSizes,
                                      int64_t stages);

/// Why `tileSizes` (tile_m,tile_n,tile_k) cannot be used by the data-reuse
/// schedule, or the empty string.
std::string checkDataReuseTileSizes(llvm::ArrayRef<int64_t> tileSizes);

/// Registers the pipelines under their `htam-<direction>-pipeline`
/// names.
void registerHTAMDirectionPipelines();

/// The registered pipelines as the proposers see them: a name is known when
/// registered, and options are checked against DirectionPipelineOptions
/// without printing (PipelineCatalog.cpp).
const PipelineCatalog &directionPipelineCatalog();

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_PIPELINES_H
