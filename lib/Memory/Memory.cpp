//===- Memory.cpp - HTG lookups and the evidence algebra ------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Lookups by id, equality of evidence, and the two ways evidence combines:
// merging independent memories (htam-mem merge) and applying one writer's
// delta to the file on disk (MemoryStore::commit).
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/Memory.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <tuple>

using namespace mlir::htam::memory;
using llvm::StringRef;

bool Evidence::operator==(const Evidence &O) const {
  return Attempts == O.Attempts && Compiled == O.Compiled &&
         Correct == O.Correct && Improved == O.Improved &&
         SumLogGain == O.SumLogGain && BestGain == O.BestGain &&
         Trend == O.Trend && LastUsed == O.LastUsed;
}

bool EdgeEvidence::operator==(const EdgeEvidence &O) const {
  return Count == O.Count && CompileFailures == O.CompileFailures &&
         Incorrect == O.Incorrect && SumLogGain == O.SumLogGain &&
         SumDownstream == O.SumDownstream &&
         DownstreamCount == O.DownstreamCount && LastUsed == O.LastUsed;
}

/// The fields of an example in the order that sorts example lists.
static auto exampleKey(const Example &E) {
  return std::tie(E.When, E.OpClass, E.ShapeBucket, E.Outcome, E.Reason,
                  E.Gain);
}

bool Example::operator==(const Example &O) const {
  return exampleKey(*this) == exampleKey(O);
}

bool Example::operator<(const Example &O) const {
  return exampleKey(*this) < exampleKey(O);
}

GlobalNode *Memory::findGlobal(StringRef Id) {
  for (GlobalNode &G : Globals)
    if (G.Id == Id)
      return &G;
  return nullptr;
}

const GlobalNode *Memory::findGlobal(StringRef Id) const {
  return const_cast<Memory *>(this)->findGlobal(Id);
}

LocalCard *Memory::findCard(StringRef Id) {
  for (LocalCard &C : Cards)
    if (C.Id == Id)
      return &C;
  return nullptr;
}

const LocalCard *Memory::findCard(StringRef Id) const {
  return const_cast<Memory *>(this)->findCard(Id);
}

Edge *Memory::findEdge(StringRef From, StringRef To) {
  for (Edge &E : Edges)
    if (E.From == From && E.To == To)
      return &E;
  return nullptr;
}

const Edge *Memory::findEdge(StringRef From, StringRef To) const {
  return const_cast<Memory *>(this)->findEdge(From, To);
}

void mlir::htam::memory::addEvidence(Evidence &Into, const Evidence &From) {
  uint64_t N = addCount(Into.Attempts, From.Attempts);
  Into.Trend = N ? (Into.Trend * double(Into.Attempts) +
                    From.Trend * double(From.Attempts)) /
                       double(N)
                 : 0.0;
  Into.Attempts = N;
  Into.Compiled = addCount(Into.Compiled, From.Compiled);
  Into.Correct = addCount(Into.Correct, From.Correct);
  Into.Improved = addCount(Into.Improved, From.Improved);
  Into.SumLogGain += From.SumLogGain;
  Into.BestGain = std::max(Into.BestGain, From.BestGain);
  Into.LastUsed = std::max(Into.LastUsed, From.LastUsed);
}

void mlir::htam::memory::addEvidence(EdgeEvidence &Into,
                                     const EdgeEvidence &From) {
  Into.Count = addCount(Into.Count, From.Count);
  Into.CompileFailures = addCount(Into.CompileFailures, From.CompileFailures);
  Into.Incorrect = addCount(Into.Incorrect, From.Incorrect);
  Into.SumLogGain += From.SumLogGain;
  Into.SumDownstream += From.SumDownstream;
  Into.DownstreamCount = addCount(Into.DownstreamCount, From.DownstreamCount);
  Into.LastUsed = std::max(Into.LastUsed, From.LastUsed);
}

std::vector<Example>
mlir::htam::memory::mergeExamples(llvm::ArrayRef<Example> A,
                                  llvm::ArrayRef<Example> B, unsigned Max) {
  std::vector<Example> All(A.begin(), A.end());
  All.insert(All.end(), B.begin(), B.end());
  llvm::sort(All);
  All.erase(std::unique(All.begin(), All.end()), All.end());
  if (All.size() > Max)
    All.erase(All.begin(), All.end() - Max);
  return All;
}

