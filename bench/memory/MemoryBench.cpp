//===- MemoryBench.cpp - Load/score/save benchmark of a large memory ------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builds a synthetic memory of 100 directions, 10,000 cards, 100,000 examples
// and ~1,000 edges, then times serialization, atomic save, load (parse and
// validate), scoring (directions, cards per direction, flat ranking), the
// per-step update, a locked commit and a merge. Prints a Markdown table (the
// median of several repetitions). A benchmark, not a test: results are
// committed under bench/results/ with the machine and the date.
//
//   htam-mem-bench [--dir=<scratch dir>] [--reps=5]
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/Memory.h"
#include "htam/Memory/MemoryIO.h"
#include "htam/Memory/Scorer.h"
#include "htam/Memory/Store.h"
#include "htam/Memory/Updater.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <functional>

using namespace llvm;
using namespace mlir::htam::memory;

static cl::opt<std::string> Dir("dir", cl::desc("Scratch directory"),
                                cl::init(""));
static cl::opt<unsigned> Reps("reps", cl::desc("Repetitions per measurement"),
                              cl::init(5));

namespace {
constexpr unsigned NumDirections = 100;
constexpr unsigned NumCards = 10000;
constexpr unsigned ExamplesPerCard = 10;
constexpr unsigned EdgesPerDirection = 10;

Trigger trig(StringRef Text, double W) {
  std::string Err;
  return Trigger{*parseCondition(Text, Err), W};
}

Memory makeMemory() {
  static const char *OpClasses[] = {"elementwise",  "reduction",
                                    "softmax_norm", "contraction",
                                    "convolution",  "fused_mix"};
  Memory M;
  M.Name = "bench";
  M.Bounds.MaxExamples = 8;
  for (unsigned I = 0; I < NumDirections; ++I) {
    GlobalNode G;
    G.Id = "g_dir" + std::to_string(I);
    G.Name = "Direction " + std::to_string(I);
    G.Goal = "A synthetic optimization direction used to measure the memory.";
    G.Pipeline = "htam-dir" + std::to_string(I) + "-pipeline";
    G.Triggers = {trig("bound == memory", 0.3 + 0.001 * I),
                  trig("occupancy < 0.5", 0.2)};
    G.Patterns = {OpClasses[I % 6], OpClasses[(I + 1) % 6]};
    G.Risks = {"A risk sentence of realistic length for the benchmark."};
    G.Stats.Attempts = 10 + I;
    G.Stats.Compiled = 9 + I;
    G.Stats.Correct = 8 + I;
    G.Stats.Improved = I % 8;
    G.Stats.SumLogGain = 0.01 * I;
    M.Globals.push_back(G);
  }
  for (unsigned I = 0; I < NumCards; ++I) {
    LocalCard C;
    C.Id = "l_card" + std::to_string(I);
    C.Parent = "g_dir" + std::to_string(I % NumDirections);
    C.Name = "Card " + std::to_string(I);
    C.Patterns = {OpClasses[I % 6]};
    C.When = {trig("inner_dim divisible_by 4", 0.4),
              trig("numel >= 65536", 0.2)};
    C.EditPattern =
        "Reinterpret contiguous fp32 inputs and outputs as float4 and run a\n"
        "grid-stride main loop; handle the tail with a scalar loop; take the\n"
        "vector path only when every pointer is 16-byte aligned.";
    C.Checks = {"Sizes not divisible by 4.", "Misaligned views."};
    C.ExpectedEffect = "4x fewer memory instructions.";
    C.Risks = {"Misaligned accesses fault."};
    C.Implementation = "tpl_bench_" + std::to_string(I % 50);
    C.Params = {Param{"block", {"128", "256", "512"}}};
    C.Stats.Attempts = 5;
    C.Stats.Compiled = 5;
    C.Stats.Correct = 4;
    C.Stats.Improved = 2;
    C.Stats.SumLogGain = 0.3;
    for (unsigned E = 0; E < ExamplesPerCard; ++E) {
      Example Ex;
      Ex.OpClass = OpClasses[(I + E) % 6];
      Ex.ShapeBucket = "n" + std::to_string(10 + 2 * (E % 6));
      Ex.Outcome = E % 2 ? "slower" : "improved";
      Ex.Reason = "synthetic example " + std::to_string(E);
      Ex.Gain = E % 2 ? -0.05 : 0.2;
      Ex.When = int64_t(E + 1);
      (E % 2 ? C.Negative : C.Positive).push_back(Ex);
    }
    M.Cards.push_back(C);
  }
  for (unsigned I = 0; I < NumDirections; ++I)
    for (unsigned K = 1; K <= EdgesPerDirection; ++K) {
      Edge E;
      E.From = "g_dir" + std::to_string(I);
      E.To = "g_dir" + std::to_string((I + K * 7) % NumDirections);
      if (M.findEdge(E.From, E.To))
        continue;
      E.Prior = 0.1 * double(K % 5);
      E.Rationale = "A synthetic transition.";
      E.When = {trig("bound == memory", 0.3)};
      E.Stats.Count = K;
      E.Stats.SumLogGain = 0.05 * K;
      M.Edges.push_back(E);
    }
  return M;
}

/// Median wall time in milliseconds of `Reps` runs of `F`.
double timeMs(const std::function<void()> &F, unsigned N) {
  std::vector<double> T;
  for (unsigned I = 0; I < N; ++I) {
    auto Start = std::chrono::steady_clock::now();
    F();
    auto End = std::chrono::steady_clock::now();
    T.push_back(std::chrono::duration<double, std::milli>(End - Start).count());
  }
  std::sort(T.begin(), T.end());
  return T[T.size() / 2];
}
} // namespace

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "htam memory benchmark\n");
  SmallString<128> Scratch(Dir);
  if (Scratch.empty() &&
      sys::fs::createUniqueDirectory("htam-mem-bench", Scratch)) {
    errs() << "cannot create a scratch directory\n";
    return 1;
  }
  std::string Path = (Scratch + "/bench.yaml").str();

  Memory M;
  double Build = timeMs([&] { M = makeMemory(); }, 1);
  size_t Examples = 0;
  for (const LocalCard &C : M.Cards)
    Examples += C.Positive.size() + C.Negative.size();

  std::string Text;
  double Print = timeMs([&] { Text = printMemory(M); }, Reps);
  double Save = timeMs(
      [&] {
        if (Error E = writeFileAtomic(Path, Text)) {
          errs() << toString(std::move(E)) << "\n";
          exit(1);
        }
      },
      Reps);
  double Load = timeMs(
      [&] {
        Expected<Memory> L = readMemoryFile(Path);
        if (!L) {
          errs() << toString(L.takeError());
          exit(1);
        }
      },
      Reps);

  State S;
  S.OpClass = "elementwise";
  S.Shapes = {{4096, 4096}};
  S.Bound = "memory";
  S.Step = 6;
  S.RecentGlobals = {"g_dir1", "g_dir8", "g_dir15", "g_dir22", "g_dir29"};
  S.RecentLocals = {"l_card1", "l_card8"};
  Scorer Sc(M);
  std::vector<DirectionScore> Dirs;
  double RankDirs = timeMs([&] { Dirs = Sc.rankDirections(S); }, Reps);
  double RankCards = timeMs(
      [&] {
        for (const DirectionScore &D : Dirs)
          (void)Sc.rankCards(S, D.Id);
      },
      Reps);
  double RankOne =
      timeMs([&] { (void)Sc.rankCards(S, Dirs.front().Id); }, Reps);
  double RankFlat = timeMs([&] { (void)Sc.rankFlat(S); }, Reps);

  Memory Updated = M;
  constexpr unsigned Steps = 100;
  double Update = timeMs(
                      [&] {
                        for (unsigned I = 0; I < Steps; ++I) {
                          StepOutcome O;
                          O.Global = "g_dir" + std::to_string(I % 100);
                          O.Local = "l_card" + std::to_string(I % 100);
                          O.PrevGlobal = "g_dir" + std::to_string(I % 7);
                          O.Compiled = O.Correct = true;
                          O.PrevBestMs = 1.0;
                          O.NewMs = 0.9;
                          O.When = 1000 + I;
                          cantFail(applyStep(Updated, O));
                        }
                      },
                      1) /
                  Steps;

  double Commit = timeMs(
      [&] {
        Expected<MemoryStore> St = MemoryStore::open(Path);
        if (!St) {
          errs() << toString(St.takeError());
          exit(1);
        }
        StepOutcome O;
        O.Global = "g_dir3";
        O.Local = "l_card3";
        O.Compiled = O.Correct = true;
        O.PrevBestMs = 1.0;
        O.NewMs = 0.5;
        O.When = 5000;
        cantFail(applyStep(St->memory(), O));
        if (Error E = St->commit()) {
          errs() << toString(std::move(E));
          exit(1);
        }
      },
      Reps);
  Memory Copy = M;
  double Merge = timeMs([&] { (void)mergeMemories({&M, &Copy}); }, Reps);

  outs() << "| measurement | time |\n| --- | --- |\n";
  auto Row = [](StringRef What, double Ms) {
    outs() << "| " << What << " | " << format("%.3f", Ms) << " ms |\n";
  };
  outs() << "| memory | " << M.Globals.size() << " directions, "
         << M.Cards.size() << " cards, " << Examples << " examples, "
         << M.Edges.size() << " edges, " << format("%.1f", Text.size() / 1e6)
         << " MB of YAML |\n";
  Row("build in memory (once)", Build);
  Row("serialize to YAML", Print);
  Row("atomic save (write + fsync + rename)", Save);
  Row("load (read + parse + validate)", Load);
  Row("rank 100 directions (prefix of 5)", RankDirs);
  Row("rank the cards of one direction (100 cards)", RankOne);
  Row("rank the cards of all 100 directions", RankCards);
  Row("flat ranking of all 10,000 cards", RankFlat);
  Row("one update step (node, card, edge, example)", Update);
  Row("open + update + locked commit (read-merge-write)", Commit);
  Row("merge two memories", Merge);
  outs() << "\nmedian of " << Reps << " runs (update: mean of " << Steps
         << " steps)\n";
  if (Dir.empty())
    sys::fs::remove_directories(Scratch);
  return 0;
}
