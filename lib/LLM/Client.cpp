//===- Client.cpp - HTTP chat backend with retries, cache and transcript --===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The HTTP backend: cache lookup, then up to 1 + maxRetries requests with
// backoff, then cache store and transcript line. An answer is redacted
// (Redact.h) as it arrives, before anything stores or parses it, and so is
// every error message: a server echoing the key cannot leak it into the
// cache, the transcript, candidates, reports or diagnostics.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Client.h"
#include "htam/LLM/Transcript.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
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
  if (!failure.empty())
    o["failure"] = failure;
  if (replayRequestDiffers)
    o["replay_request_differs"] = true;
  return o;
}

namespace {

/// The class of a failed request (CallRecord::failure).
std::string failureClass(TransportFailure::Kind kind) {
  switch (kind) {
  case TransportFailure::Network:
    return "network";
  case TransportFailure::Timeout:
    return "timeout";
  case TransportFailure::TooLarge:
    return "too_large";
  case TransportFailure::Unavailable:
    return "no_client";
  }
  return "network";
}

std::string failureClass(long status) {
  if (status == 429)
    return "rate_limited";
  if (status == 408)
    return "timeout";
  if (status == 401 || status == 403)
    return "unauthorized";
  if (status >= 300 && status < 400)
    return "redirect";
  if (status >= 500)
    return "server_error";
  return "rejected";
}

/// The password of a URL's user information (scheme://user:password@host),
/// a secret like the key; empty when there is none.
llvm::StringRef urlPassword(llvm::StringRef url) {
  size_t scheme = url.find("://");
  if (scheme == llvm::StringRef::npos)
    return "";
  llvm::StringRef authority =
      url.drop_front(scheme + 3).take_until([](char c) { return c == '/'; });
  size_t at = authority.rfind('@');
  if (at == llvm::StringRef::npos)
    return "";
  return authority.take_front(at).split(':').second;
}

/// A cheap check that `dir` exists (or can be made) and takes new files.
llvm::Error checkWritableDirectory(llvm::StringRef dir) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return llvm::createStringError("cannot create the directory: " +
                                   ec.message());
  llvm::SmallString<256> probe;
  int fd = -1;
  llvm::SmallString<256> model(dir);
  llvm::sys::path::append(model, ".htam-probe-%%%%%%%%");
  if (std::error_code ec =
          llvm::sys::fs::createUniqueFile(model, fd, probe))
    return llvm::createStringError("cannot write in it: " + ec.message());
  ::close(fd);
  llvm::sys::fs::remove(probe);
  return llvm::Error::success();
}

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
      std::string msg = redact(llvm::toString(r.takeError()));
      record.error = msg;
      if (record.failure.empty())
        record.failure = "network";
      appendTranscript(request, record, nullptr);
      return llvm::createStringError(msg);
    }
    // Whatever the server wrote goes on to files and logs: redact it here,
    // once, before anyone reads it (a cache entry of an older run too).
    r->content = redact(r->content);
    r->finishReason = redact(r->finishReason);
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
      // Redacted whole, before any message quotes a prefix of it (a cut
      // through the key would leave part of it).
      if (resp) {
        resp->body = redact(resp->body);
        resp->location = redact(resp->location);
      }
      bool retryable = true;
      if (!resp) {
        last = failure.message;
        record.failure = failureClass(failure.kind);
        retryable = failure.kind == TransportFailure::Network ||
                    failure.kind == TransportFailure::Timeout;
      } else if (resp->status == 200) {
        llvm::Expected<ChatResponse> r = parseChatResponse(resp->body, request);
        if (r) {
          record.failure.clear();
          return r;
        }
        // A truncated or garbled body, or a proxy's HTML page: transient.
        last = llvm::toString(r.takeError());
        record.failure = "unreadable";
        if (!llvm::StringRef(resp->contentType).contains("json"))
          last += " (content type '" + resp->contentType + "')";
      } else {
        last = llvm::formatv("HTTP {0}: {1}", resp->status,
                             llvm::StringRef(resp->body).take_front(300))
                   .str();
        record.failure = failureClass(resp->status);
        if (resp->status >= 300 && resp->status < 400)
          last += " (a redirect to '" + resp->location +
                  "': htam does not follow redirects, which would send the "
                  "key there; give the final URL as llm-url)";
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
    json::Value entry = json::Object{{"request", body}, {"response", toJSON(r)}};
    redactJSON(entry);
    std::string text = redact(llvm::formatv("{0:2}", std::move(entry)).str());
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

llvm::Error mlir::htam::llm::checkClientOptions(const ClientOptions &o) {
  auto bad = [](const llvm::Twine &msg) {
    return llvm::createStringError(msg.str());
  };
  llvm::StringRef url = o.url;
  if (url.empty())
    return bad("llm-url is empty: give the endpoint's base URL (e.g. "
               "http://127.0.0.1:8000/v1)");
  size_t schemeEnd = url.find("://");
  llvm::StringRef scheme =
      schemeEnd == llvm::StringRef::npos ? "" : url.take_front(schemeEnd);
  llvm::StringRef rest =
      schemeEnd == llvm::StringRef::npos ? "" : url.drop_front(schemeEnd + 3);
  llvm::StringRef host = rest.take_until([](char c) { return c == '/'; });
  host = host.drop_front(host.rfind('@') + 1); // user information
  bool printable = llvm::all_of(
      url, [](char c) { return llvm::isPrint(c) && c != ' '; });
  if (!(scheme.equals_insensitive("http") ||
        scheme.equals_insensitive("https")) ||
      host.empty() || host.starts_with(":") || !printable)
    return bad("llm-url must be an http:// or https:// URL with a host (e.g. "
               "http://127.0.0.1:8000/v1), got '" +
               url + "'");
  if (!(o.timeoutSeconds > 0) || !(o.timeoutSeconds <= 86400))
    return bad("llm-timeout must be a positive number of seconds (at most "
               "86400), got " +
               llvm::formatv("{0}", llvm::format("%g", o.timeoutSeconds))
                   .str());
  if (o.retry.maxRetries > 100)
    return bad("llm-retries must be at most 100, got " +
               llvm::Twine(o.retry.maxRetries));
  if (o.concurrency == 0)
    return bad("llm-concurrency must be at least 1");
  if (!llvm::all_of(o.apiKey,
                    [](char c) { return llvm::isPrint(c) && c != ' '; }))
    return bad("the API key (llm-key-env) holds whitespace or a control "
               "character; it is sent as a header line, so it must be one "
               "printable word");
  if (!o.cacheDir.empty())
    if (llvm::Error err = checkWritableDirectory(o.cacheDir))
      return bad("llm-cache '" + o.cacheDir +
                 "': " + llvm::toString(std::move(err)));
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<ChatBackend>>
mlir::htam::llm::createHttpBackend(ClientOptions options,
                                   std::unique_ptr<HttpTransport> transport) {
  // Registered first: the checks' own messages may quote the URL.
  registerSecret(options.apiKey);
  registerSecret(urlPassword(options.url));
  if (llvm::Error err = checkClientOptions(options))
    return llvm::createStringError(redact(llvm::toString(std::move(err))));
  auto backend =
      std::make_unique<HttpBackend>(std::move(options), std::move(transport));
  if (llvm::Error err = backend->openTranscript())
    return std::move(err);
  return backend;
}
