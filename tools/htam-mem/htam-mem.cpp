//===- htam-mem.cpp - Inspect, rank, merge and export HTG memories --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The memory tool of SPEC §7: `validate`, `show`, `rank`, `merge`, `export`,
// `stats` and `record` subcommands over memory YAML files, each with --help.
// `validate` also checks the cards' params against the template table.
// Errors are located diagnostics on stderr and a non-zero exit status.
//
//===----------------------------------------------------------------------===//

#include "CardParams.h"

#include "htam/Memory/Memory.h"
#include "htam/Memory/MemoryIO.h"
#include "htam/Memory/Scorer.h"
#include "htam/Memory/Store.h"
#include "htam/Memory/Updater.h"
#include "htam/Version.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <optional>

using namespace llvm;
using namespace mlir::htam::memory;

namespace {
cl::OptionCategory Cat("htam-mem options");

cl::SubCommand ValidateCmd("validate",
                           "Check memory files and report every problem with "
                           "its file:line:col");
cl::SubCommand ShowCmd("show", "Print directions, cards and edges with their "
                               "evidence as tables");
cl::SubCommand RankCmd("rank", "Score every direction and card for a state, "
                               "showing each term of the formula");
cl::SubCommand MergeCmd("merge", "Merge several memories into one (evidence "
                                 "counters add up, examples stay bounded)");
cl::SubCommand ExportCmd("export", "Export the graph as Graphviz DOT (and SVG "
                                   "when Graphviz is installed)");
cl::SubCommand StatsCmd("stats", "Summarize a memory's size and evidence");
cl::SubCommand RecordCmd("record", "Apply a recorded trajectory to a memory "
                                   "file (locked read-merge-write)");

cl::list<std::string> ValidateFiles(cl::Positional, cl::OneOrMore,
                                    cl::desc("<memory.yaml>..."),
                                    cl::sub(ValidateCmd), cl::cat(Cat));
cl::opt<bool> Quiet("quiet", cl::desc("Print nothing for valid files"),
                    cl::sub(ValidateCmd), cl::cat(Cat));

cl::opt<std::string> MemoryFile(cl::Positional, cl::Required,
                                cl::desc("<memory.yaml>"), cl::sub(ShowCmd),
                                cl::sub(RankCmd), cl::sub(ExportCmd),
                                cl::sub(StatsCmd), cl::sub(RecordCmd),
                                cl::cat(Cat));

enum class Section { All, Directions, Cards, Edges };
cl::opt<Section> ShowSection(
    "section", cl::desc("What to show"), cl::init(Section::All),
    cl::values(clEnumValN(Section::All, "all", "everything"),
               clEnumValN(Section::Directions, "directions", "directions"),
               clEnumValN(Section::Cards, "cards", "strategy cards"),
               clEnumValN(Section::Edges, "edges", "transition edges")),
    cl::sub(ShowCmd), cl::cat(Cat));
cl::opt<std::string>
    DirectionFilter("direction",
                    cl::desc("Only this direction's cards (show, rank)"),
                    cl::sub(ShowCmd), cl::sub(RankCmd), cl::cat(Cat));

cl::opt<std::string> StateFile("state", cl::Required,
                               cl::desc("The state, as YAML or JSON"),
                               cl::value_desc("file"), cl::sub(RankCmd),
                               cl::cat(Cat));
cl::opt<bool> AblFlat("flat",
                      cl::desc("Ablation: no hierarchy, rank all "
                               "cards directly"),
                      cl::sub(RankCmd), cl::cat(Cat));
cl::opt<bool> AblNoLocal("no-local-memory",
                         cl::desc("Ablation: do not read card evidence or "
                                  "examples"),
                         cl::sub(RankCmd), cl::cat(Cat));
cl::opt<bool> AblRandom("randomized",
                        cl::desc("Ablation: replace retrieved cards by cards "
                                 "sampled from the whole memory"),
                        cl::sub(RankCmd), cl::cat(Cat));
cl::opt<uint64_t> Seed("seed", cl::desc("Seed of --randomized"), cl::init(0),
                       cl::sub(RankCmd), cl::cat(Cat));
cl::opt<bool> AblNoPrefix("no-prefix", cl::desc("Ablation: no prefix term"),
                          cl::sub(RankCmd), cl::cat(Cat));
cl::opt<bool> AblNoPosition("no-position-weight",
                            cl::desc("Ablation: uniform prefix weights "
                                     "(lambda = 1)"),
                            cl::sub(RankCmd), cl::cat(Cat));
cl::opt<double> Lambda("lambda", cl::desc("Prefix position decay"),
                       cl::init(ScoringParams().Lambda), cl::sub(RankCmd),
                       cl::cat(Cat));

cl::list<std::string> MergeInputs(cl::Positional, cl::OneOrMore,
                                  cl::desc("<memory.yaml>..."),
                                  cl::sub(MergeCmd), cl::cat(Cat));
cl::opt<std::string> MergeBase("base",
                               cl::desc("Common ancestor of the inputs: its "
                                        "evidence is counted once"),
                               cl::value_desc("file"), cl::sub(MergeCmd),
                               cl::cat(Cat));
cl::opt<std::string> Output("o", cl::desc("Output file ('-' for stdout)"),
                            cl::value_desc("file"), cl::init("-"),
                            cl::sub(MergeCmd), cl::sub(ExportCmd),
                            cl::cat(Cat));
cl::opt<bool> Backup("backup", cl::desc("Keep the replaced file as <file>.bak"),
                     cl::sub(MergeCmd), cl::sub(RecordCmd), cl::cat(Cat));

cl::opt<bool> Dot("dot", cl::desc("Write Graphviz DOT (the default)"),
                  cl::init(true), cl::sub(ExportCmd), cl::cat(Cat));
cl::opt<std::string> Svg("svg", cl::desc("Also render SVG with Graphviz 'dot'"),
                         cl::value_desc("file"), cl::sub(ExportCmd),
                         cl::cat(Cat));
cl::opt<bool> NoCards("no-cards", cl::desc("Leave the cards out of the graph"),
                      cl::sub(ExportCmd), cl::cat(Cat));

cl::opt<std::string> TrajectoryFile("trajectory", cl::Required,
                                    cl::desc("The trajectory to apply"),
                                    cl::value_desc("file"), cl::sub(RecordCmd),
                                    cl::cat(Cat));
cl::opt<bool> Frozen("frozen",
                     cl::desc("Ablation: check the trajectory, change nothing"),
                     cl::sub(RecordCmd), cl::cat(Cat));
} // namespace

