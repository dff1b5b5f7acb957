//===- TestMemory.h - Small memories shared by the memory tests -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builders for the hand-sized memories and states the unit tests compute
// expected scores for by hand.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_UNITTESTS_MEMORY_TESTMEMORY_H
#define HTAM_UNITTESTS_MEMORY_TESTMEMORY_H

#include "htam/Memory/Memory.h"
#include "htam/Memory/State.h"

#include <cassert>

namespace mlir {
namespace htam {
namespace memory {
namespace test {

/// A trigger from condition text (asserts the text parses).
inline Trigger trig(llvm::StringRef Text, double Weight) {
  std::string Err;
  std::optional<Condition> C = parseCondition(Text, Err);
  assert(C && "bad test condition");
  return Trigger{*C, Weight};
}

/// Three directions g_a, g_b, g_c; cards l_x, l_y under g_a and l_z under g_b;
/// edges g_b -> g_c (with evidence) and g_b -> g_a.
inline Memory smallMemory() {
  Memory M;
  M.Name = "small";
  GlobalNode A;
  A.Id = "g_a";
  A.Name = "A";
  A.Patterns = {"elementwise"};
  A.Triggers = {trig("bound == memory", 0.6)};
  A.Stats.Attempts = 4;
  A.Stats.Compiled = 4;
  A.Stats.Correct = 3;
  A.Stats.Improved = 3;
  A.Stats.SumLogGain = 0.6;
  A.Stats.Trend = 0.1;
  GlobalNode B;
  B.Id = "g_b";
  B.Name = "B";
  GlobalNode C;
  C.Id = "g_c";
  C.Name = "C";
  M.Globals = {A, B, C};

  LocalCard X;
  X.Id = "l_x";
  X.Parent = "g_a";
  X.Name = "X";
  X.Implementation = "tpl_x";
  X.Patterns = {"elementwise"};
  X.When = {trig("inner_dim divisible_by 4", 0.4)};
  X.Stats.Attempts = 2;
  X.Stats.Compiled = 2;
  X.Stats.Correct = 2;
  X.Stats.Improved = 1;
  X.Stats.SumLogGain = 0.4;
  Example Pos;
  Pos.OpClass = "elementwise";
  Pos.ShapeBucket = "n20";
  Pos.Outcome = "improved";
  Pos.When = 1;
  Example Neg;
  Neg.OpClass = "reduction";
  Neg.ShapeBucket = "n20";
  Neg.Outcome = "slower";
  Neg.When = 2;
  X.Positive = {Pos};
  X.Negative = {Neg};
  LocalCard Y;
  Y.Id = "l_y";
  Y.Parent = "g_a";
  Y.Name = "Y";
  Y.LlmOnly = true;
  LocalCard Z;
  Z.Id = "l_z";
  Z.Parent = "g_b";
  Z.Name = "Z";
  Z.Implementation = "tpl_z";
  M.Cards = {X, Y, Z};

  Edge BC;
  BC.From = "g_b";
  BC.To = "g_c";
  BC.Prior = 0.4;
  BC.When = {trig("bound == memory", 0.5)};
  BC.Stats.Count = 3;
  BC.Stats.SumLogGain = 0.3;
  BC.Stats.CompileFailures = 1;
  BC.Stats.SumDownstream = 0.2;
  BC.Stats.DownstreamCount = 2;
  Edge BA;
  BA.From = "g_b";
  BA.To = "g_a";
  BA.Prior = 0.1;
  BA.Stats.Count = 1;
  M.Edges = {BC, BA};
  return M;
}

/// An elementwise, memory-bound 1024x1024 state (bucket n20) at step 3 after
/// the prefix (g_b, g_a).
inline State smallState() {
  State S;
  S.OpClass = "elementwise";
  S.Shapes = {{1024, 1024}, {1024, 1024}};
  S.Bound = "memory";
  S.Step = 3;
  S.RecentGlobals = {"g_b", "g_a"};
  S.RecentLocals = {"l_z", "l_x"};
  return S;
}

} // namespace test
} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_UNITTESTS_MEMORY_TESTMEMORY_H
