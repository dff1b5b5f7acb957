//===- Prompts.h - The LLM prompt templates --------------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The versioned prompt templates of prompts/ (embedded at build time) and
// their `{{name}}` substitution.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_PROPOSERS_PROMPTS_H
#define HTAM_LIB_PROPOSERS_PROMPTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>

namespace mlir {
namespace htam {

/// The versions of the prompts in use (recorded in the trajectory).
constexpr llvm::StringLiteral kSystemPrompt = "system.v1";
constexpr llvm::StringLiteral kSelectionPrompt = "local_selection.v1";
constexpr llvm::StringLiteral kGenerationPrompt = "code_generation.v1";
constexpr llvm::StringLiteral kRepairPrompt = "repair.v1";

/// The text of template `id` (e.g. "repair.v1"); empty if unknown.
llvm::StringRef promptTemplate(llvm::StringRef id);

/// `id` with every `{{key}}` replaced by its value.
std::string
fillPrompt(llvm::StringRef id,
           llvm::ArrayRef<std::pair<llvm::StringRef, std::string>> values);

} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_PROPOSERS_PROMPTS_H
