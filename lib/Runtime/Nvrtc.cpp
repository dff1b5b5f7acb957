//===- Nvrtc.cpp - CUDA C++ to PTX and cubin through nvrtc ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Opens nvrtc with dlopen and compiles CUDA C++ sources to PTX and cubin,
// returning the compile log, the lowered entry names and the ptxas statistics.
// The nvrtc calls of a compilation run in a forked child (the compiler
// process), which sends their results back through a pipe in a small binary
// form; the parent turns a crash or a hang of that child into a failed
// result.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Nvrtc.h"
#include "htam/Runtime/DynamicLibrary.h"
#include "htam/Runtime/Worker.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <type_traits>
#include <unistd.h>

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

double mlir::htam::defaultCompileTimeoutSeconds() {
  if (const char *env = std::getenv("HTAM_COMPILE_TIMEOUT"); env && *env) {
    double seconds = 0;
    if (!llvm::StringRef(env).getAsDouble(seconds) && seconds > 0)
      return seconds;
  }
  return 120;
}

//===----------------------------------------------------------------------===//
// What the compiler process sends back
//===----------------------------------------------------------------------===//

namespace {
/// The outcome of the nvrtc calls of one compilation.
struct RawCompile {
  /// "nvrtc: <call> failed: <reason>" when a call other than the
  /// compilation itself failed.
  std::string apiError;
  bool compiled = false;
  double compileMs = 0;
  std::string log, ptx, cubin;
  /// Entry name -> lowered name.
  std::vector<std::pair<std::string, std::string>> loweredNames;
};
} // namespace

static const char kRawCompileMagic[] = "htam-nvrtc-result-1";

static void putU64(std::string &out, uint64_t value) {
  out.append(reinterpret_cast<const char *>(&value), sizeof(value));
}

static void putString(std::string &out, llvm::StringRef text) {
  putU64(out, text.size());
  out.append(text.data(), text.size());
}

static std::string encode(const RawCompile &raw) {
  std::string out = kRawCompileMagic;
  putString(out, raw.apiError);
  putU64(out, raw.compiled);
  uint64_t ms;
  std::memcpy(&ms, &raw.compileMs, sizeof(ms));
  putU64(out, ms);
  for (const std::string *text : {&raw.log, &raw.ptx, &raw.cubin})
    putString(out, *text);
  putU64(out, raw.loweredNames.size());
  for (const auto &[entry, lowered] : raw.loweredNames) {
    putString(out, entry);
    putString(out, lowered);
  }
  return out;
}

static bool getU64(llvm::StringRef &in, uint64_t &value) {
  if (in.size() < sizeof(value))
    return false;
  std::memcpy(&value, in.data(), sizeof(value));
  in = in.drop_front(sizeof(value));
  return true;
}

static bool getString(llvm::StringRef &in, std::string &text) {
  uint64_t size = 0;
  if (!getU64(in, size) || size > in.size())
    return false;
  text = in.take_front(size).str();
  in = in.drop_front(size);
  return true;
}

/// Reads what encode() wrote; false for anything else (a truncated stream).
static bool decode(llvm::StringRef in, RawCompile &raw) {
  uint64_t compiled = 0, ms = 0, count = 0;
  if (!in.consume_front(kRawCompileMagic) || !getString(in, raw.apiError) ||
      !getU64(in, compiled) || !getU64(in, ms) || !getString(in, raw.log) ||
      !getString(in, raw.ptx) || !getString(in, raw.cubin) ||
      !getU64(in, count))
    return false;
  raw.compiled = compiled != 0;
  std::memcpy(&raw.compileMs, &ms, sizeof(ms));
  for (uint64_t i = 0; i < count; ++i) {
    std::pair<std::string, std::string> names;
    if (!getString(in, names.first) || !getString(in, names.second))
      return false;
    raw.loweredNames.push_back(std::move(names));
  }
  return in.empty();
}

/// Writes all of `data` to `fd`; false when the reader is gone.
static bool writeAll(int fd, llvm::StringRef data) {
  while (!data.empty()) {
    ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    data = data.drop_front(n);
  }
  return true;
}

