//===- Chat.h - OpenAI-compatible chat completions: data and JSON -*- C++ -*-=//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The request and response of an OpenAI-compatible `/chat/completions` call
// (DeepSeek, OpenAI, vLLM, SGLang and Ollama all speak it), token usage and
// its cost under a price table. The request body is canonical JSON, so that
// its hash keys the on-disk cache and checks a replayed transcript. Nothing
// here ever sees the API key: it travels in an HTTP header only.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LLM_CHAT_H
#define HTAM_LLM_CHAT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace llm {

/// One message of a conversation.
struct ChatMessage {
  std::string role; // system, user or assistant
  std::string content;
};

/// One chat-completions request.
struct ChatRequest {
  std::string model;
  std::vector<ChatMessage> messages;
  double temperature = 0;
  int64_t maxTokens = 4096;

  /// The request body (canonical: same request, same bytes).
  std::string body() const;
  /// Hash of the body: "xxh3:<16 hex digits>".
  std::string hash() const;
};

/// Tokens of one call.
struct Usage {
  int64_t promptTokens = 0;
  int64_t completionTokens = 0;
  /// False when the server sent no `usage`: the counts are estimated from
  /// the text (4 characters per token).
  bool reported = true;

  Usage &operator+=(const Usage &o) {
    promptTokens += o.promptTokens;
    completionTokens += o.completionTokens;
    reported &= o.reported;
    return *this;
  }
};

/// The answer of one call.
struct ChatResponse {
  std::string content;
  /// "stop", or "length" when the answer was cut at the token limit.
  std::string finishReason;
  Usage usage;
};

/// USD per million input (prompt) and output (completion) tokens.
struct Prices {
  double inputPerMillion = 0;
  double outputPerMillion = 0;

  double cost(const Usage &u) const {
    return (double(u.promptTokens) * inputPerMillion +
            double(u.completionTokens) * outputPerMillion) /
           1e6;
  }
};

/// Parses "IN,OUT" (USD per million tokens), e.g. "0.27,1.10"; empty is
/// free.
llvm::Expected<Prices> parsePrices(llvm::StringRef text);

/// Reads a chat-completions response body. A body that is not JSON, has no
/// choices or no message content is an error; a missing `usage` is
/// estimated from `request` and the answer (Usage::reported = false).
llvm::Expected<ChatResponse> parseChatResponse(llvm::StringRef body,
                                               const ChatRequest &request);

/// JSON forms, for the cache and the transcript.
llvm::json::Value toJSON(const ChatResponse &r);
llvm::json::Value toJSON(const Usage &u);
bool fromJSON(const llvm::json::Value &v, ChatResponse &r,
              llvm::json::Path path);

/// Rough token count of `text` (4 characters per token).
int64_t estimateTokens(llvm::StringRef text);

} // namespace llm
} // namespace htam
} // namespace mlir

#endif // HTAM_LLM_CHAT_H
