//===- Nvrtc.h - CUDA C++ to PTX and cubin through nvrtc --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Compilation of CUDA C++ device code through nvrtc, opened with dlopen, and
// the ptxas statistics of the result. nvrtc needs no GPU, so this works on
// every machine with the CUDA toolkit (or just libnvrtc) installed. The ptxas
// statistics come from the `--ptxas-options=-v` info log (parsed by
// parsePtxasInfoLog, which knows the CUDA 11-13 formats) and, for the constant
// bank sizes that CUDA 13's ptxas no longer prints, from the cubin's ELF
// sections.
//
// Every compilation runs in a forked child process with a time limit
// (runForked): nvrtc can crash on malformed inline PTX, and a source from an
// LLM or a template must not end the tool. A crash or a hang becomes a failed
// CompileResult whose `fault` says which.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_NVRTC_H
#define HTAM_RUNTIME_NVRTC_H

#include "htam/Runtime/CudaApi.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// ptxas resource usage of one entry function. -1 means "not reported".
struct PtxasKernelStats {
  std::string name;
  std::string arch;
  int registers = -1;
  int barriers = -1;
  int64_t stackFrameBytes = 0;
  int64_t spillStoreBytes = 0;
  int64_t spillLoadBytes = 0;
  /// Static shared memory per block.
  int64_t sharedBytes = 0;
  int64_t cumulativeStackBytes = 0;
  /// Constant bank 0 (kernel parameters + driver data); -1 when unknown.
  int64_t cmemBytes = -1;
};

/// Everything ptxas reported for one compilation.
struct PtxasInfo {
  /// Global (`__device__`) memory of the module.
  int64_t gmemBytes = 0;
  std::vector<PtxasKernelStats> kernels;
  /// "ptxas warning" lines, verbatim.
  std::vector<std::string> warnings;

  /// The stats of entry `name` (mangled or extern "C" name), or null.
  const PtxasKernelStats *find(llvm::StringRef name) const;
};

/// Parses the info log of `ptxas -v` as printed by nvrtc (lines prefixed
/// "ptxas info    :" / "ptxas         .") or by standalone ptxas. Unknown
/// lines are ignored, so a newer format degrades to missing fields.
PtxasInfo parsePtxasInfoLog(llvm::StringRef log);

/// Fills `cmemBytes` of every kernel in `info` that lacks it from the size of
/// the `.nv.constant0.<kernel>` section of `cubin`, and adds kernels the log
/// did not mention. Does nothing for input that is not an ELF cubin.
void addCubinResourceUsage(PtxasInfo &info, llvm::StringRef cubin);

/// JSON form of the statistics (one object per kernel).
llvm::json::Value toJSON(const PtxasKernelStats &stats);
llvm::json::Value toJSON(const PtxasInfo &info);

/// How to compile one source.
struct CompileOptions {
  /// Target: sm_XX gives PTX and cubin; compute_XX gives PTX only.
  std::string arch = "sm_90";
  /// File name used in diagnostics.
  std::string sourceName = "kernel.cu";
  /// Entry names to resolve to their lowered (mangled) names; extern "C"
  /// names resolve to themselves.
  std::vector<std::string> entries;
  /// More nvrtc options, passed as is (e.g. "-use_fast_math", "-DN=1024").
  std::vector<std::string> extraOptions;
  /// Ask ptxas for its resource usage (--ptxas-options=-v).
  bool ptxasVerbose = true;
  /// Time limit of the compiler process in seconds; 0: the default
  /// (defaultCompileTimeoutSeconds()).
  double timeoutSeconds = 0;
};

/// $HTAM_COMPILE_TIMEOUT when it is a positive number of seconds, else 120.
double defaultCompileTimeoutSeconds();

/// How the compiler process ended when nvrtc did not return.
enum class CompilerFault {
  /// nvrtc returned: the source compiled or was rejected.
  None,
  /// A signal ended the compiler process (nvrtc crashed).
  Crash,
  /// The compiler process ran past its time limit and was killed.
  Timeout,
};

