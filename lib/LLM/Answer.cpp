//===- Answer.cpp - Parsing selection and code-generation answers ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Models wrap answers in prose, fence them in various ways, split code in
// several blocks, invent entry names and stop mid-block at the token limit.
// The parsers accept the harmless variations (prose, ```cu, a bare JSON
// object, one kernel block among helper snippets) and name the rest.
//
//===----------------------------------------------------------------------===//

#include "htam/LLM/Answer.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

using namespace mlir::htam;
using namespace mlir::htam::llm;
namespace json = llvm::json;

std::vector<CodeBlock>
mlir::htam::llm::extractCodeBlocks(llvm::StringRef text) {
  std::vector<CodeBlock> blocks;
  while (true) {
    size_t open = text.find("```");
    if (open == llvm::StringRef::npos)
      return blocks;
    text = text.drop_front(open + 3);
    size_t eol = text.find('\n');
    CodeBlock b;
    b.lang = text.take_front(eol).trim().lower();
    text = eol == llvm::StringRef::npos ? "" : text.drop_front(eol + 1);
    size_t close = text.find("```");
    b.closed = close != llvm::StringRef::npos;
    b.body = text.take_front(close).str();
    blocks.push_back(std::move(b));
    if (close == llvm::StringRef::npos)
      return blocks;
    text = text.drop_front(close + 3);
  }
}

static bool isIdentChar(char c) { return llvm::isAlnum(c) || c == '_'; }

std::vector<std::string>
mlir::htam::llm::globalFunctionNames(llvm::StringRef source) {
  std::vector<std::string> names;
  for (size_t at = source.find("__global__"); at != llvm::StringRef::npos;
       at = source.find("__global__", at + 10)) {
    // The name is the last identifier before the parameter list, skipping
    // the argument list of __launch_bounds__(...).
    llvm::StringRef rest = source.drop_front(at + 10);
    std::string last;
    while (!rest.empty() && rest.front() != '(' && rest.front() != ';' &&
           rest.front() != '{') {
      if (isIdentChar(rest.front())) {
        size_t n = 0;
        while (n < rest.size() && isIdentChar(rest[n]))
          ++n;
        last = rest.take_front(n).str();
        rest = rest.drop_front(n);
        if (last == "__launch_bounds__") {
          size_t close = rest.find(')');
          rest =
              close == llvm::StringRef::npos ? "" : rest.drop_front(close + 1);
          last.clear();
        }
        continue;
      }
      rest = rest.drop_front();
    }
    if (!rest.empty() && rest.front() == '(' && !last.empty())
      names.push_back(last);
  }
  return names;
}

/// The first balanced {...} of `text` (strings respected), or "".
static llvm::StringRef firstJsonObject(llvm::StringRef text) {
  size_t start = text.find('{');
  if (start == llvm::StringRef::npos)
    return "";
  int depth = 0;
  bool inString = false, escaped = false;
  for (size_t i = start; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"')
      inString = true;
    else if (c == '{')
      ++depth;
    else if (c == '}' && --depth == 0)
      return text.slice(start, i + 1);
  }
  return text.drop_front(start);
}

bool mlir::htam::llm::parseSelection(llvm::StringRef text,
                                     llvm::ArrayRef<std::string> allowed,
                                     Selection &out, std::string &problem) {
  llvm::StringRef object;
  std::vector<CodeBlock> blocks = extractCodeBlocks(text);
  for (const CodeBlock &b : blocks)
    if (b.lang == "json" || llvm::StringRef(b.body).ltrim().starts_with("{")) {
      object = firstJsonObject(b.body);
      break;
    }
  if (object.empty())
    object = firstJsonObject(text);
  if (object.empty()) {
    problem = "the answer contains no JSON object {\"card\": ..., \"plan\": "
              "...}";
    return false;
  }
  llvm::Expected<json::Value> v = json::parse(object);
  if (!v) {
    problem =
        "the JSON object does not parse: " + llvm::toString(v.takeError());
    return false;
  }
  const json::Object *o = v->getAsObject();
  std::optional<llvm::StringRef> card = o ? o->getString("card") : std::nullopt;
  if (!card) {
    problem = "the JSON object has no string field \"card\"";
    return false;
  }
  if (!llvm::is_contained(allowed, card->str())) {
    problem = "\"" + card->str() + "\" is not one of the offered cards (" +
              llvm::join(allowed, ", ") + ")";
    return false;
  }
  out.card = card->str();
  out.plan = o->getString("plan").value_or("").str();
  return true;
}

static bool isCudaLang(llvm::StringRef lang) {
  return lang == "cuda" || lang == "cu" || lang == "cpp" || lang == "c++" ||
         lang == "c" || lang == "cuh" || lang.empty();
}

/// A dims value: N or [x, y, z] (1 to 3 positive integers) -> "XxYxZ".
static bool readDims(const json::Value *v, std::string &out) {
  if (!v)
    return false;
  std::vector<int64_t> dims;
  if (std::optional<int64_t> n = v->getAsInteger()) {
    dims.push_back(*n);
  } else if (const json::Array *a = v->getAsArray()) {
    for (const json::Value &d : *a) {
      std::optional<int64_t> n = d.getAsInteger();
      if (!n)
        return false;
      dims.push_back(*n);
    }
  }
  if (dims.empty() || dims.size() > 3)
    return false;
  out.clear();
  for (auto [i, d] : llvm::enumerate(dims))
    out += (i ? "x" : "") + std::to_string(d);
  return true;
}

