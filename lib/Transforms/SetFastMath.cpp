//===- SetFastMath.cpp - The htam-set-fast-math pass ----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The compiler action of the instruction-throughput direction: permit fast
// floating-point math in a task, or only the contraction of multiplies and
// adds into fma (one rounding instead of two). Whether the result is still
// within the tolerance is the evaluator's call, like for every candidate.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMSETFASTMATHPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

class HTAMSetFastMathPass final
    : public htam::impl::HTAMSetFastMathPassBase<HTAMSetFastMathPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    arith::FastMathFlags set = flags == htam::FastMathFlags::Contract
                                   ? arith::FastMathFlags::contract
                                   : arith::FastMathFlags::fast;
    getOperation().walk([&](arith::ArithFastMathInterface op) {
      arith::FastMathFlags existing = arith::FastMathFlags::none;
      if (auto attr = op.getFastMathFlagsAttr())
        existing = attr.getValue();
      op->setAttr(op.getFastMathAttrName(),
                  arith::FastMathFlagsAttr::get(&getContext(), existing | set));
    });
  }
};

} // namespace
