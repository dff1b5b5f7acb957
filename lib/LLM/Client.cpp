//===- Client.cpp - HTTP chat backend with retries, cache and transcript --===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The HTTP backend: cache lookup, then up to 1 + maxRetries requests with
// backoff, then cache store and transcript line. Every message that leaves
// this file goes through redact(), so a server echoing the key cannot leak
// it into diagnostics, traces or reports.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Client.h"
#include "htam/LLM/Transcript.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <chrono>
#include <condition_variable>
#include <ctime>
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace mlir::htam::llm;
namespace json = llvm::json;

ChatBackend::~ChatBackend() = default;

json::Value CallRecord::toJSON() const {
  json::Object o{{"purpose", purpose},
                 {"request_hash", requestHash},
                 {"prompt_tokens", usage.promptTokens},
                 {"completion_tokens", usage.completionTokens},
                 {"cost_usd", costUsd},
                 {"cached", cached},
                 {"attempts", int64_t(attempts)}};
  if (!usage.reported)
    o["usage_estimated"] = true;
  if (!error.empty())
    o["error"] = error;
  if (replayRequestDiffers)
    o["replay_request_differs"] = true;
  return o;
}

std::string mlir::htam::llm::redact(llvm::StringRef text,
                                    llvm::StringRef secret) {
  if (secret.empty())
    return text.str();
  std::string out;
  while (true) {
    size_t at = text.find(secret);
    out += text.take_front(at).str();
    if (at == llvm::StringRef::npos)
      return out;
    out += "***";
    text = text.drop_front(at + secret.size());
  }
}

namespace {

/// A counting semaphore for the concurrency limit (C++17 has none).
class Slots {
public:
  explicit Slots(unsigned n) : free(n ? n : 1) {}
  void acquire() {
    std::unique_lock<std::mutex> lock(mu);
    cv.wait(lock, [&] { return free > 0; });
    --free;
  }
  void release() {
    {
      std::lock_guard<std::mutex> lock(mu);
      ++free;
    }
    cv.notify_one();
  }

private:
  std::mutex mu;
  std::condition_variable cv;
  unsigned free;
};

class HttpBackend final : public ChatBackend {
public:
  HttpBackend(ClientOptions options, std::unique_ptr<HttpTransport> transport)
      : options(std::move(options)), transport(std::move(transport)),
        slots(this->options.concurrency), rng(this->options.seed) {
    llvm::StringRef url = this->options.url;
    url.consume_back("/");
    endpoint = url.ends_with("/chat/completions")
                   ? url.str()
                   : (url + "/chat/completions").str();
  }

  llvm::Error openTranscript() {
    if (options.transcriptPath.empty())
      return llvm::Error::success();
    auto w = TranscriptWriter::create(options.transcriptPath);
    if (!w)
      return w.takeError();
    transcript = std::move(*w);
    return llvm::Error::success();
  }

  llvm::Expected<ChatResponse> chat(const ChatRequest &request,
                                    llvm::StringRef purpose,
                                    CallRecord &record) override {
    record = CallRecord();
    record.purpose = purpose.str();
    record.requestHash = request.hash();
    std::string body = request.body();
    llvm::Expected<ChatResponse> r = [&]() -> llvm::Expected<ChatResponse> {
      if (std::optional<ChatResponse> hit = cacheLookup(record, body)) {
        record.cached = true;
        record.usage = hit->usage;
        return std::move(*hit);
      }
      return callWithRetries(request, body, record);
    }();
    if (!r) {
      std::string msg = redact(llvm::toString(r.takeError()), options.apiKey);
      record.error = msg;
      appendTranscript(request, record, nullptr);
      return llvm::createStringError(msg);
    }
    if (!record.cached) {
      record.usage = r->usage;
      record.costUsd = options.prices.cost(r->usage);
      cacheStore(record, body, *r);
    }
    appendTranscript(request, record, &*r);
    return r;
  }

private:
  llvm::Expected<ChatResponse> callWithRetries(const ChatRequest &request,
                                               llvm::StringRef body,
                                               CallRecord &record) {
    std::vector<std::string> headers = {"Content-Type: application/json",
                                        "Accept: application/json"};
    if (!options.apiKey.empty())
      headers.push_back("Authorization: Bearer " + options.apiKey);
    std::string last;
    for (unsigned attempt = 0;; ++attempt) {
      std::optional<double> retryAfter;
      ++record.attempts;
      TransportFailure failure;
      slots.acquire();
      std::optional<HttpResponse> resp =
          transport->post(endpoint, headers, body, options.timeoutSeconds,
                          options.maxResponseBytes, failure);
      slots.release();
      bool retryable = true;
      if (!resp) {
        last = failure.message;
        retryable = failure.kind == TransportFailure::Network;
      } else if (resp->status == 200) {
        llvm::Expected<ChatResponse> r = parseChatResponse(resp->body, request);
        if (r)
          return r;
        // A truncated or garbled body, or a proxy's HTML page: transient.
        last = llvm::toString(r.takeError());
        if (!llvm::StringRef(resp->contentType).contains("json"))
          last += " (content type '" + resp->contentType + "')";
      } else {
        last = llvm::formatv("HTTP {0}: {1}", resp->status,
                             llvm::StringRef(resp->body).take_front(300))
                   .str();
        retryable = isRetryableStatus(resp->status);
        retryAfter =
            parseRetryAfter(resp->retryAfter, int64_t(std::time(nullptr)));
        if (retryAfter && *retryAfter > options.retry.maxRetryAfterSeconds) {
          last +=
              llvm::formatv(" (Retry-After {0} s is beyond the {1} s "
                            "limit)",
                            *retryAfter, options.retry.maxRetryAfterSeconds);
          retryable = false;
        }
      }
      if (!retryable || attempt >= options.retry.maxRetries)
        return llvm::createStringError(
            llvm::formatv("{0} failed after {1} request(s): {2}", endpoint,
                          record.attempts, last)
                .str());
      double wait;
      {
        std::lock_guard<std::mutex> lock(rngMutex);
        wait = options.retry.delay(attempt, retryAfter, rng);
      }
      std::this_thread::sleep_for(std::chrono::duration<double>(wait));
    }
  }