/// The fault $HTAM_TEST_COMPILER_FAULT plants for `source` (testing).
static CompilerFault plantedFault(llvm::StringRef source) {
  const char *env = std::getenv("HTAM_TEST_COMPILER_FAULT");
  if (!env || !*env)
    return CompilerFault::None;
  auto [fault, text] = llvm::StringRef(env).split(':');
  if (!text.empty() && !source.contains(text))
    return CompilerFault::None;
  if (fault == "crash")
    return CompilerFault::Crash;
  if (fault == "hang")
    return CompilerFault::Timeout;
  return CompilerFault::None;
}

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

std::string Nvrtc::runNvrtc(const std::string &source,
                            const CompileOptions &options,
                            const std::vector<std::string> &nvrtcOptions) {
  RawCompile raw;
  auto failed = [&](llvm::StringRef what, nvrtcResult rc) {
    raw.apiError =
        llvm::formatv("nvrtc: {0} failed: {1}", what, nvrtcGetErrorString(rc));
    return encode(raw);
  };
  nvrtcProgram prog = nullptr;
  if (nvrtcResult rc =
          nvrtcCreateProgram(&prog, source.c_str(), options.sourceName.c_str(),
                             0, nullptr, nullptr))
    return failed("nvrtcCreateProgram", rc);
  llvm::scope_exit destroy([&] { nvrtcDestroyProgram(&prog); });
  for (const std::string &entry : options.entries)
    if (nvrtcResult rc = nvrtcAddNameExpression(prog, entry.c_str()))
      return failed("nvrtcAddNameExpression", rc);

  std::vector<const char *> argv;
  for (const std::string &opt : nvrtcOptions)
    argv.push_back(opt.c_str());
  auto start = std::chrono::steady_clock::now();
  nvrtcResult compiled =
      nvrtcCompileProgram(prog, static_cast<int>(argv.size()), argv.data());
  raw.compileMs = std::chrono::duration<double, std::milli>(
                      std::chrono::steady_clock::now() - start)
                      .count();

  size_t logSize = 0;
  if (nvrtcResult rc = nvrtcGetProgramLogSize(prog, &logSize))
    return failed("nvrtcGetProgramLogSize", rc);
  if (logSize > 1) {
    raw.log.resize(logSize);
    if (nvrtcResult rc = nvrtcGetProgramLog(prog, raw.log.data()))
      return failed("nvrtcGetProgramLog", rc);
    while (!raw.log.empty() && raw.log.back() == '\0')
      raw.log.pop_back();
  }
  if (compiled != NVRTC_SUCCESS) {
    // 6 = NVRTC_ERROR_COMPILATION: the source is wrong, not nvrtc.
    if (raw.log.empty())
      raw.log = nvrtcGetErrorString(compiled);
    return encode(raw);
  }

  size_t ptxSize = 0;
  if (nvrtcResult rc = nvrtcGetPTXSize(prog, &ptxSize))
    return failed("nvrtcGetPTXSize", rc);
  raw.ptx.resize(ptxSize);
  if (nvrtcResult rc = nvrtcGetPTX(prog, raw.ptx.data()))
    return failed("nvrtcGetPTX", rc);
  while (!raw.ptx.empty() && raw.ptx.back() == '\0')
    raw.ptx.pop_back();

  if (llvm::StringRef(options.arch).starts_with("sm_")) {
    size_t cubinSize = 0;
    if (nvrtcResult rc = nvrtcGetCUBINSize(prog, &cubinSize))
      return failed("nvrtcGetCUBINSize", rc);
    raw.cubin.resize(cubinSize);
    if (cubinSize)
      if (nvrtcResult rc = nvrtcGetCUBIN(prog, raw.cubin.data()))
        return failed("nvrtcGetCUBIN", rc);
  }

  for (const std::string &entry : options.entries) {
    const char *lowered = nullptr;
    if (nvrtcGetLoweredName(prog, entry.c_str(), &lowered) == NVRTC_SUCCESS &&
        lowered)
      raw.loweredNames.emplace_back(entry, lowered);
  }
  raw.compiled = true;
  return encode(raw);
}

