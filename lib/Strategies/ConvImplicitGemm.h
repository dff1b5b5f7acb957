//===- ConvImplicitGemm.h - Convolutions as implicit GEMMs ------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The structure behind tpl_conv_implicit_gemm (card l_alg_conv_implicit_gemm):
// a generalized convolution `out += in(f(loops)) * filter(g(loops))` seen as
// a GEMM with M = the output dims shared with the input (N, OH, OW), N = the
// output dims shared with the filter (OC), K = the reduction dims (IC, KH,
// KW), batch = dims in both (groups). The emitter's tiled GEMM computes the
// im2col address of each A element on the fly from the input's affine map.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_CONVIMPLICITGEMM_H
#define HTAM_LIB_STRATEGIES_CONVIMPLICITGEMM_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

#include <optional>

namespace mlir {
namespace htam {
namespace detail {

/// The GEMM dimensions of a convolution-like `op` (`out += a * b` whose
/// input maps are not projected permutations), or nullopt.
std::optional<linalg::ContractionDimensions>
detectConvAsGemm(linalg::GenericOp op);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_CONVIMPLICITGEMM_H
