//===- TemplateTable.cpp - The table of built-in CUDA templates ----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The templates' ids, summaries, operator classes and parameter domains
// (TemplateTable.h), data only: the generators are in Templates.cpp.
//
//===----------------------------------------------------------------------===//

#include "htam/Strategies/TemplateTable.h"

using namespace mlir::htam;

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
      {"tpl_gemm_wgmma_3xtf32_gather",
       "tpl_gemm_wgmma_3xtf32 with A gathered in the main kernel (pack_a = "
       "in_kernel): only B is packed; the producer warp group reads each "
       "tile_m x 32 chunk of A (a convolution's im2col address from the "
       "input's map, padding, strides and dilation as guarded reads), splits "
       "it into big/small TF32 and stores it into the swizzled tile image, "
       "so nothing M x K sized is written: convolutions as implicit GEMMs "
       "and plain GEMMs with short K; k_table = 1: every address's and "
       "padding bound's K share from a per-K table in shared memory (and "
       "float4 loads where A's rows are contiguous along K), 0: the address "
       "per element; accepted only by the f64-oracle accuracy rule",
       "convolution,contraction,fused_mix",
       {dom("tile_m", {"128", "64"}), dom("tile_n", {"128"}),
        dom("tile_k", {"32"}), dom("stages", {"3", "2"}),
        dom("group_m", {"8", "1"}), dom("producers", {"2", "1"}),
        dom("k_table", {"1", "0"})}},
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

} // namespace

llvm::ArrayRef<StrategyTemplate> mlir::htam::getStrategyTemplates() {
  return templates();
}

llvm::ArrayRef<ParamDomain> mlir::htam::getCommonParamDomains() {
  static const std::vector<ParamDomain> common = {
      dom("fast_math", {"0", "1"}), dom("index_bits", {"0", "32", "64"})};
  return common;
}

const StrategyTemplate *mlir::htam::lookupStrategyTemplate(llvm::StringRef id) {
  for (const StrategyTemplate &t : templates())
    if (t.id == id)
      return &t;
  return nullptr;
}

const ParamDomain *mlir::htam::findParamDomain(const StrategyTemplate &t,
                                               llvm::StringRef name) {
  for (const ParamDomain &d : t.space)
    if (d.name == name)
      return &d;
  for (const ParamDomain &d : getCommonParamDomains())
    if (d.name == name)
      return &d;
  return nullptr;
}
