//===- UpdateMergeTest.cpp - Update rules, merge algebra and YAML ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rule-based update (Algorithm 1) and the downstream return, the merge of
// memories (commutative and associative on counters) and of writer deltas,
// YAML round trips, and the shape of the default memory.
//
//===----------------------------------------------------------------------===//

#include "TestMemory.h"

#include "htam/Memory/MemoryIO.h"
#include "htam/Memory/Updater.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::htam::memory;
using namespace mlir::htam::memory::test;

namespace {

constexpr double Eps = 1e-12;

StepOutcome step(std::string G, std::string L, std::string Prev, bool Compiled,
                 bool Correct, double PrevMs, double NewMs, int64_t When = 0) {
  StepOutcome O;
  O.Global = std::move(G);
  O.Local = std::move(L);
  O.PrevGlobal = std::move(Prev);
  O.Compiled = Compiled;
  O.Correct = Correct;
  O.PrevBestMs = PrevMs;
  O.NewMs = NewMs;
  O.OpClass = "elementwise";
  O.ShapeBucket = "n20";
  O.When = When;
  return O;
}

TEST(UpdateTest, StepGain) {
  EXPECT_NEAR(stepGain(step("g", "", "", true, true, 2, 1)), std::log(2.0),
              Eps);
  EXPECT_NEAR(stepGain(step("g", "", "", true, true, 1, 2)), -std::log(2.0),
              Eps);
  EXPECT_EQ(stepGain(step("g", "", "", true, true, 100, 1)), 3.0); // clipped
  EXPECT_EQ(stepGain(step("g", "", "", true, false, 2, 1)), 0.0);
  EXPECT_EQ(stepGain(step("g", "", "", false, true, 2, 1)), 0.0);
  EXPECT_EQ(stepGain(step("g", "", "", true, true, 0, 1)), 0.0);
}

TEST(UpdateTest, ImprovedStepUpdatesNodeCardAndEdge) {
  Memory M = smallMemory();
  ASSERT_FALSE(
      bool(applyStep(M, step("g_a", "l_x", "g_b", true, true, 2, 1, 10))));
  double G = std::log(2.0);
  const Evidence &A = M.findGlobal("g_a")->Stats;
  EXPECT_EQ(A.Attempts, 5u);
  EXPECT_EQ(A.Compiled, 5u);
  EXPECT_EQ(A.Correct, 4u);
  EXPECT_EQ(A.Improved, 4u);
  EXPECT_NEAR(A.SumLogGain, 0.6 + G, Eps);
  EXPECT_NEAR(A.BestGain, G, Eps);
  EXPECT_NEAR(A.Trend, 0.7 * 0.1 + 0.3 * G, Eps);
  EXPECT_EQ(A.LastUsed, 10);
  const LocalCard &X = *M.findCard("l_x");
  EXPECT_EQ(X.Stats.Attempts, 3u);
  EXPECT_EQ(X.Stats.Improved, 2u);
  ASSERT_EQ(X.Positive.size(), 2u);
  EXPECT_EQ(X.Positive.back().Outcome, "improved");
  EXPECT_NEAR(X.Positive.back().Gain, G, Eps);
  EXPECT_EQ(X.Positive.back().When, 10);
  EXPECT_EQ(X.Negative.size(), 1u);
  const EdgeEvidence &E = M.findEdge("g_b", "g_a")->Stats;
  EXPECT_EQ(E.Count, 2u);
  EXPECT_NEAR(E.SumLogGain, G, Eps);
  EXPECT_EQ(E.LastUsed, 10);
  // Other items are untouched.
  EXPECT_EQ(M.findGlobal("g_b")->Stats, Evidence());
  EXPECT_EQ(M.findEdge("g_b", "g_c")->Stats, smallMemory().Edges[0].Stats);
}

TEST(UpdateTest, NoiseLevelGainsAreNotImprovements) {
  // 0.5% faster is within the timing noise: correct but "slower" evidence;
  // 5% faster is an improvement.
  Memory M = smallMemory();
  unsigned before = M.findCard("l_x")->Stats.Improved;
  ASSERT_FALSE(
      bool(applyStep(M, step("g_a", "l_x", "", true, true, 1.0, 0.995, 11))));
  EXPECT_EQ(M.findCard("l_x")->Stats.Improved, before);
  EXPECT_EQ(M.findCard("l_x")->Negative.back().Outcome, "slower");
  ASSERT_FALSE(
      bool(applyStep(M, step("g_a", "l_x", "", true, true, 1.0, 0.95, 12))));
  EXPECT_EQ(M.findCard("l_x")->Stats.Improved, before + 1);
}

TEST(UpdateTest, FailuresCreateLearnedEdgesAndNegativeExamples) {
  Memory M = smallMemory();
  StepOutcome O = step("g_a", "l_y", "g_c", false, false, 2, 0);
  O.ErrorClass = "compile_error";
  ASSERT_FALSE(bool(applyStep(M, O)));
  const Edge *E = M.findEdge("g_c", "g_a");
  ASSERT_TRUE(E);
  EXPECT_TRUE(E->Learned);
  EXPECT_EQ(E->Stats.Count, 1u);
  EXPECT_EQ(E->Stats.CompileFailures, 1u);
  const LocalCard &Y = *M.findCard("l_y");
  EXPECT_EQ(Y.Stats.Attempts, 1u);
  EXPECT_EQ(Y.Stats.Compiled, 0u);
  ASSERT_EQ(Y.Negative.size(), 1u);
  EXPECT_EQ(Y.Negative[0].Outcome, "compile_error");
  EXPECT_EQ(Y.Negative[0].Reason, "compile_error");
  EXPECT_NEAR(M.findGlobal("g_a")->Stats.Trend, 0.7 * 0.1 + 0.3 * -0.5, Eps);

  StepOutcome Bad = step("g_a", "l_y", "g_c", true, false, 2, 1);
  Bad.ErrorClass = "mismatch";
  ASSERT_FALSE(bool(applyStep(M, Bad)));
  EXPECT_EQ(M.findEdge("g_c", "g_a")->Stats.Incorrect, 1u);
  EXPECT_EQ(M.findCard("l_y")->Negative.back().Outcome, "incorrect");
  // A correct but slower candidate is a negative example with its gain.
  ASSERT_FALSE(bool(applyStep(M, step("g_a", "l_y", "", true, true, 1, 2))));
  EXPECT_EQ(M.findCard("l_y")->Negative.back().Outcome, "slower");
  EXPECT_EQ(M.findCard("l_y")->Stats.Improved, 0u);
}

TEST(UpdateTest, UnknownIdsChangeNothing) {
  Memory M = smallMemory();
  std::string Before = printMemory(M);
  for (StepOutcome O : {step("g_q", "", "", true, true, 2, 1),
                        step("g_a", "l_q", "", true, true, 2, 1),
                        step("g_a", "l_z", "", true, true, 2, 1),
                        step("g_a", "l_x", "g_q", true, true, 2, 1)}) {
    llvm::Error E = applyStep(M, O);
    EXPECT_TRUE(bool(E));
    llvm::consumeError(std::move(E));
  }
  EXPECT_EQ(printMemory(M), Before);
}

TEST(UpdateTest, ExampleListsStayBoundedAndKeepTheLatest) {
  Memory M = smallMemory();
  for (int I = 0; I < 20; ++I) {
    StepOutcome O = step("g_a", "l_x", "", true, false, 1, 1);
    O.Reason = "run " + std::to_string(I);
    ASSERT_FALSE(bool(applyStep(M, O)));
  }
  const LocalCard &X = *M.findCard("l_x");
  ASSERT_EQ(X.Negative.size(), M.Bounds.MaxExamples);
  EXPECT_EQ(X.Negative.back().Reason, "run 19");
  EXPECT_EQ(X.Negative.front().Reason, "run 12");
  EXPECT_EQ(X.Positive.size(), 1u);
}

TEST(UpdateTest, DownstreamReturnAtTrajectoryEnd) {
  Memory M = smallMemory();
  std::vector<StepOutcome> Steps = {
      step("g_a", "", "", true, true, 1, 1),
      step("g_c", "", "g_a", true, true, 1, 0.5),
      step("g_b", "", "g_c", false, false, 0.5, 0),
      step("g_c", "", "g_b", true, true, 0.5, 0.25)};
  for (const StepOutcome &O : Steps)
    ASSERT_FALSE(bool(applyStep(M, O)));
  applyTrajectoryEnd(M, Steps);
  double G = std::log(2.0);
  const EdgeEvidence &AC = M.findEdge("g_a", "g_c")->Stats;
  EXPECT_NEAR(AC.SumDownstream, 0.7 * 0 + 0.49 * G, Eps);
  EXPECT_EQ(AC.DownstreamCount, 1u);
  const EdgeEvidence &CB = M.findEdge("g_c", "g_b")->Stats;
  EXPECT_NEAR(CB.SumDownstream, 0.7 * G, Eps);
  const EdgeEvidence &BC = M.findEdge("g_b", "g_c")->Stats;
  EXPECT_NEAR(BC.SumDownstream, 0.2, Eps); // last step: nothing follows
  EXPECT_EQ(BC.DownstreamCount, 3u);
}

TEST(UpdateTest, FrozenChangesNothing) {
  Memory M = smallMemory();
  std::string Before = printMemory(M);
  Ablations A;
  A.Frozen = true;
  std::vector<StepOutcome> Steps = {
      step("g_a", "l_x", "g_b", true, true, 2, 1)};
  ASSERT_FALSE(bool(applyStep(M, Steps[0], {}, A)));
  applyTrajectoryEnd(M, Steps, {}, A);
  EXPECT_EQ(printMemory(M), Before);
  // Frozen still rejects unknown ids.
  llvm::Error E = applyStep(M, step("g_q", "", "", true, true, 2, 1), {}, A);
  EXPECT_TRUE(bool(E));
  llvm::consumeError(std::move(E));
}

/// A variant of the small memory with its own evidence and one extra item.
Memory variant(int K) {
  Memory M = smallMemory();
  for (GlobalNode &G : M.Globals) {
    G.Stats.Attempts += K;
    G.Stats.Compiled += K;
    G.Stats.Correct += K - 1;
    G.Stats.SumLogGain += 0.25 * K;
    G.Stats.BestGain = 0.1 * K;
    G.Stats.LastUsed = 100 + K;
  }
  for (Edge &E : M.Edges) {
    E.Stats.Count += 2 * K;
    E.Stats.Incorrect += K;
    E.Stats.SumDownstream += 0.5 * K;
    E.Stats.DownstreamCount += K;
  }
  LocalCard &X = *M.findCard("l_x");
  X.Stats.Attempts += K;
  Example Ex;
  Ex.Outcome = "improved";
  Ex.When = 10 + K;
  Ex.Reason = "variant " + std::to_string(K);
  X.Positive.push_back(Ex);
  LocalCard New;
  New.Id = "l_new" + std::to_string(K);
  New.Parent = "g_c";
  New.Name = New.Id;
  New.LlmOnly = true;
  New.Stats.Attempts = uint64_t(K);
  M.Cards.push_back(New);
  return M;
}

void expectSameCounters(const Memory &A, const Memory &B) {
  ASSERT_EQ(A.Globals.size(), B.Globals.size());
  ASSERT_EQ(A.Cards.size(), B.Cards.size());
  ASSERT_EQ(A.Edges.size(), B.Edges.size());
  for (const GlobalNode &G : A.Globals) {
    const GlobalNode *O = B.findGlobal(G.Id);
    ASSERT_TRUE(O);
    EXPECT_EQ(G.Stats.Attempts, O->Stats.Attempts);
    EXPECT_EQ(G.Stats.Compiled, O->Stats.Compiled);
    EXPECT_EQ(G.Stats.Correct, O->Stats.Correct);
    EXPECT_EQ(G.Stats.Improved, O->Stats.Improved);
    EXPECT_NEAR(G.Stats.SumLogGain, O->Stats.SumLogGain, 1e-9);
    EXPECT_EQ(G.Stats.BestGain, O->Stats.BestGain);
    EXPECT_NEAR(G.Stats.Trend, O->Stats.Trend, 1e-9);
    EXPECT_EQ(G.Stats.LastUsed, O->Stats.LastUsed);
  }
  for (const LocalCard &C : A.Cards) {
    const LocalCard *O = B.findCard(C.Id);
    ASSERT_TRUE(O);
    EXPECT_EQ(C.Stats.Attempts, O->Stats.Attempts);
    EXPECT_EQ(C.Positive, O->Positive);
    EXPECT_EQ(C.Negative, O->Negative);
  }
  for (const Edge &E : A.Edges) {
    const Edge *O = B.findEdge(E.From, E.To);
    ASSERT_TRUE(O);
    EXPECT_EQ(E.Stats.Count, O->Stats.Count);
    EXPECT_EQ(E.Stats.Incorrect, O->Stats.Incorrect);
    EXPECT_EQ(E.Stats.DownstreamCount, O->Stats.DownstreamCount);
    EXPECT_NEAR(E.Stats.SumDownstream, O->Stats.SumDownstream, 1e-9);
  }
}

TEST(MergeTest, CommutativeAndAssociativeOnCounters) {
  Memory A = variant(1), B = variant(2), C = variant(3);
  expectSameCounters(mergeMemories({&A, &B}), mergeMemories({&B, &A}));
  Memory AB = mergeMemories({&A, &B}), BC = mergeMemories({&B, &C});
  expectSameCounters(mergeMemories({&AB, &C}), mergeMemories({&A, &BC}));
  expectSameCounters(mergeMemories({&AB, &C}), mergeMemories({&A, &B, &C}));
  Memory All = mergeMemories({&A, &B, &C});
  // Counters add up.
  EXPECT_EQ(All.findGlobal("g_a")->Stats.Attempts, 3 * 4u + 6u);
  EXPECT_EQ(All.findGlobal("g_a")->Stats.BestGain, 0.1 * 3);
  EXPECT_EQ(All.findEdge("g_b", "g_c")->Stats.Count, 3 * 3u + 12u);
  EXPECT_TRUE(All.findCard("l_new2"));
  EXPECT_EQ(All.findCard("l_x")->Positive.size(), 4u);
  EXPECT_FALSE(bool(validateMemory(All)));
}

TEST(MergeTest, BaseIsCountedOnce) {
  Memory Base = smallMemory();
  Memory A = Base, B = Base;
  A.findGlobal("g_a")->Stats.Attempts += 2;
  B.findGlobal("g_a")->Stats.Attempts += 3;
  Memory R = mergeMemories({&A, &B}, &Base);
  EXPECT_EQ(R.findGlobal("g_a")->Stats.Attempts, 4u + 5u);
  EXPECT_EQ(R.findEdge("g_b", "g_c")->Stats.Count, 3u);
}

TEST(MergeTest, ExamplesMergeBoundedAndCommutative) {
  std::vector<Example> A, B;
  for (int I = 0; I < 6; ++I) {
    Example E;
    E.Outcome = "slower";
    E.When = I * 2;
    A.push_back(E);
    E.When = I * 2 + 1;
    B.push_back(E);
  }
  B.push_back(A[5]); // a duplicate
  std::vector<Example> AB = mergeExamples(A, B, 5), BA = mergeExamples(B, A, 5);
  EXPECT_EQ(AB, BA);
  ASSERT_EQ(AB.size(), 5u);
  EXPECT_EQ(AB.front().When, 7);
  EXPECT_EQ(AB.back().When, 11);
}

TEST(MergeTest, DeltaOfConcurrentWritersAddsUp) {
  Memory Base = smallMemory();
  Memory W1 = Base, W2 = Base;
  ASSERT_FALSE(
      bool(applyStep(W1, step("g_a", "l_x", "g_b", true, true, 2, 1, 50))));
  ASSERT_FALSE(
      bool(applyStep(W2, step("g_a", "l_x", "g_b", false, false, 2, 1, 60))));
  ASSERT_FALSE(
      bool(applyStep(W2, step("g_c", "", "g_a", true, true, 2, 1, 61))));
  // A single writer gets exactly its own memory back.
  EXPECT_EQ(printMemory(applyDelta(Base, Base, W1)), printMemory(W1));
  Memory Disk = applyDelta(applyDelta(Base, Base, W1), Base, W2);
  EXPECT_EQ(Disk.findGlobal("g_a")->Stats.Attempts, 4u + 2u);
  EXPECT_EQ(Disk.findGlobal("g_a")->Stats.Compiled, 4u + 1u);
  EXPECT_EQ(Disk.findCard("l_x")->Stats.Attempts, 2u + 2u);
  EXPECT_EQ(Disk.findCard("l_x")->Positive.size(), 2u);
  EXPECT_EQ(Disk.findCard("l_x")->Negative.size(), 2u);
  EXPECT_EQ(Disk.findEdge("g_b", "g_a")->Stats.Count, 1u + 2u);
  const Edge *Learned = Disk.findEdge("g_a", "g_c");
  ASSERT_TRUE(Learned);
  EXPECT_EQ(Learned->Stats.Count, 1u);
  // The other order gives the same counters.
  expectSameCounters(Disk, applyDelta(applyDelta(Base, Base, W2), Base, W1));
}

TEST(MemoryIOTest, RoundTripIsExact) {
  Memory M = variant(3);
  M.findGlobal("g_a")->Stats.SumLogGain = 0.1 + 0.2; // not a short decimal
  M.findCard("l_x")->EditPattern = "line one\n  indented: yes\nline three";
  M.Description = "two\nlines";
  std::string Text = printMemory(M);
  auto Buf = llvm::MemoryBuffer::getMemBuffer(Text, "roundtrip.yaml");
  llvm::Expected<Memory> Back = parseMemory(Buf->getMemBufferRef());
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(printMemory(*Back), Text);
  EXPECT_EQ(Back->findGlobal("g_a")->Stats.SumLogGain, 0.1 + 0.2);
  EXPECT_EQ(Back->findCard("l_x")->EditPattern, M.findCard("l_x")->EditPattern);
  EXPECT_EQ(Back->findCard("l_x")->When[0].When.Text,
            "inner_dim divisible_by 4");
}

TEST(MemoryIOTest, ValidateReportsCodeBuiltProblems) {
  Memory M = smallMemory();
  M.Cards.push_back(M.Cards[0]);
  M.Cards.back().Parent = "g_nowhere";
  Edge E;
  E.From = "g_a";
  E.To = "g_gone";
  M.Edges.push_back(E);
  M.findGlobal("g_b")->Stats.Correct = 1;
  llvm::Error Err = validateMemory(M);
  ASSERT_TRUE(bool(Err));
  std::string Msg = llvm::toString(std::move(Err));
  EXPECT_NE(Msg.find("duplicate card id 'l_x'"), std::string::npos);
  EXPECT_NE(Msg.find("parent 'g_nowhere'"), std::string::npos);
  EXPECT_NE(Msg.find("names 'g_gone'"), std::string::npos);
  EXPECT_NE(Msg.find("correct (1) exceeds compiled (0)"), std::string::npos);
}

TEST(MemoryIOTest, StateFromJson) {
  const char *Json =
      R"({"op_class": "softmax_norm", "shapes": [[32, 4096]], "bound": "memory",
          "occupancy": 0.5, "recent_globals": ["g_fusion"], "stagnation": 2})";
  auto Buf = llvm::MemoryBuffer::getMemBuffer(Json, "state.json");
  llvm::Expected<State> S = parseState(Buf->getMemBufferRef());
  ASSERT_TRUE(bool(S)) << llvm::toString(S.takeError());
  EXPECT_EQ(S->OpClass, "softmax_norm");
  EXPECT_EQ(S->innerDim(), 4096.0);
  EXPECT_EQ(S->Occupancy, 0.5);
  EXPECT_TRUE(std::isnan(S->Flops));
  EXPECT_EQ(S->Stagnation, 2u);
  ASSERT_EQ(S->RecentGlobals.size(), 1u);
}

