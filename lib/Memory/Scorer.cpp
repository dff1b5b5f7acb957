//===- Scorer.cpp - Transition-aware scoring of directions and cards ------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Implements the scores documented in docs/MEMORY.md. Everything is computed
// in a fixed order from the memory and the state, so equal inputs give
// bit-identical scores; rankings sort by score and then by id.
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/Scorer.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir::htam::memory;
using llvm::StringRef;

uint64_t mlir::htam::memory::stableHash(StringRef S, uint64_t Seed) {
  uint64_t H = 1469598103934665603ULL ^ Seed;
  for (unsigned char C : S) {
    H ^= C;
    H *= 1099511628211ULL;
  }
  return H;
}

/// splitmix64: a small, well-mixed, platform-independent generator.
static uint64_t splitmix(uint64_t &X) {
  uint64_t Z = (X += 0x9E3779B97F4A7C15ULL);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBULL;
  return Z ^ (Z >> 31);
}

double DirectionScore::prefix() const {
  double Sum = 0;
  for (const PrefixTerm &T : Prefix)
    Sum += T.Weight * T.phi();
  return Sum;
}

double Scorer::match(llvm::ArrayRef<Trigger> Triggers, const State &S) {
  double Sum = 0;
  for (const Trigger &T : Triggers)
    if (T.When.holds(S))
      Sum += T.Weight;
  return Sum;
}

EvidenceTerms Scorer::evidenceTerms(const Evidence &E) const {
  EvidenceTerms T;
  T.Gain = P.WGain * E.SumLogGain / (double(E.Correct) + P.Kappa);
  T.Success = P.WSuccess *
              ((double(E.Improved) + 1.0) / (double(E.Attempts) + 2.0) - 0.5);
  double Failed = E.Attempts >= E.Correct ? double(E.Attempts - E.Correct) : 0;
  T.Failure = 0.0 - P.WFailure * Failed / (double(E.Attempts) + P.Kappa);
  T.Trend = P.WTrend * E.Trend;
  return T;
}

/// -Penalty when the state's operator class is not among `Patterns`.
static double patternTerm(llvm::ArrayRef<std::string> Patterns, const State &S,
                          double Penalty) {
  if (Patterns.empty() || S.OpClass.empty())
    return 0;
  return llvm::is_contained(Patterns, S.OpClass) ? 0 : -Penalty;
}

std::vector<double> Scorer::prefixWeights(size_t L) const {
  std::vector<double> W(L);
  double Lambda = A.NoPositionWeight ? 1.0 : P.Lambda;
  double Sum = 0;
  for (size_t I = 0; I < L; ++I) {
    // Element I (0-based, oldest first) is L-1-I steps older than the last.
    W[I] = std::pow(Lambda, double(L - 1 - I));
    Sum += W[I];
  }
  for (double &X : W)
    X = Sum > 0 ? X / Sum : 0;
  return W;
}

PrefixTerm Scorer::phi(StringRef From, StringRef To, const State &S) const {
  PrefixTerm T;
  T.From = From.str();
  const Edge *E = M.findEdge(From, To);
  if (!E)
    return T;
  T.HasEdge = true;
  const EdgeEvidence &Ev = E->Stats;
  double N = double(Ev.Count);
  T.Prior = P.WEdgePrior * E->Prior;
  T.Gain = P.WEdgeGain * Ev.SumLogGain / (N + P.EdgeKappa);
  T.Downstream = P.WDownstream * Ev.SumDownstream /
                 (double(Ev.DownstreamCount) + P.EdgeKappa);
  T.Failure = 0.0 - P.WEdgeFailure * double(Ev.CompileFailures + Ev.Incorrect) /
                        (N + P.EdgeKappa);
  T.Condition = P.WEdgeCond * match(E->When, S);
  // Exploration: UCB-style bonus over the transitions out of From.
  double Out = 0;
  for (const Edge &Other : M.Edges)
    if (Other.From == From)
      Out += double(Other.Stats.Count);
  T.Explore = P.WExplore * std::sqrt(std::log(2.0 + Out) / (1.0 + N));
  return T;
}

