//===- Answer.h - Reading an LLM's answers robustly -------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Turns the text of a local-selection answer (a JSON object with a card id
// and a plan) and of a code-generation answer (one fenced CUDA block and a
// launch JSON) into data, or into one sentence saying what is wrong with it.
// That sentence is what a repair call sends back to the model, and what a
// step failure records, so it names the problem precisely.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LLM_ANSWER_H
#define HTAM_LLM_ANSWER_H

#include "htam/Runtime/KernelSpec.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace llm {

/// One fenced block (```lang ... ```).
struct CodeBlock {
  std::string lang;
  std::string body;
  /// False when the answer ended inside the block.
  bool closed = true;
};

/// The fenced blocks of `text`, in order.
std::vector<CodeBlock> extractCodeBlocks(llvm::StringRef text);

/// The names of the `__global__` functions defined in `source` (extern "C"
/// or not, with or without __launch_bounds__).
std::vector<std::string> globalFunctionNames(llvm::StringRef source);

/// A local-selection answer.
struct Selection {
  std::string card;
  std::string plan;
};

/// Reads {"card": ..., "plan": ...} (fenced or bare) from `text`; the card
/// must be one of `allowed`. On failure returns false and sets `problem`.
bool parseSelection(llvm::StringRef text, llvm::ArrayRef<std::string> allowed,
                    Selection &out, std::string &problem);

/// A code-generation answer.
struct CodeAnswer {
  std::string source;
  std::vector<KernelLaunch> launches;
  std::vector<int64_t> scratchBytes;
};

/// Reads one CUDA block and the launch JSON
///   {"launches": [{"entry": "k", "grid": [g,1,1], "block": [256,1,1],
///                  "smem": 0, "params": [0, 1, "s0"]}],
///    "scratch_bytes": [4096]}
/// (or a single launch object) from `text`, for a kernel contract of
/// `numArgs` operator arguments. `finishReason` "length" means the answer
/// was cut off. On failure returns false and sets `problem`.
bool parseCodeAnswer(llvm::StringRef text, llvm::StringRef finishReason,
                     size_t numArgs, CodeAnswer &out, std::string &problem);

} // namespace llm
} // namespace htam
} // namespace mlir

#endif // HTAM_LLM_ANSWER_H
