//===- CudaEmitter.h - linalg tasks to CUDA kernels (internal) --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The engine behind every template of lib/Strategies: it turns a task
// (generalized to linalg.generic) into CUDA kernels. Values are produced on
// demand at symbolic indices: elementwise producers are inlined (fusion, no
// intermediate tensors), reductions are computed by the strategy the
// template chose (serial per output, warp/sub-warp/block per row, split two
// pass, block-cooperative inside a fused row kernel, tiled GEMM), and what
// cannot be inlined is materialized into scratch buffers by earlier kernels.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_CUDAEMITTER_H
#define HTAM_LIB_STRATEGIES_CUDAEMITTER_H

#include "htam/Runtime/KernelSpec.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace detail {

/// How reductions (ops with reduction iterators) are computed.
enum class ReduceStrategy { Serial, Warp, SubWarp, Block, Split };

/// How the final (all-parallel) output kernels walk their elements.
enum class FinalStrategy { OnePerThread, GridStride, Vector };

/// Every knob of the emitter; templates set a few.
struct EmitOptions {
  int64_t block = 256;
  int64_t waves = 4;
  int64_t smCount = 132;
  /// 0: choose 32 or 64 bits from the largest tensor.
  int indexBits = 0;
  bool fastMath = false;
  FinalStrategy final = FinalStrategy::GridStride;
  int64_t vecWidth = 4;
  int64_t items = 1;
  ReduceStrategy reduce = ReduceStrategy::Serial;
  /// Lanes per row for SubWarp (power of two, <= 32).
  int64_t lanes = 8;
  /// Warps per block for Warp.
  int64_t warpsPerBlock = 4;
  /// Minimum splits per row for Split.
  int64_t splits = 8;
  /// With Block: a reduction with fewer outputs than SMs and long rows is
  /// split across blocks instead (a block per output would leave most SMs
  /// idle). For the kernels that follow a library call, which no
  /// reduction card shapes.
  bool splitFewRows = false;
  /// One kernel: rows of the outputs handled by one block (or warp).
  bool fusedRow = false;
  /// Lanes per row in the fused row kernel: 0 = the whole block.
  int64_t rowLanes = 0;
  /// Fused row kernel: a row max and a row sum of exp(x - c) over the same
  /// rows are computed in one online pass (OnlineSoftmax.h).
  bool onlineSoftmax = false;
  /// Online softmax with a block per row: blocks per row (1: one block; 0:
  /// enough for two waves). Pass 1 writes partial (m, s) states of row
  /// chunks; the row kernel combines them and writes its chunk of the row.
  int64_t rowSplits = 1;
  /// Fused row kernel: a row sum and a row sum of (x - c)^2 over the same
  /// rows are computed in one Welford pass (Welford.h); staged sums are
  /// flattened first.
  bool welford = false;
  /// Fused row kernel: float4 loads and stores when rows allow (4), or 1.
  int64_t rowVec = 1;
  /// Fused row kernel: the row is read once into registers or shared memory
  /// and every row statistic and the output are computed from that copy
  /// (RowResident.h); staged sums are flattened first.
  bool rowResident = false;
  /// Row-resident: CTAs per row (a thread block cluster when > 1; 0: the
  /// smallest that holds the row) and the storage (0 auto, 1 registers,
  /// 2 shared memory).
  int64_t residentCluster = 1;
  int residentStorage = 0;
  /// Contractions use the tiled, register-blocked GEMM kernel.
  bool gemm = false;
  int64_t tm = 8, tn = 8;
  /// K step of the GEMM tiles; 0: 8 for tm = 8, else 16.
  int64_t bk = 0;
  int64_t groupM = 1;
  /// Contractions are cuBLAS steps (cublas.sgemm) writing their result
  /// buffer; the rest of the task reads it (lib_* templates).
  bool libraryGemm = false;
  /// With libraryGemm: the steps are cublaslt.matmul with the heuristic's
  /// algorithm of rank `ltAlgo`, and a bias add over n / a ReLU at the head
  /// of a contraction's consumer runs in the step's epilogue
  /// (LibraryEpilogue.h).
  bool libraryLt = false;
  int64_t ltAlgo = 0;
  /// Convolutions are cuDNN steps (cudnn.conv_fwd / conv_bwd_data) writing
  /// their result buffer; padding and transposition producers they absorb
  /// are not computed, other operands are copied into scratch when they are
  /// not buffers (lib_cudnn_* templates).
  bool libraryConv = false;
  /// The algorithm rank of cuDNN steps (LibraryCall::Conv::algo).
  int64_t convAlgo = 0;
  /// Shared-memory stages of the cp.async GEMM pipeline; 0: the register
  /// prefetch GEMM. With wgmma: the bulk-copy pipeline's stages.
  int64_t stages = 0;
  /// Contractions run as the 3xTF32 wgmma GEMM (sm_90a, GemmWgmma.cpp)
  /// with `wgmmaConsumers` math warp groups of 64 rows each.
  bool wgmma = false;
  int64_t wgmmaConsumers = 2;
  /// With wgmma: only B is packed; the main kernel's producer reads A (a
  /// convolution's im2col read too) and splits it into shared memory.
  bool wgmmaGatherA = false;
  /// With wgmmaGatherA: producer warp groups taking the K chunks in turn.
  int64_t wgmmaProducers = 2;
  /// With wgmmaGatherA: the per-K offset table in shared memory (the K
  /// share of every address and padding bound of A's read, GatherTable.h)
  /// and, where A's rows are contiguous along K, float4 loads; false: the
  /// address per element from the map (div/mod over the K loops).
  bool wgmmaKTable = true;
  /// Convolutions run as implicit GEMMs on the tiled GEMM kernel.
  bool implicitGemm = false;
  /// Require the GEMM epilogue to be fused (no staged fallback).
  bool gemmRequireFused = false;
  /// One kernel per result, every reduction recomputed inline by a serial
  /// loop at each use: slow, but a single launch without scratch (the
  /// simple reference of scripts/gpu-strategies-check.sh).
  bool inlineReductions = false;
  /// With inlineReductions, when positive: each thread of a result's kernel
  /// computes this many adjacent outputs along the innermost dim, the
  /// window reductions' loops (up to 32 iterations each) unrolled, so the
  /// loads that overlapping windows share (pooling with stride < window)
  /// can be issued once and the window loads of all of them are in flight
  /// together (tpl_pool_window). 0: one output per thread, loops as they are.
  int64_t windowOutputs = 0;
  /// With windowOutputs, when positive: the result's kernel computes tiles
  /// of tileRows x tileCols outputs (rows along the second innermost dim
  /// when the pooling window spans two dims), one tile per block: the
  /// block first copies the tile's input region into shared memory once,
  /// coalesced, then reads every window from there (tpl_pool_tile).
  int64_t tileCols = 0;
  int64_t tileRows = 1;
  /// When positive: a result that reads a task argument transposed is
  /// written by tiles of transposeTile x transposeTile outputs, the
  /// argument staged through shared memory (tpl_transpose_smem_tile).
  int64_t transposeTile = 0;
};