std::vector<DirectionScore> Scorer::rankDirections(const State &S) const {
  std::vector<DirectionScore> Out;
  Out.reserve(M.Globals.size());
  std::vector<double> W;
  if (!A.NoPrefix)
    W = prefixWeights(S.RecentGlobals.size());
  size_t L = S.RecentGlobals.size();
  size_t Window = std::min<size_t>(P.StagnationWindow, L);
  for (const GlobalNode &G : M.Globals) {
    DirectionScore D;
    D.Id = G.Id;
    D.Evidence = evidenceTerms(G.Stats);
    D.Trigger = P.WTrigger * match(G.Triggers, S);
    D.Pattern = patternTerm(G.Patterns, S, P.PatternPenalty);
    if (S.Stagnation >= P.StagnationThreshold) {
      bool Recent =
          std::find(S.RecentGlobals.end() - Window, S.RecentGlobals.end(),
                    G.Id) != S.RecentGlobals.end();
      D.Stagnation = Recent
                         ? -P.StagnationPenalty *
                               double(S.Stagnation - P.StagnationThreshold + 1)
                         : P.NoveltyBonus;
    }
    if (!A.NoPrefix) {
      for (size_t I = 0; I < L; ++I) {
        PrefixTerm T = phi(S.RecentGlobals[I], G.Id, S);
        T.Weight = W[I];
        D.Prefix.push_back(std::move(T));
      }
    }
    D.Total = D.prior() + D.prefix();
    Out.push_back(std::move(D));
  }
  std::stable_sort(Out.begin(), Out.end(),
                   [](const DirectionScore &X, const DirectionScore &Y) {
                     if (X.Total != Y.Total)
                       return X.Total > Y.Total;
                     return X.Id < Y.Id;
                   });
  return Out;
}

/// Similarity of an example's context to the state: half for the operator
/// class, half for the size bucket.
static double similarity(const Example &E, const State &S,
                         const std::string &Bucket) {
  double Sim = 0;
  if (!S.OpClass.empty() && E.OpClass == S.OpClass)
    Sim += 0.5;
  if (E.ShapeBucket == Bucket)
    Sim += 0.5;
  return Sim;
}

CardScore Scorer::scoreCard(const LocalCard &C, const State &S) const {
  CardScore R;
  R.Id = C.Id;
  R.Parent = C.Parent;
  R.Usage = P.WTrigger * match(C.When, S);
  R.Pattern = patternTerm(C.Patterns, S, P.PatternPenalty);
  if (llvm::is_contained(S.RecentLocals, C.Id))
    R.Repeat = -P.WRepeat;
  if (A.NoLocalMemory) {
    R.MemoryWithheld = true;
  } else {
    R.Evidence = evidenceTerms(C.Stats);
    std::string Bucket = shapeBucket(S);
    double Pos = 0, Neg = 0;
    for (const Example &E : C.Positive)
      Pos += similarity(E, S, Bucket);
    for (const Example &E : C.Negative)
      Neg += similarity(E, S, Bucket);
    R.Examples = P.WExamples * (Pos - Neg) / (Pos + Neg + 1.0);
  }
  R.Total = R.Evidence.total() + R.Usage + R.Pattern + R.Repeat + R.Examples;
  return R;
}

/// Best first, ties broken by id.
static void sortCards(std::vector<CardScore> &Cards) {
  std::stable_sort(Cards.begin(), Cards.end(),
                   [](const CardScore &X, const CardScore &Y) {
                     if (X.Total != Y.Total)
                       return X.Total > Y.Total;
                     return X.Id < Y.Id;
                   });
}

std::vector<CardScore> Scorer::rankCards(const State &S,
                                         StringRef Direction) const {
  if (A.Flat)
    return rankFlat(S);
  std::vector<CardScore> Out;
  for (const LocalCard &C : M.Cards)
    if (C.Parent == Direction)
      Out.push_back(scoreCard(C, S));
  sortCards(Out);
  if (!A.Randomized || Out.empty())
    return Out;
  // Same number of entries, each drawn uniformly without replacement from
  // every card of the memory (partial Fisher-Yates on indices).
  uint64_t X = stableHash(Direction, A.Seed) ^ (uint64_t(S.Step) << 32);
  std::vector<size_t> Idx(M.Cards.size());
  for (size_t I = 0; I < Idx.size(); ++I)
    Idx[I] = I;
  std::vector<CardScore> Sampled;
  for (size_t I = 0; I < Out.size(); ++I) {
    size_t J = I + size_t(splitmix(X) % uint64_t(Idx.size() - I));
    std::swap(Idx[I], Idx[J]);
    CardScore R;
    R.Id = M.Cards[Idx[I]].Id;
    R.Parent = M.Cards[Idx[I]].Parent;
    R.Sampled = true;
    R.MemoryWithheld = A.NoLocalMemory;
    Sampled.push_back(std::move(R));
  }
  return Sampled;
}

std::vector<CardScore> Scorer::rankFlat(const State &S) const {
  std::vector<CardScore> Out;
  Out.reserve(M.Cards.size());
  for (const LocalCard &C : M.Cards)
    Out.push_back(scoreCard(C, S));
  sortCards(Out);
  return Out;
}
