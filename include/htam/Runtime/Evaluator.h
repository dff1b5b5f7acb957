//===- Evaluator.h - Compile, run in a worker, verify, time -----*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The Evaluator is the runtime's face to the rest of htam (SPEC §10): given
// the argument specs of an operator and a reference kernel, evaluate() takes a
// candidate KernelSource, compiles it (nvrtc in a child process of the
// caller, no GPU needed), then runs the reference and the candidate in one
// fresh worker process with a time limit, where the SPEC §5 protocol verifies
// and times them; a crash or hang of the compiler or the worker fails that
// candidate only.
//
// The worker is `htam-run --worker <request.json>`; runWorkerRequest() is
// what it executes. A KernelSource is CUDA C++, a cubin, or PTX today; the
// LoweredMlir kind is reserved for lowered MLIR modules (host code calling
// mgpu* + gpu.binary), whose executor will plug in behind KernelExecutor.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_EVALUATOR_H
#define HTAM_RUNTIME_EVALUATOR_H

#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/Evaluation.h"
#include "htam/Runtime/KernelSource.h"
#include "htam/Runtime/KernelSpec.h"
#include "htam/Runtime/Nvrtc.h"
#include "htam/Runtime/Protocol.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// A kernel after compilation, ready for a worker.
struct CompiledKernel {
  KernelSource source;
  /// The nvrtc result (Cuda kind); `compile.success` false means a compile
  /// error whose log is `compile.log`.
  CompileResult compile;
  /// The loadable image: cubin bytes or PTX text.
  std::string image;
  /// The entry name in the image of every launch (mangled for C++ kernels).
  std::vector<std::string> loweredEntries;

  bool ok() const {
    return (!image.empty() || !hasKernels()) &&
           loweredEntries.size() == source.launches.size() &&
           !loweredEntries.empty();
  }
  /// True when some launch is a kernel (not a library step).
  bool hasKernels() const {
    return llvm::any_of(source.launches, [](const KernelLaunch &l) {
      return !l.isLibraryCall();
    });
  }
  /// The ptxas statistics of every distinct entry, in launch order.
  std::vector<PtxasKernelStats> entryStats() const;
};

/// How a candidate's outputs are accepted (docs/RUNTIME.md).
enum class Acceptance {
  /// The accuracy rule when an oracle is set, else allclose.
  Auto,
  /// allclose(atol, rtol) against the FP32 reference on every trial (SPEC
  /// §5); an oracle, when set, is still measured and reported.
  Allclose,
  /// The rule of Accuracy.h against the f64 oracle (errors within a factor
  /// of the FP32 reference's), after the degenerate-output checks; needs an
  /// oracle.
  Accuracy,
};
/// "auto", "allclose", "accuracy", and the inverse.
llvm::StringRef toString(Acceptance acceptance);
std::optional<Acceptance> parseAcceptance(llvm::StringRef name);

