//===- Transcript.h - Recording LLM calls as JSON Lines ---------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A transcript holds one JSON line per call, in call order: its purpose, the
// request (body and hash), the response and what the call cost. The replay
// backend (Client.h) reads it back. It never holds the key: requests carry
// the key only in an HTTP header, which is not recorded, and every line is
// redacted (Redact.h) in case a server echoed it.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LLM_TRANSCRIPT_H
#define HTAM_LLM_TRANSCRIPT_H

#include "htam/LLM/Client.h"

#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <mutex>

namespace mlir {
namespace htam {
namespace llm {

/// Appends calls to a transcript file (created or truncated on open).
class TranscriptWriter {
public:
  static llvm::Expected<std::unique_ptr<TranscriptWriter>>
  create(llvm::StringRef path);
  /// One line; `response` is null for a failed call.
  void append(const ChatRequest &request, const CallRecord &record,
              const ChatResponse *response);

private:
  explicit TranscriptWriter(std::unique_ptr<llvm::raw_fd_ostream> os)
      : os(std::move(os)) {}
  std::unique_ptr<llvm::raw_fd_ostream> os;
  std::mutex mu;
  int64_t seq = 0;
};

} // namespace llm
} // namespace htam
} // namespace mlir

#endif // HTAM_LLM_TRANSCRIPT_H
