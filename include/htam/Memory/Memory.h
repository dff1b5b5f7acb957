//===- Memory.h - The Hierarchical Transition Graph -------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The data model of the HTG memory M = (V_G, V_GL, E_G) of SPEC §3: global
// directions, local strategy cards under one parent direction, and transition
// edges between directions. Every item carries static priors (curated text and
// facts) and runtime evidence (counters and statistics from feedback). This
// header knows nothing of MLIR; it is plain data plus lookups and the
// evidence algebra (merge, delta) that persistence and `htam-mem merge` use.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_MEMORY_MEMORY_H
#define HTAM_MEMORY_MEMORY_H

#include "htam/Memory/State.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace memory {

/// The schema version this library reads and writes.
constexpr unsigned kSchemaVersion = 1;

/// The largest evidence counter (2^53: exact as a double and in JSON). Reading
/// rejects larger values; increments and merges saturate here instead of
/// wrapping at 2^64.
constexpr uint64_t kMaxCount = uint64_t(1) << 53;

/// A + B, saturated at kMaxCount (both operands are at most kMaxCount).
inline uint64_t addCount(uint64_t A, uint64_t B) {
  A = A < kMaxCount ? A : kMaxCount;
  B = B < kMaxCount ? B : kMaxCount;
  return A + B < kMaxCount ? A + B : kMaxCount;
}

/// Runtime evidence of a global direction or a local card.
struct Evidence {
  /// Candidates produced under this item.
  uint64_t Attempts = 0;
  /// Of those, how many compiled.
  uint64_t Compiled = 0;
  /// Of those, how many passed verification.
  uint64_t Correct = 0;
  /// Of those, how many beat the best time known before the step.
  uint64_t Improved = 0;
  /// Sum of the (clipped) log-gains of the correct attempts.
  double SumLogGain = 0;
  /// Largest log-gain seen; 0 until an attempt improved.
  double BestGain = 0;
  /// Exponential moving average of the step signal (gain or failure).
  double Trend = 0;
  /// Logical time of the last use (caller-defined clock, e.g. unix seconds).
  int64_t LastUsed = 0;

  /// Mean log-gain over correct attempts (0 without any).
  double meanLogGain() const {
    return Correct ? SumLogGain / double(Correct) : 0.0;
  }
  bool operator==(const Evidence &O) const;
};

/// Runtime evidence of a transition edge g_i -> g_j.
struct EdgeEvidence {
  /// Times the transition was taken.
  uint64_t Count = 0;
  /// Of those, how many candidates failed to compile.
  uint64_t CompileFailures = 0;
  /// Of those, how many compiled but failed verification.
  uint64_t Incorrect = 0;
  /// Sum of the (clipped) log-gains of the correct steps.
  double SumLogGain = 0;
  /// Sum of the downstream returns recorded at trajectory ends.
  double SumDownstream = 0;
  /// Number of downstream returns summed in SumDownstream.
  uint64_t DownstreamCount = 0;
  /// Logical time of the last use.
  int64_t LastUsed = 0;

  double meanLogGain() const {
    uint64_t Ok = Count - CompileFailures - Incorrect;
    return Count >= CompileFailures + Incorrect && Ok ? SumLogGain / double(Ok)
                                                      : 0.0;
  }
  bool operator==(const EdgeEvidence &O) const;
};

/// One positive or negative example attached to a card: the context it was
/// observed in, the outcome, and why.
struct Example {
  /// Operator class of the task (SPEC §4 spelling).
  std::string OpClass;
  /// Coarse size bucket of the task (see shapeBucket()).
  std::string ShapeBucket;
  /// improved, slower, compile_error, incorrect or runtime_error.
  std::string Outcome;
  /// Free text: the error class, message or measured effect.
  std::string Reason;
  /// The step's log-gain (0 for failed candidates).
  double Gain = 0;
  /// Logical time of the observation.
  int64_t When = 0;

  bool operator==(const Example &O) const;
  /// The total order used to bound example lists deterministically.
  bool operator<(const Example &O) const;
};

/// A weighted state condition: contributes Weight to a match score when the
/// condition holds.
struct Trigger {
  Condition When;
  double Weight = 1.0;
};

/// One value range of a built-in implementation parameter.
struct Param {
  std::string Name;
  std::vector<std::string> Values;
};

