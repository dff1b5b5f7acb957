//===- TemplateTable.h - The table of built-in CUDA templates ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one registry of the templates' parameter domains: each template's id
// (the `implementation` of memory/htg.yaml's cards), summary, operator
// classes and parameter space, and the parameters common to all templates.
// Data only (LLVM Support), so that tools reading the memory (htam-mem
// validate) check cards against the same table that `htam.strategy`
// (StrategyAttr.h) and the generators (Strategies.h) use.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_STRATEGIES_TEMPLATETABLE_H
#define HTAM_STRATEGIES_TEMPLATETABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// The values one parameter may take (as in a card's `params`).
struct ParamDomain {
  std::string name;
  std::vector<std::string> values;
};

/// One template of the library.
struct StrategyTemplate {
  /// The implementation id used by memory cards (e.g. tpl_elementwise_vec4).
  llvm::StringRef id;
  /// One line on what the template emits.
  llvm::StringRef summary;
  /// Operator classes the template is meant for (for --list and docs).
  llvm::StringRef classes;
  /// The parameter space (the card's values; the first is the default).
  std::vector<ParamDomain> space;
};

/// Every template, in a fixed order.
llvm::ArrayRef<StrategyTemplate> getStrategyTemplates();

/// The parameters every template takes besides its `space`: `fast_math`
/// (0 or 1: nvrtc's -use_fast_math) and `index_bits` (0: chosen by the
/// tensor sizes, 32 or 64). The first value is the default.
llvm::ArrayRef<ParamDomain> getCommonParamDomains();

/// The template with implementation id `id`, or null.
const StrategyTemplate *lookupStrategyTemplate(llvm::StringRef id);

/// The domain of parameter `name` of `t`: its own space first, then the
/// common parameters; null when it has no such parameter.
const ParamDomain *findParamDomain(const StrategyTemplate &t,
                                   llvm::StringRef name);

} // namespace htam
} // namespace mlir

#endif // HTAM_STRATEGIES_TEMPLATETABLE_H
