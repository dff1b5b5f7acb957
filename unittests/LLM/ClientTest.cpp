//===- ClientTest.cpp - The chat client over an in-process transport ------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The retry loop, cache and transcript are tested against a scripted
// transport (no sockets, no sleeping beyond a few milliseconds); the real
// libcurl transport is tested against the fake server in test/LLM.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Client.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <deque>
#include <thread>

using namespace mlir::htam::llm;

namespace {

const char *kKey = "sk-unit-SECRET-42";

std::string okBody(const std::string &content, bool usage = true) {
  std::string body = R"({"choices": [{"finish_reason": "stop", "message": )"
                     R"({"role": "assistant", "content": ")" +
                     content + "\"}}]";
  if (usage)
    body += R"(, "usage": {"prompt_tokens": 1000, "completion_tokens": 500})";
  return body + "}";
}

/// Answers from a script; records what it was sent.
class ScriptedTransport final : public HttpTransport {
public:
  struct Step {
    std::optional<HttpResponse> response;
    TransportFailure failure;
  };
  std::deque<Step> script;
  std::vector<std::vector<std::string>> headersSeen;
  unsigned posts = 0;

  std::optional<HttpResponse> post(llvm::StringRef,
                                   const std::vector<std::string> &headers,
                                   llvm::StringRef, double, size_t,
                                   TransportFailure &failure) override {
    ++posts;
    headersSeen.push_back(headers);
    if (script.empty())
      return HttpResponse{200, "application/json", okBody("default"), ""};
    Step s = script.front();
    script.pop_front();
    if (!s.response)
      failure = s.failure;
    return s.response;
  }
};

HttpResponse status(long code, const std::string &retryAfter = "") {
  return HttpResponse{code, "application/json",
                      std::string("{\"error\": {\"message\": \"echo ") + kKey +
                          "\"}}",
                      retryAfter};
}

struct Fixture : ::testing::Test {
  ScriptedTransport *transport = nullptr;
  llvm::SmallString<128> dir;

  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("htam-llm-test", dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(dir); }

  std::unique_ptr<ChatBackend> backend(ClientOptions o) {
    auto t = std::make_unique<ScriptedTransport>();
    transport = t.get();
    o.url = "http://127.0.0.1:1/v1/";
    o.apiKey = kKey;
    o.retry.baseSeconds = 0.001;
    auto b = createHttpBackend(std::move(o), std::move(t));
    EXPECT_TRUE(bool(b));
    return b ? std::move(*b) : nullptr;
  }
  ChatRequest request(const std::string &text = "hello") {
    ChatRequest r;
    r.model = "m";
    r.messages = {{"user", text}};
    return r;
  }
  std::string path(const char *name) {
    llvm::SmallString<128> p(dir);
    llvm::sys::path::append(p, name);
    return std::string(p);
  }
};

TEST(Retry, BackoffAndRetryAfter) {
  RetryPolicy p;
  p.baseSeconds = 1;
  p.maxSeconds = 8;
  uint64_t rng = 1;
  for (unsigned retry = 0; retry < 6; ++retry) {
    double cap = std::min(8.0, double(1u << retry));
    double d = p.delay(retry, std::nullopt, rng);
    EXPECT_GE(d, cap * 0.5);
    EXPECT_LT(d, cap);
  }
  EXPECT_EQ(p.delay(0, 7.0, rng), 7.0);
  EXPECT_EQ(p.delay(0, 1e6, rng), p.maxRetryAfterSeconds);
  EXPECT_EQ(parseRetryAfter(" 3 ", 0), 3.0);
  EXPECT_EQ(parseRetryAfter("Wed, 21 Oct 2015 07:28:10 GMT", 1445412480), 10.0);
  EXPECT_FALSE(parseRetryAfter("soon", 0));
  EXPECT_TRUE(isRetryableStatus(429));
  EXPECT_TRUE(isRetryableStatus(503));
  EXPECT_FALSE(isRetryableStatus(400));
  EXPECT_FALSE(isRetryableStatus(401));
}

