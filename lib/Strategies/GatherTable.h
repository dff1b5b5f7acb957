//===- GatherTable.h - Gathered reads as row + K parts ----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The per-K offset table of tpl_gemm_wgmma_3xtf32_gather: A's value at
// (row, k) is read through its indexing map and the chain of fused
// producers (tensor.pad, elementwise ops, reshapes). When every buffer
// address and every padding bound on that chain is linear in the loops, each
// is a row part plus a K part; the K parts of every K index go into a
// shared-memory table once per block, so the gather's inner loop is a table
// lookup and an add instead of div/mod over the filter sizes.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_GATHERTABLE_H
#define HTAM_LIB_STRATEGIES_GATHERTABLE_H

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir {
namespace htam {
namespace detail {

/// sum coeff[d] * loop d + constant.
struct LinearForm {
  SmallVector<int64_t> coeff;
  int64_t constant = 0;
  int64_t eval(ArrayRef<int64_t> loops) const;
  /// The form with only the loops in `dims` (and, with `withConstant`,
  /// the constant).
  LinearForm part(ArrayRef<unsigned> dims, bool withConstant) const;
};

/// `e` as a linear form over `numDims` loops; nullopt for mod, floordiv,
/// ceildiv, symbols or products of loops.
std::optional<LinearForm> linearFormOf(AffineExpr e, unsigned numDims);

/// The reads of a gathered operand: every buffer read and padding bound of
/// its producer chain, linear in the loops of the op reading it.
struct GatherTable {
  /// A buffer read: `value` (a task argument or a materialized value) at
  /// the linearized offset `offset`.
  struct Read {
    Value value;
    LinearForm offset;
  };
  /// A padding bound: the source index `index` must be in [0, size).
  struct Bound {
    LinearForm index;
    int64_t size = 0;
  };
  SmallVector<Read> reads;
  SmallVector<Bound> bounds;
  /// The reads' indices by value; each tensor.pad's bounds.
  DenseMap<Value, unsigned> readOf;
  DenseMap<Value, SmallVector<unsigned>> boundsOf;
  /// The operand is one read, or one tensor.pad of one read (no elementwise
  /// producer): what a vector load can serve.
  bool direct = false;
  /// Words of a table entry (and of a row's share): reads, then bounds.
  unsigned words() const { return reads.size() + bounds.size(); }
  /// The form of word `i`.
  const LinearForm &form(unsigned i) const {
    return i < reads.size() ? reads[i].offset : bounds[i - reads.size()].index;
  }
};

/// The table plan of reading `v` at `idx` (affine in `numDims` loops), or
/// nullopt with `why`. `isBuffer` tells materialized values (read as
/// buffers) from ops to walk through.
std::optional<GatherTable>
planGatherTable(Value v, ArrayRef<AffineExpr> idx, unsigned numDims,
                llvm::function_ref<bool(Value)> isBuffer, std::string &why);

/// Whether direct table reads `t` serve 16-byte vector loads of 4
/// consecutive K indices starting at multiples of 4: the innermost K loop
/// `kIn` (range `kRange`) moves the read by 1, every other loop and the
/// constant by multiples of 4, no padding bound depends on it, and
/// `kRange` is a multiple of 4. Else `why`.
bool gatherVec4(const GatherTable &t, unsigned kIn, int64_t kRange,
                std::string &why);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_GATHERTABLE_H
