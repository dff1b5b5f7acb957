//===- PtxasInfo.cpp - ptxas resource usage from logs and cubins ----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parsing of the `ptxas -v` info log into PtxasInfo, and a minimal ELF64
// section reader that takes the constant bank sizes from a cubin. The formats
// handled (CUDA 13, as printed through nvrtc):
//
//   ptxas info    : 16 bytes gmem
//   ptxas info    : Compiling entry function 'heavy' for 'sm_90'
//   ptxas info    : Function properties for heavy
//   ptxas         .     2816 bytes stack frame, 3676 bytes spill stores, ...
//   ptxas info    : Used 24 registers, used 1 barriers, 2816 bytes cumulative
//                   stack size, 1024 bytes smem
//
// Older ptxas versions also print "N bytes cmem[K]" on the "Used" line, and
// standalone ptxas prints the stack-frame line without the "ptxas ." prefix.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Nvrtc.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace mlir;
using namespace mlir::htam;

const PtxasKernelStats *PtxasInfo::find(llvm::StringRef name) const {
  for (const PtxasKernelStats &k : kernels)
    if (k.name == name)
      return &k;
  return nullptr;
}

/// Parses "<N> <rest>" at the start of `text`; returns false if `text` does
/// not start with an integer.
static bool leadingNumber(llvm::StringRef text, int64_t &value,
                          llvm::StringRef &rest) {
  text = text.trim();
  llvm::StringRef digits = text.take_while(llvm::isDigit);
  if (digits.empty() || digits.getAsInteger(10, value))
    return false;
  rest = text.drop_front(digits.size()).trim();
  return true;
}

/// Applies "N bytes stack frame, N bytes spill stores, N bytes spill loads".
static void parseFrameLine(llvm::StringRef body, PtxasKernelStats &k) {
  llvm::SmallVector<llvm::StringRef> parts;
  body.split(parts, ',');
  for (llvm::StringRef part : parts) {
    int64_t n;
    llvm::StringRef what;
    if (!leadingNumber(part, n, what))
      continue;
    if (what == "bytes stack frame")
      k.stackFrameBytes = n;
    else if (what == "bytes spill stores")
      k.spillStoreBytes = n;
    else if (what == "bytes spill loads")
      k.spillLoadBytes = n;
  }
}

/// Applies "Used N registers, used N barriers, N bytes smem, ...".
static void parseUsedLine(llvm::StringRef body, PtxasKernelStats &k) {
  llvm::SmallVector<llvm::StringRef> parts;
  body.split(parts, ',');
  for (llvm::StringRef part : parts) {
    part = part.trim();
    if (part.consume_front("Used ") || part.consume_front("used "))
      part = part.trim();
    int64_t n;
    llvm::StringRef what;
    if (!leadingNumber(part, n, what))
      continue;
    if (what == "registers")
      k.registers = static_cast<int>(n);
    else if (what == "barriers")
      k.barriers = static_cast<int>(n);
    else if (what == "bytes smem")
      k.sharedBytes = n;
    else if (what == "bytes cumulative stack size")
      k.cumulativeStackBytes = n;
    else if (what == "bytes cmem[0]")
      k.cmemBytes = n;
    else if (what == "bytes lmem" && k.stackFrameBytes == 0)
      k.stackFrameBytes = n;
  }
}

PtxasInfo mlir::htam::parsePtxasInfoLog(llvm::StringRef log) {
  PtxasInfo info;
  auto kernelNamed = [&](llvm::StringRef name) -> PtxasKernelStats * {
    for (PtxasKernelStats &k : info.kernels)
      if (k.name == name)
        return &k;
    return nullptr;
  };
  // The kernel a "Used" line belongs to, and the function whose properties
  // (stack frame line) come next; the latter may be a non-entry function,
  // which is not recorded.
  int current = -1;
  PtxasKernelStats *properties = nullptr;
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    llvm::StringRef body = line.trim();
    if (body.consume_front("ptxas")) {
      body = body.ltrim();
      if (body.starts_with("warning")) {
        info.warnings.push_back(line.trim().str());
        continue;
      }
      if (body.consume_front("info"))
        body = body.ltrim().drop_while([](char c) { return c == ':'; });
      else if (body.consume_front("."))
        ;
      else
        continue;
      body = body.trim();
    }
    llvm::StringRef rest;
    int64_t n;
    if (body.consume_front("Compiling entry function")) {
      // 'name' for 'sm_90'
      llvm::SmallVector<llvm::StringRef> quoted;
      body.split(quoted, '\'');
      if (quoted.size() < 2)
        continue;
      PtxasKernelStats *k = kernelNamed(quoted[1]);
      if (!k) {
        info.kernels.emplace_back();
        k = &info.kernels.back();
        k->name = quoted[1].str();
      }
      if (quoted.size() >= 4)
        k->arch = quoted[3].str();
      current = static_cast<int>(k - info.kernels.data());
      properties = nullptr;
    } else if (body.consume_front("Function properties for")) {
      properties = kernelNamed(body.trim());
    } else if (body.starts_with("Used ")) {
      if (current >= 0)
        parseUsedLine(body, info.kernels[current]);
    } else if (body.contains("bytes stack frame")) {
      if (properties)
        parseFrameLine(body, *properties);
    } else if (leadingNumber(body, n, rest) && rest.starts_with("bytes gmem")) {
      info.gmemBytes = n;
    }
  }
  return info;
}