/// Everything that decides how evaluations run.
struct EvaluatorOptions {
  /// nvrtc target.
  std::string arch = "sm_90";
  /// Verification trials (SPEC §5: at least 5) and their seeds.
  unsigned numTrials = 5;
  uint64_t baseSeed = 0x68746D;
  /// Empty: the default plan (uniform, then normal and edge last).
  std::vector<Distribution> distributions;
  Tolerance tolerance;
  /// Time the candidate and the reference after they verify.
  bool time = false;
  /// With `time`: time the reference too (interleaved with the candidate).
  /// The driver times the reference once per task and turns this off for
  /// its candidates, whose workers then run the reference only untimed, for
  /// its outputs in the trials.
  bool timeReference = true;
  TimingPlan timing;
  /// Worker time limit in seconds (compilation excluded).
  double timeoutSeconds = 60;
  /// Time limit of each nvrtc compilation in seconds (its own process); 0:
  /// defaultCompileTimeoutSeconds().
  double compileTimeoutSeconds = 0;
  /// CUDA device ordinal.
  int device = 0;
  /// The worker program; empty: htam-run next to the running executable,
  /// else htam-run from PATH.
  std::string workerPath;
  /// Keep the request/result files of every worker (for debugging).
  bool keepFiles = false;
  /// Bytes of the guard zone after every buffer (out-of-bounds detection).
  int64_t guardBytes = 64 * 1024;
  /// Read the inputs of every trial from `<inputsDir>/arg<N>.f32` (raw
  /// little-endian f32, argument index N) instead of generating them.
  std::string inputsDir;
  /// After the last trial, write the candidate's outputs to
  /// `<dumpDir>/arg<N>.f32` (the port check compares them with PyTorch).
  std::string dumpDir;
  /// When set, the reference's outputs of each trial are kept in
  /// `<referenceCacheDir>/<trial>-<seed>-<distribution>/` after its first
  /// run, and later workers read them there instead of running the
  /// reference again (the driver sets this for slow references with small
  /// outputs: a naive reference can take a second per trial).
  std::string referenceCacheDir;
  /// The same for the oracle's outputs (its own directory: the oracle is
  /// another kernel).
  std::string oracleCacheDir;
  Acceptance accept = Acceptance::Auto;
  /// Measure the accuracy against the oracle on host copies of the outputs
  /// instead of reducing them on the device (the fallback; tests compare
  /// the two).
  bool accuracyOnHost = false;
  /// Reject a timed candidate faster than the task's physical bound
  /// (TimeBound.h) as impossible_time, after verifying it again on fresh
  /// buffers (the message says what that found).
  bool checkTimeBound = true;
  /// The task's compulsory FLOPs for that bound (0: unknown, only the
  /// DRAM bound applies). A task's counted FLOPs are not always
  /// compulsory (diag(a) @ B needs far fewer), so the driver passes none.
  double minFlops = 0;
  /// Testing only: make the worker misbehave ("crash", "hang", "exit",
  /// "garbage", "pass") before touching the GPU.
  std::string workerTestMode;
};

/// Compiles `source` for `options.arch` (Cuda), or checks and passes through
/// a cubin or PTX. Returns an error for tool problems (no nvrtc, an
/// unsupported kind); a bad source is a CompiledKernel whose compile failed.
llvm::Expected<CompiledKernel> compileKernel(const KernelSource &source,
                                             const EvaluatorOptions &options);

/// The constant buffers' files of one Evaluator (Evaluator.cpp).
class ConstantFiles;

/// Evaluates candidates against one reference (or, without a reference, only
/// runs them: launch, input-mutation and bounds checks, and timing).
class Evaluator {
public:
  Evaluator(EvaluatorOptions options, std::vector<ArgSpec> args)
      : options(std::move(options)), args(std::move(args)) {}

  /// Compiles the reference once; an error if it does not compile.
  llvm::Error setReference(const KernelSource &reference);
  const std::optional<CompiledKernel> &getReference() const {
    return reference;
  }
  /// Compiles the f64 oracle once (the task lowered with
  /// htam-widen-to-f64{widen-signature=false}: f32 arguments, f64 inside);
  /// it runs on the inputs of every trial next to the reference.
  llvm::Error setOracle(const KernelSource &oracle);
  const std::optional<CompiledKernel> &getOracle() const { return oracle; }

  /// Compiles and evaluates one candidate in a fresh worker. Candidate
  /// faults are never errors: they are the Evaluation's failure kind.
  Evaluation evaluate(const KernelSource &candidate);
  /// Evaluates an already compiled candidate.
  Evaluation evaluate(const CompiledKernel &candidate);

  const EvaluatorOptions &getOptions() const { return options; }
  EvaluatorOptions &getOptions() { return options; }
  const std::vector<ArgSpec> &getArgs() const { return args; }

