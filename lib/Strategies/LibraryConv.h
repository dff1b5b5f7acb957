//===- LibraryConv.h - Convolutions as cuDNN steps (internal) ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Maps a generalized convolution (the GEMM view of detectConvAsGemm, NCHW /
// NCDHW, optionally grouped) onto one cuDNN step (LibraryCall): sizes,
// strides and dilations from the indexing maps; a zero padding of the input
// (a copy into a zero-filled tensor, tensor.pad or tensor.insert_slice)
// becomes cuDNN's padding; a zero-inserted input (a strided copy) convolved
// with a flipped, transposed weight is a transposed convolution, computed by
// cudnnConvolutionBackwardData with the original weight.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_LIBRARYCONV_H
#define HTAM_LIB_STRATEGIES_LIBRARYCONV_H

#include "htam/Runtime/KernelSpec.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <string>

namespace mlir {
namespace htam {
namespace detail {

/// A convolution computed by cuDNN: the step (params not set) and the
/// tensors whose dense row-major buffers are its operands X and W (the
/// result is the op's).
struct LibraryConv {
  LibraryCall call;
  Value x, w;
};

/// True when `op` is a convolution (`out += in * filter` whose input map
/// is not a projected permutation).
bool isLibraryConv(linalg::GenericOp op);

/// The cuDNN step of convolution `op`. Fails (with `why`) when the layout
/// is not NCHW-like, the init is not zero or cuDNN's size relation does not
/// hold.
FailureOr<LibraryConv> planLibraryConv(linalg::GenericOp op, std::string &why);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_LIBRARYCONV_H
