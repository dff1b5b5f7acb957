//===- StrategyAttr.h - The htam.strategy attribute of a task ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A task's chosen CUDA strategy in the IR (IREE's pattern: selection writes
// an attribute, lowering reads it): a discardable dictionary on the task's
// func.func,
//
//   htam.strategy = {template = "tpl_elementwise_fused",
//                    params = {block = 128 : i64}}
//
// Parameter values are integers or strings. Reading it checks the template
// and every parameter against the template table (Strategies.h: each
// template's `space`, and the parameters common to all templates), the one
// registry of parameter domains.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_STRATEGIES_STRATEGYATTR_H
#define HTAM_STRATEGIES_STRATEGYATTR_H

#include "htam/Strategies/Strategies.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"

#include <string>

namespace mlir {
namespace htam {

/// The attribute's name on the task.
inline constexpr llvm::StringLiteral kStrategyAttrName = "htam.strategy";

/// A strategy read from the IR: a known template and parameters in its
/// domains.
struct StrategyChoice {
  const StrategyTemplate *tmpl = nullptr;
  TemplateParams params;
};

/// The `htam.strategy` dictionary of template `id` with `params` (values
/// that are integers become integer attributes, the others strings).
DictionaryAttr buildStrategyAttr(MLIRContext *context, llvm::StringRef id,
                                 const TemplateParams &params);

/// Reads and checks `task`'s `htam.strategy`. Errors are emitted at the
/// task: no attribute, not a dictionary, no string `template`, an unknown
/// template, `params` not a dictionary, a parameter the template does not
/// have, a value that is neither an integer nor a string, a value outside
/// the parameter's domain.
FailureOr<StrategyChoice> readStrategyAttr(func::FuncOp task);

} // namespace htam
} // namespace mlir

#endif // HTAM_STRATEGIES_STRATEGYATTR_H
