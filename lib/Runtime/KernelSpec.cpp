//===- KernelSpec.cpp - Kernel arguments and launch configuration ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parsing, validation and printing of argument specs and launch configs:
// the grammar of docs/RUNTIME.md (`f32:128x4096:in,...`;
// `entry=NAME,grid=X[xYxZ],block=X[xYxZ][,smem=N][,params=0:1:s0:c0]`).
// Library steps (`lib=...`) are parsed and printed in LibraryStep.cpp.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/KernelSpec.h"
#include "htam/Runtime/KernelSource.h"

#include "KernelSpecText.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::spec;

int64_t ArgSpec::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

llvm::StringRef mlir::htam::toString(ArgRole role) {
  switch (role) {
  case ArgRole::In:
    return "in";
  case ArgRole::Out:
    return "out";
  case ArgRole::InOut:
    return "inout";
  case ArgRole::Scalar:
    return "scalar";
  }
  llvm_unreachable("unknown ArgRole");
}

std::optional<ArgRole> mlir::htam::parseBufferRole(llvm::StringRef name) {
  for (ArgRole role : {ArgRole::In, ArgRole::Out, ArgRole::InOut})
    if (name == toString(role))
      return role;
  return std::nullopt;
}

static llvm::StringRef scalarTypeName(ScalarType t) {
  switch (t) {
  case ScalarType::I32:
    return "i32";
  case ScalarType::I64:
    return "i64";
  case ScalarType::F32:
    return "f32";
  case ScalarType::F64:
    return "f64";
  }
  return "i32";
}

std::string ArgSpec::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (role == ArgRole::Scalar) {
    os << scalarTypeName(scalarType) << ':';
    if (scalarType == ScalarType::I32 || scalarType == ScalarType::I64)
      os << intValue;
    else
      os << llvm::formatv("{0}", floatValue);
    return text;
  }
  os << toString(role) << ":f32[";
  llvm::interleave(shape, os, "x");
  os << ']';
  if (!init.empty())
    os << '~' << init.str();
  return text;
}

/// Parses one argument item.
static llvm::Expected<ArgSpec> parseArg(llvm::StringRef item, unsigned index) {
  auto fail = [&](const llvm::Twine &why) {
    return specError("argument " + llvm::Twine(index) + " '" + item +
                     "': " + why);
  };
  auto [head, tail] = item.split(':');
  head = head.trim();
  tail = tail.trim();
  if (item.find(':') == llvm::StringRef::npos)
    return fail("expected role:f32[dims] or type:value");
  ArgSpec arg;
  if (std::optional<ArgRole> role = parseBufferRole(head)) {
    arg.role = *role;
    if (!tail.consume_front("f32")) {
      llvm::StringRef type = tail.take_until([](char c) { return c == '['; });
      return fail("unsupported element type '" + type + "' (buffers are f32)");
    }
    bool hasInit = tail.contains('~');
    auto [buffer, initText] = tail.split('~');
    tail = buffer.trim();
    if (hasInit) {
      if (arg.role != ArgRole::In)
        return fail("only inputs have an init (~...)");
      auto init = parseParamInit(initText);
      if (!init)
        return fail(llvm::toString(init.takeError()));
      arg.init = *init;
    }
    if (!tail.consume_front("[") || !tail.consume_back("]"))
      return fail("expected a shape in brackets, e.g. f32[64x128]");
    // f32[] is a 0-d buffer (one element): the spec printer writes rank-0
    // tensors that way.
    llvm::SmallVector<llvm::StringRef> dims;
    if (!tail.trim().empty())
      tail.split(dims, 'x');
    int64_t bytes = 4;
    for (llvm::StringRef dim : dims) {
      int64_t size;
      if (dim.trim().getAsInteger(10, size) || size <= 0)
        return fail("dimension '" + dim + "' is not a positive integer");
      arg.shape.push_back(size);
      if (bytes > kMaxBufferBytes / size)
        return fail("buffer larger than 16 GiB");
      bytes *= size;
    }
    return arg;
  }
  arg.role = ArgRole::Scalar;
  if (head == "i32" || head == "i64") {
    arg.scalarType = head == "i32" ? ScalarType::I32 : ScalarType::I64;
    if (tail.getAsInteger(0, arg.intValue))
      return fail("'" + tail + "' is not an integer");
    if (arg.scalarType == ScalarType::I32 &&
        (arg.intValue < INT32_MIN || arg.intValue > INT32_MAX))
      return fail("value out of range for i32");
    return arg;
  }
  if (head == "f32" || head == "f64") {
    arg.scalarType = head == "f32" ? ScalarType::F32 : ScalarType::F64;
    if (tail.getAsDouble(arg.floatValue))
      return fail("'" + tail + "' is not a number");
    return arg;
  }
  return fail("unknown role or scalar type '" + head +
              "' (expected in, out, inout, i32, i64, f32, f64)");
}

