//===- MemoryChecks.cpp - Structural checks of a memory -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What a memory must satisfy beyond its scalars: unique ids, parents and
// edge ends that exist, evidence counters that agree with each other, known
// example outcomes, bounded examples. The reader reports each problem at the
// item's location (MemoryIO.cpp); validateMemory as plain text.
//
//===----------------------------------------------------------------------===//

#include "MemoryChecks.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir::htam::memory;
using llvm::StringRef;

/// The outcomes an example may record.
static const StringRef Outcomes[] = {"improved", "slower", "compile_error",
                                     "incorrect", "runtime_error"};

/// Reports counters that contradict each other (e.g. correct > compiled).
static void checkEvidence(const Evidence &E, ItemKind K, size_t I,
                          const std::string &What, const Reporter &Report) {
  if (E.Compiled > E.Attempts)
    Report(K, I,
           What + ": compiled (" + std::to_string(E.Compiled) +
               ") exceeds attempts (" + std::to_string(E.Attempts) + ")",
           std::nullopt);
  else if (E.Correct > E.Compiled)
    Report(K, I,
           What + ": correct (" + std::to_string(E.Correct) +
               ") exceeds compiled (" + std::to_string(E.Compiled) + ")",
           std::nullopt);
  else if (E.Improved > E.Correct)
    Report(K, I,
           What + ": improved (" + std::to_string(E.Improved) +
               ") exceeds correct (" + std::to_string(E.Correct) + ")",
           std::nullopt);
}

/// Every structural check of a memory; problems go to `Report`.
void mlir::htam::memory::checkMemory(const Memory &M, const Reporter &Report) {
  llvm::StringMap<size_t> Globals, Cards;
  for (size_t I = 0; I < M.Globals.size(); ++I) {
    const GlobalNode &G = M.Globals[I];
    if (G.Id.empty()) {
      Report(ItemKind::Global, I, "direction with an empty id", std::nullopt);
      continue;
    }
    auto [It, New] = Globals.try_emplace(G.Id, I);
    if (!New)
      Report(ItemKind::Global, I, "duplicate direction id '" + G.Id + "'",
             It->second);
    checkEvidence(G.Stats, ItemKind::Global, I, "direction '" + G.Id + "'",
                  Report);
  }
  for (size_t I = 0; I < M.Cards.size(); ++I) {
    const LocalCard &C = M.Cards[I];
    std::string What = "card '" + C.Id + "'";
    if (C.Id.empty()) {
      Report(ItemKind::Card, I, "card with an empty id", std::nullopt);
      continue;
    }
    auto [It, New] = Cards.try_emplace(C.Id, I);
    if (!New)
      Report(ItemKind::Card, I, "duplicate card id '" + C.Id + "'", It->second);
    if (Globals.count(C.Id))
      Report(ItemKind::Card, I,
             "card id '" + C.Id + "' is already a direction id", std::nullopt);
    if (!Globals.count(C.Parent))
      Report(ItemKind::Card, I,
             What + " has parent '" + C.Parent + "', which is not a direction",
             std::nullopt);
    if (C.Implementation.empty() && !C.LlmOnly)
      Report(ItemKind::Card, I,
             What + " has no implementation; set 'llm_only: true' or name a "
                    "built-in implementation",
             std::nullopt);
    if (!C.Implementation.empty() && C.LlmOnly)
      Report(ItemKind::Card, I,
             What + " names an implementation and is marked llm_only",
             std::nullopt);
    checkEvidence(C.Stats, ItemKind::Card, I, What, Report);
    for (const auto *List : {&C.Positive, &C.Negative}) {
      StringRef Kind = List == &C.Positive ? "positive" : "negative";
      if (List->size() > M.Bounds.MaxExamples)
        Report(ItemKind::Card, I,
               What + " has " + std::to_string(List->size()) + " " +
                   Kind.str() + " examples, more than limits.max_examples (" +
                   std::to_string(M.Bounds.MaxExamples) + ")",
               std::nullopt);
      for (const Example &E : *List)
        if (!llvm::is_contained(Outcomes, StringRef(E.Outcome)))
          Report(ItemKind::Card, I,
                 What + " has an example with unknown outcome '" + E.Outcome +
                     "' (expected " +
                     llvm::join(llvm::ArrayRef<StringRef>(Outcomes), ", ") +
                     ")",
                 std::nullopt);
    }
  }
  std::map<std::pair<std::string, std::string>, size_t> Edges;
  for (size_t I = 0; I < M.Edges.size(); ++I) {
    const Edge &E = M.Edges[I];
    for (const std::string *End : {&E.From, &E.To})
      if (!Globals.count(*End))
        Report(ItemKind::Edge, I,
               "edge " + E.From + " -> " + E.To + " names '" + *End +
                   "', which is not a direction",
               std::nullopt);
    auto [It, New] = Edges.try_emplace({E.From, E.To}, I);
    if (!New)
      Report(ItemKind::Edge, I, "duplicate edge " + E.From + " -> " + E.To,
             It->second);
    if (!(E.Prior >= -1.0 && E.Prior <= 1.0))
      Report(ItemKind::Edge, I,
             "edge " + E.From + " -> " + E.To + " has prior outside [-1, 1]",
             std::nullopt);
    if (E.Stats.CompileFailures + E.Stats.Incorrect > E.Stats.Count)
      Report(ItemKind::Edge, I,
             "edge " + E.From + " -> " + E.To +
                 ": failures exceed the transition count",
             std::nullopt);
  }
  if (M.Bounds.MaxExamples == 0)
    Report(ItemKind::Global, M.Globals.size(),
           "limits.max_examples must be at least 1", std::nullopt);
}

llvm::Error mlir::htam::memory::validateMemory(const Memory &M) {
  std::string Msg;
  llvm::raw_string_ostream OS(Msg);
  checkMemory(M,
              [&](ItemKind, size_t, const std::string &Text,
                  std::optional<size_t>) { OS << "error: " << Text << "\n"; });
  if (Msg.empty())
    return llvm::Error::success();
  return llvm::createStringError(Msg);
}