/// Prints an error (with its diagnostics) and returns the exit status 1.
static int fail(Error E) {
  std::string Msg = toString(std::move(E));
  errs() << Msg;
  if (!StringRef(Msg).ends_with("\n"))
    errs() << "\n";
  return 1;
}

/// A fixed-point number.
static std::string num(double V, unsigned Digits = 3) {
  std::string S;
  raw_string_ostream OS(S);
  OS << format(("%." + std::to_string(Digits) + "f").c_str(), V);
  return S;
}

/// A simple left-aligned text table.
class Table {
public:
  explicit Table(std::vector<std::string> Header) { Rows.push_back(Header); }
  void add(std::vector<std::string> Row) { Rows.push_back(std::move(Row)); }
  void print(raw_ostream &OS, unsigned Indent = 2) const {
    std::vector<size_t> W;
    for (const auto &R : Rows)
      for (size_t I = 0; I < R.size(); ++I) {
        if (W.size() <= I)
          W.push_back(0);
        W[I] = std::max(W[I], R[I].size());
      }
    for (const auto &R : Rows) {
      OS.indent(Indent);
      for (size_t I = 0; I < R.size(); ++I) {
        OS << R[I];
        if (I + 1 < R.size())
          OS.indent(W[I] - R[I].size() + 2);
      }
      OS << "\n";
    }
  }

private:
  std::vector<std::vector<std::string>> Rows;
};

