//===- Nvrtc.cpp - CUDA C++ to PTX and cubin through nvrtc ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Opens nvrtc with dlopen and compiles CUDA C++ sources to PTX and cubin,
// returning the compile log, the lowered entry names and the ptxas statistics.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Nvrtc.h"
#include "htam/Runtime/DynamicLibrary.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <chrono>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <type_traits>

#ifndef HTAM_DEFAULT_CUDA_PATH
#define HTAM_DEFAULT_CUDA_PATH "/usr/local/cuda"
#endif

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::cuda;

namespace mlir {
namespace htam {
/// Fills an Nvrtc; a friend so that the constructor stays private.
struct NvrtcLoader {
  static Nvrtc *load(std::string &error);
};
} // namespace htam
} // namespace mlir

std::string Nvrtc::cudaPath() {
  for (const char *var : {"HTAM_CUDA_PATH", "CUDA_PATH"})
    if (const char *env = std::getenv(var))
      if (*env)
        return env;
  return HTAM_DEFAULT_CUDA_PATH;
}

std::vector<std::string> Nvrtc::candidateLibraries() {
  std::vector<std::string> libs;
  if (const char *env = std::getenv("HTAM_NVRTC_LIB"))
    if (*env)
      libs.push_back(env);
  std::string root = cudaPath();
  for (const char *dir : {"lib64", "lib"})
    for (const char *name : {"libnvrtc.so.13", "libnvrtc.so"}) {
      llvm::SmallString<256> path(root);
      llvm::sys::path::append(path, dir, name);
      libs.push_back(std::string(path));
    }
  libs.push_back("libnvrtc.so.13");
  libs.push_back("libnvrtc.so");
  return libs;
}

Nvrtc *NvrtcLoader::load(std::string &error) {
  cuda::disableComputeCache();
  std::string tried;
  // Absolute paths that do not exist are skipped quietly.
  std::optional<OpenedLibrary> lib =
      openFirstLibrary(Nvrtc::candidateLibraries(), tried,
                       /*listMissingFiles=*/false);
  if (!lib) {
    error = llvm::formatv("no nvrtc: cannot open libnvrtc.so.13 (searched "
                          "$HTAM_NVRTC_LIB, {0}/lib64, {0}/lib and the loader "
                          "path; set HTAM_CUDA_PATH or CUDA_PATH to the CUDA "
                          "toolkit){1}",
                          Nvrtc::cudaPath(), tried);
    return nullptr;
  }
  auto *nvrtc = new Nvrtc();
  nvrtc->libraryPath = lib->path;
  SymbolResolver resolve(lib->handle);
  resolve(nvrtc->nvrtcVersion, "nvrtcVersion");
  resolve(nvrtc->nvrtcGetErrorString, "nvrtcGetErrorString");
  resolve(nvrtc->nvrtcCreateProgram, "nvrtcCreateProgram");
  resolve(nvrtc->nvrtcDestroyProgram, "nvrtcDestroyProgram");
  resolve(nvrtc->nvrtcCompileProgram, "nvrtcCompileProgram");
  resolve(nvrtc->nvrtcGetProgramLogSize, "nvrtcGetProgramLogSize");
  resolve(nvrtc->nvrtcGetProgramLog, "nvrtcGetProgramLog");
  resolve(nvrtc->nvrtcGetPTXSize, "nvrtcGetPTXSize");
  resolve(nvrtc->nvrtcGetPTX, "nvrtcGetPTX");
  resolve(nvrtc->nvrtcGetCUBINSize, "nvrtcGetCUBINSize");
  resolve(nvrtc->nvrtcGetCUBIN, "nvrtcGetCUBIN");
  resolve(nvrtc->nvrtcAddNameExpression, "nvrtcAddNameExpression");
  resolve(nvrtc->nvrtcGetLoweredName, "nvrtcGetLoweredName");
  if (!resolve.missing().empty()) {
    error = llvm::formatv("nvrtc {0} lacks {1}; CUDA 11.1 or newer is needed",
                          lib->path, resolve.missing());
    delete nvrtc;
    return nullptr;
  }
  nvrtc->nvrtcVersion(&nvrtc->versionMajor, &nvrtc->versionMinor);
  return nvrtc;
}