  std::string cachePath(const CallRecord &record) const {
    llvm::SmallString<256> p(options.cacheDir);
    llvm::StringRef hash = record.requestHash;
    hash.consume_front("xxh3:");
    llvm::sys::path::append(p, hash + ".json");
    return std::string(p);
  }

  std::optional<ChatResponse> cacheLookup(const CallRecord &record,
                                          llvm::StringRef body) {
    if (options.cacheDir.empty())
      return std::nullopt;
    auto buf = llvm::MemoryBuffer::getFile(cachePath(record));
    if (!buf)
      return std::nullopt;
    llvm::Expected<json::Value> v = json::parse((*buf)->getBuffer());
    if (!v) {
      llvm::consumeError(v.takeError());
      return std::nullopt;
    }
    const json::Object *o = v->getAsObject();
    std::optional<llvm::StringRef> stored =
        o ? o->getString("request") : std::nullopt;
    ChatResponse r;
    json::Path::Root root;
    // A hash collision or a stale entry is a miss, not a wrong answer.
    if (!stored || *stored != body || !o->get("response") ||
        !fromJSON(*o->get("response"), r, root))
      return std::nullopt;
    return r;
  }

  void cacheStore(const CallRecord &record, llvm::StringRef body,
                  const ChatResponse &r) {
    if (options.cacheDir.empty())
      return;
    if (llvm::sys::fs::create_directories(options.cacheDir))
      return;
    json::Object o{{"request", body}, {"response", toJSON(r)}};
    std::string text = llvm::formatv("{0:2}", json::Value(std::move(o)));
    // Temp file + rename: a concurrent reader never sees half an entry.
    std::string path = cachePath(record);
    std::string tmp = path + ".tmp" + std::to_string(::getpid());
    std::error_code ec;
    {
      llvm::raw_fd_ostream os(tmp, ec);
      if (ec)
        return;
      os << text;
    }
    if (llvm::sys::fs::rename(tmp, path))
      llvm::sys::fs::remove(tmp);
  }

  void appendTranscript(const ChatRequest &request, const CallRecord &record,
                        const ChatResponse *r) {
    if (transcript)
      transcript->append(request, record, r);
  }

  ClientOptions options;
  std::unique_ptr<HttpTransport> transport;
  std::string endpoint;
  Slots slots;
  /// The jitter's generator, shared by concurrent calls.
  std::mutex rngMutex;
  uint64_t rng;
  std::unique_ptr<TranscriptWriter> transcript;
};

} // namespace

llvm::Expected<std::unique_ptr<ChatBackend>>
mlir::htam::llm::createHttpBackend(ClientOptions options,
                                   std::unique_ptr<HttpTransport> transport) {
  if (options.url.empty())
    return llvm::createStringError("llm-url is empty: give the endpoint's "
                                   "base URL (e.g. http://127.0.0.1:8000/v1)");
  auto backend =
      std::make_unique<HttpBackend>(std::move(options), std::move(transport));
  if (llvm::Error err = backend->openTranscript())
    return std::move(err);
  return backend;
}