/// What the emitter produced.
struct EmitResult {
  std::string source;
  std::vector<KernelLaunch> launches;
  std::vector<int64_t> scratchBytes;
  /// The constant buffers the launches read (ParamRef::constant).
  std::vector<ConstantBuffer> constants;
  std::string note;
  /// Statistics used by the templates' support checks.
  unsigned numReductions = 0;
  unsigned numRowReductions = 0;
  unsigned numContractions = 0;
  bool vectorized = false;
  bool gemmFused = false;
  /// Library steps among the launches, and the largest batch of a cuBLAS
  /// step.
  unsigned numLibraryCalls = 0;
  int64_t maxLibraryBatch = 0;
  /// cublaslt.matmul steps with a bias and/or ReLU epilogue.
  unsigned numLibraryEpilogues = 0;
  /// cuDNN steps among the library steps.
  unsigned numConvLibraryCalls = 0;
  /// (max, sum of exp) pairs computed by one online pass.
  unsigned numOnlinePairs = 0;
  /// (sum, sum of squared deviations) pairs computed by one Welford pass.
  unsigned numWelfordPairs = 0;
  /// Convolutions emitted as implicit GEMMs.
  unsigned numConvGemms = 0;
  /// Window reductions (an input index mixing an output and a reduction
  /// dim: pooling, convolution) computed inline by windowOutputs > 1
  /// kernels.
  unsigned numWindowReductions = 0;
  /// Row-resident kernel: reads of the resident row served on chip, reads
  /// of its buffer that were not (global loads), the CTAs per row, and
  /// whether the task has a row max with a row sum of exp over the same
  /// rows (softmax).
  unsigned residentHits = 0;
  unsigned residentMisses = 0;
  int64_t residentCluster = 0;
  bool hasSoftmaxPair = false;
  /// Results written through shared-memory transpose tiles.
  unsigned numTransposeTiles = 0;
  /// Why a reduction went to the serial strategy although the template
  /// has parallel ones (its combiner is not reassociable); empty if none.
  std::string serialReason;
};

/// Emits `task` with `options`. On failure `error` says why.
FailureOr<EmitResult> emitTask(func::FuncOp task, const EmitOptions &options,
                               std::string &error);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_CUDAEMITTER_H
