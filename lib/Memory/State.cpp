//===- State.cpp - State summary and the condition language ---------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Derived state quantities (numel, rank, size bucket) and the parser and
// evaluator of the `field op value` conditions the memory's triggers use.
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/State.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace mlir::htam::memory;
using llvm::StringRef;

/// The fields conditions compare as numbers.
static const StringRef NumericFields[] = {
    "flops",           "bytes",        "intensity",
    "current_time_ms", "best_time_ms", "baseline_time_ms",
    "speedup",         "stagnation",   "step",
    "registers",       "spills",       "shared_mem_bytes",
    "occupancy",       "bw_fraction",  "compute_fraction",
    "numel",           "rank",         "inner_dim",
    "prefix_len",      "reduction_outputs", "reduction_len"};

/// The fields conditions compare as strings.
static const StringRef StringFields[] = {
    "op_class",     "main_op",     "dtype",       "bound",     "last_compile",
    "last_correct", "error_class", "last_global", "last_local",
    "reduction_layout"};

/// Every field a condition may name.
static const StringRef AllFields[] = {
    "flops",           "bytes",        "intensity",
    "current_time_ms", "best_time_ms", "baseline_time_ms",
    "speedup",         "stagnation",   "step",
    "registers",       "spills",       "shared_mem_bytes",
    "occupancy",       "bw_fraction",  "compute_fraction",
    "numel",           "rank",         "inner_dim",
    "prefix_len",      "op_class",     "main_op",
    "dtype",           "bound",        "last_compile",
    "last_correct",    "error_class",  "last_global",
    "last_local",      "reduction_outputs", "reduction_len",
    "reduction_layout"};

/// The operator classes of SPEC §4 (the analysis's spellings).
static const StringRef OpClasses[] = {
    "elementwise", "broadcast",   "reduction", "softmax_norm",
    "contraction", "convolution", "pooling",   "fused_mix"};

llvm::ArrayRef<StringRef> mlir::htam::memory::conditionFields() {
  return AllFields;
}

llvm::ArrayRef<StringRef> mlir::htam::memory::opClassNames() {
  return OpClasses;
}

/// True for fields compared as numbers.
static bool isNumericField(StringRef F) {
  return llvm::is_contained(NumericFields, F);
}

double State::numel() const {
  double Best = kUnknown;
  for (const auto &Shape : Shapes) {
    double N = 1;
    for (int64_t D : Shape)
      N *= double(D);
    if (std::isnan(Best) || N > Best)
      Best = N;
  }
  return Best;
}

double State::rank() const {
  double R = kUnknown;
  for (const auto &Shape : Shapes)
    if (std::isnan(R) || double(Shape.size()) > R)
      R = double(Shape.size());
  return R;
}

double State::innerDim() const {
  const std::vector<int64_t> *Largest = nullptr;
  double Best = -1;
  for (const auto &Shape : Shapes) {
    double N = 1;
    for (int64_t D : Shape)
      N *= double(D);
    if (N > Best) {
      Best = N;
      Largest = &Shape;
    }
  }
  if (!Largest || Largest->empty())
    return kUnknown;
  return double(Largest->back());
}

std::string mlir::htam::memory::shapeBucket(const State &S) {
  double N = S.numel();
  if (std::isnan(N) || N < 1)
    return "n?";
  int K = int(std::floor(std::log2(N)));
  K -= K % 2;
  return "n" + std::to_string(K);
}

/// The value of a numeric field (NaN when unknown).
static double numericValue(const State &S, StringRef F) {
  return llvm::StringSwitch<double>(F)
      .Case("flops", S.Flops)
      .Case("bytes", S.Bytes)
      .Case("intensity", S.Intensity)
      .Case("current_time_ms", S.CurrentTimeMs)
      .Case("best_time_ms", S.BestTimeMs)
      .Case("baseline_time_ms", S.BaselineTimeMs)
      .Case("speedup", S.Speedup)
      .Case("stagnation", double(S.Stagnation))
      .Case("step", double(S.Step))
      .Case("registers", S.Registers)
      .Case("spills", S.Spills)
      .Case("shared_mem_bytes", S.SharedMemBytes)
      .Case("occupancy", S.Occupancy)
      .Case("bw_fraction", S.BandwidthFraction)
      .Case("compute_fraction", S.ComputeFraction)
      .Case("numel", S.numel())
      .Case("rank", S.rank())
      .Case("inner_dim", S.innerDim())
      .Case("prefix_len", double(S.RecentGlobals.size()))
      .Case("reduction_outputs", S.ReductionOutputs)
      .Case("reduction_len", S.ReductionLength)
      .Default(kUnknown);
}

/// The value of a string field (empty when unknown).
static std::string stringValue(const State &S, StringRef F) {
  if (F == "op_class")
    return S.OpClass;
  if (F == "main_op")
    return S.MainOp;
  if (F == "dtype")
    return S.DType;
  if (F == "bound")
    return S.Bound;
  if (F == "last_compile")
    return S.LastCompile;
  if (F == "last_correct")
    return S.LastCorrect;
  if (F == "error_class")
    return S.ErrorClass;
  if (F == "last_global")
    return S.RecentGlobals.empty() ? std::string() : S.RecentGlobals.back();
  if (F == "reduction_layout")
    return S.ReductionLayout;
  if (F == "last_local")
    return S.RecentLocals.empty() ? std::string() : S.RecentLocals.back();
  return std::string();
}