TEST(Chat, ParseAndCost) {
  ChatRequest req;
  req.messages = {{"user", std::string(400, 'x')}};
  auto r = parseChatResponse(okBody("hi"), req);
  ASSERT_TRUE(bool(r));
  EXPECT_EQ(r->content, "hi");
  EXPECT_EQ(r->usage.promptTokens, 1000);
  EXPECT_TRUE(r->usage.reported);
  auto prices = parsePrices("0.27, 1.10");
  ASSERT_TRUE(bool(prices));
  EXPECT_DOUBLE_EQ(prices->cost(r->usage), (1000 * 0.27 + 500 * 1.10) / 1e6);
  EXPECT_FALSE(bool(parsePrices("1")));
  llvm::consumeError(parsePrices("1").takeError());
  // No usage: estimated at 4 characters per token, and flagged.
  auto est = parseChatResponse(okBody("12345678", false), req);
  ASSERT_TRUE(bool(est));
  EXPECT_FALSE(est->usage.reported);
  EXPECT_EQ(est->usage.promptTokens, 100);
  EXPECT_EQ(est->usage.completionTokens, 2);
  auto bad = parseChatResponse("<html>", req);
  EXPECT_FALSE(bool(bad));
  llvm::consumeError(bad.takeError());
  auto none = parseChatResponse(R"({"choices": []})", req);
  EXPECT_FALSE(bool(none));
  llvm::consumeError(none.takeError());
  // The same request is the same bytes; another is another hash.
  ChatRequest a = req, b = req;
  EXPECT_EQ(a.hash(), b.hash());
  b.messages[0].content += "y";
  EXPECT_NE(a.hash(), b.hash());
}

TEST_F(Fixture, RetriesAreBounded) {
  ClientOptions o;
  o.retry.maxRetries = 2;
  auto b = backend(o);
  for (int i = 0; i < 5; ++i)
    transport->script.push_back({status(500), {}});
  CallRecord rec;
  auto r = b->chat(request(), "test", rec);
  ASSERT_FALSE(bool(r));
  std::string msg = llvm::toString(r.takeError());
  EXPECT_EQ(transport->posts, 3u);
  EXPECT_EQ(rec.attempts, 3u);
  EXPECT_NE(msg.find("failed after 3 request(s): HTTP 500"), std::string::npos)
      << msg;
  // The server echoed the key: it is scrubbed.
  EXPECT_EQ(msg.find(kKey), std::string::npos) << msg;
  EXPECT_EQ(rec.error.find(kKey), std::string::npos);
}

TEST_F(Fixture, RecoversFromTransientFailures) {
  ClientOptions o;
  o.prices = {2, 4};
  auto b = backend(o);
  transport->script.push_back({status(429, "0"), {}});
  transport->script.push_back(
      {std::nullopt, {TransportFailure::Network, "Timeout was reached"}});
  transport->script.push_back(
      {HttpResponse{200, "text/html", "<html>proxy</html>", ""}, {}});
  transport->script.push_back(
      {HttpResponse{200, "application/json", "{\"choices\": [", ""}, {}});
  CallRecord rec;
  auto r = b->chat(request(), "test", rec);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_EQ(r->content, "default");
  EXPECT_EQ(rec.attempts, 5u);
  EXPECT_DOUBLE_EQ(rec.costUsd, (1000 * 2 + 500 * 4) / 1e6);
  // The key goes in the Authorization header.
  EXPECT_NE(std::find(transport->headersSeen[0].begin(),
                      transport->headersSeen[0].end(),
                      std::string("Authorization: Bearer ") + kKey),
            transport->headersSeen[0].end());
}

TEST_F(Fixture, NonRetryableFailuresStop) {
  auto b = backend({});
  transport->script.push_back({status(401), {}});
  CallRecord rec;
  auto r = b->chat(request(), "test", rec);
  EXPECT_FALSE(bool(r));
  llvm::consumeError(r.takeError());
  EXPECT_EQ(transport->posts, 1u);
  transport->script.push_back(
      {std::nullopt, {TransportFailure::TooLarge, "too large"}});
  r = b->chat(request(), "test", rec);
  EXPECT_FALSE(bool(r));
  llvm::consumeError(r.takeError());
  EXPECT_EQ(transport->posts, 2u);
  // A Retry-After beyond the limit gives up at once.
  transport->script.push_back({status(429, "100000"), {}});
  r = b->chat(request(), "test", rec);
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("beyond"), std::string::npos);
  EXPECT_EQ(transport->posts, 3u);
}

