//===- RowResident.h - Rows kept on chip between passes ---------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The layout behind the row-resident templates (tpl_row_softmax_resident,
// tpl_row_norm_resident; cards l_reuse_row_in_registers and
// l_reuse_row_norm_resident): each row of the input is read ONCE from global
// memory into registers (a per-thread array of compile-time size) or shared
// memory, every row statistic of the IR (max, sum of exp, mean, variance,
// ...) is reduced over the on-chip copy, and the output is written from it.
// Rows longer than one block can hold are split over the CTAs of a thread
// block cluster (sm_90, `__cluster_dims__`); the CTAs exchange their partial
// statistics through distributed shared memory. This file sizes the layout;
// the emitter (Cuda/FusedRow.cpp, fused row kernel) writes the loops with
// the device helpers of Cuda/Device/Cluster.cuh.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_ROWRESIDENT_H
#define HTAM_LIB_STRATEGIES_ROWRESIDENT_H

#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace htam {
namespace detail {

/// Where the row lives.
enum class ResidentStorage { Auto, Registers, Shared };

/// The most floats a thread keeps in registers: 32, or 16 in blocks of 1024
/// threads (64 registers per thread; 32 floats spill there).
constexpr int64_t kResidentMaxRegFloats = 32;
inline int64_t residentMaxRegFloats(int64_t block) {
  return block >= 1024 ? kResidentMaxRegFloats / 2 : kResidentMaxRegFloats;
}
/// The most dynamic shared memory a block uses for its row (227 KiB per
/// block on sm_90, less room for the static reduction buffers).
constexpr int64_t kResidentMaxSmemBytes = 227 * 1024 - 2048;
/// The largest portable cluster, which `cluster=0` (auto) picks at most, and
/// the largest cluster (16 CTAs: non-portable on sm_90; the executor opts
/// every kernel in with CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED).
constexpr int64_t kResidentMaxPortableCluster = 8;
constexpr int64_t kResidentMaxCluster = 16;

/// How one row is spread over threads, blocks and storage.
struct ResidentLayout {
  /// Elements per access (4: float4, 1: float).
  int64_t width = 1;
  /// Threads per row and rows per block.
  int64_t lanes = 0, rowsPerBlock = 1;
  /// CTAs per row (a thread block cluster when > 1).
  int64_t cluster = 1;
  /// Vectors of a row, of one CTA's chunk, and per thread.
  int64_t rowVecs = 0, chunkVecs = 0, items = 0;
  bool shared = false;
  /// Dynamic shared memory per block (0 with registers).
  int64_t smemBytes = 0;
};

/// Sizes the layout of rows of `len` elements: `width` 4 or 1, `lanes`
/// threads per row in blocks of `block`, `cluster` CTAs per row (0: the
/// smallest portable cluster, 1, 2, 4 or 8, that holds the row), `storage` as asked (Auto:
/// registers when at most residentMaxRegFloats(block) floats per thread, else
/// shared memory). Fails with the reason when the row does not fit.
FailureOr<ResidentLayout> planResidentRow(int64_t len, int64_t width,
                                          int64_t block, int64_t lanes,
                                          int64_t cluster,
                                          ResidentStorage storage,
                                          std::string &why);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_ROWRESIDENT_H