TEST(DefaultMemoryTest, ShipsTheRequiredContent) {
  llvm::Expected<Memory> M = readMemoryFile(HTAM_SOURCE_DIR "/memory/htg.yaml");
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  EXPECT_GE(M->Globals.size(), 9u);
  EXPECT_GE(M->Cards.size(), 40u);
  EXPECT_GE(M->Edges.size(), 15u);
  for (llvm::StringRef Id :
       {"g_memory_access", "g_data_reuse", "g_fusion", "g_parallelism",
        "g_instruction_throughput", "g_latency_hiding", "g_boundary_handling",
        "g_library_dispatch", "g_algorithmic"})
    EXPECT_TRUE(M->findGlobal(Id)) << Id.str();
  for (const GlobalNode &G : M->Globals) {
    size_t Cards = 0;
    for (const LocalCard &C : M->Cards)
      Cards += C.Parent == G.Id;
    EXPECT_GE(Cards, 4u) << G.Id;
    EXPECT_FALSE(G.Goal.empty()) << G.Id;
    EXPECT_FALSE(G.Triggers.empty()) << G.Id;
    if (!G.Pipeline.empty()) {
      EXPECT_TRUE(llvm::StringRef(G.Pipeline).starts_with("htam-")) << G.Id;
      EXPECT_TRUE(llvm::StringRef(G.Pipeline).ends_with("-pipeline")) << G.Id;
    }
  }
  for (const LocalCard &C : M->Cards) {
    EXPECT_FALSE(C.EditPattern.empty()) << C.Id;
    EXPECT_FALSE(C.Checks.empty()) << C.Id;
    EXPECT_FALSE(C.ExpectedEffect.empty()) << C.Id;
    EXPECT_NE(C.Implementation.empty(), !C.LlmOnly) << C.Id;
  }
  for (const Edge &E : M->Edges)
    EXPECT_FALSE(E.Rationale.empty()) << E.From << "->" << E.To;
}

} // namespace