/// An unsigned number.
static std::string u(uint64_t V) { return std::to_string(V); }

/// `htam-mem validate`: the memory's own checks, and each card's
/// implementation and params against the template table.
static int runValidate() {
  int Rc = 0;
  for (const std::string &F : ValidateFiles) {
    Expected<Memory> M = readMemoryFile(F, mlir::htam::checkCardParams);
    if (!M) {
      fail(M.takeError());
      Rc = 1;
      continue;
    }
    if (!Quiet)
      outs() << F << ": ok (schema " << M->SchemaVersion << ", "
             << M->Globals.size() << " directions, " << M->Cards.size()
             << " cards, " << M->Edges.size() << " edges)\n";
  }
  return Rc;
}

/// The directions table of `show`.
static void showDirections(const Memory &M, raw_ostream &OS) {
  OS << "directions (" << M.Globals.size() << ")\n";
  Table T({"id", "cards", "attempts", "compiled", "correct", "improved",
           "mean_gain", "best", "trend", "pipeline"});
  for (const GlobalNode &G : M.Globals) {
    size_t Cards =
        count_if(M.Cards, [&](const LocalCard &C) { return C.Parent == G.Id; });
    const Evidence &E = G.Stats;
    T.add({G.Id, u(Cards), u(E.Attempts), u(E.Compiled), u(E.Correct),
           u(E.Improved), num(E.meanLogGain()), num(E.BestGain), num(E.Trend),
           G.Pipeline.empty() ? "-" : G.Pipeline});
  }
  T.print(OS);
}

/// The cards table of `show`.
static void showCards(const Memory &M, raw_ostream &OS) {
  size_t N = count_if(M.Cards, [&](const LocalCard &C) {
    return DirectionFilter.empty() || C.Parent == DirectionFilter;
  });
  OS << "cards (" << N << ")\n";
  Table T({"id", "parent", "implementation", "attempts", "compiled", "correct",
           "improved", "mean_gain", "best", "+ex", "-ex"});
  for (const LocalCard &C : M.Cards) {
    if (!DirectionFilter.empty() && C.Parent != DirectionFilter)
      continue;
    const Evidence &E = C.Stats;
    T.add({C.Id, C.Parent, C.LlmOnly ? "(llm only)" : C.Implementation,
           u(E.Attempts), u(E.Compiled), u(E.Correct), u(E.Improved),
           num(E.meanLogGain()), num(E.BestGain), u(C.Positive.size()),
           u(C.Negative.size())});
  }
  T.print(OS);
}

/// The edges table of `show`.
static void showEdges(const Memory &M, raw_ostream &OS) {
  OS << "edges (" << M.Edges.size() << ")\n";
  Table T({"from", "to", "prior", "count", "mean_gain", "compile_fail",
           "incorrect", "downstream", "learned"});
  for (const Edge &E : M.Edges) {
    const EdgeEvidence &S = E.Stats;
    double Down =
        S.DownstreamCount ? S.SumDownstream / double(S.DownstreamCount) : 0;
    T.add({E.From, E.To, num(E.Prior, 2), u(S.Count), num(S.meanLogGain()),
           u(S.CompileFailures), u(S.Incorrect), num(Down),
           E.Learned ? "yes" : "no"});
  }
  T.print(OS);
}

/// `htam-mem show`.
static int runShow() {
  Expected<Memory> M = readMemoryFile(MemoryFile);
  if (!M)
    return fail(M.takeError());
  outs() << "memory " << (M->Name.empty() ? "(unnamed)" : M->Name)
         << " (schema " << M->SchemaVersion << ")\n";
  if (ShowSection == Section::All || ShowSection == Section::Directions)
    showDirections(*M, outs());
  if (ShowSection == Section::All || ShowSection == Section::Cards)
    showCards(*M, outs());
  if (ShowSection == Section::All || ShowSection == Section::Edges)
    showEdges(*M, outs());
  return 0;
}

