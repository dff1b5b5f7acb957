//===- Templates.cpp - The registry of built-in CUDA templates ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Maps the implementation ids of memory/htg.yaml's cards to emitter
// configurations (CudaEmitter.h), decides which templates support a task,
// and implements the small deterministic in-card parameter search.
//
//===----------------------------------------------------------------------===//

#include "htam/Strategies/Strategies.h"

#include "CudaEmitter.h"
#include "RowResident.h"
#include "WindowIndex.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <cmath>
#include <cstdio>
#include <limits>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

//===----------------------------------------------------------------------===//
// TemplateParams
//===----------------------------------------------------------------------===//

void TemplateParams::set(llvm::StringRef name, llvm::StringRef value) {
  vals[name.str()] = value.str();
}

bool TemplateParams::has(llvm::StringRef name) const {
  return vals.count(name.str());
}

int64_t TemplateParams::getInt(llvm::StringRef name, int64_t def) const {
  auto it = vals.find(name.str());
  int64_t v;
  if (it == vals.end() || llvm::StringRef(it->second).getAsInteger(10, v))
    return def;
  return v;
}

std::string TemplateParams::getString(llvm::StringRef name,
                                      llvm::StringRef def) const {
  auto it = vals.find(name.str());
  return it == vals.end() ? def.str() : it->second;
}

std::string TemplateParams::str() const {
  std::string s;
  for (const auto &[k, v] : vals) {
    if (!s.empty())
      s += ",";
    s += k + "=" + v;
  }
  return s;
}

bool TemplateParams::parseItem(llvm::StringRef item) {
  auto [k, v] = item.split('=');
  k = k.trim();
  v = v.trim();
  if (k.empty() || v.empty() || !item.contains('='))
    return false;
  set(k, v);
  return true;
}

KernelSource GeneratedKernel::toKernelSource(llvm::StringRef label) const {
  KernelSource s;
  s.kind = KernelSource::Kind::Cuda;
  s.label = label.str();
  s.text = source;
  s.launches = launches;
  s.scratchBytes = scratchBytes;
  s.constants = constants;
  s.compileOptions = compileOptions;
  s.acceptByAccuracyOnly = acceptByAccuracyOnly;
  return s;
}

//===----------------------------------------------------------------------===//
// Registry
//===----------------------------------------------------------------------===//