/// Reads a little-endian integer of `size` bytes at `offset`.
static uint64_t readLE(llvm::StringRef data, uint64_t offset, unsigned size) {
  uint64_t value = 0;
  for (unsigned i = 0; i < size; ++i)
    value |= static_cast<uint64_t>(static_cast<unsigned char>(data[offset + i]))
             << (8 * i);
  return value;
}

void mlir::htam::addCubinResourceUsage(PtxasInfo &info, llvm::StringRef cubin) {
  // ELF64, little endian.
  if (cubin.size() < 64 || !cubin.starts_with("\177ELF") || cubin[4] != 2 ||
      cubin[5] != 1)
    return;
  uint64_t shoff = readLE(cubin, 0x28, 8);
  uint64_t shentsize = readLE(cubin, 0x3A, 2);
  uint64_t shnum = readLE(cubin, 0x3C, 2);
  uint64_t shstrndx = readLE(cubin, 0x3E, 2);
  if (shentsize < 64 || shstrndx >= shnum ||
      shoff + shnum * shentsize > cubin.size())
    return;
  auto header = [&](uint64_t i) { return shoff + i * shentsize; };
  uint64_t strOff = readLE(cubin, header(shstrndx) + 0x18, 8);
  uint64_t strSize = readLE(cubin, header(shstrndx) + 0x20, 8);
  if (strOff + strSize > cubin.size())
    return;
  llvm::StringRef strtab = cubin.substr(strOff, strSize);
  for (uint64_t i = 0; i < shnum; ++i) {
    uint64_t nameOff = readLE(cubin, header(i), 4);
    if (nameOff >= strtab.size())
      continue;
    llvm::StringRef name = strtab.drop_front(nameOff);
    name = name.take_until([](char c) { return c == '\0'; });
    if (!name.consume_front(".nv.constant0."))
      continue;
    int64_t size = static_cast<int64_t>(readLE(cubin, header(i) + 0x20, 8));
    PtxasKernelStats *k = nullptr;
    for (PtxasKernelStats &s : info.kernels)
      if (s.name == name)
        k = &s;
    if (!k) {
      info.kernels.emplace_back();
      k = &info.kernels.back();
      k->name = name.str();
    }
    if (k->cmemBytes < 0)
      k->cmemBytes = size;
  }
}

llvm::json::Value mlir::htam::toJSON(const PtxasKernelStats &k) {
  return llvm::json::Object{
      {"name", k.name},
      {"arch", k.arch},
      {"registers", k.registers},
      {"barriers", k.barriers},
      {"stack_frame_bytes", k.stackFrameBytes},
      {"spill_store_bytes", k.spillStoreBytes},
      {"spill_load_bytes", k.spillLoadBytes},
      {"shared_bytes", k.sharedBytes},
      {"cumulative_stack_bytes", k.cumulativeStackBytes},
      {"cmem_bytes", k.cmemBytes},
  };
}

llvm::json::Value mlir::htam::toJSON(const PtxasInfo &info) {
  llvm::json::Array kernels;
  for (const PtxasKernelStats &k : info.kernels)
    kernels.push_back(toJSON(k));
  llvm::json::Array warnings;
  for (const std::string &w : info.warnings)
    warnings.push_back(w);
  return llvm::json::Object{{"gmem_bytes", info.gmemBytes},
                            {"kernels", std::move(kernels)},
                            {"warnings", std::move(warnings)}};
}