/// The result of one compilation. A source that does not compile, or on
/// which nvrtc crashes or hangs, is not an llvm::Error: `success` is false
/// and `log` says why.
struct CompileResult {
  bool success = false;
  /// Set when nvrtc crashed or hung on the source (success is false).
  CompilerFault fault = CompilerFault::None;
  std::string log;
  std::string ptx;
  /// Empty for compute_XX targets.
  std::string cubin;
  PtxasInfo ptxas;
  /// Entry name -> lowered name, for CompileOptions::entries.
  llvm::StringMap<std::string> loweredNames;
  /// The complete nvrtc option list used.
  std::vector<std::string> options;
  double compileMs = 0;
};

/// nvrtc, opened with dlopen. Found, in order, at $HTAM_NVRTC_LIB, under the
/// CUDA toolkit ($HTAM_CUDA_PATH, $CUDA_PATH, else the path configured at
/// build time) in lib64/ and lib/, and through the loader as libnvrtc.so.13
/// and libnvrtc.so.
class Nvrtc {
public:
  /// Opens nvrtc once per process; later calls return the same instance or
  /// the same error.
  static llvm::Expected<Nvrtc &> get();

  /// The library names get() tries, in order.
  static std::vector<std::string> candidateLibraries();

  /// The CUDA toolkit root used for headers and nvrtc.
  static std::string cudaPath();

  /// Compiles `source` in a child process (see the file comment). Returns an
  /// error only when nvrtc's API fails or no child can be started; a compile
  /// error, a compiler crash or a hang is a CompileResult with success ==
  /// false. For testing, $HTAM_TEST_COMPILER_FAULT=crash|hang[:TEXT] makes
  /// the child crash (SIGSEGV) or hang instead of compiling (only sources
  /// containing TEXT when it is given).
  llvm::Expected<CompileResult> compile(llvm::StringRef source,
                                        const CompileOptions &options);

  /// nvrtc's version, e.g. {13, 0}.
  int versionMajor = 0, versionMinor = 0;
  /// The library that was opened.
  std::string libraryPath;

private:
  Nvrtc() = default;
  friend struct NvrtcLoader;

  /// The nvrtc calls of compile(), in the compiler process: their outcome in
  /// the form that compile() reads back.
  std::string runNvrtc(const std::string &source, const CompileOptions &options,
                       const std::vector<std::string> &nvrtcOptions);

  cuda::nvrtcResult (*nvrtcVersion)(int *, int *) = nullptr;
  const char *(*nvrtcGetErrorString)(cuda::nvrtcResult) = nullptr;
  cuda::nvrtcResult (*nvrtcCreateProgram)(cuda::nvrtcProgram *, const char *,
                                          const char *, int,
                                          const char *const *,
                                          const char *const *) = nullptr;
  cuda::nvrtcResult (*nvrtcDestroyProgram)(cuda::nvrtcProgram *) = nullptr;
  cuda::nvrtcResult (*nvrtcCompileProgram)(cuda::nvrtcProgram, int,
                                           const char *const *) = nullptr;
  cuda::nvrtcResult (*nvrtcGetProgramLogSize)(cuda::nvrtcProgram,
                                              size_t *) = nullptr;
  cuda::nvrtcResult (*nvrtcGetProgramLog)(cuda::nvrtcProgram, char *) = nullptr;
  cuda::nvrtcResult (*nvrtcGetPTXSize)(cuda::nvrtcProgram, size_t *) = nullptr;
  cuda::nvrtcResult (*nvrtcGetPTX)(cuda::nvrtcProgram, char *) = nullptr;
  cuda::nvrtcResult (*nvrtcGetCUBINSize)(cuda::nvrtcProgram,
                                         size_t *) = nullptr;
  cuda::nvrtcResult (*nvrtcGetCUBIN)(cuda::nvrtcProgram, char *) = nullptr;
  cuda::nvrtcResult (*nvrtcAddNameExpression)(cuda::nvrtcProgram,
                                              const char *) = nullptr;
  cuda::nvrtcResult (*nvrtcGetLoweredName)(cuda::nvrtcProgram, const char *,
                                           const char **) = nullptr;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_NVRTC_H
