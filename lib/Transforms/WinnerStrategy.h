//===- WinnerStrategy.h - A search's winner as htam.strategy -----*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// htam-optimize's `strategy-only`: selection writes `htam.strategy`
// (StrategyAttr.h) on the task instead of emitting the kernel, and
// htam-emit-strategy lowers it. Only a candidate that the attribute
// describes exactly gets one: a template of the table, with parameters in
// its domains. A pass-pipeline winner, LLM code or a kernel-database entry
// is no template choice, and the task is emitted as without the option.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_TRANSFORMS_WINNERSTRATEGY_H
#define HTAM_LIB_TRANSFORMS_WINNERSTRATEGY_H

#include "htam/Strategies/Strategies.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir {
namespace htam {

/// The `htam.strategy` of `kernel`, a CUDA candidate for `task`: its
/// template and every parameter it was generated with (the defaults
/// included, so that the attribute does not depend on them). Null when the
/// kernel is no template of the table (LLM code); null with a warning at
/// the task when a parameter is outside the table's domains (a card's
/// params wider than the template's: `htam-mem validate` reports those).
DictionaryAttr winnerStrategy(func::FuncOp task, const GeneratedKernel &kernel);

} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_TRANSFORMS_WINNERSTRATEGY_H
