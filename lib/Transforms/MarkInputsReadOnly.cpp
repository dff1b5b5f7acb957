//===- MarkInputsReadOnly.cpp - The htam-mark-inputs-readonly pass --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-shot bufferization treats function arguments as writable and happily
// computes in place into them. An operator's inputs belong to its caller, so
// every tensor argument of a public function is marked read-only.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMMARKINPUTSREADONLYPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

class HTAMMarkInputsReadOnlyPass final
    : public htam::impl::HTAMMarkInputsReadOnlyPassBase<
          HTAMMarkInputsReadOnlyPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isPrivate() || func.isExternal())
      return;
    auto readOnly = BoolAttr::get(&getContext(), false);
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
      if (isa<TensorType>(type))
        func.setArgAttr(i,
                        bufferization::BufferizationDialect::kWritableAttrName,
                        readOnly);
  }
};

} // namespace
