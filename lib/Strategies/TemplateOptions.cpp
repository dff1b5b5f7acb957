//===- TemplateOptions.cpp - Emitter options of each template -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// optionsFor: a template id and its parameters (defaults filled in) as the
// emitter's EmitOptions (CudaEmitter.h), every parameter value checked with
// a message that gives the allowed range.
//
//===----------------------------------------------------------------------===//

#include "TemplateRegistry.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

static bool isPow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

/// The row templates' lanes per row (0: the block, 32: a warp) and vector
/// width (1 or 4).
static LogicalResult setRowLanesAndWidth(EmitOptions &o,
                                         const TemplateParams &p,
                                         std::string &error) {
  o.rowLanes = p.getInt("lanes_per_row", 0);
  o.rowVec = p.getInt("vec_width", 4);
  if (o.rowLanes != 0 && o.rowLanes != 32) {
    error = "lanes_per_row must be 0 (block) or 32 (warp)";
    return failure();
  }
  if (o.rowVec != 1 && o.rowVec != 4) {
    error = "vec_width must be 1 or 4";
    return failure();
  }
  return success();
}

FailureOr<EmitOptions> mlir::htam::detail::optionsFor(llvm::StringRef id,
                                                      const TemplateParams &p,
                                                      std::string &error) {
  EmitOptions o;
  o.fastMath = p.getInt("fast_math", 0) != 0;
  o.indexBits = int(p.getInt("index_bits", 0));
  o.smCount = p.getInt("sm_count", 132);
  o.block = p.getInt("block", 256);
  if (!isPow2(o.block) || o.block < 32 || o.block > 1024) {
    error = "block must be a power of two in [32, 1024]";
    return failure();
  }
  if (id == "tpl_elementwise_fused") {
    o.final = FinalStrategy::OnePerThread;
  } else if (id == "tpl_elementwise_grid_stride") {
    o.final = FinalStrategy::GridStride;
    o.waves = std::max<int64_t>(1, p.getInt("waves", 4));
  } else if (id == "tpl_elementwise_vec4") {
    o.final = FinalStrategy::Vector;
    o.vecWidth = p.getInt("vec_width", 4);
    o.items = p.getInt("items_per_thread", 1);
    o.waves = p.getInt("waves", 4);
    if (o.waves < 0 || o.waves > 64) {
      error = "waves must be in [0, 64] (0: one vector per thread, no cap)";
      return failure();
    }
    if (o.vecWidth != 2 && o.vecWidth != 4) {
      error = "vec_width must be 2 or 4";
      return failure();
    }
    if (o.items < 1 || o.items > 16) {
      error = "items_per_thread must be in [1, 16]";
      return failure();
    }
  } else if (id == "tpl_transpose_smem_tile") {
    o.final = FinalStrategy::GridStride;
    o.transposeTile = p.getInt("tile", 32);
    if ((o.transposeTile != 32 && o.transposeTile != 64) ||
        o.block % o.transposeTile != 0) {
      error = "tile must be 32 or 64 and divide the block";
      return failure();
    }
  } else if (id == "tpl_reduce_warp_per_row") {
    o.reduce = ReduceStrategy::Warp;
    o.warpsPerBlock = p.getInt("warps_per_block", 4);
    if (o.warpsPerBlock < 1 || o.warpsPerBlock > 32) {
      error = "warps_per_block must be in [1, 32]";
      return failure();
    }
  } else if (id == "tpl_reduce_block_per_row") {
    o.reduce = ReduceStrategy::Block;
  } else if (id == "tpl_reduce_subwarp_rows") {
    o.reduce = ReduceStrategy::SubWarp;
    o.lanes = p.getInt("lanes_per_row", 8);
    if (!isPow2(o.lanes) || o.lanes > 32) {
      error = "lanes_per_row must be a power of two <= 32";
      return failure();
    }
  } else if (id == "tpl_reduce_split_two_pass") {
    o.reduce = ReduceStrategy::Split;
    o.splits = p.getInt("splits", 8);
    if (o.splits < 1) {
      error = "splits must be positive";
      return failure();
    }
  } else if (id == "tpl_row_norm_fused") {
    o.fusedRow = true;
    o.rowLanes = p.getInt("lanes_per_row", 0);
    if (o.rowLanes && (!isPow2(o.rowLanes) || o.rowLanes > 32)) {
      error = "lanes_per_row must be 0 (block) or a power of two <= 32";
      return failure();
    }
  } else if (id == "tpl_row_softmax_online" ||
             id == "tpl_row_layernorm_welford") {
    o.fusedRow = true;
    o.onlineSoftmax = id == "tpl_row_softmax_online";
    o.rowSplits = p.getInt("splits", 1);
    if (o.rowSplits < 0 || o.rowSplits > 1024) {
      error = "splits must be in [0, 1024] (0: enough for two waves)";
      return failure();
    }
    o.welford = id == "tpl_row_layernorm_welford";
    // Contractions feeding the rows run as the tiled GEMM before the row
    // kernel.
    o.gemm = true;
    if (failed(setRowLanesAndWidth(o, p, error)))
      return failure();
  } else if (id == "tpl_row_softmax_resident" ||
             id == "tpl_row_norm_resident") {
    o.fusedRow = true;
    o.rowResident = true;
    if (failed(setRowLanesAndWidth(o, p, error)))
      return failure();
    o.residentCluster = p.getInt("cluster", 0);
    if (o.residentCluster < 0 || o.residentCluster > 16 ||
        !(o.residentCluster == 0 || isPow2(o.residentCluster))) {
      error = "cluster must be 0 (auto), 1, 2, 4, 8 or 16 (16: non-portable "
              "on sm_90)";
      return failure();
    }
    std::string storage = p.getString("storage", "auto");
    if (storage == "auto")
      o.residentStorage = 0;
    else if (storage == "registers")
      o.residentStorage = 1;
    else if (storage == "shared")
      o.residentStorage = 2;
    else {
      error = "storage must be auto, registers or shared";
      return failure();
    }
  } else if (id == "tpl_matmul_register_tile" || id == "tpl_matmul_swizzle" ||
             id == "tpl_matmul_cp_async" || id == "tpl_conv_implicit_gemm") {
    o.implicitGemm = id == "tpl_conv_implicit_gemm";
    o.gemm = true;
    o.reduce = ReduceStrategy::Block;
    o.tm = p.getInt("tm", 8);
    o.tn = p.getInt("tn", 8);
    o.groupM = id != "tpl_matmul_register_tile"
                   ? p.getInt("group_m", o.implicitGemm ? 1 : 8)
                   : 1;
    // The cp.async pipeline; also a parameter of the other GEMM templates.
    o.stages = p.getInt("stages", id == "tpl_matmul_cp_async" ? 3 : 0);
    if (o.stages != 0 && (o.stages < 2 || o.stages > 6)) {
      error = "stages must be 0 (register prefetch) or in [2, 6]";
      return failure();
    }
    if (id == "tpl_matmul_cp_async" && o.stages == 0) {
      error = "stages must be in [2, 6]";
      return failure();
    }
    o.bk = p.getInt("bk", 0);
    if (o.bk != 0 && o.bk != 8 && o.bk != 16 && o.bk != 32) {
      error = "bk must be 8, 16 or 32";
      return failure();
    }
    if ((o.tm != 4 && o.tm != 8) || (o.tn != 4 && o.tn != 8)) {
      error = "tm and tn must be 4 or 8";
      return failure();
    }
    if (o.groupM < 1) {
      error = "group_m must be positive";
      return failure();
    }
  } else if (id == "tpl_gemm_wgmma_3xtf32" ||
             id == "tpl_gemm_wgmma_3xtf32_gather") {
    o.gemm = true;
    o.wgmma = true;
    // Gathering A in the kernel is what lets convolutions (implicit GEMMs)
    // onto the wgmma GEMM: their im2col matrix is never packed.
    o.wgmmaGatherA = id == "tpl_gemm_wgmma_3xtf32_gather";
    o.implicitGemm = o.wgmmaGatherA;
    if (o.wgmmaGatherA) {
      o.wgmmaProducers = p.getInt("producers", 2);
      if (o.wgmmaProducers != 1 && o.wgmmaProducers != 2) {
        error = "producers must be 1 or 2 (warp groups gathering A)";
        return failure();
      }
      int64_t kTable = p.getInt("k_table", 1);
      if (kTable != 0 && kTable != 1) {
        error = "k_table must be 1 (the per-K offset table) or 0 (the "
                "address per element)";
        return failure();
      }
      o.wgmmaKTable = kTable == 1;
    }
    o.reduce = ReduceStrategy::Block;
    int64_t tileM = p.getInt("tile_m", 128);
    o.wgmmaConsumers = tileM / 64;
    o.stages = p.getInt("stages", 3);
    o.groupM = p.getInt("group_m", 8);
    if (tileM != 64 && tileM != 128) {
      error = "tile_m must be 64 or 128 (one or two consumer warp groups)";
      return failure();
    }
    if (p.getInt("tile_n", 128) != 128 || p.getInt("tile_k", 32) != 32) {
      error = "tile_n must be 128 and tile_k 32 (one wgmma n128 per warp "
              "group, one 128-byte swizzled row per K chunk)";
      return failure();
    }
    if (o.stages < 2 || o.stages > 4) {
      error = "stages must be in [2, 4]";
      return failure();
    }
    if (o.groupM < 1) {
      error = "group_m must be positive";
      return failure();
    }
  } else if (id == "lib_cublas_gemm" ||
             id == "lib_cublas_gemm_strided_batched") {
    o.libraryGemm = true;
    o.reduce = ReduceStrategy::Block;
  } else if (id == "lib_gemm_plus_fused_kernel" ||
             id == "lib_cublaslt_gemm_plus_fused_kernel") {
    o.libraryGemm = true;
    o.reduce = ReduceStrategy::Block;
    o.splitFewRows = true;
    o.final = FinalStrategy::Vector;
    o.vecWidth = 4;
  } else if (id == "lib_cublaslt_gemm") {
    o.libraryGemm = true;
    o.reduce = ReduceStrategy::Block;
  } else if (id == "lib_cudnn_conv" ||
             id == "lib_cudnn_conv_plus_fused_kernel") {
    o.libraryConv = true;
    o.convAlgo = p.getInt("algo", 0);
    if (o.convAlgo < 0 || o.convAlgo > 7) {
      error = "algo must be in [0, 7]";
      return failure();
    }
    o.reduce = ReduceStrategy::Block;
    if (id == "lib_cudnn_conv_plus_fused_kernel") {
      o.final = FinalStrategy::Vector;
      o.vecWidth = 4;
      o.splitFewRows = true;
    }
  } else if (id == "tpl_pool_window") {
    o.reduce = ReduceStrategy::Serial;
    o.final = FinalStrategy::GridStride;
    o.inlineReductions = true;
    o.windowOutputs = p.getInt("outputs", 4);
    if (o.windowOutputs < 1 || o.windowOutputs > 16) {
      error = "outputs must be in [1, 16]";
      return failure();
    }
  } else if (id == "tpl_pool_tile") {
    o.reduce = ReduceStrategy::Serial;
    o.final = FinalStrategy::GridStride;
    o.inlineReductions = true;
    o.windowOutputs = 1;
    o.tileCols = p.getInt("tile_cols", 256);
    o.tileRows = p.getInt("tile_rows", 8);
    if (o.tileCols < 1 || o.tileCols > 4096 || o.tileRows < 1 ||
        o.tileRows > 64) {
      error = "tile_cols must be in [1, 4096] and tile_rows in [1, 64]";
      return failure();
    }
  } else if (id == "tpl_static_shape_constants") {
    o.reduce = ReduceStrategy::Serial;
    o.final = FinalStrategy::GridStride;
    o.inlineReductions = p.getInt("reference", 0) != 0;
  } else {
    error = "unknown template '" + id.str() + "'";
    return failure();
  }
  // The kernel that writes the results after the reductions (a norm's
  // division, a softmax's exp) streams whole tensors: float4 like the
  // elementwise template (93% of the bandwidth on the H200), where the
  // innermost extent allows; vec_final=0 keeps it scalar.
  if (id.starts_with("tpl_reduce_") && p.getInt("vec_final", 1) != 0) {
    o.final = FinalStrategy::Vector;
    o.vecWidth = 4;
  }
  if (id.starts_with("lib_cublaslt_")) {
    o.libraryLt = true;
    o.ltAlgo = p.getInt("algo", 0);
    if (o.ltAlgo < 0 || o.ltAlgo > LibraryCall::kMaxAlgo) {
      error = "algo must be a heuristic rank in [0, " +
              std::to_string(LibraryCall::kMaxAlgo) + "]";
      return failure();
    }
  }
  return o;
}