/// The last `count` lines of `text`, trimmed.
static llvm::StringRef lastLines(llvm::StringRef text, unsigned count) {
  text = text.rtrim();
  size_t pos = text.size();
  for (unsigned i = 0; i < count && pos != llvm::StringRef::npos && pos > 0;
       ++i)
    pos = text.rfind('\n', pos - 1);
  return pos == llvm::StringRef::npos ? text : text.drop_front(pos + 1);
}

/// The log of a compilation whose compiler process did not return a result.
static std::string describeFault(const ProcessResult &process,
                                 llvm::StringRef sourceName, double timeout) {
  std::string log;
  if (process.timedOut) {
    llvm::raw_string_ostream os(log);
    os << "nvrtc did not finish compiling '" << sourceName << "' within "
       << llvm::format("%g", timeout)
       << " s; the compiler process was killed (compile_timeout)";
  } else if (process.signaled) {
    const char *abbrev = ::sigabbrev_np(process.signal);
    log = llvm::formatv("nvrtc crashed compiling '{0}': the compiler process "
                        "was killed by signal {1} (SIG{2}, {3}) "
                        "(compiler_crash)",
                        sourceName, process.signal, abbrev ? abbrev : "?",
                        ::strsignal(process.signal));
  } else {
    log = llvm::formatv("nvrtc's compiler process ended without a result "
                        "compiling '{0}' ({1}) (compiler_crash)",
                        sourceName, process.describe());
  }
  llvm::StringRef stderrTail = lastLines(process.stderrText, 8);
  if (!stderrTail.empty())
    log += "\n" + stderrTail.str();
  return log;
}

llvm::Expected<CompileResult> Nvrtc::compile(llvm::StringRef source,
                                             const CompileOptions &given) {
  CompileResult result;
  if (!llvm::StringRef(given.arch).starts_with("sm_") &&
      !llvm::StringRef(given.arch).starts_with("compute_"))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("invalid arch '{0}': expected sm_XX or compute_XX",
                      given.arch));
  // A kernel's own -arch=X option (wgmma needs sm_90a) replaces the target
  // only when X is the target's architecture-specific variant (target + "a"):
  // such code runs on that architecture alone, so any other target refuses
  // the kernel.
  CompileOptions options = given;
  options.extraOptions.clear();
  for (const std::string &opt : given.extraOptions) {
    llvm::StringRef o(opt);
    if (!o.consume_front("-arch=")) {
      options.extraOptions.push_back(opt);
      continue;
    }
    if (o != given.arch + "a") {
      result.log = llvm::formatv("error: the kernel needs -arch={0}, which "
                                 "runs on {0} only; the target is {1}",
                                 o, given.arch);
      return result;
    }
    options.arch = o.str();
  }
  llvm::StringRef arch = options.arch;
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

  // Everything the child needs is prepared here: it only calls nvrtc.
  std::string src = source.str();
  CompilerFault planted = plantedFault(source);
  double timeout = options.timeoutSeconds > 0 ? options.timeoutSeconds
                                              : defaultCompileTimeoutSeconds();
  auto child = runForked(
      [&](int fd) {
        if (planted == CompilerFault::Crash)
          ::raise(SIGSEGV);
        while (planted == CompilerFault::Timeout)
          ::pause();
        writeAll(fd, runNvrtc(src, options, result.options));
      },
      timeout);
  if (!child)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "nvrtc: cannot start the compiler process: " +
            llvm::toString(child.takeError()));

  RawCompile raw;
  const ProcessResult &process = child->process;
  if (process.timedOut || !process.succeeded() || !decode(child->output, raw)) {
    result.fault =
        process.timedOut ? CompilerFault::Timeout : CompilerFault::Crash;
    result.log = describeFault(process, options.sourceName, timeout);
    result.compileMs = process.wallMs;
    return result;
  }
  if (!raw.apiError.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   raw.apiError);
  result.log = std::move(raw.log);
  result.compileMs = raw.compileMs;
  if (!raw.compiled)
    return result;
  result.ptx = std::move(raw.ptx);
  result.cubin = std::move(raw.cubin);
  for (auto &[entry, lowered] : raw.loweredNames)
    result.loweredNames[entry] = std::move(lowered);
  result.ptxas = parsePtxasInfoLog(result.log);
  addCubinResourceUsage(result.ptxas, result.cubin);
  result.success = true;
  return result;
}
