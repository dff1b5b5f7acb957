//===- ScorerTest.cpp - Hand-computed scores and the ablations ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every term of the direction and card scores on the small test memory,
// against values computed by hand from docs/MEMORY.md; determinism; and that
// each ablation switch changes what it should and nothing else.
//
//===----------------------------------------------------------------------===//

#include "TestMemory.h"

#include "htam/Memory/Scorer.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>

using namespace mlir::htam::memory;
using namespace mlir::htam::memory::test;

namespace {

constexpr double Eps = 1e-9;

const DirectionScore &find(const std::vector<DirectionScore> &V,
                           llvm::StringRef Id) {
  for (const DirectionScore &D : V)
    if (D.Id == Id)
      return D;
  ADD_FAILURE() << "no direction " << Id.str();
  return V.front();
}

const CardScore &findCard(const std::vector<CardScore> &V, llvm::StringRef Id) {
  for (const CardScore &C : V)
    if (C.Id == Id)
      return C;
  ADD_FAILURE() << "no card " << Id.str();
  return V.front();
}

std::vector<std::string> ids(const std::vector<DirectionScore> &V) {
  std::vector<std::string> R;
  for (const DirectionScore &D : V)
    R.push_back(D.Id);
  return R;
}

std::vector<std::string> ids(const std::vector<CardScore> &V) {
  std::vector<std::string> R;
  for (const CardScore &C : V)
    R.push_back(C.Id);
  return R;
}

TEST(ConditionTest, ParsesAndEvaluates) {
  State S = smallState();
  std::string Err;
  auto Holds = [&](llvm::StringRef T) {
    std::optional<Condition> C = parseCondition(T, Err);
    EXPECT_TRUE(C.has_value()) << Err;
    return C && C->holds(S);
  };
  EXPECT_TRUE(Holds("bound == memory"));
  EXPECT_FALSE(Holds("bound != memory"));
  EXPECT_TRUE(Holds("op_class in [reduction, elementwise]"));
  EXPECT_TRUE(Holds("op_class not_in [reduction]"));
  EXPECT_TRUE(Holds("numel >= 1048576"));
  EXPECT_TRUE(Holds("numel>=1048576")); // spaces around symbols are optional
  EXPECT_TRUE(Holds("bound==memory"));
  EXPECT_TRUE(Holds("op_class in[elementwise]"));
  EXPECT_FALSE(Holds("numel > 1048576"));
  EXPECT_TRUE(Holds("inner_dim divisible_by 32"));
  EXPECT_FALSE(Holds("inner_dim divisible_by 3"));
  EXPECT_TRUE(Holds("prefix_len == 2"));
  EXPECT_TRUE(Holds("last_global == g_a"));
  // The main reduction's shape: unknown without one, compared when set.
  EXPECT_FALSE(Holds("reduction_outputs < 264"));
  EXPECT_FALSE(Holds("reduction_layout == column"));
  EXPECT_TRUE(Holds("reduction_layout != column"));
  S.ReductionOutputs = 45;
  S.ReductionLength = 909035;
  S.ReductionLayout = "column";
  EXPECT_TRUE(Holds("reduction_outputs < 264"));
  EXPECT_TRUE(Holds("reduction_len >= 65536"));
  EXPECT_TRUE(Holds("reduction_layout == column"));
  // Unknown numbers make every comparison false.
  EXPECT_FALSE(Holds("occupancy < 0.5"));
  EXPECT_FALSE(Holds("occupancy >= 0.5"));
  EXPECT_FALSE(parseCondition("colour == red", Err));
  EXPECT_NE(Err.find("unknown state field 'colour'"), std::string::npos);
  EXPECT_FALSE(parseCondition("bound < memory", Err));
  EXPECT_FALSE(parseCondition("occupancy < high", Err));
  EXPECT_FALSE(parseCondition("op_class == tensor", Err));
  EXPECT_FALSE(parseCondition("bound ~ memory", Err));
  EXPECT_NE(Err.find("unknown operator '~'"), std::string::npos);
  EXPECT_FALSE(parseCondition("== memory", Err));
  EXPECT_FALSE(parseCondition("numel >=", Err));
  EXPECT_FALSE(parseCondition("op_class in reduction", Err));
  EXPECT_EQ(shapeBucket(S), "n20");
}

TEST(ScorerTest, EvidenceTermsByHand) {
  Memory M = smallMemory();
  Scorer Sc(M);
  EvidenceTerms T = Sc.evidenceTerms(M.Globals[0].Stats);
  EXPECT_NEAR(T.Gain, 0.6 / (3 + 2), Eps);
  EXPECT_NEAR(T.Success, 0.5 * (4.0 / 6.0 - 0.5), Eps);
  EXPECT_NEAR(T.Failure, -0.5 * 1.0 / 6.0, Eps);
  EXPECT_NEAR(T.Trend, 0.25 * 0.1, Eps);
  // No evidence: every term is zero.
  EvidenceTerms Z = Sc.evidenceTerms(Evidence());
  EXPECT_EQ(Z.total(), 0.0);
}

TEST(ScorerTest, PrefixWeights) {
  Memory M = smallMemory();
  std::vector<double> W = Scorer(M).prefixWeights(3);
  ASSERT_EQ(W.size(), 3u);
  // Lambda = 0.5: raw weights 0.25, 0.5, 1 normalized by 1.75.
  EXPECT_NEAR(W[0], 0.25 / 1.75, Eps);
  EXPECT_NEAR(W[1], 0.5 / 1.75, Eps);
  EXPECT_NEAR(W[2], 1.0 / 1.75, Eps);
  Ablations A;
  A.NoPositionWeight = true;
  std::vector<double> U = Scorer(M, {}, A).prefixWeights(3);
  for (double X : U)
    EXPECT_NEAR(X, 1.0 / 3.0, Eps);
  EXPECT_TRUE(Scorer(M).prefixWeights(0).empty());
}

TEST(ScorerTest, PhiByHand) {
  Memory M = smallMemory();
  State S = smallState();
  Scorer Sc(M);
  PrefixTerm T = Sc.phi("g_b", "g_c", S);
  ASSERT_TRUE(T.HasEdge);
  EXPECT_NEAR(T.Prior, 0.4, Eps);
  EXPECT_NEAR(T.Gain, 0.3 / (3 + 2), Eps);
  EXPECT_NEAR(T.Downstream, 0.5 * 0.2 / (2 + 2), Eps);
  EXPECT_NEAR(T.Failure, -1.0 * 1 / (3 + 2), Eps);
  EXPECT_NEAR(T.Condition, 0.5, Eps);
  // Four transitions leave g_b in total (3 + 1).
  EXPECT_NEAR(T.Explore, 0.1 * std::sqrt(std::log(6.0) / 4.0), Eps);
  EXPECT_FALSE(Sc.phi("g_a", "g_c", S).HasEdge);
  EXPECT_EQ(Sc.phi("g_a", "g_c", S).phi(), 0.0);
}

TEST(ScorerTest, DirectionScoresByHand) {
  Memory M = smallMemory();
  State S = smallState();
  std::vector<DirectionScore> R = Scorer(M).rankDirections(S);
  EXPECT_EQ(ids(R), (std::vector<std::string>{"g_a", "g_c", "g_b"}));

  const DirectionScore &A = find(R, "g_a");
  EXPECT_NEAR(A.Trigger, 0.6, Eps);
  EXPECT_EQ(A.Pattern, 0.0);
  EXPECT_EQ(A.Stagnation, 0.0);
  ASSERT_EQ(A.Prefix.size(), 2u);
  EXPECT_EQ(A.Prefix[0].From, "g_b");
  EXPECT_NEAR(A.Prefix[0].Weight, 1.0 / 3.0, Eps);
  EXPECT_NEAR(A.Prefix[1].Weight, 2.0 / 3.0, Eps);
  double PhiBA = 0.1 + 0.1 * std::sqrt(std::log(6.0) / 2.0);
  EXPECT_NEAR(A.Prefix[0].phi(), PhiBA, Eps);
  EXPECT_FALSE(A.Prefix[1].HasEdge);
  double Prior = 0.12 + 0.5 * (4.0 / 6.0 - 0.5) - 0.5 / 6.0 + 0.025 + 0.6;
  EXPECT_NEAR(A.prior(), Prior, Eps);
  EXPECT_NEAR(A.Total, Prior + PhiBA / 3.0, Eps);

  const DirectionScore &C = find(R, "g_c");
  double PhiBC =
      0.4 + 0.06 + 0.025 - 0.2 + 0.5 + 0.1 * std::sqrt(std::log(6.0) / 4.0);
  EXPECT_NEAR(C.prior(), 0.0, Eps);
  EXPECT_NEAR(C.Total, PhiBC / 3.0, Eps);
  EXPECT_NEAR(find(R, "g_b").Total, 0.0, Eps);
}

TEST(ScorerTest, PatternAndStagnationTerms) {
  Memory M = smallMemory();
  State S = smallState();
  S.OpClass = "reduction";
  S.Stagnation = 3;
  std::vector<DirectionScore> R = Scorer(M).rankDirections(S);
  // g_a lists only elementwise.
  EXPECT_NEAR(find(R, "g_a").Pattern, -1.0, Eps);
  EXPECT_EQ(find(R, "g_b").Pattern, 0.0);
  // Both g_a and g_b are among the last two choices: -0.5 * (3 - 2 + 1).
  EXPECT_NEAR(find(R, "g_a").Stagnation, -1.0, Eps);
  EXPECT_NEAR(find(R, "g_b").Stagnation, -1.0, Eps);
  EXPECT_NEAR(find(R, "g_c").Stagnation, 0.25, Eps);
  // Below the threshold the rule is off.
  S.Stagnation = 1;
  R = Scorer(M).rankDirections(S);
  EXPECT_EQ(find(R, "g_a").Stagnation, 0.0);
}

TEST(ScorerTest, CardScoresByHand) {
  Memory M = smallMemory();
  State S = smallState();
  std::vector<CardScore> R = Scorer(M).rankCards(S, "g_a");
  EXPECT_EQ(ids(R), (std::vector<std::string>{"l_x", "l_y"}));
  const CardScore &X = findCard(R, "l_x");
  EXPECT_NEAR(X.Evidence.Gain, 0.4 / 4.0, Eps);
  EXPECT_NEAR(X.Evidence.Success, 0.0, Eps);
  EXPECT_NEAR(X.Usage, 0.4, Eps);
  EXPECT_EQ(X.Pattern, 0.0);
  EXPECT_NEAR(X.Repeat, -0.5, Eps);
  // Positive example similarity 1, negative 0.5: 0.5 * 0.5 / 2.5.
  EXPECT_NEAR(X.Examples, 0.1, Eps);
  EXPECT_NEAR(X.Total, 0.1 + 0.4 - 0.5 + 0.1, Eps);
  EXPECT_FALSE(X.MemoryWithheld);
  EXPECT_NEAR(findCard(R, "l_y").Total, 0.0, Eps);
  EXPECT_EQ(Scorer(M).rankCards(S, "g_c").size(), 0u);
}

TEST(ScorerTest, DeterministicAndTiesById) {
  Memory M = smallMemory();
  State S = smallState();
  S.RecentGlobals.clear();
  S.Bound = "compute";
  // g_b and g_c now tie at exactly 0; the id breaks the tie.
  std::vector<DirectionScore> R1 = Scorer(M).rankDirections(S);
  std::reverse(M.Globals.begin(), M.Globals.end());
  std::reverse(M.Edges.begin(), M.Edges.end());
  std::vector<DirectionScore> R2 = Scorer(M).rankDirections(S);
  ASSERT_EQ(ids(R1), ids(R2));
  for (size_t I = 0; I < R1.size(); ++I)
    EXPECT_EQ(R1[I].Total, R2[I].Total); // bit-identical
  EXPECT_EQ(R1[1].Id, "g_b");
  EXPECT_EQ(R1[2].Id, "g_c");
}

/// Direction scores must not change under an ablation that only concerns
/// local memory.
void expectSameDirections(const Memory &M, const State &S, Ablations A) {
  std::vector<DirectionScore> Full = Scorer(M).rankDirections(S);
  std::vector<DirectionScore> Abl = Scorer(M, {}, A).rankDirections(S);
  ASSERT_EQ(ids(Full), ids(Abl));
  for (size_t I = 0; I < Full.size(); ++I)
    EXPECT_EQ(Full[I].Total, Abl[I].Total);
}

TEST(AblationTest, NoPrefixDropsOnlyThePrefix) {
  Memory M = smallMemory();
  State S = smallState();
  Ablations A;
  A.NoPrefix = true;
  std::vector<DirectionScore> Full = Scorer(M).rankDirections(S);
  std::vector<DirectionScore> Abl = Scorer(M, {}, A).rankDirections(S);
  for (const DirectionScore &D : Abl) {
    EXPECT_TRUE(D.Prefix.empty());
    EXPECT_EQ(D.Total, find(Full, D.Id).prior());
  }
  EXPECT_EQ(find(Abl, "g_c").Total, 0.0);
  EXPECT_EQ(ids(Scorer(M).rankCards(S, "g_a")),
            ids(Scorer(M, {}, A).rankCards(S, "g_a")));
}

TEST(AblationTest, NoPositionWeightMakesWeightsUniform) {
  Memory M = smallMemory();
  State S = smallState();
  Ablations A;
  A.NoPositionWeight = true;
  std::vector<DirectionScore> Full = Scorer(M).rankDirections(S);
  std::vector<DirectionScore> Abl = Scorer(M, {}, A).rankDirections(S);
  for (const DirectionScore &D : Abl) {
    const DirectionScore &F = find(Full, D.Id);
    EXPECT_EQ(D.prior(), F.prior());
    ASSERT_EQ(D.Prefix.size(), 2u);
    for (size_t I = 0; I < 2; ++I) {
      EXPECT_NEAR(D.Prefix[I].Weight, 0.5, Eps);
      EXPECT_EQ(D.Prefix[I].phi(), F.Prefix[I].phi());
    }
  }
  // g_b -> g_c is the oldest element: its weight rises from 1/3 to 1/2.
  EXPECT_NEAR(find(Abl, "g_c").Total, find(Full, "g_c").Total * 1.5, Eps);
}

TEST(AblationTest, FlatRanksEveryCard) {
  Memory M = smallMemory();
  State S = smallState();
  Ablations A;
  A.Flat = true;
  std::vector<CardScore> Flat = Scorer(M, {}, A).rankCards(S, "g_a");
  EXPECT_EQ(Flat.size(), M.Cards.size());
  EXPECT_EQ(ids(Flat), ids(Scorer(M).rankFlat(S)));
  // Cards keep their full-HTAM scores.
  for (const CardScore &C : Scorer(M).rankCards(S, "g_a"))
    EXPECT_EQ(findCard(Flat, C.Id).Total, C.Total);
  expectSameDirections(M, S, A);
}

TEST(AblationTest, NoLocalMemoryWithholdsCardMemory) {
  Memory M = smallMemory();
  State S = smallState();
  Ablations A;
  A.NoLocalMemory = true;
  std::vector<CardScore> Full = Scorer(M).rankCards(S, "g_a");
  std::vector<CardScore> Abl = Scorer(M, {}, A).rankCards(S, "g_a");
  ASSERT_EQ(Abl.size(), Full.size());
  for (const CardScore &C : Abl) {
    const CardScore &F = findCard(Full, C.Id);
    EXPECT_TRUE(C.MemoryWithheld);
    EXPECT_EQ(C.Evidence.total(), 0.0);
    EXPECT_EQ(C.Examples, 0.0);
    EXPECT_EQ(C.Usage, F.Usage);
    EXPECT_EQ(C.Pattern, F.Pattern);
    EXPECT_EQ(C.Repeat, F.Repeat);
  }
  expectSameDirections(M, S, A);
}

TEST(AblationTest, RandomizedIsSeededAndKeepsTheCount) {
  Memory M = smallMemory();
  // Enough cards that different seeds draw different samples.
  for (int I = 0; I < 30; ++I) {
    LocalCard C;
    C.Id = "l_extra" + std::to_string(I);
    C.Parent = "g_c";
    C.Name = C.Id;
    C.LlmOnly = true;
    M.Cards.push_back(C);
  }
  State S = smallState();
  Ablations A;
  A.Randomized = true;
  A.Seed = 1;
  std::vector<CardScore> R1 = Scorer(M, {}, A).rankCards(S, "g_a");
  std::vector<CardScore> R2 = Scorer(M, {}, A).rankCards(S, "g_a");
  EXPECT_EQ(R1.size(), 2u);
  EXPECT_EQ(ids(R1), ids(R2));
  for (const CardScore &C : R1)
    EXPECT_TRUE(C.Sampled);
  EXPECT_NE(R1[0].Id, R1[1].Id);
  bool Differs = false;
  for (uint64_t Seed = 2; Seed < 12 && !Differs; ++Seed) {
    A.Seed = Seed;
    Differs = ids(Scorer(M, {}, A).rankCards(S, "g_a")) != ids(R1);
  }
  EXPECT_TRUE(Differs);
  expectSameDirections(M, S, A);
  // An empty direction stays empty.
  EXPECT_TRUE(Scorer(M, {}, A).rankCards(S, "g_missing").empty());
}

TEST(AblationTest, FrozenDoesNotChangeScores) {
  Memory M = smallMemory();
  State S = smallState();
  Ablations A;
  A.Frozen = true;
  expectSameDirections(M, S, A);
  EXPECT_EQ(ids(Scorer(M).rankCards(S, "g_a")),
            ids(Scorer(M, {}, A).rankCards(S, "g_a")));
}

} // namespace
