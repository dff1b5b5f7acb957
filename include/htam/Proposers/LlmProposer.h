//===- LlmProposer.h - The llm and replay proposers -------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The proposers that ask a language model (paper Appendix C.9): one
// local_selection call (the top cards under the chosen direction with their
// evidence -> a card and an edit plan) and one code_generation call (state,
// plan, card, the operator's MLIR, the previous candidate with its feedback,
// the kernel contract -> CUDA and a launch JSON) per step, plus repair calls
// when an answer cannot be used or does not compile. `replay` is the same
// proposer answered from a recorded transcript.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_PROPOSERS_LLMPROPOSER_H
#define HTAM_PROPOSERS_LLMPROPOSER_H

#include "htam/LLM/Client.h"
#include "htam/Proposers/CompileCheck.h"
#include "htam/Proposers/Proposer.h"

namespace mlir {
namespace htam {

/// The driver's llm-* options.
struct LlmProposerOptions {
  std::string url;
  std::string model;
  /// Name of the environment variable holding the key (never the key).
  std::string keyEnv;
  double timeoutSeconds = 120;
  unsigned retries = 4;
  unsigned concurrency = 4;
  std::string cacheDir;
  /// Recorded by `llm`, read by `replay`.
  std::string transcript;
  /// "IN,OUT" USD per million tokens.
  std::string prices;
  /// Target of the compile check inside the proposer.
  std::string arch = "sm_90";
  /// The driver's compile check of each answer before it is handed on (not
  /// owned); null: answers are not checked.
  CompileCheck *compileCheck = nullptr;
  /// Repair calls per step at most.
  unsigned maxRepairs = 2;
  /// Cards offered to local selection at most.
  unsigned topCards = 6;
};

/// The llm proposer over an HTTP backend (libcurl).
llvm::Expected<std::unique_ptr<Proposer>>
createLlmProposer(const LlmProposerOptions &options);

/// The llm proposer over `backend` (tests, replay).
std::unique_ptr<Proposer>
createLlmProposer(const LlmProposerOptions &options,
                  std::unique_ptr<llm::ChatBackend> backend,
                  llvm::StringRef name, llvm::StringRef endpoint);

/// The replay proposer over the transcript options.transcript.
llvm::Expected<std::unique_ptr<Proposer>>
createReplayProposer(const LlmProposerOptions &options);

} // namespace htam
} // namespace mlir

#endif // HTAM_PROPOSERS_LLMPROPOSER_H
