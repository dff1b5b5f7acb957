//===- htam-llm.cpp - One chat call through the htam LLM client -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Sends a prompt to an OpenAI-compatible endpoint with exactly the client the
// llm proposer uses (retries, cache, transcript, cost), prints the answer on
// stdout and one accounting line per call on stderr. It checks an endpoint
// before a long optimize run, and it is how the client is tested.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Client.h"
#include "htam/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"

#include <cstdlib>

using namespace mlir::htam::llm;
namespace cl = llvm::cl;

static cl::OptionCategory cat("htam-llm options");
static cl::opt<std::string> url("url", cl::desc("Endpoint base URL"),
                                cl::cat(cat));
static cl::opt<std::string> model("model", cl::desc("Model name"),
                                  cl::init("default"), cl::cat(cat));
static cl::opt<std::string>
    keyEnv("key-env",
           cl::desc("Environment variable holding the API key (the key is "
                    "never printed)"),
           cl::cat(cat));
static cl::opt<double> timeout("timeout", cl::desc("Seconds per request"),
                               cl::init(120), cl::cat(cat));
static cl::opt<unsigned> retries("retries", cl::desc("Retries per call"),
                                 cl::init(4), cl::cat(cat));
static cl::opt<double> backoff("backoff",
                               cl::desc("First backoff delay in seconds"),
                               cl::init(1.0), cl::cat(cat));
static cl::opt<unsigned> concurrency("concurrency",
                                     cl::desc("Requests in flight at most"),
                                     cl::init(4), cl::cat(cat));
static cl::opt<std::string> cacheDir("cache", cl::desc("Response cache dir"),
                                     cl::cat(cat));
static cl::opt<std::string>
    transcript("transcript", cl::desc("Record the calls to this file"),
               cl::cat(cat));
static cl::opt<std::string>
    replay("replay", cl::desc("Answer from this transcript (no network)"),
           cl::cat(cat));
static cl::opt<std::string>
    prices("prices", cl::desc("USD per million input,output tokens"),
           cl::cat(cat));
static cl::opt<std::string> systemPrompt("system", cl::desc("System message"),
                                         cl::cat(cat));
static cl::opt<std::string> prompt("prompt", cl::desc("User message"),
                                   cl::cat(cat));
static cl::opt<std::string>
    promptFile("prompt-file", cl::desc("Read the user message"), cl::cat(cat));
static cl::opt<int64_t> maxTokens("max-tokens", cl::desc("Answer limit"),
                                  cl::init(1024), cl::cat(cat));
static cl::opt<unsigned> repeat("repeat", cl::desc("Send the call N times"),
                                cl::init(1), cl::cat(cat));
static cl::opt<size_t> maxBytes("max-response-kib",
                                cl::desc("Cap of one response in KiB"),
                                cl::init(4096), cl::cat(cat));

static int fail(const llvm::Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "htam-llm") << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::htam::registerVersionPrinter();
  cl::HideUnrelatedOptions(cat);
  cl::ParseCommandLineOptions(argc, argv,
                              "htam-llm: one chat-completions call\n");
  ChatRequest request;
  request.model = model;
  request.maxTokens = maxTokens;
  std::string user = prompt;
  if (!promptFile.empty()) {
    auto buf = llvm::MemoryBuffer::getFile(promptFile);
    if (!buf)
      return fail("cannot read " + promptFile + ": " +
                  buf.getError().message());
    user = (*buf)->getBuffer().str();
  }
  if (!systemPrompt.empty())
    request.messages.push_back({"system", systemPrompt});
  request.messages.push_back({"user", user});

  llvm::Expected<Prices> p = parsePrices(prices);
  if (!p)
    return fail(llvm::toString(p.takeError()));
  std::unique_ptr<ChatBackend> backend;
  if (!replay.empty()) {
    auto b = createReplayBackend(replay);
    if (!b)
      return fail(llvm::toString(b.takeError()));
    backend = std::move(*b);
  } else {
    ClientOptions o;
    o.url = url;
    if (!keyEnv.empty()) {
      const char *key = std::getenv(keyEnv.c_str());
      if (!key || !*key)
        return fail("the environment variable " + keyEnv +
                    " (key-env) is not set");
      o.apiKey = key;
    }
    o.timeoutSeconds = timeout;
    o.retry.maxRetries = retries;
    o.retry.baseSeconds = backoff;
    o.concurrency = concurrency;
    o.cacheDir = cacheDir;
    o.transcriptPath = transcript;
    o.prices = *p;
    o.maxResponseBytes = maxBytes << 10;
    auto transport = createCurlTransport();
    if (!transport)
      return fail(llvm::toString(transport.takeError()));
    auto b = createHttpBackend(std::move(o), std::move(*transport));
    if (!b)
      return fail(llvm::toString(b.takeError()));
    backend = std::move(*b);
  }

  Usage total;
  double cost = 0;
  for (unsigned i = 1; i <= repeat; ++i) {
    CallRecord record;
    llvm::Expected<ChatResponse> r = backend->chat(request, "chat", record);
    llvm::errs() << llvm::formatv(
        "htam-llm: call {0}: {1} prompt + {2} completion tokens{3}, "
        "${4:f6}, {5} request(s){6}\n",
        i, record.usage.promptTokens, record.usage.completionTokens,
        record.usage.reported ? "" : " (estimated)", record.costUsd,
        record.attempts, record.cached ? ", cached" : "");
    if (!r)
      return fail(llvm::toString(r.takeError()));
    if (record.replayRequestDiffers)
      llvm::errs() << "htam-llm: the request differs from the recorded one\n";
    total += record.usage;
    cost += record.costUsd;
    llvm::outs() << r->content << "\n";
    if (r->finishReason == "length")
      llvm::errs() << "htam-llm: the answer was cut at the token limit\n";
  }
  llvm::errs() << llvm::formatv("htam-llm: total {0} prompt + {1} completion "
                                "tokens, ${2:f6}\n",
                                total.promptTokens, total.completionTokens,
                                cost);
  return 0;
}
