//===- Chat.cpp - Chat-completions request/response JSON and cost ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builds canonical request bodies and reads response bodies defensively:
// servers differ in what they send (no usage, null content, extra fields),
// and a proxy may answer with an HTML page.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Chat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

using namespace mlir::htam::llm;
namespace json = llvm::json;

std::string ChatRequest::body() const {
  json::Array msgs;
  for (const ChatMessage &m : messages)
    msgs.push_back(json::Object{{"role", m.role}, {"content", m.content}});
  // json::Object prints its keys sorted: the same request gives the same
  // bytes.
  json::Object o{{"model", model},
                 {"messages", std::move(msgs)},
                 {"temperature", temperature},
                 {"max_tokens", maxTokens},
                 {"stream", false}};
  std::string s;
  llvm::raw_string_ostream(s) << json::Value(std::move(o));
  return s;
}

std::string ChatRequest::hash() const {
  return llvm::formatv("xxh3:{0:x-16}", llvm::xxh3_64bits(body())).str();
}

int64_t mlir::htam::llm::estimateTokens(llvm::StringRef text) {
  return int64_t((text.size() + 3) / 4);
}

llvm::Expected<Prices> mlir::htam::llm::parsePrices(llvm::StringRef text) {
  Prices p;
  text = text.trim();
  if (text.empty())
    return p;
  auto [in, out] = text.split(',');
  // to_float accepts "" as 0: both numbers must be there.
  if (in.trim().empty() || out.trim().empty() ||
      !llvm::to_float(in.trim(), p.inputPerMillion) ||
      !llvm::to_float(out.trim(), p.outputPerMillion) ||
      p.inputPerMillion < 0 || p.outputPerMillion < 0)
    return llvm::createStringError(
        "llm-prices must be 'IN,OUT' in USD per million tokens (e.g. "
        "0.27,1.10), got '" +
        text + "'");
  return p;
}

llvm::Expected<ChatResponse>
mlir::htam::llm::parseChatResponse(llvm::StringRef body,
                                   const ChatRequest &request) {
  llvm::Expected<json::Value> v = json::parse(body);
  if (!v)
    return llvm::createStringError(
        "the response is not JSON (" + llvm::toString(v.takeError()) +
        "); it starts with '" + body.take_front(80) + "'");
  const json::Object *o = v->getAsObject();
  if (!o)
    return llvm::createStringError("the response is not a JSON object");
  if (const json::Object *err = o->getObject("error")) {
    std::string msg = err->getString("message").value_or("").str();
    return llvm::createStringError("the server reported an error: " + msg);
  }
  const json::Array *choices = o->getArray("choices");
  if (!choices || choices->empty() || !(*choices)[0].getAsObject())
    return llvm::createStringError("the response has no choices");
  const json::Object &choice = *(*choices)[0].getAsObject();
  const json::Object *message = choice.getObject("message");
  std::optional<llvm::StringRef> content =
      message ? message->getString("content") : std::nullopt;
  if (!content)
    return llvm::createStringError("the response has no message content");
  ChatResponse r;
  r.content = content->str();
  r.finishReason = choice.getString("finish_reason").value_or("").str();
  const json::Object *usage = o->getObject("usage");
  std::optional<int64_t> pt =
      usage ? usage->getInteger("prompt_tokens") : std::nullopt;
  std::optional<int64_t> ct =
      usage ? usage->getInteger("completion_tokens") : std::nullopt;
  if (pt && ct) {
    r.usage.promptTokens = *pt;
    r.usage.completionTokens = *ct;
  } else {
    int64_t prompt = 0;
    for (const ChatMessage &m : request.messages)
      prompt += estimateTokens(m.content);
    r.usage.promptTokens = prompt;
    r.usage.completionTokens = estimateTokens(r.content);
    r.usage.reported = false;
  }
  return r;
}

json::Value mlir::htam::llm::toJSON(const Usage &u) {
  return json::Object{{"prompt_tokens", u.promptTokens},
                      {"completion_tokens", u.completionTokens},
                      {"reported", u.reported}};
}

json::Value mlir::htam::llm::toJSON(const ChatResponse &r) {
  return json::Object{{"content", r.content},
                      {"finish_reason", r.finishReason},
                      {"usage", toJSON(r.usage)}};
}

bool mlir::htam::llm::fromJSON(const json::Value &v, ChatResponse &r,
                               json::Path path) {
  json::ObjectMapper m(v, path);
  if (!m || !m.map("content", r.content) ||
      !m.map("finish_reason", r.finishReason))
    return false;
  const json::Object *u = v.getAsObject()->getObject("usage");
  if (!u) {
    path.field("usage").report("missing usage");
    return false;
  }
  r.usage.promptTokens = u->getInteger("prompt_tokens").value_or(0);
  r.usage.completionTokens = u->getInteger("completion_tokens").value_or(0);
  r.usage.reported = u->getBoolean("reported").value_or(true);
  return true;
}