/// One launch object -> the launch-spec text of KernelSpec.h.
static bool readLaunch(const json::Value &v, std::string &spec,
                       std::string &problem) {
  const json::Object *o = v.getAsObject();
  if (!o) {
    problem = "a launch is not a JSON object";
    return false;
  }
  std::optional<llvm::StringRef> entry = o->getString("entry");
  std::string grid, block;
  if (!entry || !readDims(o->get("grid"), grid) ||
      !readDims(o->get("block"), block)) {
    problem = "a launch needs \"entry\" (string), \"grid\" and \"block\" "
              "(an integer or [x, y, z])";
    return false;
  }
  spec = ("entry=" + *entry + ",grid=" + grid + ",block=" + block).str();
  if (std::optional<int64_t> smem = o->getInteger("smem"))
    spec += ",smem=" + std::to_string(*smem);
  if (const json::Array *params = o->getArray("params")) {
    std::string list;
    for (const json::Value &p : *params) {
      if (!list.empty())
        list += ":";
      if (std::optional<int64_t> n = p.getAsInteger())
        list += std::to_string(*n);
      else if (std::optional<llvm::StringRef> s = p.getAsString())
        list += s->str();
      else {
        problem = "\"params\" holds argument indices and \"sN\" scratch names";
        return false;
      }
    }
    if (!list.empty())
      spec += ",params=" + list;
  }
  return true;
}

bool mlir::htam::llm::parseCodeAnswer(llvm::StringRef text,
                                      llvm::StringRef finishReason,
                                      size_t numArgs, CodeAnswer &out,
                                      std::string &problem) {
  std::vector<CodeBlock> blocks = extractCodeBlocks(text);
  bool cut = finishReason == "length" ||
             llvm::any_of(blocks, [](const CodeBlock &b) { return !b.closed; });
  if (cut) {
    problem = "the answer was cut off before its end (token limit); send a "
              "shorter, complete answer";
    return false;
  }
  std::vector<const CodeBlock *> cuda;
  const CodeBlock *launchBlock = nullptr;
  for (const CodeBlock &b : blocks) {
    if (b.lang == "json" ||
        (b.lang.empty() && llvm::StringRef(b.body).ltrim().starts_with("{"))) {
      if (!launchBlock)
        launchBlock = &b;
    } else if (isCudaLang(b.lang)) {
      cuda.push_back(&b);
    }
  }
  if (cuda.empty()) {
    problem = "the answer has no ```cuda code block";
    return false;
  }
  // Helper snippets beside the kernel are harmless; two kernels are not.
  if (cuda.size() > 1) {
    std::vector<const CodeBlock *> kernels;
    for (const CodeBlock *b : cuda)
      if (!globalFunctionNames(b->body).empty())
        kernels.push_back(b);
    if (kernels.size() != 1) {
      problem = "the answer has " + std::to_string(cuda.size()) +
                " code blocks; send exactly one ```cuda block with all the "
                "device code";
      return false;
    }
    cuda = kernels;
  }
  out.source = cuda.front()->body;
  std::vector<std::string> entries = globalFunctionNames(out.source);
  if (entries.empty()) {
    problem = "the CUDA block defines no __global__ function";
    return false;
  }
  if (!launchBlock) {
    problem = "the answer has no ```json launch block";
    return false;
  }
  llvm::Expected<json::Value> v = json::parse(launchBlock->body);
  if (!v) {
    problem =
        "the launch JSON does not parse: " + llvm::toString(v.takeError());
    return false;
  }
  std::vector<const json::Value *> launches;
  const json::Object *o = v->getAsObject();
  if (o && o->getArray("launches")) {
    for (const json::Value &l : *o->getArray("launches"))
      launches.push_back(&l);
  } else if (o) {
    launches.push_back(&*v);
  }
  if (launches.empty()) {
    problem = "the launch JSON has no launches";
    return false;
  }
  out.scratchBytes.clear();
  if (const json::Array *s = o->getArray("scratch_bytes"))
    for (const json::Value &b : *s) {
      std::optional<int64_t> n = b.getAsInteger();
      if (!n || *n <= 0) {
        problem = "\"scratch_bytes\" must list positive byte counts";
        return false;
      }
      out.scratchBytes.push_back(*n);
    }
  out.launches.clear();
  for (const json::Value *l : launches) {
    std::string spec;
    if (!readLaunch(*l, spec, problem))
      return false;
    llvm::Expected<KernelLaunch> launch = parseKernelLaunch(spec, "");
    if (!launch) {
      problem = "launch '" + spec + "': " + llvm::toString(launch.takeError());
      return false;
    }
    if (!llvm::is_contained(entries, launch->entry)) {
      problem = "launch entry '" + launch->entry +
                "' is not a __global__ function of the CUDA block (it "
                "defines " +
                llvm::join(entries, ", ") + ")";
      return false;
    }
    if (llvm::Error err =
            validateLaunchParams(*launch, numArgs, out.scratchBytes.size())) {
      problem = "launch '" + spec + "': " + llvm::toString(std::move(err));
      return false;
    }
    out.launches.push_back(std::move(*launch));
  }
  return true;
}
