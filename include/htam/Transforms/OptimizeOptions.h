//===- OptimizeOptions.h - htam-optimize's enum options ---------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The enum types of htam-optimize's enum options (Passes.td lists their
// spellings with `clEnumValN`), and the option parser they use: llvm::cl's
// enum parser answers an unknown value with "Cannot find option named", so
// ours names the valid values instead. The parser keeps llvm::cl's value
// table, which MLIR's pass options read back to print a pipeline, so a
// printed pipeline parses again. Passes.h includes this file before the
// generated declarations.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_OPTIMIZEOPTIONS_H
#define HTAM_TRANSFORMS_OPTIMIZEOPTIONS_H

#include "htam/Proposers/CandidateFault.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace mlir {
namespace htam {

/// `proposer`: who makes the candidates (docs/LLM.md for llm and replay).
enum class ProposerKind { Builtin, Llm, Replay };

/// `method`: the methods of the paper's comparison (SearchMethod.h).
enum class SearchMethod { HTAM, Flat, Feedback, BestOfN, Direct };

/// `accept`: how candidates are accepted (docs/RUNTIME.md, "Acceptance by
/// measured accuracy").
enum class AcceptRule {
  /// atol/rtol against the FP32 reference.
  Allclose,
  /// Allclose decides; the error against the f64 oracle is measured.
  Measure,
  /// The f64 oracle decides.
  Accuracy,
};

/// `partition`: whole-model functions (docs/PARTITION.md).
enum class PartitionMode {
  /// Every public function is one task (as before).
  Off,
  /// Functions of more than one group are partitioned; one that cannot be
  /// (dynamic shapes, loops, calls) gets a warning and stays one task.
  Auto,
  /// As auto, but a function that cannot be partitioned is an error.
  On,
};

/// `kernel-db-reuse`: what a kernel database hit does (KernelReuse.h).
enum class KernelDbReuse { Off, Verify, Trust };

/// The spellings of the option values (as in Passes.td), for the
/// trajectory, the report and diagnostics.
llvm::StringRef stringifyProposerKind(ProposerKind kind);
llvm::StringRef stringifySearchMethod(SearchMethod method);
llvm::StringRef stringifyAcceptRule(AcceptRule rule);
llvm::StringRef stringifyKernelDbReuse(KernelDbReuse reuse);

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
/// EnumOptionParser.
#define HTAM_ENUM_OPTION_PARSER(EnumT)                                         \
  template <>                                                                  \
  class llvm::cl::parser<EnumT>                                                \
      : public ::mlir::htam::EnumOptionParser<EnumT> {                         \
  public:                                                                      \
    parser(llvm::cl::Option &owner)                                            \
        : ::mlir::htam::EnumOptionParser<EnumT>(owner) {}                      \
  };

HTAM_ENUM_OPTION_PARSER(::mlir::htam::ProposerKind)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::SearchMethod)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::AcceptRule)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::PartitionMode)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::KernelDbReuse)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::CandidateFault)

#undef HTAM_ENUM_OPTION_PARSER

#endif // HTAM_TRANSFORMS_OPTIMIZEOPTIONS_H
