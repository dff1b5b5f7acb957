//===- WinnerStrategy.cpp - A search's winner as htam.strategy ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The attribute is checked here against the same table that
// readStrategyAttr checks it against, so that htam-emit-strategy never
// refuses what htam-optimize wrote.
//
//===----------------------------------------------------------------------===//

#include "WinnerStrategy.h"

#include "htam/Strategies/StrategyAttr.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::htam;

DictionaryAttr mlir::htam::winnerStrategy(func::FuncOp task,
                                          const GeneratedKernel &kernel) {
  const StrategyTemplate *t = lookupStrategyTemplate(kernel.templateId);
  if (!t)
    return nullptr;
  for (const auto &[name, value] : kernel.params.values()) {
    const ParamDomain *domain = findParamDomain(*t, name);
    if (!domain || !llvm::is_contained(domain->values, value)) {
      task.emitWarning()
          << "htam-optimize: strategy-only: the winner's " << name << "="
          << value << " is not in " << t->id
          << "'s domains in the template table, so no htam.strategy "
             "describes it; its kernel is emitted";
      return nullptr;
    }
  }
  return buildStrategyAttr(task.getContext(), t->id, kernel.params);
}
