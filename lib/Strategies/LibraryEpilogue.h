//===- LibraryEpilogue.h - cuBLASLt epilogues (internal) --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Finds the part of a contraction's consumer that cuBLASLt can apply in its
// epilogue (a bias add over the GEMM's n dimensions, then a ReLU) and splits
// it off into a linalg.generic of its own, so that the emitter computes that
// generic as one cublaslt.matmul step and generates the rest of the consumer
// as kernels reading the step's output.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_LIBRARYEPILOGUE_H
#define HTAM_LIB_STRATEGIES_LIBRARYEPILOGUE_H

#include "htam/Runtime/KernelSpec.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace htam {
namespace detail {

/// A contraction with the epilogue cuBLASLt applies to it.
struct LibraryEpilogue {
  linalg::GenericOp contraction;
  /// The bias vector (a task argument), null without a bias.
  Value bias;
  LibraryCall::Epilogue kind = LibraryCall::Epilogue::None;
};

/// Rewrites `func` (a private clone the emitter owns): every library
/// contraction (isLibraryContraction, a cuBLAS layout without swapped
/// operands) whose only user is a linalg.generic (all-parallel, or a
/// reduction over the values it reads) that adds a task argument indexed
/// exactly by the GEMM's n dims to it (`bias`), and/or
/// then applies ReLU (`arith.maximumf` or `arith.maxnumf` with +-0.0), gets
/// that part as a new generic `e = epilogue(contraction)`; the consumer reads
/// `e` instead (and loses the bias operand when nothing else reads it) and
/// disappears when nothing remains of it. Each new generic's result maps to
/// its epilogue in `out`.
void splitLibraryEpilogues(func::FuncOp func,
                           llvm::DenseMap<Value, LibraryEpilogue> &out);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_LIBRARYEPILOGUE_H
