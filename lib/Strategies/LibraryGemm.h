//===- LibraryGemm.h - Contractions as cuBLAS steps (internal) --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Maps a linalg contraction (`out += a * b` with any indexing maps) onto one
// row-major cuBLAS SGEMM step (LibraryCall): batch, m, n and k dimension
// groups are folded when their strides allow it, transposed operands become
// ta/tb, a transposed output swaps the operands (C^T = B^T A^T).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_LIBRARYGEMM_H
#define HTAM_LIB_STRATEGIES_LIBRARYGEMM_H

#include "htam/Runtime/KernelSpec.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <string>

namespace mlir {
namespace htam {
namespace detail {

/// A contraction computed by cuBLAS: the call, and which input is the
/// library's A (input 0, or input 1 when the output is transposed).
struct LibraryGemm {
  LibraryCall call;
  bool swapped = false;
};

/// True when `v` (an init) holds zeros: a zero constant, a fill with zero,
/// or a fill that was generalized (a generic yielding a zero scalar input or
/// constant).
bool isZeroInit(Value v);

/// True when `op` is `out += a * b` over two inputs (a matmul, matvec,
/// batch matmul or einsum-like contraction written in any form).
bool isLibraryContraction(linalg::GenericOp op);

/// The cuBLAS step of contraction `op` reading its inputs as dense row-major
/// tensors of their types and writing its result row-major. Fails (with
/// `why`) when the init is not zero or a dimension group cannot be folded
/// into one strided matrix dimension.
FailureOr<LibraryGemm> planLibraryGemm(linalg::GenericOp op, std::string &why);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_LIBRARYGEMM_H
