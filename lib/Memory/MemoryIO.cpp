//===- MemoryIO.cpp - YAML reading, writing and validation ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// llvm::yaml traits for the memory, the state and trajectories. Scalar
// problems (negative counts, bad conditions, unknown operator classes, a wrong
// schema version) are reported by the YAML reader at the scalar; structural
// problems (duplicate ids, missing parents, dangling edges) are checked after
// reading (MemoryChecks.cpp) and reported at the item, through the same
// SourceMgr buffer. Files are read bounded (ReadBoundedFile.cpp).
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/MemoryIO.h"

#include "MemoryChecks.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include "llvm/ADT/ScopeExit.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <fcntl.h>
#include <functional>
#include <map>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlir::htam::memory;
using llvm::SMLoc;
using llvm::StringRef;

namespace {
/// Per-parse bookkeeping: the reader, and the location of every item in the
/// order the reader met them.
struct ParseContext {
  llvm::yaml::Input *In = nullptr;
  std::vector<SMLoc> GlobalLocs, CardLocs, EdgeLocs;
  SMLoc TopLoc;

  void note(std::vector<SMLoc> &Locs, llvm::yaml::IO &IO) {
    if (IO.outputting() || !In || !In->getCurrentNode())
      return;
    Locs.push_back(In->getCurrentNode()->getSourceRange().Start);
  }
};

/// A non-negative integer counter.
struct Count {
  uint64_t V = 0;
  bool operator==(const Count &O) const { return V == O.V; }
};
/// A double written in the shortest form that reads back exactly.
struct Real {
  double V = 0;
  bool operator==(const Real &O) const {
    return V == O.V || (std::isnan(V) && std::isnan(O.V));
  }
};
/// The schema version scalar; reading rejects other versions.
struct Version {
  unsigned V = 0;
};
/// A word in a flow list.
struct Word {
  std::string V;
};
/// An operator-class name in a flow list.
struct OpClassWord {
  std::string V;
};
/// Multi-line text, written as a literal block.
struct Text {
  std::string V;
  bool operator==(const Text &O) const { return V == O.V; }
};
} // namespace

LLVM_YAML_IS_FLOW_SEQUENCE_VECTOR(Word)
LLVM_YAML_IS_FLOW_SEQUENCE_VECTOR(OpClassWord)
LLVM_YAML_IS_SEQUENCE_VECTOR(Trigger)
LLVM_YAML_IS_SEQUENCE_VECTOR(Param)
LLVM_YAML_IS_SEQUENCE_VECTOR(Example)
LLVM_YAML_IS_SEQUENCE_VECTOR(GlobalNode)
LLVM_YAML_IS_SEQUENCE_VECTOR(LocalCard)
LLVM_YAML_IS_SEQUENCE_VECTOR(Edge)
LLVM_YAML_IS_SEQUENCE_VECTOR(StepOutcome)
LLVM_YAML_IS_FLOW_SEQUENCE_VECTOR(std::vector<int64_t>)

/// Storage for error messages returned by ScalarTraits::input, which must
/// outlive the call.
static std::string &scalarError() {
  static thread_local std::string E;
  return E;
}

/// Converts between the model's strings and flow-list words.
static std::vector<std::string> toStrings(const std::vector<Word> &W) {
  std::vector<std::string> R;
  for (const Word &X : W)
    R.push_back(X.V);
  return R;
}

static std::vector<Word> toWords(const std::vector<std::string> &S) {
  std::vector<Word> R;
  for (const std::string &X : S)
    R.push_back(Word{X});
  return R;
}

