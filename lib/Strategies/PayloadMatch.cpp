//===- PayloadMatch.cpp - Matching linalg.generic payloads ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PayloadMatch.h"

using namespace mlir;

bool mlir::htam::detail::hasReduction(linalg::GenericOp op) {
  return llvm::is_contained(op.getIteratorTypesArray(),
                            utils::IteratorType::reduction);
}

bool mlir::htam::detail::trailingReduction(linalg::GenericOp op) {
  bool seen = false;
  for (utils::IteratorType t : op.getIteratorTypesArray()) {
    if (t == utils::IteratorType::reduction)
      seen = true;
    else if (seen)
      return false;
  }
  return seen;
}

bool mlir::htam::detail::oneF32Result(linalg::GenericOp op) {
  return op.getNumDpsInits() == 1 && op->getNumResults() == 1 &&
         cast<ShapedType>(op->getResult(0).getType()).getElementType().isF32();
}

SmallVector<Operation *> mlir::htam::detail::payload(linalg::GenericOp op) {
  SmallVector<Operation *> ops;
  for (Operation &o : op.getRegion().front().without_terminator())
    ops.push_back(&o);
  return ops;
}

Value mlir::htam::detail::yielded(linalg::GenericOp op) {
  return op.getRegion().front().getTerminator()->getOperand(0);
}

bool mlir::htam::detail::operandsAre(Operation *o, Value a, Value b) {
  return o->getNumOperands() == 2 &&
         ((o->getOperand(0) == a && o->getOperand(1) == b) ||
          (o->getOperand(0) == b && o->getOperand(1) == a));
}
