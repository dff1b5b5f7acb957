//===- SearchMethod.cpp - The search methods htam-optimize compares -------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What distinguishes the baselines of the paper's comparison when they run
// with htam's own proposer: which memory they see and in which order the
// cards are offered. The loop itself (Optimize.cpp) is shared, so every
// method pays for its candidates the same way.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/SearchMethod.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <tuple>

using namespace mlir;
using namespace mlir::htam;

bool mlir::htam::usesMemory(SearchMethod method) {
  return method == SearchMethod::HTAM || method == SearchMethod::Flat;
}

unsigned mlir::htam::methodSteps(SearchMethod method, unsigned steps) {
  return method == SearchMethod::Direct ? 1 : steps;
}

memory::Memory mlir::htam::withoutMemory(const memory::Memory &mem) {
  memory::Memory out = mem;
  for (memory::GlobalNode &g : out.Globals) {
    g.Stats = {};
    g.Triggers.clear();
  }
  for (memory::LocalCard &c : out.Cards) {
    c.Stats = {};
    c.When.clear();
    c.Positive.clear();
    c.Negative.clear();
  }
  out.Edges.clear();
  return out;
}

std::vector<memory::CardScore>
mlir::htam::rankCardsForMethod(SearchMethod method,
                               const memory::Scorer &scorer,
                               const memory::State &state, unsigned step,
                               uint64_t seed, llvm::StringRef refineCard) {
  std::vector<memory::CardScore> cards = scorer.rankFlat(state);
  bool feedback = method == SearchMethod::Feedback;
  // Feedback starts from best-of-n's first sample and keeps its order; each
  // best-of-n sample draws a new order.
  unsigned sample = feedback ? 1 : step;
  uint64_t sampleSeed = seed ^ (uint64_t(sample) * 0x9E3779B97F4A7C15ULL);
  struct Keyed {
    bool mismatch, used;
    uint64_t draw;
    memory::CardScore card;
  };
  std::vector<Keyed> keyed;
  for (memory::CardScore &c : cards) {
    c.MemoryWithheld = true;
    c.Sampled = !feedback;
    keyed.push_back({c.Pattern < 0, feedback && c.Repeat < 0,
                     memory::stableHash(c.Id, sampleSeed), std::move(c)});
  }
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const Keyed &x, const Keyed &y) {
                     return std::tie(x.mismatch, x.used, x.draw, x.card.Id) <
                            std::tie(y.mismatch, y.used, y.draw, y.card.Id);
                   });
  std::vector<memory::CardScore> out;
  for (Keyed &k : keyed)
    out.push_back(std::move(k.card));
  if (feedback && !refineCard.empty()) {
    auto it = llvm::find_if(
        out, [&](const memory::CardScore &c) { return c.Id == refineCard; });
    if (it != out.end())
      std::rotate(out.begin(), it, it + 1);
  }
  return out;
}