/// A ranked card table with every term.
static void printCards(const std::vector<CardScore> &Cards, raw_ostream &OS) {
  Table T({"rank", "id", "parent", "total", "gain", "success", "failure",
           "trend", "usage", "pattern", "repeat", "examples", "note"});
  unsigned R = 1;
  for (const CardScore &C : Cards) {
    std::string Note = C.Sampled          ? "sampled"
                       : C.MemoryWithheld ? "memory withheld"
                                          : "";
    T.add({u(R++), C.Id, C.Parent, num(C.Total, 4), num(C.Evidence.Gain, 4),
           num(C.Evidence.Success, 4), num(C.Evidence.Failure, 4),
           num(C.Evidence.Trend, 4), num(C.Usage, 4), num(C.Pattern, 4),
           num(C.Repeat, 4), num(C.Examples, 4), Note});
  }
  T.print(OS, 4);
}

/// `htam-mem rank`.
static int runRank() {
  Expected<Memory> M = readMemoryFile(MemoryFile);
  if (!M)
    return fail(M.takeError());
  Expected<State> S = readStateFile(StateFile);
  if (!S)
    return fail(S.takeError());
  if (!DirectionFilter.empty() && !M->findGlobal(DirectionFilter))
    return fail(
        createStringError("unknown direction '" + DirectionFilter + "'"));
  ScoringParams P;
  P.Lambda = Lambda;
  Ablations A;
  A.Flat = AblFlat;
  A.NoLocalMemory = AblNoLocal;
  A.Randomized = AblRandom;
  A.Seed = Seed;
  A.NoPrefix = AblNoPrefix;
  A.NoPositionWeight = AblNoPosition;
  Scorer Sc(*M, P, A);
  raw_ostream &OS = outs();
  OS << "state: op_class=" << (S->OpClass.empty() ? "?" : S->OpClass)
     << " bucket=" << shapeBucket(*S)
     << " bound=" << (S->Bound.empty() ? "?" : S->Bound) << " step=" << S->Step
     << " stagnation=" << S->Stagnation << " prefix=["
     << join(S->RecentGlobals, ", ") << "]\n";
  std::vector<std::string> On;
  if (A.Flat)
    On.push_back("flat");
  if (A.NoLocalMemory)
    On.push_back("no-local-memory");
  if (A.Randomized)
    On.push_back("randomized(seed=" + std::to_string(A.Seed) + ")");
  if (A.NoPrefix)
    On.push_back("no-prefix");
  if (A.NoPositionWeight)
    On.push_back("no-position-weight");
  OS << "ablations: " << (On.empty() ? "none" : join(On, ", ")) << "\n";
  if (A.Flat) {
    OS << "cards (flat, " << M->Cards.size() << ")\n";
    printCards(Sc.rankFlat(*S), OS);
    return 0;
  }
  if (!A.NoPrefix && !S->RecentGlobals.empty()) {
    OS << "prefix weights:";
    std::vector<double> W = Sc.prefixWeights(S->RecentGlobals.size());
    for (size_t I = 0; I < W.size(); ++I)
      OS << " " << S->RecentGlobals[I] << "=" << num(W[I], 4);
    OS << "\n";
  }
  std::vector<DirectionScore> Dirs = Sc.rankDirections(*S);
  OS << "directions: score = prior (gain + success + failure + trend + "
        "trigger + pattern + stagnation) + prefix\n";
  Table T({"rank", "id", "total", "gain", "success", "failure", "trend",
           "trigger", "pattern", "stagnation", "prefix"});
  unsigned R = 1;
  for (const DirectionScore &D : Dirs)
    T.add({u(R++), D.Id, num(D.Total, 4), num(D.Evidence.Gain, 4),
           num(D.Evidence.Success, 4), num(D.Evidence.Failure, 4),
           num(D.Evidence.Trend, 4), num(D.Trigger, 4), num(D.Pattern, 4),
           num(D.Stagnation, 4), num(D.prefix(), 4)});
  T.print(OS);
  if (!A.NoPrefix && !S->RecentGlobals.empty()) {
    OS << "prefix terms: phi = prior + gain + downstream + failure + "
          "condition + explore\n";
    Table PT({"to", "from", "w", "phi", "prior", "gain", "downstream",
              "failure", "condition", "explore"});
    for (const DirectionScore &D : Dirs)
      for (const PrefixTerm &P : D.Prefix)
        PT.add({D.Id, P.From, num(P.Weight, 4),
                P.HasEdge ? num(P.phi(), 4) : "no edge", num(P.Prior, 4),
                num(P.Gain, 4), num(P.Downstream, 4), num(P.Failure, 4),
                num(P.Condition, 4), num(P.Explore, 4)});
    PT.print(OS);
  }
  for (const DirectionScore &D : Dirs) {
    if (!DirectionFilter.empty() && D.Id != DirectionFilter)
      continue;
    std::vector<CardScore> Cards = Sc.rankCards(*S, D.Id);
    OS << "cards under " << D.Id << " (" << Cards.size() << ")\n";
    printCards(Cards, OS);
  }
  return 0;
}

