//===- Redact.h - Keeping the API key out of files and logs -----*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A server may echo the Authorization header in an answer or an error page,
// and an answer's text travels far: into the transcript, the cache, the
// trajectory, candidate sources, memory examples and diagnostics. The key is
// registered once, when it is read from the environment, and every sink
// passes its text through redact(), which replaces each registered secret by
// "<redacted>". The registry is process-wide so that sinks outside lib/LLM
// (the driver's report and memory writes) need no access to the key.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LLM_REDACT_H
#define HTAM_LLM_REDACT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir {
namespace htam {
namespace llm {

/// What a secret is replaced by.
inline constexpr llvm::StringLiteral kRedacted = "<redacted>";

/// Registers `secret` (an API key, a URL's password) for redaction in this
/// process. Empty secrets are ignored; registering one twice is harmless.
void registerSecret(llvm::StringRef secret);

/// `text` with every registered secret replaced by kRedacted.
std::string redact(llvm::StringRef text);

/// `text` with every occurrence of `secret` replaced by kRedacted.
std::string redact(llvm::StringRef text, llvm::StringRef secret);

/// Redacts every string (and object key) inside `value`.
void redactJSON(llvm::json::Value &value);

/// True when `text` holds a registered secret.
bool containsSecret(llvm::StringRef text);

} // namespace llm
} // namespace htam
} // namespace mlir

#endif // HTAM_LLM_REDACT_H
