//===- Scorer.h - Transition-aware scoring ----------------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The deterministic scores of SPEC §3 (docs/MEMORY.md gives the formulas):
//   score(g) = prior(g, s) + sum_i w_i * phi(g_i, g | s)
// for every global direction g, the ranking of the cards under a direction,
// and the flat ranking of all cards. Every term is returned so tools can show
// it. The ablation switches of the paper (Appendix C.8) live here too.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_MEMORY_SCORER_H
#define HTAM_MEMORY_SCORER_H

#include "htam/Memory/Memory.h"
#include "htam/Memory/State.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace memory {

/// Every constant of the scores. The defaults are the documented ones.
struct ScoringParams {
  /// Shrinkage pseudo-count of the node and card mean log-gain.
  double Kappa = 2.0;
  /// Weight of the shrunk mean log-gain.
  double WGain = 1.0;
  /// Weight of the improvement rate (Beta(1,1) posterior mean minus 1/2).
  double WSuccess = 0.5;
  /// Weight of the failure rate (non-correct attempts over attempts + Kappa).
  double WFailure = 0.5;
  /// Weight of the trend (EMA of the step signal).
  double WTrend = 0.25;
  /// Weight of the trigger / usage-condition match.
  double WTrigger = 1.0;
  /// Penalty when the state's operator class is not in the item's patterns.
  double PatternPenalty = 1.0;
  /// Stagnation rule: from this many steps without improvement on...
  unsigned StagnationThreshold = 2;
  /// ...a direction among the last StagnationWindow choices loses
  /// StagnationPenalty * (stagnation - threshold + 1)...
  double StagnationPenalty = 0.5;
  unsigned StagnationWindow = 2;
  /// ...and every other direction gains NoveltyBonus.
  double NoveltyBonus = 0.25;
  /// Position decay of the prefix weights (w_i proportional to Lambda^(L-i)).
  double Lambda = 0.5;
  /// Shrinkage pseudo-count of the edge means.
  double EdgeKappa = 2.0;
  /// Weights of phi: curated prior, shrunk mean gain, shrunk mean downstream
  /// return, failure rate, condition match, exploration bonus.
  double WEdgePrior = 1.0;
  double WEdgeGain = 1.0;
  double WDownstream = 0.5;
  double WEdgeFailure = 1.0;
  double WEdgeCond = 1.0;
  double WExplore = 0.1;
  /// Local ranking: penalty for a card among the recent local choices.
  double WRepeat = 0.5;
  /// Local ranking: weight of the example similarity term.
  double WExamples = 0.5;
};

/// The paper's ablation switches (Appendix C.8). All off is full HTAM.
struct Ablations {
  /// w/o hierarchy: rankCards() ignores the direction and ranks every card
  /// of the memory (rankFlat()).
  bool Flat = false;
  /// w/o local memory: card evidence and examples are not read, and ranked
  /// cards are marked MemoryWithheld (their text must not be injected).
  bool NoLocalMemory = false;
  /// randomized memory: the retrieved cards are replaced by as many cards
  /// sampled uniformly (seeded) from the whole memory.
  bool Randomized = false;
  /// w/o prefix: the prefix term is zero.
  bool NoPrefix = false;
  /// w/o position-aware weight: Lambda = 1 (uniform prefix weights).
  bool NoPositionWeight = false;
  /// w/o updated memory: the updater changes nothing.
  bool Frozen = false;
  /// Seed of the randomized ablation.
  uint64_t Seed = 0;
};

/// The evidence part of a node or card score.
struct EvidenceTerms {
  double Gain = 0;
  double Success = 0;
  double Failure = 0;
  double Trend = 0;
  double total() const { return Gain + Success + Failure + Trend; }
};

/// phi(g_i, g | s) and its parts for one prefix element.
struct PrefixTerm {
  std::string From;
  /// Position weight w_i.
  double Weight = 0;
  /// False when no edge From -> g exists (phi = 0).
  bool HasEdge = false;
  double Prior = 0;
  double Gain = 0;
  double Downstream = 0;
  double Failure = 0;
  double Condition = 0;
  double Explore = 0;
  double phi() const {
    return Prior + Gain + Downstream + Failure + Condition + Explore;
  }
};

/// The score of one global direction with all of its terms.
struct DirectionScore {
  std::string Id;
  EvidenceTerms Evidence;
  double Trigger = 0;
  double Pattern = 0;
  double Stagnation = 0;
  std::vector<PrefixTerm> Prefix;
  double prior() const {
    return Evidence.total() + Trigger + Pattern + Stagnation;
  }
  double prefix() const;
  double Total = 0;
};

/// The score of one card with all of its terms.
struct CardScore {
  std::string Id;
  std::string Parent;
  EvidenceTerms Evidence;
  double Usage = 0;
  double Pattern = 0;
  double Repeat = 0;
  double Examples = 0;
  double Total = 0;
  /// Set by the no-local-memory ablation: use the card's implementation but
  /// do not show its text or evidence to a generator.
  bool MemoryWithheld = false;
  /// Set by the randomized ablation: the card was sampled, not ranked.
  bool Sampled = false;
};

/// Scores the memory for states. Holds references; the memory must outlive
/// it.
class Scorer {
public:
  Scorer(const Memory &M, ScoringParams P = {}, Ablations A = {})
      : M(M), P(P), A(A) {}

  /// Scores every direction for state `S`, best first, ties broken by id.
  std::vector<DirectionScore> rankDirections(const State &S) const;

  /// Ranks the cards under `Direction`, best first, ties broken by id (every
  /// card under the flat ablation).
  std::vector<CardScore> rankCards(const State &S,
                                   llvm::StringRef Direction) const;

  /// The w/o-hierarchy ranking: every card of the memory, best first.
  std::vector<CardScore> rankFlat(const State &S) const;

  /// The position weights w_1..w_L of a prefix of length L (sum 1).
  std::vector<double> prefixWeights(size_t L) const;

  /// The evidence terms of a node or card.
  EvidenceTerms evidenceTerms(const Evidence &E) const;

  /// phi(From, To | S); HasEdge is false when the memory has no such edge.
  PrefixTerm phi(llvm::StringRef From, llvm::StringRef To,
                 const State &S) const;

  /// sum of the weights of the triggers that hold in S.
  static double match(llvm::ArrayRef<Trigger> Triggers, const State &S);

  const ScoringParams &params() const { return P; }
  const Ablations &ablations() const { return A; }

private:
  CardScore scoreCard(const LocalCard &C, const State &S) const;
  const Memory &M;
  ScoringParams P;
  Ablations A;
};

/// A deterministic 64-bit FNV-1a hash (the same on every platform).
uint64_t stableHash(llvm::StringRef S, uint64_t Seed = 0);

} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_MEMORY_SCORER_H
