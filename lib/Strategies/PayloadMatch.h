//===- PayloadMatch.h - Matching linalg.generic payloads (internal) -*- C++
//-*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Small predicates on the structure and scalar body of a linalg.generic, shared
// by the templates that recognize row statistics (online softmax, Welford).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_PAYLOADMATCH_H
#define HTAM_LIB_STRATEGIES_PAYLOADMATCH_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace htam {
namespace detail {

/// At least one reduction iterator.
bool hasReduction(linalg::GenericOp op);
/// The reduction iterators are all trailing (and there is at least one).
bool trailingReduction(linalg::GenericOp op);
/// One init and one f32 result.
bool oneF32Result(linalg::GenericOp op);
/// The ops of a payload without its terminator.
SmallVector<Operation *> payload(linalg::GenericOp op);
/// The first value the payload yields.
Value yielded(linalg::GenericOp op);
/// `o` has operands {a, b} in either order.
bool operandsAre(Operation *o, Value a, Value b);

} // namespace detail
} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_STRATEGIES_PAYLOADMATCH_H