/// Writes `M` to `Path` (or stdout for "-") atomically; the caller holds
/// the lock of `Path`. Refuses to replace a file that does not parse.
static int writeOutput(const Memory &M, StringRef Path) {
  if (Path == "-") {
    writeMemory(outs(), M);
    return 0;
  }
  if (sys::fs::exists(Path)) {
    Expected<Memory> Old = readMemoryFile(Path);
    if (!Old)
      return fail(createStringError("refusing to overwrite '" + Path +
                                    "', which does not parse:\n" +
                                    toString(Old.takeError())));
  }
  WriteOptions W;
  W.Backup = Backup;
  if (Error E = writeFileAtomic(Path, printMemory(M), W))
    return fail(std::move(E));
  return 0;
}

/// `htam-mem merge`.
static int runMerge() {
  // The output's lock is taken before any input is read: an in-place merge
  // (`merge acc.yaml d.yaml -o acc.yaml`) is then a read-modify-write that
  // concurrent merges cannot interleave.
  std::optional<FileLock> Lock;
  if (Output != "-") {
    if (Error E = checkWritableFile(Output))
      return fail(std::move(E));
    Expected<FileLock> L = FileLock::acquire(Output);
    if (!L)
      return fail(L.takeError());
    Lock.emplace(std::move(*L));
  }
  std::vector<Memory> Inputs;
  for (const std::string &F : MergeInputs) {
    Expected<Memory> M = readMemoryFile(F);
    if (!M)
      return fail(M.takeError());
    Inputs.push_back(std::move(*M));
  }
  std::optional<Memory> Base;
  if (!MergeBase.empty()) {
    Expected<Memory> B = readMemoryFile(MergeBase);
    if (!B)
      return fail(B.takeError());
    Base = std::move(*B);
  }
  std::vector<const Memory *> Ptrs;
  for (const Memory &M : Inputs)
    Ptrs.push_back(&M);
  Memory R = mergeMemories(Ptrs, Base ? &*Base : nullptr);
  if (Error E = validateMemory(R))
    return fail(std::move(E));
  return writeOutput(R, Output);
}

/// Escapes a DOT string literal.
static std::string dotEscape(StringRef S) {
  std::string R;
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    R += C;
  }
  return R;
}

