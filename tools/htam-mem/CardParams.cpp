//===- CardParams.cpp - Memory cards checked against the template table ---===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The messages follow readStrategyAttr's (StrategyAttr.cpp), so that a
// domain reads the same whether a card or an attribute names it.
//
//===----------------------------------------------------------------------===//

#include "CardParams.h"

#include "htam/Strategies/TemplateTable.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::htam;

/// "a, b, c".
static std::string joined(llvm::ArrayRef<std::string> items) {
  std::string s;
  for (const std::string &item : items)
    s += (s.empty() ? "" : ", ") + item;
  return s;
}

std::vector<memory::CardProblem>
mlir::htam::checkCardParams(const memory::LocalCard &card) {
  std::vector<memory::CardProblem> problems;
  llvm::StringRef impl = card.Implementation;
  if (card.LlmOnly || impl.empty() || impl.starts_with("pipeline:"))
    return problems;
  std::string what = "card '" + card.Id + "'";
  const StrategyTemplate *t = lookupStrategyTemplate(impl);
  if (!t) {
    std::string text = what + ": '" + impl.str() +
                       "' is no template of the table (htam-gen --list): "
                       "the builtin proposer passes over the card";
    if (!card.Params.empty())
      text += ", and its params are not checked";
    problems.push_back({/*Warning=*/true, text});
    return problems;
  }
  for (const memory::Param &p : card.Params) {
    const ParamDomain *domain = findParamDomain(*t, p.Name);
    if (!domain) {
      std::vector<std::string> names;
      for (const ParamDomain &d : t->space)
        names.push_back(d.name);
      for (const ParamDomain &d : getCommonParamDomains())
        names.push_back(d.name);
      problems.push_back({false, what + ": " + t->id.str() +
                                     " has no parameter '" + p.Name +
                                     "' (its parameters: " + joined(names) +
                                     ")"});
      continue;
    }
    for (const std::string &v : p.Values)
      if (!llvm::is_contained(domain->values, v))
        problems.push_back({false, what + ": parameter '" + p.Name +
                                       "' of " + t->id.str() +
                                       " must be one of " +
                                       joined(domain->values) + ", not " + v});
  }
  return problems;
}
