//===- MatmulPipelined.h - cp.async helpers of the staged GEMM --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Device helpers of tpl_matmul_cp_async (card l_lat_cp_async_gemm): the
// asynchronous global-to-shared copies of sm_80+ (cp.async) and their group
// commit/wait, used by the multi-stage GEMM main loop of Cuda/Gemm.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_MATMULPIPELINED_H
#define HTAM_LIB_STRATEGIES_MATMULPIPELINED_H

#include <string>

namespace mlir {
namespace htam {
namespace detail {

/// htam_cp_async4 (a 4-byte copy, zero-filled when out of range),
/// htam_cp_async_commit and htam_cp_async_wait<N>.
std::string cpAsyncPrelude();

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_MATMULPIPELINED_H