TEST(UpdateTest, CountersSaturateInsteadOfWrapping) {
  // D8: a counter at the maximum stays there through merges, deltas and
  // steps; it never wraps to a small number.
  Memory A = smallMemory();
  A.findGlobal("g_a")->Stats.Attempts = kMaxCount;
  Memory Sum = mergeMemories({&A, &A});
  EXPECT_EQ(Sum.findGlobal("g_a")->Stats.Attempts, kMaxCount);
  StepOutcome O;
  O.Global = "g_a";
  O.Compiled = false;
  ASSERT_FALSE(bool(applyStep(A, O)));
  EXPECT_EQ(A.findGlobal("g_a")->Stats.Attempts, kMaxCount);
  EXPECT_EQ(addCount(kMaxCount - 1, 5), kMaxCount);
  EXPECT_EQ(addCount(~uint64_t(0), ~uint64_t(0)), kMaxCount);
  EXPECT_FALSE(bool(validateMemory(Sum)));
}

TEST(ReadTest, CountersAboveTheMaximumAreLocatedErrors) {
  auto Parse = [](llvm::StringRef Count) {
    std::string Text = "schema_version: 1\ndirections:\n  - id: g_a\n"
                       "    name: A\n    stats: {attempts: " +
                       Count.str() + "}\n";
    auto Buf = llvm::MemoryBuffer::getMemBufferCopy(Text, "m.yaml");
    return parseMemory(Buf->getMemBufferRef());
  };
  EXPECT_TRUE(bool(Parse("9007199254740992")));
  for (const char *Bad : {"9007199254740993", "18446744073709551615",
                          "18446744073709551616"}) {
    llvm::Expected<Memory> M = Parse(Bad);
    ASSERT_FALSE(bool(M)) << Bad;
    EXPECT_NE(llvm::toString(M.takeError()).find("m.yaml:5:"),
              std::string::npos);
  }
}