namespace llvm {
namespace yaml {

/// Counters: a negative value is a located error.
template <> struct ScalarTraits<Count> {
  static void output(const Count &C, void *, raw_ostream &OS) { OS << C.V; }
  static StringRef input(StringRef S, void *, Count &C) {
    if (S.starts_with("-")) {
      scalarError() = ("negative count '" + S + "' (counts are >= 0)").str();
      return scalarError();
    }
    if (S.getAsInteger(10, C.V) || C.V > kMaxCount) {
      bool Digits = !S.empty() && llvm::all_of(S, llvm::isDigit);
      scalarError() =
          Digits ? ("count '" + S + "' exceeds the maximum " +
                    std::to_string(kMaxCount) + " (2^53)")
                       .str()
                 : ("expected a non-negative integer, got '" + S + "'").str();
      return scalarError();
    }
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

/// Finite reals, written in the shortest round-trip form (std::to_chars).
template <> struct ScalarTraits<Real> {
  static void output(const Real &R, void *, raw_ostream &OS) {
    char Buf[64];
    auto Res = std::to_chars(Buf, Buf + sizeof(Buf), R.V);
    OS << StringRef(Buf, Res.ptr - Buf);
  }
  static StringRef input(StringRef S, void *, Real &R) {
    if (!llvm::to_float(S, R.V) || !std::isfinite(R.V)) {
      scalarError() = ("expected a finite number, got '" + S + "'").str();
      return scalarError();
    }
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

/// The schema version: anything but kSchemaVersion is a located error.
template <> struct ScalarTraits<Version> {
  static void output(const Version &V, void *, raw_ostream &OS) { OS << V.V; }
  static StringRef input(StringRef S, void *, Version &V) {
    if (S.getAsInteger(10, V.V) || V.V != kSchemaVersion) {
      scalarError() =
          ("unsupported schema version '" + S + "' (this htam reads version " +
           std::to_string(kSchemaVersion) + ")")
              .str();
      return scalarError();
    }
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

/// Plain words, quoted only when YAML needs it.
template <> struct ScalarTraits<Word> {
  static void output(const Word &W, void *, raw_ostream &OS) { OS << W.V; }
  static StringRef input(StringRef S, void *, Word &W) {
    W.V = S.str();
    return {};
  }
  static QuotingType mustQuote(StringRef S) {
    bool Plain = !S.empty() && llvm::all_of(S, [](char C) {
      return llvm::isAlnum(C) || C == '_' || C == '.' || C == '-';
    });
    return Plain && S.front() != '-' ? QuotingType::None : needsQuotes(S);
  }
};

/// Operator classes: unknown names are located errors.
template <> struct ScalarTraits<OpClassWord> {
  static void output(const OpClassWord &W, void *, raw_ostream &OS) {
    OS << W.V;
  }
  static StringRef input(StringRef S, void *, OpClassWord &W) {
    if (!llvm::is_contained(opClassNames(), S)) {
      scalarError() = ("unknown operator class '" + S + "' (expected one of: " +
                       llvm::join(opClassNames(), ", ") + ")")
                          .str();
      return scalarError();
    }
    W.V = S.str();
    return {};
  }
  static QuotingType mustQuote(StringRef S) { return needsQuotes(S); }
};

/// Conditions are parsed on read; syntax errors are located at the scalar.
template <> struct ScalarTraits<Condition> {
  static void output(const Condition &C, void *, raw_ostream &OS) {
    OS << C.Text;
  }
  static StringRef input(StringRef S, void *, Condition &C) {
    std::string Err;
    std::optional<Condition> Parsed = parseCondition(S, Err);
    if (!Parsed) {
      scalarError() = Err;
      return scalarError();
    }
    C = std::move(*Parsed);
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::Double; }
};

/// Multi-line text as a literal block; trailing newlines are dropped.
template <> struct BlockScalarTraits<Text> {
  static void output(const Text &T, void *, raw_ostream &OS) { OS << T.V; }
  static StringRef input(StringRef S, void *, Text &T) {
    T.V = S.rtrim("\n").str();
    return {};
  }
};

/// `{when: "cond", weight: w}`, weight 1 by default.
template <> struct MappingTraits<Trigger> {
  static const bool flow = true;
  static void mapping(IO &IO, Trigger &T) {
    IO.mapRequired("when", T.When);
    Real W{T.Weight};
    IO.mapOptional("weight", W, Real{1.0});
    T.Weight = W.V;
  }
};

/// `{name: n, values: [a, b]}`.
template <> struct MappingTraits<Param> {
  static const bool flow = true;
  static void mapping(IO &IO, Param &P) {
    IO.mapRequired("name", P.Name);
    std::vector<Word> Values = toWords(P.Values);
    IO.mapRequired("values", Values);
    P.Values = toStrings(Values);
  }
};

/// Node and card evidence; zero fields are omitted on output.
template <> struct MappingTraits<Evidence> {
  static const bool flow = true;
  static void mapping(IO &IO, Evidence &E) {
    Count A{E.Attempts}, Cm{E.Compiled}, Cr{E.Correct}, Im{E.Improved};
    Real S{E.SumLogGain}, B{E.BestGain}, T{E.Trend};
    IO.mapOptional("attempts", A, Count());
    IO.mapOptional("compiled", Cm, Count());
    IO.mapOptional("correct", Cr, Count());
    IO.mapOptional("improved", Im, Count());
    IO.mapOptional("sum_log_gain", S, Real());
    IO.mapOptional("best_gain", B, Real());
    IO.mapOptional("trend", T, Real());
    IO.mapOptional("last_used", E.LastUsed, int64_t(0));
    E.Attempts = A.V;
    E.Compiled = Cm.V;
    E.Correct = Cr.V;
    E.Improved = Im.V;
    E.SumLogGain = S.V;
    E.BestGain = B.V;
    E.Trend = T.V;
  }
};

/// Edge evidence; zero fields are omitted on output.
template <> struct MappingTraits<EdgeEvidence> {
  static const bool flow = true;
  static void mapping(IO &IO, EdgeEvidence &E) {
    Count N{E.Count}, Cf{E.CompileFailures}, In{E.Incorrect},
        Dc{E.DownstreamCount};
    Real S{E.SumLogGain}, D{E.SumDownstream};
    IO.mapOptional("count", N, Count());
    IO.mapOptional("compile_failures", Cf, Count());
    IO.mapOptional("incorrect", In, Count());
    IO.mapOptional("sum_log_gain", S, Real());
    IO.mapOptional("sum_downstream", D, Real());
    IO.mapOptional("downstream_count", Dc, Count());
    IO.mapOptional("last_used", E.LastUsed, int64_t(0));
    E.Count = N.V;
    E.CompileFailures = Cf.V;
    E.Incorrect = In.V;
    E.DownstreamCount = Dc.V;
    E.SumLogGain = S.V;
    E.SumDownstream = D.V;
  }
};

/// One example of a card.
template <> struct MappingTraits<Example> {
  static const bool flow = true;
  static void mapping(IO &IO, Example &E) {
    IO.mapOptional("op_class", E.OpClass, std::string());
    IO.mapOptional("bucket", E.ShapeBucket, std::string());
    IO.mapRequired("outcome", E.Outcome);
    IO.mapOptional("reason", E.Reason, std::string());
    Real G{E.Gain};
    IO.mapOptional("gain", G, Real());
    E.Gain = G.V;
    IO.mapOptional("when", E.When, int64_t(0));
  }
};

/// A direction; records its location for the structural checks.
template <> struct MappingTraits<GlobalNode> {
  static void mapping(IO &IO, GlobalNode &G) {
    if (auto *Ctx = static_cast<ParseContext *>(IO.getContext()))
      Ctx->note(Ctx->GlobalLocs, IO);
    IO.mapRequired("id", G.Id);
    IO.mapRequired("name", G.Name);
    IO.mapOptional("goal", G.Goal, std::string());
    IO.mapOptional("gain_type", G.GainType, std::string());
    IO.mapOptional("pipeline", G.Pipeline, std::string());
    std::vector<OpClassWord> Pat;
    for (const std::string &P : G.Patterns)
      Pat.push_back(OpClassWord{P});
    IO.mapOptional("patterns", Pat);
    G.Patterns.clear();
    for (const OpClassWord &P : Pat)
      G.Patterns.push_back(P.V);
    IO.mapOptional("triggers", G.Triggers);
    IO.mapOptional("risks", G.Risks);
    IO.mapOptional("stats", G.Stats, Evidence());
  }
};

/// A card; records its location for the structural checks.
template <> struct MappingTraits<LocalCard> {
  static void mapping(IO &IO, LocalCard &C) {
    if (auto *Ctx = static_cast<ParseContext *>(IO.getContext()))
      Ctx->note(Ctx->CardLocs, IO);
    IO.mapRequired("id", C.Id);
    IO.mapRequired("parent", C.Parent);
    IO.mapRequired("name", C.Name);
    std::vector<OpClassWord> Pat;
    for (const std::string &P : C.Patterns)
      Pat.push_back(OpClassWord{P});
    IO.mapOptional("patterns", Pat);
    C.Patterns.clear();
    for (const OpClassWord &P : Pat)
      C.Patterns.push_back(P.V);
    IO.mapOptional("when", C.When);
    Text Edit{C.EditPattern}, Effect{C.ExpectedEffect};
    IO.mapOptional("edit_pattern", Edit, Text());
    C.EditPattern = Edit.V;
    IO.mapOptional("checks", C.Checks);
    IO.mapOptional("expected_effect", Effect, Text());
    C.ExpectedEffect = Effect.V;
    IO.mapOptional("risks", C.Risks);
    IO.mapOptional("implementation", C.Implementation, std::string());
    IO.mapOptional("params", C.Params);
    IO.mapOptional("llm_only", C.LlmOnly, false);
    IO.mapOptional("stats", C.Stats, Evidence());
    IO.mapOptional("positive", C.Positive);
    IO.mapOptional("negative", C.Negative);
  }
};

/// An edge; records its location for the structural checks.
template <> struct MappingTraits<Edge> {
  static void mapping(IO &IO, Edge &E) {
    if (auto *Ctx = static_cast<ParseContext *>(IO.getContext()))
      Ctx->note(Ctx->EdgeLocs, IO);
    IO.mapRequired("from", E.From);
    IO.mapRequired("to", E.To);
    Real P{E.Prior};
    IO.mapOptional("prior", P, Real());
    E.Prior = P.V;
    IO.mapOptional("when", E.When);
    Text Why{E.Rationale};
    IO.mapOptional("rationale", Why, Text());
    E.Rationale = Why.V;
    IO.mapOptional("risks", E.Risks);
    IO.mapOptional("learned", E.Learned, false);
    IO.mapOptional("stats", E.Stats, EdgeEvidence());
  }
};

/// The `limits` mapping.
template <> struct MappingTraits<Limits> {
  static const bool flow = true;
  static void mapping(IO &IO, Limits &L) {
    IO.mapOptional("max_examples", L.MaxExamples, 8u);
  }
};

/// The top-level memory document.
template <> struct MappingTraits<Memory> {
  static void mapping(IO &IO, Memory &M) {
    Version V{M.SchemaVersion};
    IO.mapRequired("schema_version", V);
    M.SchemaVersion = V.V;
    IO.mapOptional("name", M.Name, std::string());
    Text Desc{M.Description};
    IO.mapOptional("description", Desc, Text());
    M.Description = Desc.V;
    IO.mapOptional("limits", M.Bounds, Limits());
    IO.mapRequired("directions", M.Globals);
    IO.mapOptional("cards", M.Cards);
    IO.mapOptional("edges", M.Edges);
  }
};

/// Maps an optional number that is NaN when unknown.
static void mapNumber(IO &IO, const char *Key, double &V) {
  if (IO.outputting() && std::isnan(V))
    return;
  Real R{V};
  IO.mapOptional(Key, R);
  V = R.V;
}

/// A state file; unknown numbers stay NaN and are not written.
template <> struct MappingTraits<State> {
  static void mapping(IO &IO, State &S) {
    IO.mapOptional("op_class", S.OpClass, std::string());
    IO.mapOptional("main_op", S.MainOp, std::string());
    IO.mapOptional("shapes", S.Shapes);
    IO.mapOptional("dtype", S.DType, std::string());
    mapNumber(IO, "flops", S.Flops);
    mapNumber(IO, "bytes", S.Bytes);
    mapNumber(IO, "intensity", S.Intensity);
    IO.mapOptional("bound", S.Bound, std::string());
    mapNumber(IO, "reduction_outputs", S.ReductionOutputs);
    mapNumber(IO, "reduction_len", S.ReductionLength);
    IO.mapOptional("reduction_layout", S.ReductionLayout, std::string());
    mapNumber(IO, "current_time_ms", S.CurrentTimeMs);
    mapNumber(IO, "best_time_ms", S.BestTimeMs);
    mapNumber(IO, "baseline_time_ms", S.BaselineTimeMs);
    mapNumber(IO, "speedup", S.Speedup);
    IO.mapOptional("last_compile", S.LastCompile, std::string());
    IO.mapOptional("last_correct", S.LastCorrect, std::string());
    IO.mapOptional("error_class", S.ErrorClass, std::string());
    IO.mapOptional("stagnation", S.Stagnation, 0u);
    IO.mapOptional("step", S.Step, 1u);
    std::vector<Word> G = toWords(S.RecentGlobals), L = toWords(S.RecentLocals);
    IO.mapOptional("recent_globals", G);
    IO.mapOptional("recent_locals", L);
    S.RecentGlobals = toStrings(G);
    S.RecentLocals = toStrings(L);
    mapNumber(IO, "registers", S.Registers);
    mapNumber(IO, "spills", S.Spills);
    mapNumber(IO, "shared_mem_bytes", S.SharedMemBytes);
    mapNumber(IO, "occupancy", S.Occupancy);
    mapNumber(IO, "bw_fraction", S.BandwidthFraction);
    mapNumber(IO, "compute_fraction", S.ComputeFraction);
  }
};

/// One step of a trajectory file.
template <> struct MappingTraits<StepOutcome> {
  static void mapping(IO &IO, StepOutcome &O) {
    IO.mapRequired("global", O.Global);
    IO.mapOptional("local", O.Local, std::string());
    IO.mapOptional("prev_global", O.PrevGlobal, std::string());
    IO.mapRequired("compiled", O.Compiled);
    IO.mapOptional("correct", O.Correct, false);
    Real Prev{O.PrevBestMs}, New{O.NewMs};
    IO.mapOptional("prev_best_ms", Prev, Real());
    IO.mapOptional("new_ms", New, Real());
    O.PrevBestMs = Prev.V;
    O.NewMs = New.V;
    IO.mapOptional("error_class", O.ErrorClass, std::string());
    IO.mapOptional("reason", O.Reason, std::string());
    IO.mapOptional("op_class", O.OpClass, std::string());
    IO.mapOptional("bucket", O.ShapeBucket, std::string());
    IO.mapOptional("when", O.When, int64_t(0));
  }
};

/// A trajectory file.
template <> struct MappingTraits<Trajectory> {
  static void mapping(IO &IO, Trajectory &T) {
    IO.mapRequired("steps", T.Steps);
    IO.mapOptional("finished", T.Finished, true);
  }
};

} // namespace yaml
} // namespace llvm

//===----------------------------------------------------------------------===//
// Reading and writing
//===----------------------------------------------------------------------===//

namespace {
/// Collects the diagnostics of one parse as text.
struct DiagCollector {
  /// The file's name, for the few reader errors that carry no position.
  std::string Name;
  std::string Text;
  llvm::raw_string_ostream OS{Text};
  std::string Last;
  static void handle(const llvm::SMDiagnostic &D, void *Ctx) {
    auto *Self = static_cast<DiagCollector *>(Ctx);
    std::string One;
    llvm::raw_string_ostream OS(One);
    if (D.getLineNo() <= 0)
      OS << Self->Name << ": error: " << D.getMessage()
         << " (no position known)\n";
    else
      D.print(nullptr, OS, /*ShowColors=*/false);
    // The YAML reader can report one problem twice (once per nesting level).
    if (One == Self->Last)
      return;
    Self->OS << One;
    Self->Last = std::move(One);
  }
};
} // namespace

/// The deepest nesting a file may have. llvm::yaml builds and walks its node
/// tree recursively, so 50000 nested '[' overflow the stack.
constexpr unsigned kMaxNesting = 1000;

/// Where `Text` nests deeper than kMaxNesting, or null. A conservative
/// estimate per line: open flow brackets, plus indentation columns and
/// leading `- `/`? ` indicators. Quoted scalars (opened at a node start,
/// closed on the same line) and comments do not count; anything else that
/// looks like a bracket does, so the estimate errs towards rejecting.
static const char *deepestNesting(StringRef Text) {
  unsigned Flow = 0, Block = 0;
  bool Indenting = true;
  char Quote = 0, LastSignificant = '\n';
  for (const char *P = Text.begin(), *E = Text.end(); P != E; ++P) {
    char C = *P;
    if (C == '\n') {
      Indenting = true;
      Block = 0;
      Quote = 0;
      LastSignificant = '\n';
      continue;
    }
    if (Quote) {
      if (C == '\\' && Quote == '"' && P + 1 != E && P[1] != '\n')
        ++P;
      else if (C == Quote)
        Quote = 0;
      continue;
    }
    char Before = P == Text.begin() ? '\n' : P[-1];
    bool AfterSpace = Before == ' ' || Before == '\t' || Before == '\n';
    if (Indenting) {
      bool Indicator = (C == '-' || C == '?') &&
                       (P + 1 == E || P[1] == ' ' || P[1] == '\n');
      if (C == ' ' || Indicator) {
        if (++Block + Flow > kMaxNesting)
          return P;
        continue;
      }
      Indenting = false;
    }
    if (C == '#' && AfterSpace) {
      while (P + 1 != E && P[1] != '\n')
        ++P;
      continue;
    }
    if ((C == '\'' || C == '"') &&
        (AfterSpace || Before == '[' || Before == '{' || Before == ',') &&
        llvm::is_contained(StringRef("\n:-?[{,"), LastSignificant)) {
      Quote = C;
      continue;
    }
    if (C == '[' || C == '{') {
      if (++Flow + Block > kMaxNesting)
        return P;
    } else if ((C == ']' || C == '}') && Flow) {
      --Flow;
    }
    if (C != ' ' && C != '\t')
      LastSignificant = C;
  }
  return nullptr;
}

/// Reads `T` from `Buffer` with located diagnostics; `Check` may report more
/// problems through the SourceMgr after a clean read.
template <typename T>
static llvm::Expected<T>
parseYaml(llvm::MemoryBufferRef Buffer,
          llvm::function_ref<void(T &, ParseContext &, llvm::SourceMgr &,
                                  llvm::raw_ostream &)>
              Check) {
  DiagCollector Diags;
  Diags.Name = Buffer.getBufferIdentifier().str();
  ParseContext Ctx;
  T Value;
  llvm::SourceMgr SM;
  SM.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(
                            Buffer, /*RequiresNullTerminator=*/false),
                        SMLoc());
  if (const char *Deep = deepestNesting(Buffer.getBuffer())) {
    // Without the source line: it may be megabytes long.
    auto [Line, Col] = SM.getLineAndColumn(SMLoc::getFromPointer(Deep));
    return llvm::createStringError(
        Diags.Name + ":" + std::to_string(Line) + ":" + std::to_string(Col) +
        ": error: nesting deeper than " + std::to_string(kMaxNesting) +
        " levels\n");
  }
  {
    llvm::yaml::Input In(Buffer, &Ctx, &DiagCollector::handle, &Diags);
    Ctx.In = &In;
    bool HasDocument = In.setCurrentDocument();
    if (!HasDocument && !In.error()) {
      SM.PrintMessage(Diags.OS, SMLoc::getFromPointer(Buffer.getBufferStart()),
                      llvm::SourceMgr::DK_Error, "empty document", {}, {},
                      /*ShowColors=*/false);
    } else if (HasDocument) {
      Ctx.TopLoc = SMLoc::getFromPointer(Buffer.getBufferStart());
      if (const llvm::yaml::Node *N = In.getCurrentNode())
        Ctx.TopLoc = N->getSourceRange().Start;
      llvm::yaml::EmptyContext ECtx;
      llvm::yaml::yamlize(In, Value, true, ECtx);
      // A second document would be dropped silently by a plain read.
      if (!In.error() && In.nextDocument() && In.setCurrentDocument()) {
        SMLoc Second = SMLoc::getFromPointer(Buffer.getBufferStart());
        if (const llvm::yaml::Node *N = In.getCurrentNode())
          Second = N->getSourceRange().Start;
        SM.PrintMessage(Diags.OS, Second, llvm::SourceMgr::DK_Error,
                        "a second YAML document; the file must hold exactly "
                        "one",
                        {}, {}, /*ShowColors=*/false);
      } else if (!In.error() && Check) {
        Check(Value, Ctx, SM, Diags.OS);
      }
    }
    Ctx.In = nullptr;
  }
  if (!Diags.Text.empty())
    return llvm::createStringError(Diags.Text);
  return Value;
}

llvm::Expected<Memory>
mlir::htam::memory::parseMemory(llvm::MemoryBufferRef Buffer,
                                const CardCheck &Extra) {
  return parseYaml<Memory>(Buffer, [&](Memory &M, ParseContext &Ctx,
                                       llvm::SourceMgr &SM,
                                       llvm::raw_ostream &OS) {
    auto LocOf = [&](ItemKind K, size_t I) {
      std::vector<SMLoc> &Locs = K == ItemKind::Global ? Ctx.GlobalLocs
                                 : K == ItemKind::Card ? Ctx.CardLocs
                                                       : Ctx.EdgeLocs;
      return I < Locs.size() ? Locs[I] : Ctx.TopLoc;
    };
    checkMemory(M, [&](ItemKind K, size_t I, const std::string &Text,
                       std::optional<size_t> Prev) {
      SM.PrintMessage(OS, LocOf(K, I), llvm::SourceMgr::DK_Error, Text, {}, {},
                      /*ShowColors=*/false);
      if (Prev)
        SM.PrintMessage(OS, LocOf(K, *Prev), llvm::SourceMgr::DK_Note,
                        "first defined here", {}, {}, /*ShowColors=*/false);
    });
    if (!Extra)
      return;
    for (size_t I = 0; I < M.Cards.size(); ++I)
      for (const CardProblem &P : Extra(M.Cards[I]))
        SM.PrintMessage(P.Warning ? llvm::errs() : OS,
                        LocOf(ItemKind::Card, I),
                        P.Warning ? llvm::SourceMgr::DK_Warning
                                  : llvm::SourceMgr::DK_Error,
                        P.Text, {}, {}, /*ShowColors=*/false);
  });
}

/// Reads `Path` (bounded) and parses it with `Parse`.
template <typename T>
static llvm::Expected<T>
readFile(StringRef Path,
         llvm::function_ref<llvm::Expected<T>(llvm::MemoryBufferRef)> Parse) {
  auto Buf = readBoundedFile(Path);
  if (!Buf)
    return Buf.takeError();
  return Parse((*Buf)->getMemBufferRef());
}

llvm::Expected<Memory>
mlir::htam::memory::readMemoryFile(StringRef Path, const CardCheck &Extra) {
  return readFile<Memory>(Path, [&](llvm::MemoryBufferRef Buffer) {
    return parseMemory(Buffer, Extra);
  });
}

void mlir::htam::memory::writeMemory(llvm::raw_ostream &OS, const Memory &M) {
  llvm::yaml::Output Out(OS, nullptr, /*WrapColumn=*/0);
  Memory Copy = M;
  Out << Copy;
}

std::string mlir::htam::memory::printMemory(const Memory &M) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  writeMemory(OS, M);
  return S;
}

llvm::Expected<State>
mlir::htam::memory::parseState(llvm::MemoryBufferRef Buffer) {
  return parseYaml<State>(Buffer, nullptr);
}

llvm::Expected<State> mlir::htam::memory::readStateFile(StringRef Path) {
  return readFile<State>(Path, parseState);
}

void mlir::htam::memory::writeState(llvm::raw_ostream &OS, const State &S) {
  llvm::yaml::Output Out(OS, nullptr, /*WrapColumn=*/0);
  State Copy = S;
  Out << Copy;
}

llvm::Expected<Trajectory>
mlir::htam::memory::parseTrajectory(llvm::MemoryBufferRef Buffer) {
  auto T = parseYaml<Trajectory>(Buffer, nullptr);
  if (!T)
    return T.takeError();
  for (size_t I = 1; I < T->Steps.size(); ++I)
    if (T->Steps[I].PrevGlobal.empty())
      T->Steps[I].PrevGlobal = T->Steps[I - 1].Global;
  return T;
}

llvm::Expected<Trajectory>
mlir::htam::memory::readTrajectoryFile(StringRef Path) {
  return readFile<Trajectory>(Path, parseTrajectory);
}
