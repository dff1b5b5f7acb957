//===- Client.h - LLM chat backends: HTTP with cache, replay ---*- C++ -*-===//
//-*-=//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A ChatBackend answers chat requests and says what each call cost. The HTTP
// backend talks to an OpenAI-compatible endpoint with retries (Retry.h), a
// concurrency limit, an on-disk cache keyed by the request hash, and an
// optional transcript of every call (JSON Lines). The replay backend answers
// from such a transcript, in order, checking that each request is the one
// recorded, so a recorded run is reproduced exactly without a network.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LLM_CLIENT_H
#define HTAM_LLM_CLIENT_H

#include "htam/LLM/Chat.h"
#include "htam/LLM/Http.h"
#include "htam/LLM/Redact.h"
#include "htam/LLM/Retry.h"

#include "llvm/Support/JSON.h"

#include <memory>
#include <string>

namespace mlir {
namespace htam {
namespace llm {

/// What one call did and cost (for the trajectory and the report; never
/// holds the key).
struct CallRecord {
  std::string purpose;
  std::string requestHash;
  Usage usage;
  /// USD spent; 0 for a cache hit.
  double costUsd = 0;
  bool cached = false;
  /// HTTP requests made (retries included); 0 for a cache hit.
  unsigned attempts = 0;
  /// Set when the call failed after its retries (redacted).
  std::string error;
  /// With `error`: why no answer came, as a class (see failureClass() in
  /// Client.cpp): rate_limited, server_error, timeout, network, too_large,
  /// unreadable, unauthorized, rejected, redirect or no_client. Such a
  /// failure is an outage of the endpoint, not evidence about the prompt.
  std::string failure;
  /// Replay only: the run sent a different request than the one recorded
  /// (a GPU run's measured times differ between runs); the recorded answer
  /// was used.
  bool replayRequestDiffers = false;

  llvm::json::Value toJSON() const;
};

/// Answers chat requests.
class ChatBackend {
public:
  virtual ~ChatBackend();
  /// One call; `purpose` (local_selection, code_generation, repair...)
  /// names it in the transcript. `record` is filled on success and failure.
  virtual llvm::Expected<ChatResponse> chat(const ChatRequest &request,
                                            llvm::StringRef purpose,
                                            CallRecord &record) = 0;
};

struct ClientOptions {
  /// Base URL, e.g. https://api.deepseek.com/v1 (`/chat/completions` is
  /// appended unless the URL already ends with it).
  std::string url;
  /// The API key (from the environment; may be empty for local servers).
  /// Sent as a header only; redacted from every answer, message, transcript
  /// line and cache entry (Redact.h).
  std::string apiKey;
  double timeoutSeconds = 120;
  RetryPolicy retry;
  /// At most this many requests in flight in the process.
  unsigned concurrency = 4;
  /// Directory of the response cache; empty: no cache.
  std::string cacheDir;
  /// File that receives the transcript (truncated); empty: none.
  std::string transcriptPath;
  Prices prices;
  /// Cap on one response body.
  size_t maxResponseBytes = size_t(4) << 20;
  /// Seed of the backoff jitter.
  uint64_t seed = 0x68746d;
};

/// The HTTP backend over `transport` (createCurlTransport() in tools):
/// checks `options` (checkClientOptions), registers the key and any
/// password in the URL for redaction (Redact.h), and opens the transcript.
llvm::Expected<std::unique_ptr<ChatBackend>>
createHttpBackend(ClientOptions options,
                  std::unique_ptr<HttpTransport> transport);

/// The replay backend over the transcript at `path`: the n-th call gets the
/// n-th recorded answer. A call of another purpose is an error (the run
/// diverged); a different request of the same purpose is answered and
/// flagged (CallRecord::replayRequestDiffers).
llvm::Expected<std::unique_ptr<ChatBackend>>
createReplayBackend(llvm::StringRef path);

/// Checks `options` before any request: an http:// or https:// URL with a
/// host, a positive finite timeout of at most a day, a bounded retry count,
/// a concurrency of at least 1, a key without whitespace or control
/// characters (it becomes a header line), a cache directory that can be
/// created and written. The error names the option.
llvm::Error checkClientOptions(const ClientOptions &options);

} // namespace llm
} // namespace htam
} // namespace mlir

#endif // HTAM_LLM_CLIENT_H