llvm::Expected<std::vector<ArgSpec>>
mlir::htam::parseArgSpecs(llvm::StringRef text) {
  std::vector<ArgSpec> args;
  if (text.trim().empty())
    return specError("empty argument list");
  llvm::SmallVector<llvm::StringRef> items;
  text.split(items, ',');
  for (auto [i, item] : llvm::enumerate(items)) {
    auto arg = parseArg(item.trim(), i);
    if (!arg)
      return arg.takeError();
    args.push_back(*arg);
  }
  if (llvm::none_of(args, [](const ArgSpec &a) { return a.isOutput(); }))
    return specError("no output: at least one argument must be out or inout");
  return args;
}

std::string mlir::htam::formatArgSpecs(const std::vector<ArgSpec> &args) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(
      args, os, [&](const ArgSpec &a) { os << a.str(); }, ",");
  return text;
}

std::string LaunchConfig::str() const {
  return llvm::formatv("grid={0}x{1}x{2},block={3}x{4}x{5},smem={6}", grid[0],
                       grid[1], grid[2], block[0], block[1], block[2],
                       sharedBytes);
}

/// Parses N, NxM or NxMxK into `dims` (missing dimensions are 1).
static bool parseDims(llvm::StringRef text, std::array<unsigned, 3> &dims) {
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, 'x');
  if (parts.empty() || parts.size() > 3)
    return false;
  dims = {1, 1, 1};
  for (auto [i, part] : llvm::enumerate(parts)) {
    uint64_t v;
    if (part.trim().getAsInteger(10, v) || v == 0 || v > 0x7fffffffULL)
      return false;
    dims[i] = static_cast<unsigned>(v);
  }
  return true;
}

/// Splits "entry=" and "params=" items off a launch spec into `entry` and
/// `params`; returns the rest.
static llvm::Expected<std::string>
splitKernelItems(llvm::StringRef text, std::string &entry,
                 std::vector<ParamRef> &params) {
  std::string rest;
  llvm::SmallVector<llvm::StringRef> items;
  text.split(items, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    auto [key, value] = item.trim().split('=');
    key = key.trim();
    value = value.trim();
    if (key == "entry") {
      if (value.empty())
        return specError("launch: empty entry name");
      entry = value.str();
    } else if (key == "params") {
      llvm::SmallVector<llvm::StringRef> refs;
      value.split(refs, ':');
      for (llvm::StringRef ref : refs) {
        ParamRef param;
        ref = ref.trim();
        llvm::StringRef number = ref;
        param.scratch = number.consume_front("s");
        param.constant = !param.scratch && number.consume_front("c");
        if (number.getAsInteger(10, param.index))
          return specError("launch: parameter '" + ref +
                           "' must be N (argument N), sN (scratch N) or cN "
                           "(constant N)");
        params.push_back(param);
      }
    } else {
      if (!rest.empty())
        rest += ",";
      rest += item.trim().str();
    }
  }
  return rest;
}

std::string KernelLaunch::displayName() const {
  return isLibraryCall() ? ("lib=" + library.name()).str() : entry;
}

/// Formats the parameter list "0:1:s0".
std::string spec::formatParams(const std::vector<ParamRef> &params) {
  std::string text;
  for (auto [i, p] : llvm::enumerate(params)) {
    if (i)
      text += ":";
    text += p.str();
  }
  return text;
}

std::string ParamRef::str() const {
  return (scratch ? "s" : constant ? "c" : "") + std::to_string(index);
}

ConstantBuffer ConstantBuffer::make(std::string name, std::string elementType,
                                    std::string bytes) {
  ConstantBuffer c;
  c.name = std::move(name);
  c.elementType = std::move(elementType);
  c.hash = contentHash(bytes);
  c.data = std::make_shared<const std::string>(std::move(bytes));
  return c;
}

uint64_t ConstantBuffer::contentHash(llvm::StringRef bytes) {
  return llvm::xxh3_64bits(llvm::arrayRefFromStringRef(bytes));
}

std::vector<int64_t> KernelSource::constantBytes() const {
  std::vector<int64_t> bytes;
  for (const ConstantBuffer &c : constants)
    bytes.push_back(c.numBytes());
  return bytes;
}

llvm::Expected<KernelLaunch>
mlir::htam::parseKernelLaunch(llvm::StringRef text,
                              llvm::StringRef defaultEntry) {
  {
    llvm::SmallVector<llvm::StringRef> items;
    text.split(items, ',', -1, /*KeepEmpty=*/false);
    if (llvm::any_of(items, [](llvm::StringRef item) {
          return item.trim().split('=').first.trim() == "lib";
        }))
      return parseLibraryStep(items);
  }
  KernelLaunch launch;
  launch.entry = defaultEntry.str();
  auto rest = splitKernelItems(text, launch.entry, launch.params);
  if (!rest)
    return rest.takeError();
  auto config = parseLaunchConfig(*rest);
  if (!config)
    return config.takeError();
  launch.config = *config;
  if (launch.entry.empty())
    return specError("launch: no entry name (give entry=NAME)");
  return launch;
}

