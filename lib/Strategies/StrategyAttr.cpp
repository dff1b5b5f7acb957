//===- StrategyAttr.cpp - The htam.strategy attribute of a task -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Building and checking `htam.strategy` (StrategyAttr.h). The checks read
// the template table only, so an attribute that passes them names values
// the in-card search could have chosen.
//
//===----------------------------------------------------------------------===//

#include "htam/Strategies/StrategyAttr.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::htam;

DictionaryAttr mlir::htam::buildStrategyAttr(MLIRContext *context,
                                             llvm::StringRef id,
                                             const TemplateParams &params) {
  Builder b(context);
  SmallVector<NamedAttribute> values;
  for (const auto &[name, value] : params.values()) {
    int64_t v;
    Attribute attr = llvm::StringRef(value).getAsInteger(10, v)
                         ? Attribute(b.getStringAttr(value))
                         : Attribute(b.getI64IntegerAttr(v));
    values.push_back(b.getNamedAttr(name, attr));
  }
  return b.getDictionaryAttr(
      {b.getNamedAttr("template", b.getStringAttr(id)),
       b.getNamedAttr("params", b.getDictionaryAttr(values))});
}

/// "a, b, c" of the names or values of a list.
template <typename Range, typename Fn>
static std::string joined(const Range &range, Fn text) {
  std::string s;
  for (const auto &item : range)
    s += (s.empty() ? "" : ", ") + text(item);
  return s;
}

FailureOr<StrategyChoice> mlir::htam::readStrategyAttr(func::FuncOp task) {
  Attribute raw = task->getAttr(kStrategyAttrName);
  if (!raw)
    return task.emitError() << "no " << kStrategyAttrName << " attribute";
  auto dict = dyn_cast<DictionaryAttr>(raw);
  if (!dict)
    return task.emitError() << kStrategyAttrName << " must be a dictionary";
  auto id = dict.getAs<StringAttr>("template");
  if (!id)
    return task.emitError()
           << kStrategyAttrName << " needs a string 'template'";
  StrategyChoice choice;
  choice.tmpl = lookupStrategyTemplate(id.getValue());
  if (!choice.tmpl)
    return task.emitError() << kStrategyAttrName << ": unknown template '"
                            << id.getValue() << "'";
  for (NamedAttribute entry : dict) {
    if (entry.getName() != "template" && entry.getName() != "params")
      return task.emitError() << kStrategyAttrName << ": unknown key '"
                              << entry.getName().getValue()
                              << "' (template, params)";
  }
  Attribute rawParams = dict.get("params");
  if (!rawParams)
    return choice;
  auto params = dyn_cast<DictionaryAttr>(rawParams);
  if (!params)
    return task.emitError()
           << kStrategyAttrName << ": 'params' must be a dictionary";
  const StrategyTemplate &t = *choice.tmpl;
  for (NamedAttribute p : params) {
    llvm::StringRef name = p.getName().getValue();
    const ParamDomain *domain = findParamDomain(t, name);
    if (!domain) {
      std::string known = joined(t.space, [](const ParamDomain &d) {
        return d.name;
      });
      std::string common =
          joined(getCommonParamDomains(),
                 [](const ParamDomain &d) { return d.name; });
      return task.emitError()
             << kStrategyAttrName << ": " << t.id << " has no parameter '"
             << name << "' (its parameters: "
             << (known.empty() ? common : known + ", " + common) << ")";
    }
    std::string value;
    if (auto i = dyn_cast<IntegerAttr>(p.getValue()))
      value = std::to_string(i.getInt());
    else if (auto s = dyn_cast<StringAttr>(p.getValue()))
      value = s.getValue().str();
    else
      return task.emitError()
             << kStrategyAttrName << ": parameter '" << name
             << "' must be an integer or a string";
    if (!llvm::is_contained(domain->values, value))
      return task.emitError()
             << kStrategyAttrName << ": parameter '" << name << "' of "
             << t.id << " must be one of "
             << joined(domain->values, [](const std::string &v) { return v; })
             << ", not " << value;
    choice.params.set(name, value);
  }
  return choice;
}