namespace {

ParamDomain dom(llvm::StringRef name, std::vector<std::string> values) {
  return ParamDomain{name.str(), std::move(values)};
}

const std::vector<StrategyTemplate> &templates() {
  static const std::vector<StrategyTemplate> all = {
      {"tpl_elementwise_fused",
       "one kernel for the whole elementwise/broadcast chain, one thread per "
       "element",
       "elementwise,broadcast",
       {dom("block", {"256", "128", "512"})}},
      {"tpl_elementwise_grid_stride",
       "fused elementwise chain in a grid-stride loop with a wave-sized grid",
       "elementwise,broadcast",
       {dom("waves", {"4", "1", "2"}), dom("block", {"256", "512"})}},
      {"tpl_elementwise_vec4",
       "fused elementwise chain, float4/float2 loads and stores of same-shape "
       "operands, several vectors per thread",
       "elementwise,broadcast",
       {dom("vec_width", {"4", "2"}), dom("block", {"256", "128", "512"}),
        dom("items_per_thread", {"1", "2", "4", "8"}),
        dom("waves", {"4", "0"})}},
      {"tpl_transpose_smem_tile",
       "elementwise results that read an input transposed (permutes, "
       "transpose + broadcast): the input staged through tile x tile "
       "shared-memory tiles (one padding column), loaded and stored "
       "coalesced; the rest of the chain fused",
       "elementwise,broadcast",
       {dom("tile", {"32", "64"}), dom("block", {"256", "512", "128"})}},
      {"tpl_reduce_warp_per_row",
       "reductions over trailing dims: one warp per output row, shuffles; "
       "fused producers and consumers",
       "reduction,softmax_norm",
       {dom("warps_per_block", {"4", "8"}), dom("vec_final", {"1", "0"})}},
      {"tpl_reduce_block_per_row",
       "reductions over trailing dims: one block per output row, two-level "
       "reduction",
       "reduction,softmax_norm",
       {dom("block", {"256", "512", "1024"}), dom("vec_final", {"1", "0"})}},
      {"tpl_reduce_subwarp_rows",
       "short reductions: a group of lanes (1-16) per row with width-limited "
       "shuffles",
       "reduction,softmax_norm,pooling",
       {dom("lanes_per_row", {"8", "1", "4", "16"}),
        dom("vec_final", {"1", "0"})}},
      {"tpl_reduce_split_two_pass",
       "long reductions with few outputs: deterministic split two-pass "
       "(partials in scratch, fixed-order combine)",
       "reduction,softmax_norm",
       {dom("splits", {"8", "4", "16", "32"}), dom("vec_final", {"1", "0"})}},
      {"tpl_row_norm_fused",
       "softmax/logsumexp/norms in one kernel: row statistics by "
       "block-cooperative reductions, then the normalized row",
       "softmax_norm,reduction",
       {dom("kind", {"auto", "softmax", "layernorm", "rmsnorm"}),
        dom("block", {"256", "128", "512", "1024"})}},
      {"tpl_row_softmax_online",
       "softmax/logsumexp in one kernel: row max and sum of exp in one "
       "online pass ((m, s) pairs, shuffles + shared memory), then the row "
       "written; float4 loads and stores",
       "softmax_norm,reduction",
       {dom("block", {"256", "512", "1024", "128"}),
        dom("vec_width", {"4", "1"}), dom("lanes_per_row", {"0", "32"}),
        dom("splits", {"1", "0"})}},
      {"tpl_row_layernorm_welford",
       "LayerNorm/instance/group norm in one kernel: the row sum and the sum "
       "of squared deviations from one Welford pass (Chan combine across "
       "lanes), then the normalized row; float4 loads and stores",
       "softmax_norm,reduction",
       {dom("block", {"256", "512", "1024", "128"}),
        dom("vec_width", {"4", "1"}), dom("lanes_per_row", {"0", "32"}),
        dom("splits", {"1", "0"})}},
      {"tpl_row_softmax_resident",
       "softmax in one kernel reading the input once: the row kept in "
       "registers or shared memory (float4 loads), max and sum of exp "
       "reduced over the on-chip copy, the row written from it; rows too "
       "long for one block split over a thread block cluster (sm_90, "
       "statistics through distributed shared memory)",
       "softmax_norm",
       {dom("block", {"256", "512", "1024", "128"}),
        dom("vec_width", {"4", "1"}), dom("lanes_per_row", {"0", "32"}),
        dom("cluster", {"0", "1", "2", "4", "8", "16"})}},
      {"tpl_row_norm_resident",
       "LayerNorm/RMSNorm/row norms in one kernel reading the input once: "
       "the row kept on chip, the IR's row statistics (mean, variance, sum "
       "of squares) reduced over it in on-chip passes, the normalized row "
       "written from it; thread block clusters for long rows",
       "softmax_norm,reduction",
       {dom("block", {"256", "512", "1024", "128"}),
        dom("vec_width", {"4", "1"}), dom("lanes_per_row", {"0", "32"}),
        dom("cluster", {"0", "1", "2", "4", "8", "16"})}},
      {"tpl_matmul_register_tile",
       "shared-memory tiled, register-blocked FP32 GEMM (batched, transposed "
       "operands) with the elementwise epilogue fused",
       "contraction,fused_mix",
       {dom("tm", {"8", "4"}), dom("tn", {"8", "4"})}},
      {"tpl_matmul_swizzle",
       "the register-tiled GEMM with grouped block rasterization for L2 reuse",
       "contraction,fused_mix",
       {dom("group_m", {"8", "4", "16"})}},
      {"tpl_matmul_cp_async",
       "FP32 GEMM with a multi-stage cp.async shared-memory pipeline "
       "(sm_80+), 128x128 tiles, A k-major, 8x8 micro-tiles from float4 "
       "shared reads, the elementwise epilogue fused",
       "contraction,fused_mix",
       {dom("stages", {"3", "2", "4"}), dom("bk", {"8", "16"}),
        dom("group_m", {"8", "1"})}},
      {"tpl_gemm_wgmma_3xtf32",
       "FP32-accurate GEMM on the TF32 tensor cores (sm_90a wgmma, 3xTF32: "
       "big/small operand halves, every K chunk of 32 from a fresh "
       "accumulator added into FP32 registers): pack kernels write A and B "
       "once as swizzled tiles (any layout, batched), bulk copies on an "
       "mbarrier pipeline feed tile_m/64 consumer warp groups from a "
       "producer warp group; the elementwise epilogue fused; accepted only "
       "by the f64-oracle accuracy rule",
       "contraction,fused_mix",
       {dom("tile_m", {"128", "64"}), dom("tile_n", {"128"}),
        dom("tile_k", {"32"}), dom("stages", {"3", "2"}),
        dom("group_m", {"8", "1"})}},
      {"tpl_conv_implicit_gemm",
       "convolutions (2-D/3-D, padded, strided, transposed as dilated "
       "input) as implicit GEMMs on the tiled FP32 GEMM: M = N*OH*OW, N = "
       "OC, K = IC*KH*KW, im2col addresses computed on the fly; epilogue "
       "fused",
       "convolution,fused_mix",
       {dom("tm", {"8", "4"}), dom("tn", {"8", "4"}),
        dom("group_m", {"1", "8"})}},
      {"lib_cublas_gemm",
       "the contraction by cuBLAS SGEMM in strict FP32 (row-major via "
       "C^T = B^T A^T, transposes as CUBLAS_OP_T, batches folded into M), "
       "no kernel",
       "contraction",
       {}},
      {"lib_cublas_gemm_strided_batched",
       "batched contraction by one cublasSgemmStridedBatched call, no kernel",
       "contraction",
       {}},
      {"lib_gemm_plus_fused_kernel",
       "the contraction by cuBLAS into scratch, then one generated kernel "
       "for the rest of the operator (float4 epilogue; row reductions block "
       "per row)",
       "fused_mix",
       {dom("block", {"256", "512", "128"})}},
      {"lib_cublaslt_gemm",
       "the contraction [+ bias over n, + ReLU] by one cublasLtMatmul in "
       "strict FP32 (CUBLAS_COMPUTE_32F, row-major via C^T = B^T A^T, "
       "strided batches), the heuristic's algorithm of rank `algo`, the bias "
       "and ReLU in its epilogue; no kernel",
       "contraction,fused_mix",
       {dom("algo", {"0", "1", "2", "3"})}},
      {"lib_cublaslt_gemm_plus_fused_kernel",
       "the contraction [+ bias over n, + ReLU] by cublasLtMatmul into "
       "scratch (epilogue as in lib_cublaslt_gemm), then the rest of the "
       "operator generated as in lib_gemm_plus_fused_kernel",
       "fused_mix",
       {dom("algo", {"0", "1", "2", "3"}),
        dom("block", {"256", "512", "128"})}},
      {"lib_cudnn_conv",
       "the convolution (2-D/3-D, padded, strided, dilated, grouped; "
       "transposed as cuDNN backward data) by cuDNN in strict FP32 (FMA "
       "math, cuDNN's heuristic algorithm), no kernel",
       "convolution",
       {dom("algo", {"0", "1", "2"})}},
      {"lib_cudnn_conv_plus_fused_kernel",
       "the convolution by cuDNN into scratch, then generated kernels for "
       "the rest of the operator (float4 epilogue; row reductions block per "
       "row)",
       "convolution,fused_mix",
       {dom("algo", {"0", "1", "2"}), dom("block", {"256", "512", "128"})}},
      {"tpl_pool_window",
       "pooling and other window reductions: one kernel per result, each "
       "window reduced inline (consumers fused, no scratch), several "
       "adjacent outputs per thread with the window loops unrolled so "
       "overlapping windows share their loads",
       "pooling,convolution,fused_mix",
       {dom("outputs", {"4", "8", "2", "1"}), dom("block", {"256", "128"})}},
      {"tpl_pool_tile",
       "pooling windows over the input's last 1 to 3 dims: one block per "
       "tile of tile_rows x tile_cols outputs copies the tile's input region "
       "into shared memory once (coalesced), then reads every window from "
       "there; consumers fused, no scratch",
       "pooling,fused_mix",
       {dom("tile_cols", {"256", "128", "512", "1024"}),
        dom("tile_rows", {"8", "4", "16", "1"}), dom("block", {"256", "128"})}},
      {"tpl_static_shape_constants",
       "any task: static-shape specialized kernels, one thread per output, "
       "serial loops over reduction dims (convolutions, pooling, everything)",
       "elementwise,broadcast,reduction,softmax_norm,contraction,convolution,"
       "pooling,fused_mix",
       {dom("block", {"256", "128"})}},
  };
  return all;
}

/// The template's default for every parameter absent from `given`.
TemplateParams withDefaults(const StrategyTemplate &t,
                            const TemplateParams &given) {
  TemplateParams p = given;
  for (const ParamDomain &d : t.space)
    if (!p.has(d.name) && !d.values.empty())
      p.set(d.name, d.values.front());
  return p;
}

bool isPow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

/// The emitter options of template `id` with `p`; an error for bad values.
FailureOr<EmitOptions> optionsFor(llvm::StringRef id, const TemplateParams &p,
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
  } else if (id == "tpl_row_softmax_resident" ||
             id == "tpl_row_norm_resident") {
    o.fusedRow = true;
    o.rowResident = true;
    o.rowLanes = p.getInt("lanes_per_row", 0);
    o.rowVec = p.getInt("vec_width", 4);
    o.residentCluster = p.getInt("cluster", 0);
    if (o.rowLanes != 0 && o.rowLanes != 32) {
      error = "lanes_per_row must be 0 (block) or 32 (warp)";
      return failure();
    }
    if (o.rowVec != 1 && o.rowVec != 4) {
      error = "vec_width must be 1 or 4";
      return failure();
    }
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
  } else if (id == "tpl_gemm_wgmma_3xtf32") {
    o.gemm = true;
    o.wgmma = true;
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

/// Library templates come in pairs: the library steps alone, and the steps
/// followed by generated kernels (`plusKernels`, the "_plus_fused_kernel"
/// template). `steps` counts the task's steps of the template's library;
/// the messages say what is missing and which template of the pair fits.
bool libraryPairFits(unsigned steps, bool plusKernels, const EmitResult &r,
                     llvm::StringRef noSteps, llvm::StringRef nothingFollows,
                     llvm::StringRef needsKernels, std::string &why) {
  if (!steps) {
    why = noSteps.str();
    return false;
  }
  bool kernels = r.numLibraryCalls < r.launches.size();
  if (plusKernels != kernels) {
    why = (plusKernels ? nothingFollows : needsKernels).str();
    return false;
  }
  return true;
}

/// Class-level check of template `id` against the emitted structure.
bool structureFits(llvm::StringRef id, const EmitResult &r, std::string &why) {
  if (id.starts_with("tpl_elementwise_")) {
    if (r.numReductions) {
      why = "the task has reductions";
      return false;
    }
    if (id == "tpl_elementwise_vec4" && !r.vectorized) {
      why = "no result has an innermost extent divisible by the vector width";
      return false;
    }
    return true;
  }
  if (id == "tpl_transpose_smem_tile") {
    if (r.numReductions) {
      why = "the task has reductions";
      return false;
    }
    if (!r.numTransposeTiles) {
      why = "no result reads an input transposed (its innermost index "
            "along another dim than the result's innermost one)";
      return false;
    }
    return true;
  }
  if (id.starts_with("tpl_reduce_")) {
    if (!r.numReductions) {
      why = "the task has no reduction";
      return false;
    }
    llvm::StringRef want = id == "tpl_reduce_warp_per_row"    ? "warp per row"
                           : id == "tpl_reduce_block_per_row" ? "block per row"
                           : id == "tpl_reduce_subwarp_rows"  ? "sub-warp rows"
                                                              : "split";
    bool column = id == "tpl_reduce_block_per_row" &&
                  r.note.find("block per column tile") != std::string::npos;
    if (r.note.find(want.str()) == std::string::npos && !column) {
      why = r.serialReason.empty()
                ? "no reduction fits the strategy (reduction dims not "
                  "innermost, or too short)"
                : "no reduction fits the strategy: " + r.serialReason;
      return false;
    }
    return true;
  }
  if (id == "tpl_pool_window" || id == "tpl_pool_tile") {
    if (!r.numWindowReductions) {
      why = "no window reduction (pooling or convolution) to compute inline";
      return false;
    }
    return true;
  }
  if (id == "tpl_row_softmax_online") {
    if (!r.numOnlinePairs) {
      why = "no row max with a row sum of exp(x - max) over the same rows";
      return false;
    }
    return true;
  }
  if (id == "tpl_row_layernorm_welford") {
    if (!r.numWelfordPairs) {
      why = "no row sum with a row sum of squared deviations over the same "
            "rows";
      return false;
    }
    return true;
  }
  if (id == "tpl_row_softmax_resident" || id == "tpl_row_norm_resident") {
    if (!r.residentCluster || !r.numRowReductions || !r.residentHits) {
      why = "no row statistic reads the resident row";
      return false;
    }
    if (id == "tpl_row_softmax_resident" && !r.hasSoftmaxPair) {
      why = "no row max with a row sum of exp(x - max) over the same rows "
            "(other row norms: tpl_row_norm_resident)";
      return false;
    }
    if (id == "tpl_row_norm_resident" && r.hasSoftmaxPair) {
      why = "the task is a softmax (tpl_row_softmax_resident)";
      return false;
    }
    return true;
  }
  if (id == "tpl_row_norm_fused") {
    if (!r.numRowReductions) {
      why = "the task has no row reduction";
      return false;
    }
    return true;
  }
  if (id.starts_with("lib_cublaslt_"))
    return libraryPairFits(
        r.numLibraryCalls, id == "lib_cublaslt_gemm_plus_fused_kernel", r,
        "the task has no contraction",
        "nothing follows the contraction and its epilogue "
        "(lib_cublaslt_gemm is the library call alone)",
        "ops besides the contraction and its bias/ReLU epilogue need "
        "kernels (lib_cublaslt_gemm_plus_fused_kernel)",
        why);
  if (id.starts_with("lib_cudnn_"))
    return libraryPairFits(
        r.numConvLibraryCalls, id == "lib_cudnn_conv_plus_fused_kernel", r,
        "the task has no convolution",
        "nothing follows the convolution (lib_cudnn_conv is the library "
        "call alone)",
        "ops besides the convolution need kernels "
        "(lib_cudnn_conv_plus_fused_kernel)",
        why);
  if (id.starts_with("lib_")) {
    if (!libraryPairFits(r.numLibraryCalls,
                         id == "lib_gemm_plus_fused_kernel", r,
                         "the task has no contraction",
                         "nothing follows the contraction (lib_cublas_gemm is "
                         "the library call alone)",
                         "ops besides the contraction need kernels "
                         "(lib_gemm_plus_fused_kernel)",
                         why))
      return false;
    bool batched = r.maxLibraryBatch > 1;
    if (id == "lib_cublas_gemm_strided_batched" && !batched) {
      why = "the contraction has no batch that stays separate (one GEMM: "
            "lib_cublas_gemm)";
      return false;
    }
    if (id == "lib_cublas_gemm" && batched) {
      why = "the batch does not fold into one GEMM "
            "(lib_cublas_gemm_strided_batched)";
      return false;
    }
    return true;
  }
  if (id == "tpl_conv_implicit_gemm") {
    if (!r.numConvGemms) {
      why = "the task has no convolution";
      return false;
    }
    return true;
  }
  if (id.starts_with("tpl_matmul_") || id == "tpl_gemm_wgmma_3xtf32") {
    if (!r.numContractions) {
      why = "the task has no contraction";
      return false;
    }
    return true;
  }
  return true;
}

} // namespace

llvm::ArrayRef<StrategyTemplate> mlir::htam::getStrategyTemplates() {
  return templates();
}

const StrategyTemplate *mlir::htam::lookupStrategyTemplate(llvm::StringRef id) {
  for (const StrategyTemplate &t : templates())
    if (t.id == id)
      return &t;
  return nullptr;
}

FailureOr<GeneratedKernel>
mlir::htam::generateKernelQuiet(func::FuncOp task, llvm::StringRef id,
                                const TemplateParams &params,
                                std::string &error) {
  const StrategyTemplate *t = lookupStrategyTemplate(id);
  if (!t) {
    error = "unknown template '" + id.str() + "'";
    return failure();
  }
  TemplateParams p = withDefaults(*t, params);
  FailureOr<EmitOptions> opts = optionsFor(id, p, error);
  if (failed(opts))
    return failure();
  FailureOr<EmitResult> r = emitTask(task, *opts, error);
  if (failed(r))
    return failure();
  if (!structureFits(id, *r, error))
    return failure();
  GeneratedKernel k;
  k.templateId = id.str();
  k.params = p;
  k.source = "// htam template " + id.str() + " (" + p.str() + ") for @" +
             task.getSymName().str() + "\n" + r->source;
  k.launches = r->launches;
  k.scratchBytes = r->scratchBytes;
  k.constants = r->constants;
  if (opts->fastMath)
    k.compileOptions.push_back("-use_fast_math");
  if (opts->wgmma) {
    // wgmma and setmaxnreg exist in sm_90a only (Nvrtc.cpp honours the
    // option for an sm_90 target and refuses it for any other), and the
    // 3xTF32 rounding differs from FP32's: judged by the f64 oracle alone.
    k.compileOptions.push_back("-arch=sm_90a");
    k.acceptByAccuracyOnly = true;
  }
  k.usesVendorLibrary = r->numLibraryCalls > 0;
  k.note = id.str() + ": " + r->note;
  return k;
}

FailureOr<GeneratedKernel>
mlir::htam::generateKernel(func::FuncOp task, llvm::StringRef id,
                           const TemplateParams &params) {
  std::string error;
  FailureOr<GeneratedKernel> k = generateKernelQuiet(task, id, params, error);
  if (failed(k))
    task.emitError() << "template " << id
                     << " cannot implement this task: " << error;
  return k;
}

bool mlir::htam::templateSupports(llvm::StringRef id, func::FuncOp task,
                                  std::string *why) {
  std::string error;
  const StrategyTemplate *t = lookupStrategyTemplate(id);
  if (!t) {
    if (why)
      *why = "unknown template";
    return false;
  }
  FailureOr<GeneratedKernel> k = generateKernelQuiet(task, id, {}, error);
  if (failed(k)) {
    if (why)
      *why = error;
    return false;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// In-card search
//===----------------------------------------------------------------------===//

namespace {

int64_t numelOf(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Distance of log2(v) from log2(target).
double logDist(double v, double target) {
  if (v <= 0 || target <= 0)
    return 8;
  return std::fabs(std::log2(v) - std::log2(target));
}

/// The task's pooling ops (those with an input to window over).
static SmallVector<linalg::LinalgOp> poolingOps(const OperatorTask &task) {
  SmallVector<linalg::LinalgOp> ops;
  for (const OpAnalysis &a : task.ops) {
    auto op = dyn_cast_or_null<linalg::LinalgOp>(a.op);
    if (op && a.opClass == OpClass::Pooling && op.getNumDpsInputs() > 0)
      ops.push_back(op);
  }
  return ops;
}

/// The most input dims one pooling window of the task spans (an index
/// that mixes a parallel and a reduction loop).
static unsigned windowedDims(const OperatorTask &task) {
  unsigned most = 0;
  for (linalg::LinalgOp op : poolingOps(task)) {
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    unsigned n = llvm::count_if(
        op.getMatchingIndexingMap(op.getDpsInputOperand(0)).getResults(),
        [&](AffineExpr e) { return mixesParallelAndReduction(e, iters); });
    most = std::max(most, n);
  }
  return most;
}

/// Whether the windows of neighbouring outputs share inputs along the
/// innermost dim, in some pooling op of `task`: the input index there is
/// `o * stride + k * dilation`, and the window spans more than the stride.
/// Without overlap (l1_45: window = stride = 11) several outputs per thread
/// reuse nothing and only spread each warp's loads over more memory.
static bool innermostWindowsOverlap(const OperatorTask &task) {
  for (linalg::LinalgOp op : poolingOps(task)) {
    AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
    if (map.getNumResults() == 0)
      continue;
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    // The coefficients of `o * stride + k * dilation`, per loop.
    llvm::SmallDenseMap<unsigned, int64_t> coeffs;
    int64_t offset = 0;
    if (!linearTerms(map.getResults().back(), 1, coeffs, offset) || offset)
      return true; // an index we cannot read: assume reuse
    int64_t stride = 0, span = 1;
    for (auto [loop, coeff] : coeffs) {
      if (iters[loop] == utils::IteratorType::parallel)
        stride = coeff;
      else if (!ShapedType::isDynamic(ranges[loop]))
        span += coeff * (ranges[loop] - 1);
    }
    if (stride == 0 || span > stride)
      return true;
  }
  return false;
}

/// A simple model: higher is better. It reads only the analysis (shapes,
/// bytes, FLOPs, the ops' indexing maps), so it is deterministic and cheap.
double scoreConfig(llvm::StringRef id, const OperatorTask &task,
                   const TemplateParams &p) {
  int64_t outNumel = 1, inner = 1;
  if (!task.outputShapes.empty()) {
    for (int64_t d : task.outputShapes.front())
      outNumel *= d;
    if (!task.outputShapes.front().empty())
      inner = task.outputShapes.front().back();
  }
  int64_t inNumel = 1;
  if (!task.inputShapes.empty()) {
    inNumel = 0;
    for (const auto &s : task.inputShapes) {
      int64_t n = 1;
      for (int64_t d : s)
        n *= d;
      inNumel = std::max(inNumel, n);
    }
  }
  // Elements reduced per output (rough).
  double rlen = outNumel ? double(inNumel) / double(outNumel) : 1;
  if (rlen < 1)
    rlen = 1;
  double s = 0;
  double sms = double(p.getInt("sm_count", 132));
  if (id.starts_with("lib_cublaslt_") || id.starts_with("lib_cudnn_conv")) {
    // The heuristic's order first (its rank 0 is its best estimate); the
    // GEMM or convolution dominates the time, so every algorithm comes
    // before another epilogue-kernel block size (on the H200 the transposed
    // 3-D convolution of l2_20 spent three steps on block sizes of algo 0).
    s -= 0.25 * double(p.getInt("algo", 0));
    if (p.has("block"))
      s -= logDist(double(p.getInt("block", 256)), 256);
  } else if (id == "tpl_elementwise_fused" ||
             id == "tpl_elementwise_grid_stride" ||
             id == "tpl_static_shape_constants" ||
             id == "lib_gemm_plus_fused_kernel") {
    s -= logDist(double(p.getInt("block", 256)), 256);
    if (p.has("waves"))
      s -= logDist(double(p.getInt("waves", 4)), outNumel >= (1 << 24) ? 4 : 2);
  } else if (id == "tpl_elementwise_vec4") {
    int64_t vw = p.getInt("vec_width", 4);
    s += inner % vw == 0 ? (vw == 4 ? 1.0 : 0.0) : -10;
    s -= logDist(double(p.getInt("block", 256)), 256);
    int64_t items = p.getInt("items_per_thread", 1);
    double wantItems = outNumel >= (int64_t(1) << 26)   ? 4
                       : outNumel >= (int64_t(1) << 22) ? 2
                                                        : 1;
    s -= 0.5 * logDist(double(items), wantItems);
    // The grid: capped at `waves` x resident blocks (a grid-stride loop), or
    // (0) one vector per thread like PyTorch's and the upstream lowering's
    // elementwise kernels, which ran 5-7% faster than the capped loop on the
    // suite's 1.6e9-element tasks (H200, 2026-11-30).
    // Below 2^26 elements the cap rarely binds and both grids are the same
    // kernel: the uncapped one goes last.
    if (p.has("waves")) {
      bool full = p.getInt("waves", 4) == 0;
      if (outNumel >= (int64_t(1) << 26))
        s += full ? 0.3 : 0.0;
      else
        s -= full ? 2.0 : 0.0;
    }
  } else if (id == "tpl_transpose_smem_tile") {
    // 32x32 tiles of 256 threads (4 rows each) first.
    s -= logDist(double(p.getInt("tile", 32)), 32);
    s -= 0.5 * logDist(double(p.getInt("block", 256)), 256);
  } else if (id == "tpl_reduce_warp_per_row") {
    s -= logDist(double(p.getInt("warps_per_block", 4)), 8);
  } else if (id == "tpl_reduce_block_per_row" || id == "tpl_row_norm_fused") {
    double want = std::min(1024.0, std::max(128.0, rlen / 16.0));
    s -= logDist(double(p.getInt("block", 256)), want);
  } else if (id == "tpl_row_softmax_online" ||
             id == "tpl_row_layernorm_welford" ||
             id == "tpl_row_softmax_resident" ||
             id == "tpl_row_norm_resident") {
    // A block per long row, a warp per short row; float4 when rows allow;
    // several blocks per row when there are fewer rows than SMs. Softmax
    // keeps the input's shape: its rows are then the innermost dim.
    double rowLen = outNumel == inNumel ? double(inner) : rlen;
    double rows = std::max(1.0, double(inNumel) / std::max(1.0, rowLen));
    // The row structure the template actually finds (e.g. LayerNorm rows
    // span several trailing dims): its note says "R rows of L".
    if (task.func) {
      std::string err;
      FailureOr<GeneratedKernel> k =
          generateKernelQuiet(task.func, id, TemplateParams(), err);
      size_t at =
          succeeded(k) ? k->note.find("fused row kernel: ") : std::string::npos;
      long long r = 0, l = 0;
      if (at != std::string::npos &&
          std::sscanf(k->note.c_str() + at,
                      "fused row kernel: %lld rows of %lld", &r, &l) == 2 &&
          r > 0 && l > 0) {
        rows = double(r);
        // The statistics' rows: logsumexp results have rows of one element.
        rowLen = l > 1 ? double(l) : std::max(1.0, double(inNumel) / rows);
      }
    }
    bool warp = rowLen <= 1024 && rows >= 2 * sms;
    rlen = rowLen;
    if (id.ends_with("_resident")) {
      // A block per row, a warp per short row; about 4 vectors per thread
      // (registers); the smallest cluster that holds the row (auto).
      s -= 2 * std::fabs((p.getInt("lanes_per_row", 0) == 32) - double(warp));
      double want = std::min(1024.0, std::max(128.0, rlen / 16.0));
      s -= logDist(double(p.getInt("block", 256)), want);
      s -= (p.getInt("vec_width", 4) == 4) == (inner % 4 == 0) ? 0 : 1;
      s -= p.getInt("cluster", 0) == 0 ? 0 : 0.5;
      // Configurations whose row does not fit on chip are not candidates.
      int64_t lanes = p.getInt("lanes_per_row", 0);
      int64_t block = p.getInt("block", 256);
      int64_t width = p.getInt("vec_width", 4) == 4 && inner % 4 == 0 ? 4 : 1;
      std::string why;
      int64_t len = int64_t(rowLen);
      if (len % width != 0 ||
          failed(planResidentRow(len, width, block, lanes ? lanes : block,
                                 p.getInt("cluster", 0),
                                 ResidentStorage::Auto, why)))
        return -std::numeric_limits<double>::infinity();
      return s;
    }
    bool split = rows < sms && rowLen >= 8192;
    s -= 2 * std::fabs((p.getInt("splits", 1) == 0) - double(split));
    s -= 2 * std::fabs((p.getInt("lanes_per_row", 0) == 32) - double(warp));
    double want = std::min(1024.0, std::max(128.0, rlen / 32.0));
    s -= logDist(double(p.getInt("block", 256)), want);
    s -= (p.getInt("vec_width", 4) == 4) == (inner % 4 == 0) ? 0 : 1;
  } else if (id == "tpl_pool_window") {
    double want = innermostWindowsOverlap(task) ? 4 : 1;
    s -= logDist(double(p.getInt("outputs", 4)), want);
    s -= 0.5 * logDist(double(p.getInt("block", 256)), 256);
  } else if (id == "tpl_pool_tile") {
    // Windows along one dim: long rows of outputs; over two: a few rows of
    // a moderate width, so the region's halo rows stay a small share.
    bool twoDims = windowedDims(task) >= 2;
    s -= logDist(double(p.getInt("tile_cols", 256)), twoDims ? 128 : 1024);
    s -= logDist(double(p.getInt("tile_rows", 8)), twoDims ? 8 : 1);
    // 128 threads: twice the blocks per SM with their copies in flight,
    // and over two dims twice the adjacent outputs per thread in the
    // full-tile loop (on the H200, 3 to 7% ahead of 256 on l1_41, l1_42
    // and l1_44).
    s -= 0.5 * logDist(double(p.getInt("block", 256)), 128);
  } else if (id == "tpl_reduce_subwarp_rows") {
    double want = std::min(
        16.0, std::max(1.0, std::exp2(std::floor(std::log2(rlen / 4.0)))));
    s -= logDist(double(p.getInt("lanes_per_row", 8)), want);
  } else if (id == "tpl_reduce_split_two_pass") {
    double rows = std::max<double>(1, double(outNumel));
    double want = std::max(4.0, 2.0 * sms / rows);
    s -= logDist(double(p.getInt("splits", 8)), want);
  } else if (id == "tpl_matmul_register_tile") {
    int64_t m = 1, n = 1;
    if (!task.outputShapes.empty() && task.outputShapes.front().size() >= 2) {
      const auto &o = task.outputShapes.front();
      m = o[o.size() - 2];
      n = o.back();
    }
    double want = (m >= 1024 && n >= 1024) ? 8 : 4;
    s -= logDist(double(p.getInt("tm", 8)), want);
    s -= logDist(double(p.getInt("tn", 8)), want);
  } else if (id == "tpl_conv_implicit_gemm") {
    // 8x8 micro-tiles when the GEMM is large (M = N*OH*OW, N = OC).
    int64_t oc = 1, m = 1;
    if (!task.outputShapes.empty() && task.outputShapes.front().size() >= 2) {
      const auto &o = task.outputShapes.front();
      oc = o[1];
      m = numelOf(o) / std::max<int64_t>(1, oc);
    }
    s -= logDist(double(p.getInt("tm", 8)), m >= 1024 ? 8 : 4);
    s -= logDist(double(p.getInt("tn", 8)), oc >= 128 ? 8 : 4);
    s -= 0.25 * logDist(double(p.getInt("group_m", 1)), 1);
  } else if (id == "tpl_matmul_cp_async") {
    int64_t k = 1;
    if (!task.inputShapes.empty() && !task.inputShapes.front().empty())
      k = task.inputShapes.front().back();
    // 3 stages hide the load latency at 2 blocks per SM; BK 8 keeps two
    // blocks' tiles within shared memory; swizzle for large operands.
    s -= logDist(double(p.getInt("stages", 3)), 3);
    s -= 0.5 * logDist(double(p.getInt("bk", 8)), k >= 64 ? 8 : 16);
    int64_t bytes = task.cost ? task.cost->bytes() : 0;
    s -= 0.5 * logDist(double(p.getInt("group_m", 8)),
                       bytes > (int64_t(64) << 20) ? 8 : 1);
  } else if (id == "tpl_gemm_wgmma_3xtf32") {
    // Two consumer warp groups and 3 stages were fastest on the H200
    // (docs/STRATEGIES.md); one for outputs of at most 64 rows (less
    // padding); swizzle for large operands.
    int64_t m = 1;
    if (!task.outputShapes.empty() && !task.outputShapes.front().empty())
      m = numelOf(task.outputShapes.front()) /
          std::max<int64_t>(1, task.outputShapes.front().back());
    s -= logDist(double(p.getInt("tile_m", 128)), m > 64 ? 128 : 64);
    s -= logDist(double(p.getInt("stages", 3)), 3);
    int64_t bytes = task.cost ? task.cost->bytes() : 0;
    s -= 0.5 * logDist(double(p.getInt("group_m", 8)),
                       bytes > (int64_t(64) << 20) ? 8 : 1);
  } else if (id == "tpl_matmul_swizzle") {
    int64_t bytes = task.cost ? task.cost->bytes() : 0;
    s -= logDist(double(p.getInt("group_m", 8)),
                 bytes > (int64_t(64) << 20) ? 8 : 4);
  }
  // The reduction templates' scalar final kernel only after the vector one.
  if (id.starts_with("tpl_reduce_") && p.getInt("vec_final", 1) == 0)
    s -= 0.5;
  return s;
}

} // namespace

std::vector<TemplateParams>
mlir::htam::rankParameterConfigs(llvm::StringRef id, const OperatorTask &task,
                                 llvm::ArrayRef<ParamDomain> space,
                                 unsigned maxConfigs) {
  const StrategyTemplate *t = lookupStrategyTemplate(id);
  std::vector<ParamDomain> dims;
  if (!space.empty())
    dims.assign(space.begin(), space.end());
  else if (t)
    dims = t->space;
  // The Cartesian product, in a fixed order.
  std::vector<TemplateParams> configs(1);
  for (const ParamDomain &d : dims) {
    if (d.values.empty())
      continue;
    std::vector<TemplateParams> next;
    for (const TemplateParams &c : configs)
      for (const std::string &v : d.values) {
        TemplateParams n = c;
        n.set(d.name, v);
        next.push_back(n);
      }
    configs = std::move(next);
    if (configs.size() > 4096)
      break;
  }
  std::vector<std::pair<double, TemplateParams>> scored;
  for (const TemplateParams &c : configs) {
    double score = scoreConfig(id, task, c);
    // -inf: the configuration cannot implement the task.
    if (score != -std::numeric_limits<double>::infinity())
      scored.push_back({score, c});
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto &a, const auto &b) {
                     if (a.first != b.first)
                       return a.first > b.first;
                     return a.second.str() < b.second.str();
                   });
  std::vector<TemplateParams> out;
  for (auto &[s, c] : scored) {
    if (out.size() >= maxConfigs)
      break;
    out.push_back(c);
  }
  return out;
}
