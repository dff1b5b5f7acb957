//===- TemplateFits.cpp - Does a template fit the emitted task ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// structureFits: after the emitter ran with a template's options, whether
// what it found (reductions, row pairs, windows, contractions, library
// steps) is what the template is for; otherwise why not, naming the
// template that fits where there is one (htam-gen --list prints these).
//
//===----------------------------------------------------------------------===//

#include "TemplateRegistry.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

/// Library templates come in pairs: the library steps alone, and the steps
/// followed by generated kernels (`plusKernels`, the "_plus_fused_kernel"
/// template). `steps` counts the task's steps of the template's library;
/// the messages say what is missing and which template of the pair fits.
static bool libraryPairFits(unsigned steps, bool plusKernels,
                            const EmitResult &r, llvm::StringRef noSteps,
                            llvm::StringRef nothingFollows,
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

bool mlir::htam::detail::structureFits(llvm::StringRef id, const EmitResult &r,
                                       std::string &why) {
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
    if (!libraryPairFits(r.numLibraryCalls, id == "lib_gemm_plus_fused_kernel",
                         r, "the task has no contraction",
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
  if (id.starts_with("tpl_matmul_") || id == "tpl_gemm_wgmma_3xtf32" ||
      id == "tpl_gemm_wgmma_3xtf32_gather") {
    if (!r.numContractions) {
      why = "the task has no contraction";
      return false;
    }
    return true;
  }
  return true;
}