/// Disk + (Cur - Base) on a counter, in [0, kMaxCount] (inputs are at most
/// kMaxCount, so the signed arithmetic cannot overflow).
static uint64_t deltaCount(uint64_t Disk, uint64_t Base, uint64_t Cur) {
  auto Clamp = [](uint64_t V) { return int64_t(std::min(V, kMaxCount)); };
  int64_t R = Clamp(Disk) + (Clamp(Cur) - Clamp(Base));
  return R < 0 ? 0 : std::min(uint64_t(R), kMaxCount);
}

/// Disk + (Cur - Base) on a real; exactly Cur when Disk is still Base, so a
/// single writer reads back bit-identical values.
static double deltaReal(double Disk, double Base, double Cur) {
  return Disk == Base ? Cur : Disk + (Cur - Base);
}

/// Disk + (Cur - Base) on every field of a node or card's evidence.
static Evidence deltaEvidence(const Evidence &Disk, const Evidence &Base,
                              const Evidence &Cur) {
  Evidence R;
  R.Attempts = deltaCount(Disk.Attempts, Base.Attempts, Cur.Attempts);
  R.Compiled = deltaCount(Disk.Compiled, Base.Compiled, Cur.Compiled);
  R.Correct = deltaCount(Disk.Correct, Base.Correct, Cur.Correct);
  R.Improved = deltaCount(Disk.Improved, Base.Improved, Cur.Improved);
  R.SumLogGain = deltaReal(Disk.SumLogGain, Base.SumLogGain, Cur.SumLogGain);
  R.BestGain = std::max(Disk.BestGain, Cur.BestGain);
  R.Trend = deltaReal(Disk.Trend, Base.Trend, Cur.Trend);
  R.LastUsed = std::max(Disk.LastUsed, Cur.LastUsed);
  return R;
}

/// Disk + (Cur - Base) on every field of an edge's evidence.
static EdgeEvidence deltaEvidence(const EdgeEvidence &Disk,
                                  const EdgeEvidence &Base,
                                  const EdgeEvidence &Cur) {
  EdgeEvidence R;
  R.Count = deltaCount(Disk.Count, Base.Count, Cur.Count);
  R.CompileFailures = deltaCount(Disk.CompileFailures, Base.CompileFailures,
                                 Cur.CompileFailures);
  R.Incorrect = deltaCount(Disk.Incorrect, Base.Incorrect, Cur.Incorrect);
  R.SumLogGain = deltaReal(Disk.SumLogGain, Base.SumLogGain, Cur.SumLogGain);
  R.SumDownstream =
      deltaReal(Disk.SumDownstream, Base.SumDownstream, Cur.SumDownstream);
  R.DownstreamCount = deltaCount(Disk.DownstreamCount, Base.DownstreamCount,
                                 Cur.DownstreamCount);
  R.LastUsed = std::max(Disk.LastUsed, Cur.LastUsed);
  return R;
}

/// The examples of `Cur` that `Base` does not have.
static std::vector<Example> newExamples(llvm::ArrayRef<Example> Base,
                                        llvm::ArrayRef<Example> Cur) {
  std::vector<Example> R;
  for (const Example &E : Cur)
    if (!llvm::is_contained(Base, E))
      R.push_back(E);
  return R;
}

namespace {
/// Id -> position maps of one memory, so that combining two memories of N
/// items costs O(N) lookups instead of O(N^2) scans.
struct Index {
  llvm::StringMap<size_t> Globals, Cards, Edges;
  explicit Index(const Memory &M) {
    for (size_t I = 0; I < M.Globals.size(); ++I)
      Globals.try_emplace(M.Globals[I].Id, I);
    for (size_t I = 0; I < M.Cards.size(); ++I)
      Cards.try_emplace(M.Cards[I].Id, I);
    for (size_t I = 0; I < M.Edges.size(); ++I)
      Edges.try_emplace(key(M.Edges[I]), I);
  }
  static std::string key(const Edge &E) { return E.From + "\n" + E.To; }
  template <typename T>
  static T *get(std::vector<T> &V, const llvm::StringMap<size_t> &Map,
                llvm::StringRef Key) {
    auto It = Map.find(Key);
    return It == Map.end() ? nullptr : &V[It->second];
  }
  template <typename T>
  static const T *get(const std::vector<T> &V,
                      const llvm::StringMap<size_t> &Map, llvm::StringRef Key) {
    auto It = Map.find(Key);
    return It == Map.end() ? nullptr : &V[It->second];
  }
};
} // namespace

