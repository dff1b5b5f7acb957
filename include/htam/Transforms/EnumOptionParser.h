//===- EnumOptionParser.h - Enum options listing their values --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The option parser of htam's enum pass options (Passes.td lists their
// spellings with `clEnumValN`): llvm::cl's enum parser answers an unknown
// value with "Cannot find option named", so ours names the valid values
// instead. The parser keeps llvm::cl's value table, which MLIR's pass
// options read back to print a pipeline, so a printed pipeline parses
// again. HTAM_ENUM_OPTION_PARSER(EnumT) makes llvm::cl use it for EnumT;
// the headers declaring an option's enum invoke it right after the enum.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_ENUMOPTIONPARSER_H
#define HTAM_TRANSFORMS_ENUMOPTIONPARSER_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace mlir {
namespace htam {

/// llvm::cl::parser<EnumT> (the value table `clEnumValN` fills) with an
/// error that lists the valid values. The members keep llvm::cl's names
/// (`Values`, `OptionInfo::V`): MLIR's GenericOptionParser derives from
/// the parser and searches them to print an option's value.
template <typename EnumT>
class EnumOptionParser : public llvm::cl::generic_parser_base {
protected:
  class OptionInfo : public GenericOptionInfo {
  public:
    OptionInfo(llvm::StringRef name, EnumT value, llvm::StringRef help)
        : GenericOptionInfo(name, help), V(value) {}
    llvm::cl::OptionValue<EnumT> V;
  };
  llvm::SmallVector<OptionInfo, 8> Values;

public:
  using parser_data_type = EnumT;

  EnumOptionParser(llvm::cl::Option &owner) : generic_parser_base(owner) {}

  unsigned getNumOptions() const override { return Values.size(); }
  llvm::StringRef getOption(unsigned n) const override {
    return Values[n].Name;
  }
  llvm::StringRef getDescription(unsigned n) const override {
    return Values[n].HelpStr;
  }
  const llvm::cl::GenericOptionValue &
  getOptionValue(unsigned n) const override {
    return Values[n].V;
  }

  /// True on error (llvm::cl's convention).
  bool parse(llvm::cl::Option &option, llvm::StringRef argName,
             llvm::StringRef arg, EnumT &value) {
    llvm::StringRef given = Owner.hasArgStr() ? arg : argName;
    for (const OptionInfo &info : Values)
      if (info.Name == given) {
        value = info.V.getValue();
        return false;
      }
    std::string valid;
    for (const OptionInfo &info : Values)
      valid += (valid.empty() ? "" : ", ") + info.Name.str();
    return option.error("unknown value '" + given + "', valid values: " +
                        valid);
  }

  template <typename DataT>
  void addLiteralOption(llvm::StringRef name, const DataT &value,
                        llvm::StringRef help) {
    Values.emplace_back(name, static_cast<EnumT>(value), help);
    llvm::cl::AddLiteralOption(Owner, name);
  }
  void removeLiteralOption(llvm::StringRef name) {
    Values.erase(Values.begin() + findOption(name));
  }
};

} // namespace htam
} // namespace mlir

/// Makes llvm::cl (and so MLIR's pass options) parse `EnumT` with
/// EnumOptionParser. At global scope, once per enum, before any option of
/// the enum is declared.
#define HTAM_ENUM_OPTION_PARSER(EnumT)                                         \
  template <>                                                                  \
  class llvm::cl::parser<EnumT>                                                \
      : public ::mlir::htam::EnumOptionParser<EnumT> {                         \
  public:                                                                      \
    parser(llvm::cl::Option &owner)                                            \
        : ::mlir::htam::EnumOptionParser<EnumT>(owner) {}                      \
  };

#endif // HTAM_TRANSFORMS_ENUMOPTIONPARSER_H
