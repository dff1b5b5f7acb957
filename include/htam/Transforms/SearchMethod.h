//===- SearchMethod.h - The methods htam-optimize compares ------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The methods of the paper's comparison (§5, Appendix C.4) as the driver runs
// them with the same proposer and evaluator: `htam` (hierarchy, transitions,
// updated memory), `flat` (retrieval over every card, no hierarchy, no
// transitions), and three methods without memory: `feedback` (T steps, each
// choice informed by the earlier candidates' outcomes), `best-of-n` (N
// independent samples, the best kept) and `direct` (one sample). The
// memory-free methods see the cards only as the proposer's catalogue of what
// it can implement: no evidence, examples, triggers or edges.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_SEARCHMETHOD_H
#define HTAM_TRANSFORMS_SEARCHMETHOD_H

#include "htam/Memory/Scorer.h"
#include "htam/Transforms/OptimizeOptions.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <vector>

namespace mlir {
namespace htam {

/// True for the methods that read and update the HTG memory.
bool usesMemory(SearchMethod method);

/// The number of evaluations (steps) the method gets for a budget of
/// `steps`: one for direct, `steps` (T, or N for best-of-n) otherwise.
unsigned methodSteps(SearchMethod method, unsigned steps);

/// The memory a memory-free method sees: every card and direction with its
/// implementation and the op classes it applies to, but no evidence,
/// examples, triggers or usage conditions, and no edges.
memory::Memory withoutMemory(const memory::Memory &mem);

/// The cards a memory-free method offers the proposer at step `step`, best
/// first (cards whose patterns match the task's class first). direct and
/// best-of-n: a seeded random order, a fresh one per sample and independent
/// of every earlier outcome (direct is best-of-n's first sample). feedback:
/// step 1 is that same sample; later steps keep refining `refineCard` (the
/// card of the previous step when it improved the best kernel), else move on
/// to cards not tried yet. Every card is marked MemoryWithheld.
std::vector<memory::CardScore> rankCardsForMethod(SearchMethod method,
                                                  const memory::Scorer &scorer,
                                                  const memory::State &state,
                                                  unsigned step, uint64_t seed,
                                                  llvm::StringRef refineCard);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_SEARCHMETHOD_H