/// A global node: a coarse optimization direction.
struct GlobalNode {
  std::string Id;
  std::string Name;
  std::string Goal;
  /// State conditions that make the direction apt (or not, with a negative
  /// weight).
  std::vector<Trigger> Triggers;
  /// Operator classes the direction applies to; empty means all.
  std::vector<std::string> Patterns;
  std::vector<std::string> Risks;
  /// What the direction improves: bandwidth, latency, compute, launches...
  std::string GainType;
  /// The pass pipeline of the compiler action, if one exists.
  std::string Pipeline;
  Evidence Stats;
};

/// A local node: a strategy card under one parent direction.
struct LocalCard {
  std::string Id;
  std::string Parent;
  std::string Name;
  /// Usage conditions, as weighted state conditions.
  std::vector<Trigger> When;
  /// Operator classes the card applies to; empty means all.
  std::vector<std::string> Patterns;
  /// The instruction text a code generator or an LLM follows.
  std::string EditPattern;
  /// What to verify after applying the card.
  std::vector<std::string> Checks;
  std::string ExpectedEffect;
  std::vector<std::string> Risks;
  /// The built-in implementation id (e.g. `tpl_elementwise_vec4` or
  /// `pipeline:htam-fusion-pipeline`); empty for LLM-only cards.
  std::string Implementation;
  /// The implementation's parameter space.
  std::vector<Param> Params;
  /// True when no built-in implementation exists.
  bool LlmOnly = false;
  Evidence Stats;
  std::vector<Example> Positive;
  std::vector<Example> Negative;
};

/// A transition edge From -> To between global directions.
struct Edge {
  std::string From;
  std::string To;
  /// When the transition applies, as weighted state conditions.
  std::vector<Trigger> When;
  /// Why the transition helps.
  std::string Rationale;
  std::vector<std::string> Risks;
  /// Curated strength of the transition, in [-1, 1].
  double Prior = 0;
  /// True for edges the updater created from experience.
  bool Learned = false;
  EdgeEvidence Stats;
};

/// Limits that keep the memory bounded.
struct Limits {
  /// Maximum examples kept in each of a card's positive and negative lists.
  unsigned MaxExamples = 8;
  bool operator==(const Limits &O) const {
    return MaxExamples == O.MaxExamples;
  }
};

/// The whole HTG memory.
struct Memory {
  unsigned SchemaVersion = kSchemaVersion;
  std::string Name;
  std::string Description;
  Limits Bounds;
  std::vector<GlobalNode> Globals;
  std::vector<LocalCard> Cards;
  std::vector<Edge> Edges;

  GlobalNode *findGlobal(llvm::StringRef Id);
  const GlobalNode *findGlobal(llvm::StringRef Id) const;
  LocalCard *findCard(llvm::StringRef Id);
  const LocalCard *findCard(llvm::StringRef Id) const;
  Edge *findEdge(llvm::StringRef From, llvm::StringRef To);
  const Edge *findEdge(llvm::StringRef From, llvm::StringRef To) const;
};

/// Adds `From` into `Into`: counters and sums add, best gain and last use take
/// the maximum, the trend becomes the attempt-weighted mean. Commutative and
/// associative on the counters.
void addEvidence(Evidence &Into, const Evidence &From);
void addEvidence(EdgeEvidence &Into, const EdgeEvidence &From);

/// Merges two example lists: set union, ordered by Example::operator<, the
/// last `Max` kept. Commutative and associative.
std::vector<Example> mergeExamples(llvm::ArrayRef<Example> A,
                                   llvm::ArrayRef<Example> B, unsigned Max);

/// Merges several memories into one. Static priors (text, triggers, limits)
/// come from the first memory that has the item; evidence is combined with
/// addEvidence() and mergeExamples(). When `Base` is given, every input is
/// taken as Base plus its own evidence delta, and the result is Base plus the
/// sum of the deltas (so shared history is not counted twice).
Memory mergeMemories(llvm::ArrayRef<const Memory *> Inputs,
                     const Memory *Base = nullptr);

/// Applies the evidence a writer gathered since it loaded `Base` (the delta
/// `Current - Base`) to `Disk`, the memory now on disk. Priors come from
/// `Disk`; items that only `Current` has (e.g. learned edges) are added.
/// Counters never drop below zero.
Memory applyDelta(const Memory &Disk, const Memory &Base,
                  const Memory &Current);

} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_MEMORY_MEMORY_H