TEST_F(Fixture, CacheTranscriptAndReplay) {
  ClientOptions o;
  o.cacheDir = path("cache");
  o.transcriptPath = path("t.jsonl");
  o.prices = {1, 1};
  {
    auto b = backend(o);
    CallRecord first, second;
    ASSERT_TRUE(bool(b->chat(request(), "a", first)));
    ASSERT_TRUE(bool(b->chat(request(), "b", second)));
    EXPECT_FALSE(first.cached);
    EXPECT_TRUE(second.cached);
    EXPECT_EQ(second.costUsd, 0);
    EXPECT_EQ(second.usage.promptTokens, 1000);
    EXPECT_EQ(transport->posts, 1u);
  }
  // Nothing written holds the key.
  std::error_code ec;
  for (llvm::sys::fs::recursive_directory_iterator it(dir, ec), end;
       it != end && !ec; it.increment(ec)) {
    auto buf = llvm::MemoryBuffer::getFile(it->path());
    if (buf) {
      EXPECT_EQ((*buf)->getBuffer().find(kKey), llvm::StringRef::npos)
          << it->path();
    }
  }
  auto replay = createReplayBackend(path("t.jsonl"));
  ASSERT_TRUE(bool(replay)) << llvm::toString(replay.takeError());
  CallRecord rec;
  auto r = (*replay)->chat(request(), "a", rec);
  ASSERT_TRUE(bool(r));
  EXPECT_EQ(r->content, "default");
  EXPECT_FALSE(rec.cached);
  EXPECT_FALSE(rec.replayRequestDiffers);
  EXPECT_DOUBLE_EQ(rec.costUsd, 1500 / 1e6);
  // Another request of the same purpose is answered and flagged; another
  // purpose is a divergence; past the end is an error.
  r = (*replay)->chat(request("other"), "b", rec);
  ASSERT_TRUE(bool(r));
  EXPECT_TRUE(rec.cached);
  EXPECT_TRUE(rec.replayRequestDiffers);
  r = (*replay)->chat(request(), "a", rec);
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("records 2 call(s)"),
            std::string::npos);
  auto again = createReplayBackend(path("t.jsonl"));
  ASSERT_TRUE(bool(again));
  r = (*again)->chat(request(), "zzz", rec);
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("diverged"), std::string::npos);
}

/// Counts the requests in flight at once.
class SlowTransport final : public HttpTransport {
public:
  std::atomic<int> inFlight{0}, maxInFlight{0};
  std::optional<HttpResponse> post(llvm::StringRef,
                                   const std::vector<std::string> &,
                                   llvm::StringRef, double, size_t,
                                   TransportFailure &) override {
    int now = ++inFlight;
    int seen = maxInFlight.load();
    while (now > seen && !maxInFlight.compare_exchange_weak(seen, now))
      ;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    --inFlight;
    return HttpResponse{200, "application/json", okBody("slow"), ""};
  }
};

TEST(Client, ConcurrencyLimit) {
  for (unsigned limit : {1u, 3u}) {
    auto t = std::make_unique<SlowTransport>();
    SlowTransport *transport = t.get();
    ClientOptions o;
    o.url = "http://127.0.0.1:1/v1";
    o.concurrency = limit;
    auto b = createHttpBackend(o, std::move(t));
    ASSERT_TRUE(bool(b));
    std::vector<std::thread> threads;
    for (int i = 0; i < 6; ++i)
      threads.emplace_back([&, i] {
        ChatRequest r;
        r.messages = {{"user", std::to_string(i)}};
        CallRecord rec;
        EXPECT_TRUE(bool((*b)->chat(r, "t", rec)));
      });
    for (std::thread &th : threads)
      th.join();
    EXPECT_LE(transport->maxInFlight.load(), int(limit));
    EXPECT_GE(transport->maxInFlight.load(), 1);
  }
}