  /// The worker program evaluate() starts.
  std::string workerPath() const;

private:
  EvaluatorOptions options;
  std::vector<ArgSpec> args;
  std::optional<CompiledKernel> reference;
  std::optional<CompiledKernel> oracle;
  /// The protocol kernels, compiled once for every worker of this
  /// evaluator (empty when that failed: each worker then compiles them and
  /// reports why it cannot).
  std::optional<std::string> protocolImage;
  /// Files of the constant buffers, written once per evaluator and named by
  /// their hash, so that every worker reads the same file (removed with the
  /// evaluator).
  std::shared_ptr<ConstantFiles> constantFiles;
};

/// What a worker process is asked to do (serialized as JSON).
struct WorkerRequest {
  EvaluatorOptions options;
  std::vector<ArgSpec> args;
  /// Kernel images are files next to the request.
  struct Kernel {
    std::string label;
    std::string imagePath;
    bool isPtx = false;
    /// Entries are the lowered names.
    std::vector<KernelLaunch> launches;
    std::vector<int64_t> scratchBytes;
    /// Constant buffers: a file each (next to the request or in the
    /// evaluator's constant directory), its size and xxh3 hash.
    struct Constant {
      std::string name;
      std::string path;
      int64_t bytes = 0;
      uint64_t hash = 0;
    };
    std::vector<Constant> constants;
    std::vector<int64_t> constantBytes() const;
  };
  std::optional<Kernel> reference;
  /// The f64 oracle (f32 arguments), with a reference only.
  std::optional<Kernel> oracle;
  Kernel candidate;
  /// The protocol kernels compiled by the evaluator (a file next to the
  /// request); empty: the worker compiles them.
  std::string protocolImagePath;
};

/// JSON form of a request's kernel and its reader.
llvm::json::Value toJSON(const WorkerRequest::Kernel &kernel);
bool fromJSON(const llvm::json::Value &value, WorkerRequest::Kernel &kernel,
              llvm::json::Path path);
/// JSON form of a worker request (read back by parseWorkerRequest).
llvm::json::Value toJSON(const WorkerRequest &request);
/// Reads a request; errors name the malformed field.
llvm::Expected<WorkerRequest> parseWorkerRequest(llvm::StringRef json);

/// Runs one kernel (all its launches) on the current CUDA context. The worker
/// holds one per kernel. A module image (cubin/PTX) is launched with
/// cuLaunchKernel; a
/// lowered MLIR module would implement launch() by calling its host function
/// through the ExecutionEngine with memref descriptors that point to the
/// device buffers.
class KernelExecutor {
public:
  virtual ~KernelExecutor();
  /// Enqueues one execution on `stream` with one device pointer per buffer
  /// argument in `buffers` (argument order; scalars come from the specs).
  virtual llvm::Error launch(llvm::ArrayRef<cuda::CUdeviceptr> buffers,
                             cuda::CUstream stream) = 0;
  /// The algorithm each vendor-library step runs (chosen at load time), in
  /// launch order; empty when the library does not choose one.
  virtual std::vector<std::string> libraryAlgorithms() const { return {}; }
};

/// Loads the module image of `kernel` (cubin or PTX) on the current context,
/// resolves its entries and allocates its scratch buffers.
llvm::Expected<std::unique_ptr<KernelExecutor>>
createModuleExecutor(CudaDriver &driver, const WorkerRequest::Kernel &kernel,
                     const std::vector<ArgSpec> &args);

/// The message of a failed comparison of argument `argIndex`: counts, the
/// tolerance, the first bad index with both values, and the largest absolute
/// and relative errors, all printed with %.9g.
std::string describeMismatch(int argIndex, const CompareResult &cmp,
                             const Tolerance &tolerance);

/// Executes a request in this process: loads both kernels on the GPU, runs
/// the verification trials and the timing plan, and returns the Evaluation.
/// GPU faults end the evaluation with a failure kind; a fault that kills the
/// process is seen by the caller of runIsolated instead.
Evaluation runWorkerRequest(const WorkerRequest &request);

/// The worker's main: reads the request at `requestPath`, honours a test
/// mode, runs it and writes the Evaluation as JSON to `resultPath`. Returns
/// the process exit code.
int workerMain(llvm::StringRef requestPath, llvm::StringRef resultPath);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_EVALUATOR_H