/// The graph as DOT: directions, cards (unless --no-cards), edges.
static void writeDot(const Memory &M, raw_ostream &OS) {
  OS << "digraph htg {\n  rankdir=LR;\n  node [fontname=\"Helvetica\", "
        "fontsize=10];\n  edge [fontname=\"Helvetica\", fontsize=9];\n";
  for (const GlobalNode &G : M.Globals) {
    const Evidence &E = G.Stats;
    OS << "  \"" << dotEscape(G.Id) << "\" [shape=box, style=\"rounded,bold\", "
       << "label=\"" << dotEscape(G.Id) << "\\n"
       << dotEscape(G.Name) << "\\nattempts " << E.Attempts << ", improved "
       << E.Improved << ", mean gain " << num(E.meanLogGain()) << "\"];\n";
  }
  if (!NoCards) {
    for (const LocalCard &C : M.Cards) {
      const Evidence &E = C.Stats;
      OS << "  \"" << dotEscape(C.Id) << "\" [shape=note, label=\""
         << dotEscape(C.Id) << "\\n"
         << E.Attempts << " tried, " << E.Improved << " improved\"];\n";
      OS << "  \"" << dotEscape(C.Parent) << "\" -> \"" << dotEscape(C.Id)
         << "\" [style=dashed, arrowhead=none, color=gray];\n";
    }
  }
  for (const Edge &E : M.Edges) {
    const EdgeEvidence &S = E.Stats;
    double Width = 1.0 + std::min(4.0, std::fabs(E.Prior) * 2 +
                                           std::log1p(double(S.Count)));
    OS << "  \"" << dotEscape(E.From) << "\" -> \"" << dotEscape(E.To)
       << "\" [penwidth=" << num(Width, 2) << ", label=\"prior "
       << num(E.Prior, 2) << "\\nn=" << S.Count << " gain "
       << num(S.meanLogGain()) << "\"" << (E.Learned ? ", style=dotted" : "")
       << (E.Prior < 0 ? ", color=firebrick" : "") << "];\n";
  }
  OS << "}\n";
}

/// `htam-mem export`.
static int runExport() {
  Expected<Memory> M = readMemoryFile(MemoryFile);
  if (!M)
    return fail(M.takeError());
  std::string Text;
  raw_string_ostream TS(Text);
  writeDot(*M, TS);
  if (Output == "-") {
    outs() << Text;
  } else if (Error E = writeFileAtomic(Output, Text)) {
    return fail(std::move(E));
  }
  if (Svg.empty())
    return 0;
  ErrorOr<std::string> DotExe = sys::findProgramByName("dot");
  if (!DotExe)
    return fail(createStringError(
        "cannot write SVG: Graphviz 'dot' is not installed (not on PATH)"));
  SmallString<128> TmpDot;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("htam-mem", "dot", TmpDot))
    return fail(createStringError(EC, "cannot create a temporary file"));
  if (Error E = writeFileAtomic(TmpDot, Text))
    return fail(std::move(E));
  std::string Err;
  int Rc = sys::ExecuteAndWait(*DotExe, {*DotExe, "-Tsvg", "-o", Svg, TmpDot},
                               std::nullopt, {}, 0, 0, &Err);
  sys::fs::remove(TmpDot);
  if (Rc != 0)
    return fail(createStringError("dot failed (exit " + std::to_string(Rc) +
                                  ")" + (Err.empty() ? "" : ": " + Err)));
  return 0;
}

/// A / B as a percentage, or '-' when B is 0.
static std::string rate(uint64_t A, uint64_t B) {
  return B ? num(100.0 * double(A) / double(B), 1) + "%" : "-";
}