TEST_F(Fixture, EchoedKeyIsRedactedWherever) {
  ClientOptions o;
  o.cacheDir = path("cache");
  o.transcriptPath = path("t.jsonl");
  auto b = backend(o);
  transport->script.push_back(
      {HttpResponse{200, "application/json",
                    okBody(std::string("your header: Bearer ") + kKey), ""},
       {}});
  CallRecord rec;
  auto r = b->chat(request(), "test", rec);
  ASSERT_TRUE(bool(r));
  EXPECT_EQ(r->content, "your header: Bearer <redacted>");
  // And from the cache on a rerun.
  r = b->chat(request(), "test", rec);
  ASSERT_TRUE(bool(r));
  EXPECT_TRUE(rec.cached);
  EXPECT_EQ(r->content, "your header: Bearer <redacted>");
  std::error_code ec;
  for (llvm::sys::fs::recursive_directory_iterator it(dir, ec), end;
       it != end && !ec; it.increment(ec))
    if (auto buf = llvm::MemoryBuffer::getFile(it->path())) {
      EXPECT_EQ((*buf)->getBuffer().find(kKey), llvm::StringRef::npos)
          << it->path();
    }
  // Text from anywhere else in the process is redacted alike.
  EXPECT_EQ(redact(std::string("a ") + kKey + " b"), "a <redacted> b");
  llvm::json::Value v = llvm::json::Object{
      {kKey, llvm::json::Array{std::string("x") + kKey}}};
  redactJSON(v);
  EXPECT_EQ(llvm::formatv("{0}", v).str(), R"({"<redacted>":["x<redacted>"]})");
}

TEST_F(Fixture, FailedCallsHaveAClass) {
  ClientOptions none;
  none.retry.maxRetries = 0;
  auto b = backend(none);
  auto classOf = [&](TransportFailure::Kind kind) {
    transport->script.push_back({std::nullopt, {kind, "failed"}});
    CallRecord rec;
    llvm::consumeError(b->chat(request(), "test", rec).takeError());
    return rec.failure;
  };
  auto classOfStatus = [&](HttpResponse resp) {
    transport->script.push_back({resp, {}});
    CallRecord rec;
    auto r = b->chat(request(), "test", rec);
    EXPECT_FALSE(bool(r));
    llvm::consumeError(r.takeError());
    return rec.failure;
  };
  EXPECT_EQ(classOf(TransportFailure::Network), "network");
  EXPECT_EQ(classOf(TransportFailure::Timeout), "timeout");
  EXPECT_EQ(classOf(TransportFailure::TooLarge), "too_large");
  EXPECT_EQ(classOfStatus(status(429)), "rate_limited");
  EXPECT_EQ(classOfStatus(status(503)), "server_error");
  EXPECT_EQ(classOfStatus(status(401)), "unauthorized");
  EXPECT_EQ(classOfStatus(status(404)), "rejected");
  EXPECT_EQ(classOfStatus(HttpResponse{200, "text/plain", "not json", ""}),
            "unreadable");
  HttpResponse redirect = status(302);
  redirect.location = "http://elsewhere/v1";
  transport->script.push_back({redirect, {}});
  CallRecord rec;
  auto r = b->chat(request(), "test", rec);
  ASSERT_FALSE(bool(r));
  EXPECT_EQ(rec.failure, "redirect");
  EXPECT_NE(llvm::toString(r.takeError()).find("http://elsewhere/v1"),
            std::string::npos);
  // A success has no failure class, and the record says so in JSON.
  CallRecord ok;
  ASSERT_TRUE(bool(b->chat(request(), "test", ok)));
  EXPECT_TRUE(ok.failure.empty());
  llvm::json::Value okJSON = ok.toJSON();
  EXPECT_EQ(okJSON.getAsObject()->get("failure"), nullptr);
}

TEST(Client, OptionsAreCheckedFirst) {
  auto problem = [](ClientOptions o) {
    llvm::Error err = checkClientOptions(o);
    return err ? llvm::toString(std::move(err)) : std::string();
  };
  ClientOptions good;
  good.url = "https://api.example.com/v1";
  EXPECT_EQ(problem(good), "");
  for (const char *url : {"ftp://h/v1", "file:///etc/passwd", "garbage",
                          "http://", "http:///v1", "http://h v1", ""}) {
    ClientOptions o = good;
    o.url = url;
    EXPECT_NE(problem(o).find("llm-url"), std::string::npos) << url;
  }
  for (double t : {0.0, -1.0, double(NAN), 1e9}) {
    ClientOptions o = good;
    o.timeoutSeconds = t;
    EXPECT_NE(problem(o).find("llm-timeout"), std::string::npos) << t;
  }
  ClientOptions o = good;
  o.apiKey = "sk-a\r\nX-Injected: 1";
  EXPECT_NE(problem(o).find("control character"), std::string::npos);
  o = good;
  o.concurrency = 0;
  EXPECT_NE(problem(o).find("llm-concurrency"), std::string::npos);
  o = good;
  o.retry.maxRetries = 101;
  EXPECT_NE(problem(o).find("llm-retries"), std::string::npos);
}

} // namespace
