//===- Updater.cpp - Rule-based memory update (Algorithm 1) ---------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The per-step update of nodes, cards and edges, and the downstream return at
// the end of a trajectory.
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/Updater.h"

#include <algorithm>
#include <cmath>

using namespace mlir::htam::memory;

double mlir::htam::memory::stepGain(const StepOutcome &O,
                                    const UpdateParams &P) {
  if (!O.Compiled || !O.Correct || !(O.PrevBestMs > 0) || !(O.NewMs > 0))
    return 0;
  double G = std::log(O.PrevBestMs / O.NewMs);
  return std::clamp(G, -P.GainClip, P.GainClip);
}

/// One more than the latest logical time recorded anywhere in the memory.
static int64_t nextTick(const Memory &M) {
  int64_t T = 0;
  for (const GlobalNode &G : M.Globals)
    T = std::max(T, G.Stats.LastUsed);
  for (const LocalCard &C : M.Cards) {
    T = std::max(T, C.Stats.LastUsed);
    for (const Example &E : C.Positive)
      T = std::max(T, E.When);
    for (const Example &E : C.Negative)
      T = std::max(T, E.When);
  }
  for (const Edge &E : M.Edges)
    T = std::max(T, E.Stats.LastUsed);
  return T + 1;
}

/// Adds one step to a node's or card's evidence.
static void record(Evidence &E, const StepOutcome &O, double Gain,
                   bool Improved, int64_t When, const UpdateParams &P) {
  E.Attempts = addCount(E.Attempts, 1);
  if (O.Compiled)
    E.Compiled = addCount(E.Compiled, 1);
  bool Correct = O.Compiled && O.Correct;
  if (Correct) {
    E.Correct = addCount(E.Correct, 1);
    E.SumLogGain += Gain;
  }
  if (Improved) {
    E.Improved = addCount(E.Improved, 1);
    E.BestGain = std::max(E.BestGain, Gain);
  }
  double Signal = Correct ? Gain : P.FailureSignal;
  E.Trend = (1.0 - P.TrendAlpha) * E.Trend + P.TrendAlpha * Signal;
  E.LastUsed = std::max(E.LastUsed, When);
}

/// The example outcome of a step.
static std::string outcomeName(const StepOutcome &O, bool Improved) {
  if (!O.Compiled)
    return "compile_error";
  if (!O.Correct)
    return O.ErrorClass == "crash" || O.ErrorClass == "timeout"
               ? "runtime_error"
               : "incorrect";
  return Improved ? "improved" : "slower";
}

llvm::Error mlir::htam::memory::applyStep(Memory &M, const StepOutcome &O,
                                          const UpdateParams &P,
                                          const Ablations &A) {
  GlobalNode *G = M.findGlobal(O.Global);
  if (!G)
    return llvm::createStringError("unknown direction '" + O.Global + "'");
  LocalCard *C = nullptr;
  if (!O.Local.empty()) {
    C = M.findCard(O.Local);
    if (!C)
      return llvm::createStringError("unknown card '" + O.Local + "'");
    if (C->Parent != O.Global)
      return llvm::createStringError(
          "card '" + O.Local + "' is not under direction '" + O.Global + "'");
  }
  if (!O.PrevGlobal.empty() && !M.findGlobal(O.PrevGlobal))
    return llvm::createStringError("unknown previous direction '" +
                                   O.PrevGlobal + "'");
  if (A.Frozen)
    return llvm::Error::success();

  int64_t When = O.When ? O.When : nextTick(M);
  double Gain = stepGain(O, P);
  bool Correct = O.Compiled && O.Correct;
  bool Improved = Correct && Gain > P.ImproveEps;

  record(G->Stats, O, Gain, Improved, When, P);
  if (C) {
    record(C->Stats, O, Gain, Improved, When, P);
    Example Ex;
    Ex.OpClass = O.OpClass;
    Ex.ShapeBucket = O.ShapeBucket;
    Ex.Outcome = outcomeName(O, Improved);
    Ex.Reason = !O.Reason.empty() ? O.Reason : O.ErrorClass;
    Ex.Gain = Gain;
    Ex.When = When;
    std::vector<Example> &List = Improved ? C->Positive : C->Negative;
    Example One[] = {Ex};
    List = mergeExamples(List, One, M.Bounds.MaxExamples);
  }
  if (!O.PrevGlobal.empty()) {
    Edge *E = M.findEdge(O.PrevGlobal, O.Global);
    if (!E) {
      Edge New;
      New.From = O.PrevGlobal;
      New.To = O.Global;
      New.Learned = true;
      M.Edges.push_back(std::move(New));
      E = &M.Edges.back();
    }
    EdgeEvidence &S = E->Stats;
    S.Count = addCount(S.Count, 1);
    if (!O.Compiled)
      S.CompileFailures = addCount(S.CompileFailures, 1);
    else if (!O.Correct)
      S.Incorrect = addCount(S.Incorrect, 1);
    else
      S.SumLogGain += Gain;
    S.LastUsed = std::max(S.LastUsed, When);
  }
  return llvm::Error::success();
}

void mlir::htam::memory::applyTrajectoryEnd(Memory &M,
                                            llvm::ArrayRef<StepOutcome> Steps,
                                            const UpdateParams &P,
                                            const Ablations &A) {
  if (A.Frozen)
    return;
  // Improvement of the best-so-far time contributed by each step.
  std::vector<double> Gains;
  for (const StepOutcome &O : Steps)
    Gains.push_back(std::max(0.0, stepGain(O, P)));
  for (size_t T = 0; T < Steps.size(); ++T) {
    if (Steps[T].PrevGlobal.empty())
      continue;
    Edge *E = M.findEdge(Steps[T].PrevGlobal, Steps[T].Global);
    if (!E)
      continue;
    double R = 0, D = P.Gamma;
    for (size_t K = T + 1; K < Steps.size(); ++K, D *= P.Gamma)
      R += D * Gains[K];
    E->Stats.SumDownstream += R;
    E->Stats.DownstreamCount = addCount(E->Stats.DownstreamCount, 1);
  }
}