llvm::Expected<Nvrtc &> Nvrtc::get() {
  static std::once_flag once;
  static Nvrtc *instance = nullptr;
  static std::string error;
  std::call_once(once, [] { instance = NvrtcLoader::load(error); });
  if (!instance)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return *instance;
}

llvm::Expected<CompileResult> Nvrtc::compile(llvm::StringRef source,
                                             const CompileOptions &options) {
  CompileResult result;
  auto fail = [&](llvm::StringRef what, nvrtcResult rc) {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("nvrtc: {0} failed: {1}", what, nvrtcGetErrorString(rc)));
  };

  llvm::StringRef arch = options.arch;
  if (!arch.starts_with("sm_") && !arch.starts_with("compute_"))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("invalid arch '{0}': expected sm_XX or compute_XX",
                      arch));
  result.options.push_back(("-arch=" + arch).str());
  result.options.push_back("-std=c++17");
  if (options.ptxasVerbose && arch.starts_with("sm_"))
    result.options.push_back("--ptxas-options=-v");
  llvm::SmallString<256> include(cudaPath());
  llvm::sys::path::append(include, "include");
  if (llvm::sys::fs::is_directory(include))
    result.options.push_back(("-I" + include).str());
  for (const std::string &opt : options.extraOptions)
    result.options.push_back(opt);

  std::string src = source.str();
  nvrtcProgram prog = nullptr;
  if (nvrtcResult rc = nvrtcCreateProgram(
          &prog, src.c_str(), options.sourceName.c_str(), 0, nullptr, nullptr))
    return fail("nvrtcCreateProgram", rc);
  llvm::scope_exit destroy([&] { nvrtcDestroyProgram(&prog); });
  for (const std::string &entry : options.entries)
    if (nvrtcResult rc = nvrtcAddNameExpression(prog, entry.c_str()))
      return fail("nvrtcAddNameExpression", rc);

  std::vector<const char *> argv;
  for (const std::string &opt : result.options)
    argv.push_back(opt.c_str());
  auto start = std::chrono::steady_clock::now();
  nvrtcResult compiled =
      nvrtcCompileProgram(prog, static_cast<int>(argv.size()), argv.data());
  result.compileMs = std::chrono::duration<double, std::milli>(
                         std::chrono::steady_clock::now() - start)
                         .count();

  size_t logSize = 0;
  if (nvrtcResult rc = nvrtcGetProgramLogSize(prog, &logSize))
    return fail("nvrtcGetProgramLogSize", rc);
  if (logSize > 1) {
    result.log.resize(logSize);
    if (nvrtcResult rc = nvrtcGetProgramLog(prog, result.log.data()))
      return fail("nvrtcGetProgramLog", rc);
    while (!result.log.empty() && result.log.back() == '\0')
      result.log.pop_back();
  }
  if (compiled != NVRTC_SUCCESS) {
    // 6 = NVRTC_ERROR_COMPILATION: the source is wrong, not nvrtc.
    if (result.log.empty())
      result.log = nvrtcGetErrorString(compiled);
    result.success = false;
    return result;
  }

  size_t ptxSize = 0;
  if (nvrtcResult rc = nvrtcGetPTXSize(prog, &ptxSize))
    return fail("nvrtcGetPTXSize", rc);
  result.ptx.resize(ptxSize);
  if (nvrtcResult rc = nvrtcGetPTX(prog, result.ptx.data()))
    return fail("nvrtcGetPTX", rc);
  while (!result.ptx.empty() && result.ptx.back() == '\0')
    result.ptx.pop_back();

  if (arch.starts_with("sm_")) {
    size_t cubinSize = 0;
    if (nvrtcResult rc = nvrtcGetCUBINSize(prog, &cubinSize))
      return fail("nvrtcGetCUBINSize", rc);
    result.cubin.resize(cubinSize);
    if (cubinSize)
      if (nvrtcResult rc = nvrtcGetCUBIN(prog, result.cubin.data()))
        return fail("nvrtcGetCUBIN", rc);
  }

  for (const std::string &entry : options.entries) {
    const char *lowered = nullptr;
    if (nvrtcGetLoweredName(prog, entry.c_str(), &lowered) == NVRTC_SUCCESS &&
        lowered)
      result.loweredNames[entry] = lowered;
  }
  result.ptxas = parsePtxasInfoLog(result.log);
  addCubinResourceUsage(result.ptxas, result.cubin);
  result.success = true;
  return result;
}
