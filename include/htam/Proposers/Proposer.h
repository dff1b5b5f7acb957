//===- Proposer.h - Making candidates under a chosen direction --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A proposer turns the driver's choice of a global direction into a
// candidate: it selects a local card among the ranked cards under that
// direction and generates a kernel for it. The built-in proposer does both
// deterministically with the strategy library; the LLM and replay proposers
// (LlmProposer.h) implement the same interface. Proposers never touch the GPU.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_PROPOSERS_PROPOSER_H
#define HTAM_PROPOSERS_PROPOSER_H

#include "htam/Analysis/OperatorTask.h"
#include "htam/Memory/Memory.h"
#include "htam/Memory/Scorer.h"
#include "htam/Memory/State.h"
#include "htam/Proposers/CandidateFault.h"
#include "htam/Proposers/PipelineCatalog.h"
#include "htam/Strategies/Strategies.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/JSON.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace htam {

/// What a proposer sees at one step.
struct ProposalContext {
  func::FuncOp task;
  const OperatorTask *analysis = nullptr;
  const memory::State *state = nullptr;
  const memory::Memory *memory = nullptr;
  /// The chosen global direction and its cards, best first.
  std::string direction;
  llvm::ArrayRef<memory::CardScore> rankedCards;
  /// Keys (template id + parameters, and sourceKey of the code) of
  /// candidates already generated for this task, so that a step never
  /// repeats one.
  const llvm::StringSet<> *tried = nullptr;
};

/// A hash of a kernel source without its comment lines (a generator's
/// header names its parameters; comments do not make kernels different).
std::string sourceKey(llvm::StringRef source);

/// The key under which a candidate is recorded in ProposalContext::tried,
/// so that the same kernel with the same launches is never proposed twice:
/// its source and its launch configurations (a grid alone can differ).
std::string candidateKey(llvm::StringRef source,
                         llvm::ArrayRef<KernelLaunch> launches);

/// A generated candidate: CUDA from the strategy library, or a task lowered
/// by a direction pipeline (`pipeline:` implementations).
struct Proposal {
  std::string card;
  std::string implementation;
  /// The CUDA candidate (empty source for a pipeline candidate).
  GeneratedKernel kernel;
  /// A compiler-action candidate: the textual pass pipeline that lowers the
  /// task (`builtin.module(htam-fusion-pipeline{...})`); the driver runs it,
  /// as it compiles CUDA candidates.
  std::string pipeline;
  /// The key recorded in ProposalContext::tried.
  std::string key;
  /// Why this card and configuration (for the trajectory).
  std::string plan;
};

/// The proposer interface of SPEC §10.
class Proposer {
public:
  virtual ~Proposer();
  virtual llvm::StringRef name() const = 0;
  /// Picks a card under the direction; std::nullopt when none applies.
  /// `why` says what was considered.
  virtual std::optional<std::string> selectLocal(const ProposalContext &ctx,
                                                 std::string &why) = 0;
  /// Generates a candidate for `card`; failure with `why` when it cannot.
  virtual FailureOr<Proposal> generate(const ProposalContext &ctx,
                                       llvm::StringRef card,
                                       std::string &why) = 0;
  /// True when the last generate() failed because the proposer's service
  /// gave no answer (an LLM endpoint unreachable, rate-limited, erroring or
  /// unreadable): an outage, which says nothing about the card, so the
  /// driver records it and learns nothing from it.
  virtual bool lastFailureIsOutage() const { return false; }
  /// One line when the run must fail because the proposer's service
  /// answered none of its calls; empty otherwise.
  virtual std::string runFailure() const { return ""; }
  /// What the proposer did since the last call, for the step's trajectory
  /// entry (the LLM calls, their tokens and cost); null when nothing.
  virtual llvm::json::Value takeStepRecord() { return nullptr; }
  /// The run's totals for trajectory.json (null when nothing) and a
  /// markdown section for report.md ("" when nothing).
  virtual llvm::json::Value runRecord() const { return nullptr; }
  virtual std::string reportSection() const { return ""; }
};

/// The deterministic built-in proposer: the best-ranked card whose built-in
/// implementation supports the task and still has an untried parameter
/// configuration (in the strategy library's ranked order). `pipeline:` cards
/// are expanded with `pipelines` (the driver's; null: none applies).
std::unique_ptr<Proposer>
createBuiltinProposer(const PipelineCatalog *pipelines);

/// Wraps `inner` and makes every candidate fail in a chosen way, so that the
/// driver's failure paths and memory updates can be tested without a GPU:
/// Compile appends a line that does not compile to each source, Generate
/// fails every generation; None returns `inner` itself.
std::unique_ptr<Proposer>
createFaultInjectingProposer(std::unique_ptr<Proposer> inner,
                             CandidateFault fault);

} // namespace htam
} // namespace mlir

#endif // HTAM_PROPOSERS_PROPOSER_H
