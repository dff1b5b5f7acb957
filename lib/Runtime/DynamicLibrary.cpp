//===- DynamicLibrary.cpp - Opening CUDA libraries at run time ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The search list, dlopen of the first candidate that loads, and symbol
// resolution shared by the nvrtc, cuBLAS, cuBLASLt and cuDNN loaders.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/DynamicLibrary.h"
#include "htam/Runtime/Nvrtc.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <cstdlib>
#include <dlfcn.h>

using namespace mlir;
using namespace mlir::htam;

std::vector<std::string>
mlir::htam::cudaLibraryCandidates(const char *envVar, llvm::StringRef soname,
                                  llvm::ArrayRef<std::string> extra) {
  if (const char *env = std::getenv(envVar))
    if (*env)
      return {env};
  std::vector<std::string> libs;
  std::string root = Nvrtc::cudaPath();
  for (const char *dir : {"lib64", "lib"}) {
    llvm::SmallString<256> path(root);
    llvm::sys::path::append(path, dir, soname);
    libs.push_back(std::string(path));
  }
  libs.insert(libs.end(), extra.begin(), extra.end());
  libs.push_back(soname.str());
  return libs;
}

std::optional<OpenedLibrary>
mlir::htam::openFirstLibrary(llvm::ArrayRef<std::string> libraries,
                             std::string &tried, bool listMissingFiles) {
  for (const std::string &lib : libraries) {
    if (llvm::sys::path::is_absolute(lib) && !llvm::sys::fs::exists(lib)) {
      if (listMissingFiles)
        tried += "\n  " + lib + ": no such file";
      continue;
    }
    if (void *handle = ::dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL))
      return OpenedLibrary{handle, lib};
    const char *why = ::dlerror();
    tried += llvm::formatv("\n  {0}: {1}", lib, why ? why : "failed");
  }
  return std::nullopt;
}

llvm::Expected<OpenedLibrary> mlir::htam::openVendorLibrary(
    llvm::ArrayRef<std::string> libraries, llvm::StringRef name,
    llvm::StringRef soname, llvm::StringRef envVar, llvm::StringRef neededBy) {
  std::string tried;
  if (std::optional<OpenedLibrary> lib = openFirstLibrary(libraries, tried))
    return *lib;
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      llvm::formatv("no {0}: cannot open {1} (searched ${2}, the CUDA "
                    "toolkit and the loader path); {3}:{4}",
                    name, soname, envVar, neededBy, tried)
          .str());
}

llvm::Error mlir::htam::libraryStatusError(llvm::StringRef what,
                                           const char *text, int status) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 llvm::formatv("{0}: {1} (status {2})", what,
                                               text ? text : "error", status)
                                     .str());
}

llvm::Error SymbolResolver::check(llvm::StringRef name,
                                  llvm::StringRef path) const {
  if (firstMissing.empty())
    return llvm::Error::success();
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 name + " " + path + " lacks " + firstMissing);
}

void *SymbolResolver::lookup(const char *name) {
  void *sym = ::dlsym(handle, name);
  if (!sym && firstMissing.empty())
    firstMissing = name;
  return sym;
}