std::string KernelLaunch::str() const {
  if (isLibraryCall())
    return formatLibraryStep(*this);
  std::string text = "entry=" + entry + "," + config.str();
  if (!params.empty())
    text += ",params=" + formatParams(params);
  return text;
}

llvm::Error mlir::htam::validateLaunchParams(const KernelLaunch &launch,
                                             size_t numArgs,
                                             size_t numScratch,
                                             size_t numConstants) {
  for (const ParamRef &p : launch.params) {
    if (p.constant && p.index >= numConstants)
      return specError(llvm::formatv("launch of '{0}': constant c{1} does "
                                     "not exist ({2} given)",
                                     launch.displayName(), p.index,
                                     numConstants));
    if (p.scratch && p.index >= numScratch)
      return specError(llvm::formatv("launch of '{0}': scratch buffer s{1} "
                                     "does not exist ({2} given)",
                                     launch.displayName(), p.index,
                                     numScratch));
    if (p.isArgument() && p.index >= numArgs)
      return specError(llvm::formatv("launch of '{0}': argument {1} does not "
                                     "exist ({2} arguments)",
                                     launch.displayName(), p.index, numArgs));
  }
  return llvm::Error::success();
}

llvm::Error
mlir::htam::validateLaunch(const KernelLaunch &launch,
                           const std::vector<ArgSpec> &args,
                           const std::vector<int64_t> &scratchBytes,
                           const std::vector<int64_t> &constantBytes) {
  if (auto err = validateLaunchParams(launch, args.size(), scratchBytes.size(),
                                      constantBytes.size()))
    return err;
  if (!launch.isLibraryCall())
    return llvm::Error::success();
  static const char *const gemmNames[] = {"A", "B", "C", "bias"};
  static const char *const convNames[] = {"X", "W", "Y", "BIAS"};
  const char *const *names = launch.library.isCudnn() ? convNames : gemmNames;
  for (auto [i, p] : llvm::enumerate(launch.params)) {
    if (p.isArgument() && !args[p.index].isBuffer())
      return specError(llvm::formatv("{0}: operand {1} is scalar argument {2}",
                                     launch.displayName(), names[i], p.index));
    int64_t have = p.scratch    ? scratchBytes[p.index] / 4
                   : p.constant ? constantBytes[p.index] / 4
                                : args[p.index].numElements();
    int64_t need = launch.library.extent(i);
    if (need > have)
      return specError(llvm::formatv(
          "{0}: operand {1} ({2}{3}) holds {4} elements, the call touches "
          "{5}",
          launch.displayName(), names[i],
          p.scratch    ? "s"
          : p.constant ? "c"
                       : "argument ",
          p.index, have, need));
  }
  return llvm::Error::success();
}

llvm::Expected<LaunchConfig>
mlir::htam::parseLaunchConfig(llvm::StringRef text) {
  LaunchConfig config;
  bool haveGrid = false, haveBlock = false;
  llvm::SmallVector<llvm::StringRef> items;
  text.split(items, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    auto [key, value] = item.trim().split('=');
    key = key.trim();
    value = value.trim();
    if (key == "grid") {
      if (!parseDims(value, config.grid))
        return specError("launch: grid '" + value +
                         "' must be N, NxM or NxMxK with positive N, M, K");
      haveGrid = true;
    } else if (key == "block") {
      if (!parseDims(value, config.block))
        return specError("launch: block '" + value +
                         "' must be N, NxM or NxMxK with positive N, M, K");
      haveBlock = true;
    } else if (key == "smem") {
      uint64_t bytes;
      if (value.getAsInteger(0, bytes) || bytes > (1u << 30))
        return specError("launch: smem '" + value + "' is not a byte count");
      config.sharedBytes = static_cast<unsigned>(bytes);
    } else {
      return specError("launch: unknown key '" + key +
                       "' (expected grid, block, smem)");
    }
  }
  if (!haveGrid || !haveBlock)
    return specError("launch: both grid= and block= are required, e.g. "
                     "'grid=256,block=256'");
  uint64_t threads =
      uint64_t(config.block[0]) * config.block[1] * config.block[2];
  if (threads > 1024)
    return specError(llvm::formatv("launch: block has {0} threads; at most "
                                   "1024 are allowed",
                                   threads));
  if (config.block[2] > 64)
    return specError("launch: block z is at most 64");
  if (config.grid[1] > 65535 || config.grid[2] > 65535)
    return specError("launch: grid y and z are at most 65535");
  return config;
}
