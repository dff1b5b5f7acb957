//===- Redact.cpp - The process's secrets and their redaction -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Longer secrets are replaced first, so a secret that contains another is
// redacted whole. Concurrent LLM calls redact while the proposer may still
// register: the registry is guarded by a mutex.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Redact.h"

#include <algorithm>
#include <mutex>
#include <vector>

using namespace mlir::htam::llm;
namespace json = llvm::json;

namespace {

std::mutex secretsMutex;

std::vector<std::string> &secrets() {
  static std::vector<std::string> list;
  return list;
}

/// A copy, so that redaction runs without holding the lock.
std::vector<std::string> snapshot() {
  std::lock_guard<std::mutex> lock(secretsMutex);
  return secrets();
}

} // namespace

void mlir::htam::llm::registerSecret(llvm::StringRef secret) {
  if (secret.empty())
    return;
  std::lock_guard<std::mutex> lock(secretsMutex);
  std::vector<std::string> &list = secrets();
  if (llvm::is_contained(list, secret))
    return;
  list.push_back(secret.str());
  std::stable_sort(list.begin(), list.end(),
                   [](const std::string &a, const std::string &b) {
                     return a.size() > b.size();
                   });
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
    out += kRedacted;
    text = text.drop_front(at + secret.size());
  }
}

std::string mlir::htam::llm::redact(llvm::StringRef text) {
  std::string out = text.str();
  for (const std::string &secret : snapshot())
    if (llvm::StringRef(out).contains(secret))
      out = redact(out, secret);
  return out;
}

bool mlir::htam::llm::containsSecret(llvm::StringRef text) {
  for (const std::string &secret : snapshot())
    if (text.contains(secret))
      return true;
  return false;
}

void mlir::htam::llm::redactJSON(json::Value &value) {
  if (std::optional<llvm::StringRef> s = value.getAsString()) {
    if (containsSecret(*s))
      value = redact(*s);
  } else if (json::Array *a = value.getAsArray()) {
    for (json::Value &v : *a)
      redactJSON(v);
  } else if (json::Object *o = value.getAsObject()) {
    json::Object clean;
    for (auto &[key, v] : *o) {
      redactJSON(v);
      clean[redact(key.str())] = std::move(v);
    }
    *o = std::move(clean);
  }
}
