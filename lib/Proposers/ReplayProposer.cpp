//===- ReplayProposer.cpp - The llm proposer answered from a transcript ---===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `proposer=replay llm-transcript=F` reruns a recorded `proposer=llm` run
// without a network: the same proposer logic (prompts, parsing, repairs,
// compile checks) makes the same calls, and each is answered with the
// recorded response and the recorded tokens and cost. A dry run replays to
// an identical trajectory.
//
//===----------------------------------------------------------------------===//

#include "htam/Proposers/LlmProposer.h"

using namespace mlir;
using namespace mlir::htam;

llvm::Expected<std::unique_ptr<Proposer>>
mlir::htam::createReplayProposer(const LlmProposerOptions &options) {
  llvm::Expected<std::unique_ptr<llm::ChatBackend>> backend =
      llm::createReplayBackend(options.transcript);
  if (!backend)
    return backend.takeError();
  return createLlmProposer(options, std::move(*backend), "replay",
                           "transcript `" + options.transcript + "`");
}