Memory mlir::htam::memory::applyDelta(const Memory &Disk, const Memory &Base,
                                      const Memory &Current) {
  Memory R = Disk;
  Index BI(Base), RI(R);
  const Evidence NoEv;
  const EdgeEvidence NoEdgeEv;
  for (const GlobalNode &C : Current.Globals) {
    const GlobalNode *B = Index::get(Base.Globals, BI.Globals, C.Id);
    if (GlobalNode *D = Index::get(R.Globals, RI.Globals, C.Id)) {
      D->Stats = deltaEvidence(D->Stats, B ? B->Stats : NoEv, C.Stats);
    } else if (!B) {
      RI.Globals.try_emplace(C.Id, R.Globals.size());
      R.Globals.push_back(C);
    }
  }
  unsigned Max = R.Bounds.MaxExamples;
  const std::vector<Example> NoExamples;
  for (const LocalCard &C : Current.Cards) {
    const LocalCard *B = Index::get(Base.Cards, BI.Cards, C.Id);
    if (LocalCard *D = Index::get(R.Cards, RI.Cards, C.Id)) {
      D->Stats = deltaEvidence(D->Stats, B ? B->Stats : NoEv, C.Stats);
      D->Positive = mergeExamples(
          D->Positive, newExamples(B ? B->Positive : NoExamples, C.Positive),
          Max);
      D->Negative = mergeExamples(
          D->Negative, newExamples(B ? B->Negative : NoExamples, C.Negative),
          Max);
    } else if (!B && RI.Globals.count(C.Parent)) {
      RI.Cards.try_emplace(C.Id, R.Cards.size());
      R.Cards.push_back(C);
    }
  }
  for (const Edge &C : Current.Edges) {
    std::string K = Index::key(C);
    const Edge *B = Index::get(Base.Edges, BI.Edges, K);
    if (Edge *D = Index::get(R.Edges, RI.Edges, K)) {
      D->Stats = deltaEvidence(D->Stats, B ? B->Stats : NoEdgeEv, C.Stats);
    } else if (!B && RI.Globals.count(C.From) && RI.Globals.count(C.To)) {
      RI.Edges.try_emplace(K, R.Edges.size());
      R.Edges.push_back(C);
    }
  }
  return R;
}

Memory mlir::htam::memory::mergeMemories(llvm::ArrayRef<const Memory *> Inputs,
                                         const Memory *Base) {
  if (Base) {
    Memory R = *Base;
    for (const Memory *M : Inputs)
      R = applyDelta(R, *Base, *M);
    return R;
  }
  if (Inputs.empty())
    return Memory();
  Memory R = *Inputs.front();
  Index RI(R);
  unsigned Max = R.Bounds.MaxExamples;
  for (const Memory *M : Inputs.drop_front()) {
    for (const GlobalNode &G : M->Globals) {
      if (GlobalNode *D = Index::get(R.Globals, RI.Globals, G.Id)) {
        addEvidence(D->Stats, G.Stats);
      } else {
        RI.Globals.try_emplace(G.Id, R.Globals.size());
        R.Globals.push_back(G);
      }
    }
    for (const LocalCard &C : M->Cards) {
      if (LocalCard *D = Index::get(R.Cards, RI.Cards, C.Id)) {
        addEvidence(D->Stats, C.Stats);
        D->Positive = mergeExamples(D->Positive, C.Positive, Max);
        D->Negative = mergeExamples(D->Negative, C.Negative, Max);
      } else {
        RI.Cards.try_emplace(C.Id, R.Cards.size());
        R.Cards.push_back(C);
      }
    }
    for (const Edge &E : M->Edges) {
      std::string K = Index::key(E);
      if (Edge *D = Index::get(R.Edges, RI.Edges, K)) {
        addEvidence(D->Stats, E.Stats);
      } else {
        RI.Edges.try_emplace(K, R.Edges.size());
        R.Edges.push_back(E);
      }
    }
  }
  // Cards copied from later inputs keep their own lists; bound them too.
  for (LocalCard &C : R.Cards) {
    C.Positive = mergeExamples(C.Positive, {}, Max);
    C.Negative = mergeExamples(C.Negative, {}, Max);
  }
  return R;
}