/// `htam-mem stats`.
static int runStats() {
  Expected<Memory> M = readMemoryFile(MemoryFile);
  if (!M)
    return fail(M.takeError());
  raw_ostream &OS = outs();
  size_t Llm = count_if(M->Cards, [](const LocalCard &C) { return C.LlmOnly; });
  size_t Learned = count_if(M->Edges, [](const Edge &E) { return E.Learned; });
  size_t Pos = 0, Neg = 0;
  Evidence Total;
  for (const LocalCard &C : M->Cards) {
    Pos += C.Positive.size();
    Neg += C.Negative.size();
  }
  for (const GlobalNode &G : M->Globals)
    addEvidence(Total, G.Stats);
  OS << "memory: " << (M->Name.empty() ? "(unnamed)" : M->Name) << ", schema "
     << M->SchemaVersion << "\n";
  OS << "directions: " << M->Globals.size() << "\n";
  OS << "cards: " << M->Cards.size() << " (built-in " << M->Cards.size() - Llm
     << ", llm-only " << Llm << ")\n";
  OS << "edges: " << M->Edges.size() << " (curated "
     << M->Edges.size() - Learned << ", learned " << Learned << ")\n";
  OS << "examples: " << Pos << " positive, " << Neg << " negative (max "
     << M->Bounds.MaxExamples << " per list)\n";
  OS << "attempts: " << Total.Attempts << ", compiled "
     << rate(Total.Compiled, Total.Attempts) << ", correct "
     << rate(Total.Correct, Total.Attempts) << ", improved "
     << rate(Total.Improved, Total.Attempts) << "\n";
  OS << "per direction\n";
  Table T({"id", "cards", "attempts", "correct", "improved", "mean_gain"});
  for (const GlobalNode &G : M->Globals) {
    size_t Cards = count_if(
        M->Cards, [&](const LocalCard &C) { return C.Parent == G.Id; });
    T.add({G.Id, u(Cards), u(G.Stats.Attempts),
           rate(G.Stats.Correct, G.Stats.Attempts),
           rate(G.Stats.Improved, G.Stats.Attempts),
           num(G.Stats.meanLogGain())});
  }
  T.print(OS);
  std::vector<const Edge *> Used;
  for (const Edge &E : M->Edges)
    if (E.Stats.Count)
      Used.push_back(&E);
  llvm::stable_sort(Used, [](const Edge *A, const Edge *B) {
    return A->Stats.meanLogGain() > B->Stats.meanLogGain();
  });
  OS << "edges used: " << Used.size() << "\n";
  Table ET({"from", "to", "count", "mean_gain", "failures"});
  for (const Edge *E : Used)
    ET.add({E->From, E->To, u(E->Stats.Count), num(E->Stats.meanLogGain()),
            u(E->Stats.CompileFailures + E->Stats.Incorrect)});
  if (!Used.empty())
    ET.print(OS);
  return 0;
}

/// `htam-mem record`.
static int runRecord() {
  Expected<Trajectory> T = readTrajectoryFile(TrajectoryFile);
  if (!T)
    return fail(T.takeError());
  WriteOptions W;
  W.Backup = Backup;
  Expected<MemoryStore> Store = MemoryStore::open(MemoryFile, W);
  if (!Store)
    return fail(Store.takeError());
  Ablations A;
  A.Frozen = Frozen;
  for (const StepOutcome &O : T->Steps)
    if (Error E = applyStep(Store->memory(), O, UpdateParams(), A))
      return fail(
          createStringError(TrajectoryFile + ": " + toString(std::move(E))));
  if (T->Finished)
    applyTrajectoryEnd(Store->memory(), T->Steps, UpdateParams(), A);
  if (Frozen) {
    outs() << "frozen: " << T->Steps.size() << " steps checked, memory "
           << "unchanged\n";
    return 0;
  }
  if (Error E = Store->commit())
    return fail(std::move(E));
  outs() << "recorded " << T->Steps.size() << " steps into " << MemoryFile
         << "\n";
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  mlir::htam::registerVersionPrinter();
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "htam-mem: inspect and maintain HTAM memories (docs/MEMORY.md)\n\n"
      "  htam-mem validate memory/htg.yaml\n"
      "  htam-mem show memory/htg.yaml --section=cards\n"
      "  htam-mem rank memory/htg.yaml --state=state.yaml\n"
      "  htam-mem merge -o merged.yaml a.yaml b.yaml [--base=htg.yaml]\n"
      "  htam-mem export memory/htg.yaml --dot -o htg.dot [--svg=htg.svg]\n"
      "  htam-mem stats memory/htg.yaml\n"
      "  htam-mem record memory.yaml --trajectory=run.yaml\n");
  if (ValidateCmd)
    return runValidate();
  if (ShowCmd)
    return runShow();
  if (RankCmd)
    return runRank();
  if (MergeCmd)
    return runMerge();
  if (ExportCmd)
    return runExport();
  if (StatsCmd)
    return runStats();
  if (RecordCmd)
    return runRecord();
  errs() << "htam-mem: no subcommand given; see htam-mem --help\n";
  return 1;
}
