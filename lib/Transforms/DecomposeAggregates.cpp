//===- DecomposeAggregates.cpp - The htam-decompose-aggregates pass -------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Replaces aggregate linalg ops (linalg.softmax) by their upstream
// decomposition, so that every op reaching the loop lowering is a structured
// linalg op.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMDECOMPOSEAGGREGATESPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

class HTAMDecomposeAggregatesPass final
    : public htam::impl::HTAMDecomposeAggregatesPassBase<
          HTAMDecomposeAggregatesPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    SmallVector<linalg::AggregatedOpInterface> aggregates;
    getOperation().walk(
        [&](linalg::AggregatedOpInterface op) { aggregates.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::AggregatedOpInterface op : aggregates) {
      rewriter.setInsertionPoint(op);
      FailureOr<SmallVector<Value>> results = op.decomposeOperation(rewriter);
      if (failed(results)) {
        op->emitOpError("could not be decomposed into linalg ops");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *results);
    }
  }
};

} // namespace