bool Condition::holds(const State &S) const {
  if (isNumericField(Field)) {
    double V = numericValue(S, Field);
    if (std::isnan(V))
      return false;
    auto Num = [&](const std::string &T) {
      double D = 0;
      (void)llvm::to_float(T, D);
      return D;
    };
    switch (Op) {
    case CondOp::Eq:
      return V == Num(Values[0]);
    case CondOp::Ne:
      return V != Num(Values[0]);
    case CondOp::Lt:
      return V < Num(Values[0]);
    case CondOp::Le:
      return V <= Num(Values[0]);
    case CondOp::Gt:
      return V > Num(Values[0]);
    case CondOp::Ge:
      return V >= Num(Values[0]);
    case CondOp::In:
    case CondOp::NotIn: {
      bool Found = llvm::any_of(
          Values, [&](const std::string &T) { return V == Num(T); });
      return Op == CondOp::In ? Found : !Found;
    }
    case CondOp::DivisibleBy: {
      double D = Num(Values[0]);
      return D >= 1 && std::fmod(V, D) == 0;
    }
    }
    return false;
  }
  std::string V = stringValue(S, Field);
  switch (Op) {
  case CondOp::Eq:
    return !V.empty() && V == Values[0];
  case CondOp::Ne:
    return V != Values[0];
  case CondOp::In:
    return !V.empty() && llvm::is_contained(Values, V);
  case CondOp::NotIn:
    return !llvm::is_contained(Values, V);
  default:
    return false;
  }
}

std::optional<Condition>
mlir::htam::memory::parseCondition(StringRef Text, std::string &Error) {
  Condition C;
  C.Text = Text.trim().str();
  StringRef Rest = StringRef(C.Text);
  // field: an identifier; operator: a run of <>=! or an identifier; value:
  // the rest. Spaces between the parts are optional around symbols.
  auto IsIdent = [](char Ch) { return llvm::isAlnum(Ch) || Ch == '_'; };
  auto IsSym = [](char Ch) {
    return Ch == '<' || Ch == '>' || Ch == '=' || Ch == '!';
  };
  StringRef Field = Rest.take_while(IsIdent);
  if (Field.empty()) {
    Error = "empty condition";
    if (!Rest.empty())
      Error =
          "expected a state field at the start of condition '" + C.Text + "'";
    return std::nullopt;
  }
  if (!llvm::is_contained(AllFields, Field)) {
    Error =
        ("unknown state field '" + Field + "' in condition '" + C.Text + "'")
            .str();
    return std::nullopt;
  }
  C.Field = Field.str();
  StringRef AfterField = Rest.drop_front(Field.size()).ltrim();
  StringRef OpText = AfterField.take_while(IsSym);
  if (OpText.empty())
    OpText = AfterField.take_while(IsIdent);
  StringRef ValueText = AfterField.drop_front(OpText.size());
  if (OpText.empty())
    OpText = AfterField.take_until([](char Ch) { return Ch == ' '; });
  std::optional<CondOp> Op = llvm::StringSwitch<std::optional<CondOp>>(OpText)
                                 .Case("==", CondOp::Eq)
                                 .Case("!=", CondOp::Ne)
                                 .Case("<", CondOp::Lt)
                                 .Case("<=", CondOp::Le)
                                 .Case(">", CondOp::Gt)
                                 .Case(">=", CondOp::Ge)
                                 .Case("in", CondOp::In)
                                 .Case("not_in", CondOp::NotIn)
                                 .Case("divisible_by", CondOp::DivisibleBy)
                                 .Default(std::nullopt);
  if (!Op) {
    Error = ("unknown operator '" + OpText + "' in condition '" + C.Text +
             "' (expected ==, !=, <, <=, >, >=, in, not_in, divisible_by)")
                .str();
    return std::nullopt;
  }
  C.Op = *Op;
  ValueText = ValueText.trim();
  if (ValueText.empty()) {
    Error = "missing value in condition '" + C.Text + "'";
    return std::nullopt;
  }
  bool IsList = C.Op == CondOp::In || C.Op == CondOp::NotIn;
  if (IsList) {
    if (!ValueText.consume_front("[") || !ValueText.consume_back("]")) {
      Error = "expected a list '[a, b]' after '" + OpText.str() +
              "' in condition '" + C.Text + "'";
      return std::nullopt;
    }
    llvm::SmallVector<StringRef> Parts;
    ValueText.split(Parts, ',', -1, /*KeepEmpty=*/false);
    for (StringRef P : Parts)
      if (!P.trim().empty())
        C.Values.push_back(P.trim().str());
    if (C.Values.empty()) {
      Error = "empty list in condition '" + C.Text + "'";
      return std::nullopt;
    }
  } else {
    C.Values.push_back(ValueText.str());
  }
  bool Numeric = isNumericField(C.Field);
  if (!Numeric && C.Op != CondOp::Eq && C.Op != CondOp::Ne && !IsList) {
    Error = "operator '" + OpText.str() + "' needs a numeric field, '" +
            C.Field + "' is a string";
    return std::nullopt;
  }
  if (Numeric) {
    for (const std::string &V : C.Values) {
      double D;
      if (!llvm::to_float(V, D)) {
        Error = "expected a number for '" + C.Field + "', got '" + V + "'";
        return std::nullopt;
      }
    }
  } else if (C.Field == "op_class" || C.Field == "main_op") {
    for (const std::string &V : C.Values)
      if (!llvm::is_contained(OpClasses, StringRef(V))) {
        Error = "unknown operator class '" + V + "'";
        return std::nullopt;
      }
  }
  return C;
}
