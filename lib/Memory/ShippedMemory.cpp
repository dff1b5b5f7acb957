//===- ShippedMemory.cpp - Where the memory htam ships is found -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/ShippedMemory.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>
#include <dlfcn.h>

using namespace mlir::htam;

namespace {

/// Anchor whose address names the binary or shared object htam lives in.
void anchor() {}

/// `<folder of file>/../share/htam/memory/htg.yaml`.
std::string besideBinary(llvm::StringRef file) {
  llvm::SmallString<256> path(llvm::sys::path::parent_path(file));
  llvm::sys::path::append(path, "..", "share", "htam");
  llvm::sys::path::append(path, "memory", "htg.yaml");
  llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/true);
  return std::string(path);
}

} // namespace

std::string memory::shippedMemoryPath() {
  if (const char *env = std::getenv("HTAM_MEMORY"); env && *env)
    return env;
  llvm::SmallVector<std::string, 2> candidates;
  // dladdr names the plugin when htam is loaded into another tool; in a
  // static executable it may name nothing, and /proc/self/exe decides.
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&anchor), &info) && info.dli_fname &&
      llvm::sys::path::is_absolute(info.dli_fname))
    candidates.push_back(besideBinary(info.dli_fname));
  std::string exe = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&anchor));
  if (!exe.empty())
    candidates.push_back(besideBinary(exe));
  for (const std::string &c : candidates)
    if (llvm::sys::fs::exists(c))
      return c;
  return candidates.empty() ? std::string("share/htam/memory/htg.yaml")
                            : candidates.front();
}
