//===- Transcript.cpp - Transcript recording and replay -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Replay answers the n-th call with the n-th recorded answer. A call of
// another purpose means the run diverged from the recording: replay stops
// with the call's number. A request that differs but has the same purpose is
// expected after a GPU run (prompts hold measured times) and is flagged.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Transcript.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir::htam::llm;
namespace json = llvm::json;

llvm::Expected<std::unique_ptr<TranscriptWriter>>
TranscriptWriter::create(llvm::StringRef path) {
  std::error_code ec;
  auto os = std::make_unique<llvm::raw_fd_ostream>(path, ec);
  if (ec)
    return llvm::createStringError("llm-transcript '" + path +
                                   "': cannot write it: " + ec.message());
  return std::unique_ptr<TranscriptWriter>(new TranscriptWriter(std::move(os)));
}

void TranscriptWriter::append(const ChatRequest &request,
                              const CallRecord &record,
                              const ChatResponse *response) {
  std::lock_guard<std::mutex> lock(mu);
  llvm::Expected<json::Value> body = json::parse(request.body());
  json::Object line{
      {"seq", ++seq},
      {"purpose", record.purpose},
      {"request_hash", record.requestHash},
      {"request", body ? std::move(*body) : json::Value(nullptr)},
      {"call", record.toJSON()},
      {"response", response ? toJSON(*response) : json::Value(nullptr)}};
  if (!body)
    llvm::consumeError(body.takeError());
  // Redacted twice: each string (whatever its JSON escaping), then the line.
  json::Value value(std::move(line));
  redactJSON(value);
  *os << redact(llvm::formatv("{0}", value).str()) << "\n";
  os->flush();
}

namespace {

struct Entry {
  std::string purpose;
  /// The model of the recorded request: a replay compares requests as if
  /// sent to it, so replaying without llm-model flags nothing.
  std::string model;
  std::string requestHash;
  CallRecord record;
  std::optional<ChatResponse> response;
};

class ReplayBackend final : public ChatBackend {
public:
  ReplayBackend(std::string path, std::vector<Entry> entries)
      : path(std::move(path)), entries(std::move(entries)) {}

  llvm::Expected<ChatResponse> chat(const ChatRequest &request,
                                    llvm::StringRef purpose,
                                    CallRecord &record) override {
    std::lock_guard<std::mutex> lock(mu);
    size_t n = next++;
    if (n >= entries.size())
      return llvm::createStringError(
          llvm::formatv("replay: {0} records {1} call(s); this run makes "
                        "more (call {2}, {3})",
                        path, entries.size(), n + 1, purpose)
              .str());
    const Entry &e = entries[n];
    if (e.purpose != purpose)
      return llvm::createStringError(
          llvm::formatv("replay: the run diverged from {0} at call {1}: it "
                        "makes a {2} call, the transcript recorded {3}",
                        path, n + 1, purpose, e.purpose)
              .str());
    record = e.record;
    ChatRequest asRecorded = request;
    asRecorded.model = e.model;
    record.replayRequestDiffers = asRecorded.hash() != e.requestHash;
    if (!e.response)
      return llvm::createStringError(e.record.error);
    return *e.response;
  }

private:
  std::string path;
  std::vector<Entry> entries;
  std::mutex mu;
  size_t next = 0;
};

} // namespace

llvm::Expected<std::unique_ptr<ChatBackend>>
mlir::htam::llm::createReplayBackend(llvm::StringRef path) {
  if (path.empty())
    return llvm::createStringError(
        "proposer=replay needs llm-transcript=<file recorded by a "
        "proposer=llm run>");
  auto buf = llvm::MemoryBuffer::getFile(path);
  if (!buf)
    return llvm::createStringError("cannot read the transcript " + path + ": " +
                                   buf.getError().message());
  std::vector<Entry> entries;
  llvm::SmallVector<llvm::StringRef> lines;
  (*buf)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (auto [i, line] : llvm::enumerate(lines)) {
    auto bad = [&, i = i](const llvm::Twine &why) {
      return llvm::createStringError(
          (path + ":" + llvm::Twine(i + 1) + ": " + why).str());
    };
    llvm::Expected<json::Value> v = json::parse(line);
    if (!v)
      return bad(llvm::toString(v.takeError()));
    const json::Object *o = v->getAsObject();
    const json::Object *call = o ? o->getObject("call") : nullptr;
    if (!call || !o->getString("purpose") || !o->getString("request_hash"))
      return bad("not a transcript line (purpose, request_hash, call)");
    Entry e;
    e.purpose = o->getString("purpose")->str();
    e.requestHash = o->getString("request_hash")->str();
    if (const json::Object *req = o->getObject("request"))
      e.model = req->getString("model").value_or("").str();
    e.record.purpose = e.purpose;
    e.record.requestHash = e.requestHash;
    e.record.usage.promptTokens = call->getInteger("prompt_tokens").value_or(0);
    e.record.usage.completionTokens =
        call->getInteger("completion_tokens").value_or(0);
    e.record.usage.reported =
        !call->getBoolean("usage_estimated").value_or(false);
    e.record.costUsd = call->getNumber("cost_usd").value_or(0);
    e.record.cached = call->getBoolean("cached").value_or(false);
    e.record.attempts = unsigned(call->getInteger("attempts").value_or(0));
    e.record.error = call->getString("error").value_or("").str();
    e.record.failure = call->getString("failure").value_or("").str();
    if (const json::Value *r = o->get("response"); r && r->getAsObject()) {
      ChatResponse resp;
      json::Path::Root root;
      if (!fromJSON(*r, resp, root))
        return bad("unreadable response");
      e.response = std::move(resp);
    } else if (e.record.error.empty()) {
      return bad("a call with neither a response nor an error");
    }
    entries.push_back(std::move(e));
  }
  return std::make_unique<ReplayBackend>(path.str(), std::move(entries));
}
