//===- htam-run.cpp - Compile, verify and time CUDA kernels ---------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The command-line face of lib/Runtime. It compiles CUDA kernels with nvrtc
// (--compile-only needs no GPU), evaluates candidates against a reference
// under the SPEC §5 protocol, each in its own worker process with a time
// limit, and prints one JSON document. It is also that worker (--worker).
//
//===----------------------------------------------------------------------===//

#include "CpuCheck.h"
#include "CpuVerify.h"
#include "PlanJson.h"
#include "ProtocolCheck.h"

#include "htam/InitAll.h"
#include "htam/Runtime/CublasLt.h"
#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/Evaluator.h"
#include "htam/Runtime/Nvrtc.h"
#include "htam/Version.h"

#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/Unsupported.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::htam;
namespace cl = llvm::cl;

static cl::OptionCategory runCat("htam-run options");

static cl::list<std::string>
    inputFiles(cl::Positional,
               cl::desc("<candidate kernels: .cu, .cubin, .ptx or .mlir>"),
               cl::cat(runCat));
static cl::list<std::string>
    cudaFiles("cuda", cl::desc("Candidate CUDA C++ source (repeatable)"),
              cl::value_desc("file.cu"), cl::cat(runCat));
static cl::opt<std::string>
    entry("entry", cl::desc("Kernel entry name (extern \"C\" or C++ name)"),
          cl::value_desc("name"), cl::cat(runCat));
static cl::opt<std::string> launchSpec(
    "launch",
    cl::desc("Launch configuration: 'grid=X[xYxZ],block=X[xYxZ][,smem=bytes]"
             "[,entry=NAME][,params=0:1:s0]' (params: the kernel's "
             "parameters as argument indices and sN for scratch N; default "
             "all arguments in order), or a library step 'lib=cublas.sgemm,"
             "m=M,n=N,k=K[,ta=0|1,tb=0|1,lda=,ldb=,ldc=,batch=,sa=,sb=,sc=,"
             "alpha=,beta=],params=A:B:C' (row-major, strict FP32), "
             "'lib=cublaslt.matmul,...[,epilogue=none|bias|relu|relu_bias]"
             "[,algo=0..7],params=A:B:C[:bias]', or "
             "'lib=cudnn.conv_fwd|cudnn.conv_bwd_data,n=,c=,k=,in=HxW,"
             "ker=,out=[,pad=,stride=,dil=,groups=,algo=,bias=0|1],"
             "params=X:W:Y[:BIAS]' (NCHW/NCDHW, strict FP32)"),
    cl::value_desc("spec"), cl::cat(runCat));
static cl::list<std::string>
    thenLaunches("then",
                 cl::desc("A further launch of the candidate, after the "
                          "previous ones on the same stream (same syntax as "
                          "--launch; repeatable)"),
                 cl::value_desc("spec"), cl::cat(runCat));
static cl::list<int64_t>
    scratchSizes("scratch",
                 cl::desc("Byte sizes of the candidate's scratch buffers "
                          "s0, s1, ... (NaN-filled once per worker)"),
                 cl::CommaSeparated, cl::value_desc("bytes"), cl::cat(runCat));
static cl::opt<std::string> argsSpec(
    "args",
    cl::desc("Kernel arguments in order, comma-separated: in|out|inout:f32"
             "[AxB..] for buffers, i32|i64|f32|f64:value for scalars"),
    cl::value_desc("spec"), cl::cat(runCat));
static cl::opt<std::string>
    referenceFile("reference",
                  cl::desc("Reference kernel (.cu, .cubin, .ptx, or .mlir: "
                           "the task --func, lowered with "
                           "htam-lower-reference unless it already is) "
                           "defining the correct outputs"),
                  cl::value_desc("file"), cl::cat(runCat));
static cl::opt<std::string> oracleFile(
    "oracle",
    cl::desc("The f64 oracle: an .mlir task (--func, lowered here with "
             "htam-widen-to-f64{widen-signature=false} and "
             "htam-lower-reference: f32 arguments, f64 inside), or a kernel "
             "file (.cu, .cubin, .ptx) with the reference's entry and launch "
             "(--oracle-entry). It runs on the inputs of every trial; the "
             "candidate's and the reference's errors against it are reported "
             "and, with --accept=accuracy (the default with an oracle), "
             "decide acceptance"),
    cl::value_desc("file"), cl::cat(runCat));
static cl::opt<std::string>
    oracleEntry("oracle-entry",
                cl::desc("Entry name of a kernel-file oracle (default: the "
                         "reference's)"),
                cl::value_desc("name"), cl::cat(runCat));
static cl::opt<std::string> acceptRule(
    "accept",
    cl::desc("How outputs are accepted: 'accuracy' (errors against --oracle "
             "within a factor of the FP32 reference's, no constant or copied "
             "output), 'allclose' (atol/rtol against the reference, SPEC "
             "§5), or 'auto' (accuracy with an oracle, else allclose)"),
    cl::init("auto"), cl::value_desc("rule"), cl::cat(runCat));
static cl::opt<bool> accuracyOnHost(
    "accuracy-on-host",
    cl::desc("Measure the accuracy against --oracle on host copies of the "
             "outputs (three downloads per output and trial) instead of "
             "reducing them on the GPU; the numbers agree up to the rounding "
             "of the sums"),
    cl::cat(runCat));
static cl::opt<bool> noTimeBound(
    "no-time-bound",
    cl::desc("Do not reject a timed candidate faster than the task's "
             "physical bound (its input bytes at the peak DRAM bandwidth, "
             "--min-flops at a rate above the device's) as impossible_time"),
    cl::cat(runCat));
static cl::opt<double> minFlops(
    "min-flops",
    cl::desc("The task's compulsory FLOPs, for the impossible_time bound "
             "(default 0: only the DRAM bound)"),
    cl::init(0), cl::cat(runCat));
static cl::opt<std::string> inputsDir(
    "inputs",
    cl::desc("Read the input buffers from DIR/arg<N>.f32 (raw f32, argument "
             "index N) instead of generating them; use with --seeds 1"),
    cl::value_desc("dir"), cl::cat(runCat));
static cl::opt<std::string> dumpDir(
    "dump-outputs",
    cl::desc("Write the candidate's output buffers to DIR/arg<N>.f32 after "
             "the last trial"),
    cl::value_desc("dir"), cl::cat(runCat));
static cl::opt<std::string> referenceCacheDir(
    "reference-cache",
    cl::desc("Keep the reference's outputs of each trial in DIR and reuse "
             "them in later runs with the same reference, launch, arguments "
             "and seeds instead of running the reference again (entries are "
             "keyed by these, so one DIR can serve many tasks)"),
    cl::value_desc("dir"), cl::cat(runCat));
static cl::opt<std::string>
    funcName("func",
             cl::desc("The operator task (func.func) to run from .mlir "
                      "files; its launches, scratch buffers and argument "
                      "specs come from the module"),
             cl::value_desc("name"), cl::cat(runCat));
static cl::opt<std::string>
    referenceEntry("reference-entry",
                   cl::desc("Reference entry name (default: --entry)"),
                   cl::value_desc("name"), cl::cat(runCat));
static cl::opt<std::string>
    referenceLaunch("reference-launch",
                    cl::desc("Reference launch configuration (default: "
                             "--launch)"),
                    cl::value_desc("spec"), cl::cat(runCat));
static cl::opt<unsigned> seeds("seeds",
                               cl::desc("Verification trials, each with its "
                                        "own seed (default 5)"),
                               cl::init(5), cl::cat(runCat));
static cl::opt<uint64_t> baseSeed("seed", cl::desc("Base seed of the trials"),
                                  cl::init(0x68746D), cl::cat(runCat));
static cl::list<std::string> distributions(
    "distributions",
    cl::desc("Input distributions cycled over the trials: uniform, normal, "
             "edge (default: uniform..., normal, edge)"),
    cl::CommaSeparated, cl::cat(runCat));
static cl::opt<double> atolOpt("atol",
                               cl::desc("Absolute tolerance (default 1e-4)"),
                               cl::init(1e-4), cl::cat(runCat));
static cl::opt<double> rtolOpt("rtol",
                               cl::desc("Relative tolerance (default 1e-4)"),
                               cl::init(1e-4), cl::cat(runCat));
static cl::opt<bool> timeKernels("time",
                                 cl::desc("Time candidate and reference "
                                          "(CUDA events) after they verify"),
                                 cl::cat(runCat));
static cl::opt<unsigned>
    warmups("warmups", cl::desc("Untimed launches before timing (default 3)"),
            cl::init(3), cl::cat(runCat));
static cl::opt<unsigned>
    timingTrials("timing-trials",
                 cl::desc("Timed launches per repeat (default 100)"),
                 cl::init(100), cl::cat(runCat));
static cl::opt<unsigned>
    repeats("repeats",
            cl::desc("Repeat the timing block N times and report each "
                     "(stability)"),
            cl::init(1), cl::cat(runCat));
static cl::opt<double> cutAboveUs(
    "cut-above-us",
    cl::desc("Time a candidate (not timed beside a reference) only 3 times "
             "when its first timed launch takes longer than this many "
             "microseconds (0: never; the driver passes twice its best)"),
    cl::init(0), cl::cat(runCat));
static cl::opt<bool> noL2Flush("no-l2-flush",
                               cl::desc("Do not flush L2 before timed "
                                        "launches"),
                               cl::cat(runCat));
static cl::opt<bool>
    compileOnly("compile-only",
                cl::desc("Only compile (no GPU needed); print the ptxas "
                         "statistics"),
                cl::cat(runCat));
static cl::opt<std::string> arch(
    "arch",
    cl::desc(
        "nvrtc target: sm_XX (PTX and cubin) or compute_XX (default sm_90)"),
    cl::init("sm_90"), cl::cat(runCat));
static cl::list<std::string>
    nvrtcOptions("Xnvrtc", cl::desc("Extra nvrtc option (repeatable)"),
                 cl::value_desc("option"), cl::cat(runCat));
static cl::opt<std::string>
    emitDir("emit-dir",
            cl::desc("Write <name>.ptx and <name>.cubin of every compiled "
                     "kernel here"),
            cl::value_desc("dir"), cl::cat(runCat));
static cl::opt<int> deviceOrdinal("device", cl::desc("CUDA device ordinal"),
                                  cl::init(0), cl::cat(runCat));
static cl::opt<double>
    timeout("timeout",
            cl::desc("Time limit of each worker in seconds (default 60; a "
                     "candidate that exceeds it fails with 'timeout')"),
            cl::init(60), cl::cat(runCat));
static cl::opt<double> compileTimeout(
    "compile-timeout",
    cl::desc("Time limit of each nvrtc compilation in seconds (nvrtc runs in "
             "a child process; default $HTAM_COMPILE_TIMEOUT, else 120): a "
             "source past it fails with 'compile_timeout', one on which nvrtc "
             "crashes with 'compiler_crash'"),
    cl::init(0), cl::cat(runCat));
static cl::opt<bool> keepFiles("keep-files",
                               cl::desc("Keep the worker request and result "
                                        "files (their directory goes to "
                                        "stderr)"),
                               cl::cat(runCat));
static cl::opt<std::string> outputFile("o",
                                       cl::desc("Write the JSON here (default "
                                                "stdout)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(runCat));
static cl::opt<bool> deviceInfo("device-info",
                                cl::desc("Print the device's name and "
                                         "attributes as JSON and exit"),
                                cl::cat(runCat));
static cl::opt<bool> quiet("quiet", cl::desc("No progress on stderr"),
                           cl::cat(runCat));

// Worker mode and its test hooks.
static cl::opt<bool> cpuCheck(
    "cpu-check",
    cl::desc("Check the reference itself: run the tensor-level task --func "
             "on the CPU (MLIR JIT) and compare with the GPU reference on the "
             "same inputs, for every trial (small shapes: the CPU code is "
             "serial loops)"),
    cl::cat(runCat));
static cl::opt<bool> cpuRun(
    "cpu-run",
    cl::desc("Run the tensor-level task --func on the CPU only (no GPU "
             "needed); --inputs gives the inputs, --dump-outputs receives the "
             "outputs"),
    cl::cat(runCat));
static cl::opt<bool> cpuVerify(
    "cpu-verify",
    cl::desc("Evaluate tensor-level .mlir candidates (--func) against "
             "--reference and --oracle (.mlir tasks) with all three run by "
             "the MLIR CPU JIT, no GPU needed: the worker's protocol (the "
             "same generated inputs, NaN-filled outputs, input checksums, "
             "--accept, the accuracy rule, the degenerate and sensitivity "
             "checks) and its JSON; no guard zones (out_of_bounds), "
             "isolation or timing. Small shapes: the CPU code is serial "
             "loops"),
    cl::cat(runCat));
static cl::opt<bool> f64Oracle(
    "f64-oracle",
    cl::desc("With --cpu-run or --cpu-check: run the task's f64 oracle "
             "(htam-widen-to-f64) on the CPU instead of the task; inputs are "
             "cast up, outputs cast down to f32"),
    cl::cat(runCat));
static cl::opt<bool> checkProtocol(
    "check-protocol",
    cl::desc("Check the worker's GPU verification kernels against the host "
             "definitions: for --seeds trials and every buffer of --args, "
             "inputs generated on the GPU must equal the host's bit for bit, "
             "and checksums and allclose (--atol, --rtol) must agree; no "
             "kernel file is needed"),
    cl::cat(runCat));
static cl::opt<bool> printPlan(
    "print-plan",
    cl::desc("Print the launch plan of the .mlir task --func (a lowered or "
             "emitted module, or a task on tensors, lowered here first) as "
             "JSON and exit, running nothing (no GPU needed): its arguments, "
             "kernel image (base64), launches, scratch sizes and constants; "
             "htam-import --emit-torch reads it"),
    cl::cat(runCat));
static cl::opt<std::string> workerRequest("worker", cl::Hidden,
                                          cl::desc("Run as a worker"));
static cl::opt<std::string> workerResult("worker-result", cl::Hidden,
                                         cl::desc("Worker result file"));
static cl::list<std::string> workerTestModes(
    "worker-test-mode", cl::Hidden, cl::CommaSeparated,
    cl::desc("Per candidate: crash, hang, exit, garbage, pass (testing)"));

static int toolError(const llvm::Twine &message) {
  llvm::errs() << "htam-run: error: " << message << "\n";
  return 1;
}

/// Reads the launch plan of task --func from an MLIR file: a module already
/// lowered by htam-lower-reference, or operators on tensors, which are
/// lowered here first (PTX, JIT-compiled by the driver).
static llvm::Expected<LaunchPlan> readMlirPlan(llvm::StringRef path,
                                               bool widenToF64 = false) {
  auto fail = [&](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": " + message);
  };
  if (funcName.empty())
    return fail("--func is required to run an MLIR module");
  static MLIRContext context([] {
    DialectRegistry registry;
    registerHTAMDialects(registry);
    return registry;
  }());
  // Diagnostics as file:line:col with the source line, as htam-opt prints,
  // without the whole module after each.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(path, sourceMgr, ParserConfig(&context));
  if (!module)
    return fail("cannot parse the module (diagnostics above)");
  if (auto decl = module->lookupSymbol<func::FuncOp>(funcName);
      decl && decl.isExternal()) {
    decl.emitError() << "htam-run: '" << funcName
                     << "' is a declaration (no body); nothing to run";
    return fail("cannot run '" + funcName + "' (diagnostics above)");
  }
  // Lowered or emitted: a gpu.binary, or host functions in
  // destination-passing style (an emitted candidate of library calls only
  // has no binary).
  bool lowered = !module->getOps<gpu::BinaryOp>().empty() ||
                 llvm::any_of(module->getOps<func::FuncOp>(), [](auto f) {
                   return f->hasAttr("htam.num_outputs");
                 });
  if (lowered && widenToF64)
    return fail("the oracle must be a task on tensors, not a lowered module");
  if (!lowered) {
    // Arguments the runtime cannot bind are refused where they are, with
    // htam-optimize's reason, before anything is lowered.
    if (auto task = module->lookupSymbol<func::FuncOp>(funcName))
      if (std::optional<UnsupportedConstruct> why = findUnboundEdge(task)) {
        why->op->emitError() << "htam-run: " << why->reason;
        return fail("cannot run '" + funcName + "' (diagnostics above)");
      }
    PassManager pm(&context);
    if (widenToF64) {
      // f32 in and out, f64 inside: the worker's f32 buffers run it.
      HTAMWidenToF64PassOptions widen;
      widen.widenSignature = false;
      pm.addPass(createHTAMWidenToF64Pass(widen));
    }
    pm.addPass(createHTAMLowerReferencePass());
    if (failed(pm.run(*module)))
      return fail(widenToF64 ? "htam-widen-to-f64 or htam-lower-reference "
                               "failed (diagnostics above)"
                             : "htam-lower-reference failed (diagnostics "
                               "above)");
  }
  auto func = module->lookupSymbol<func::FuncOp>(funcName);
  if (!func) {
    module->emitError() << "htam-run: no function '" << funcName
                        << "' at the top level of the module";
    return fail("no function '" + funcName + "'");
  }
  FailureOr<LaunchPlan> plan = extractLaunchPlan(func);
  if (failed(plan))
    return fail("cannot run '" + funcName + "' (diagnostics above)");
  plan->kernel.label = (llvm::sys::path::filename(path) + ":" + funcName +
                        (widenToF64 ? " (f64 oracle)" : ""))
                           .str();
  return std::move(*plan);
}

/// Reads a kernel file; the kind comes from the extension.
static llvm::Expected<KernelSource>
readKernel(llvm::StringRef path, const std::vector<KernelLaunch> &launches,
           const std::vector<int64_t> &scratch, bool widenToF64 = false) {
  KernelSource source;
  llvm::StringRef ext = llvm::sys::path::extension(path);
  if (ext == ".cu" || ext == ".cuh")
    source.kind = KernelSource::Kind::Cuda;
  else if (ext == ".cubin")
    source.kind = KernelSource::Kind::Cubin;
  else if (ext == ".ptx")
    source.kind = KernelSource::Kind::Ptx;
  else if (ext == ".mlir") {
    auto plan = readMlirPlan(path, widenToF64);
    if (!plan)
      return plan.takeError();
    return std::move(plan->kernel);
  } else
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path +
                                       ": unknown kernel file type (expected "
                                       ".cu, .cubin, .ptx or .mlir)");
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer)
    return llvm::createStringError(buffer.getError(),
                                   "cannot read " + path + ": " +
                                       buffer.getError().message());
  source.text = (*buffer)->getBuffer().str();
  source.label = llvm::sys::path::filename(path).str();
  source.launches = launches;
  source.scratchBytes = scratch;
  source.compileOptions.assign(nvrtcOptions.begin(), nvrtcOptions.end());
  return source;
}

/// Writes the JSON document to -o.
static int emit(const llvm::json::Value &doc, int exitCode) {
  std::error_code ec;
  llvm::raw_fd_ostream os(outputFile, ec);
  if (ec)
    return toolError("cannot write " + outputFile + ": " + ec.message());
  os << llvm::formatv("{0:2}", doc) << "\n";
  return exitCode;
}

/// --compile-only: compile every kernel and report.
static int compileAll(const std::vector<KernelSource> &kernels,
                      const EvaluatorOptions &options) {
  auto nvrtc = Nvrtc::get();
  llvm::json::Array results;
  bool allOk = true;
  for (const KernelSource &k : kernels) {
    auto compiled = compileKernel(k, options);
    if (!compiled)
      return toolError(llvm::toString(compiled.takeError()));
    const CompileResult &c = compiled->compile;
    allOk &= c.success;
    // The failure kind, as in an evaluation (compile_error, compiler_crash,
    // compile_timeout).
    llvm::StringRef kind =
        toString(c.success ? FailureKind::None : compileFailureKind(c));
    llvm::json::Object o{{"label", k.label},
                         {"entry", k.launches.front().entry},
                         {"success", c.success},
                         {"failure", kind},
                         {"log", c.log},
                         {"compile_ms", c.compileMs},
                         {"ptx_bytes", static_cast<int64_t>(c.ptx.size())},
                         {"cubin_bytes", static_cast<int64_t>(c.cubin.size())}};
    if (c.success) {
      o["lowered_entry"] = compiled->loweredEntries.front();
      o["ptxas"] = toJSON(c.ptxas);
      if (const PtxasKernelStats *s =
              c.ptxas.find(compiled->loweredEntries.front()))
        o["entry_stats"] = toJSON(*s);
    }
    llvm::json::Array opts;
    for (const std::string &opt : c.options)
      opts.push_back(opt);
    o["options"] = std::move(opts);
    // A kernel with constant buffers: them and the launches that read them
    // (the launch plan as a worker gets it).
    if (!k.constants.empty()) {
      llvm::json::Array launchTexts, constants;
      for (const KernelLaunch &l : k.launches)
        launchTexts.push_back(l.str());
      o["launches"] = std::move(launchTexts);
      for (const ConstantBuffer &cb : k.constants)
        constants.push_back(llvm::json::Object{
            {"name", cb.name},
            {"type", cb.elementType},
            {"bytes", cb.numBytes()},
            {"hash", llvm::formatv("{0:x-16}", cb.hash).str()}});
      o["constants"] = std::move(constants);
    }
    if (c.success && !emitDir.empty()) {
      llvm::sys::fs::create_directories(emitDir);
      llvm::StringRef stem = llvm::sys::path::stem(k.label);
      for (auto [ext, data] :
           {std::pair<const char *, const std::string *>{".ptx", &c.ptx},
            {".cubin", &c.cubin}}) {
        if (data->empty())
          continue;
        llvm::SmallString<256> path(emitDir.getValue());
        llvm::sys::path::append(path, stem + ext);
        std::error_code ec;
        llvm::raw_fd_ostream os(path, ec);
        if (ec)
          return toolError("cannot write " + path + ": " + ec.message());
        os << *data;
      }
    }
    results.push_back(std::move(o));
    if (!quiet)
      llvm::errs() << "htam-run: " << k.label << ": "
                   << (c.success ? "compiled"
                       : c.fault == CompilerFault::None
                           ? "compile error"
                           : ("compile error (" + kind + ")").str())
                   << "\n";
  }
  llvm::json::Object doc{{"tool", "htam-run"},
                         {"version", 1},
                         {"mode", "compile"},
                         {"arch", options.arch},
                         {"kernels", std::move(results)}};
  if (nvrtc)
    doc["nvrtc"] = llvm::json::Object{
        {"library", nvrtc->libraryPath},
        {"version", std::to_string(nvrtc->versionMajor) + "." +
                        std::to_string(nvrtc->versionMinor)}};
  return emit(std::move(doc), allOk ? 0 : 2);
}

/// The directory under --reference-cache that holds this reference's
/// outputs: named by a hash of everything they depend on (the reference
/// file, its launch, the arguments, --func and --inputs), so that one cache
/// can serve many tasks without handing one task's outputs to another.
static llvm::Expected<std::string>
referenceCacheKey(llvm::StringRef kernelFile, const KernelLaunch &refLaunch,
                  const std::vector<ArgSpec> &args,
                  llvm::StringRef role = "") {
  auto file = llvm::MemoryBuffer::getFile(kernelFile);
  if (!file)
    return llvm::createStringError(file.getError(),
                                   "cannot read " + kernelFile);
  // The oracle's entry differs from the reference's of the same file.
  std::string identity = (*file)->getBuffer().str() + role.str();
  for (const std::string &part : {refLaunch.str(), formatArgSpecs(args),
                                  funcName.getValue(), inputsDir.getValue()})
    identity += '\0' + part;
  llvm::SmallString<256> dir(referenceCacheDir.getValue());
  llvm::sys::path::append(dir,
                          llvm::utohexstr(llvm::xxh3_64bits(identity),
                                          /*LowerCase=*/true, /*Width=*/16));
  return std::string(dir);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::htam::registerVersionPrinter();
  cl::HideUnrelatedOptions(runCat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "htam-run: compile, verify and time CUDA kernels\n\n"
      "Each candidate is compiled with nvrtc, then run in its own worker "
      "process\n(time limit --timeout) together with the reference: "
      "--seeds trials with\ndistinct seeds (uniform [0,1) inputs, then "
      "normal and edge), outputs\npre-filled with NaN, inputs checksummed, "
      "guard zones after every buffer,\nallclose(atol, rtol) with NaN/Inf "
      "parity. --time adds CUDA-event timing\n(--warmups, --timing-trials, "
      "L2 flushed before each launch). The result is\none JSON document. "
      "Failure kinds: compile_error, compiler_crash, compile_timeout,\n"
      "launch_error, timeout, crash, mismatch, nan_mismatch, input_mutated,\n"
      "out_of_bounds, reference_error, inaccurate, degenerate, "
      "impossible_time.\n\n"
      "--cpu-verify runs that verification with the MLIR CPU JIT instead "
      "(tensor-level\n.mlir candidates, --reference and --oracle tasks; no "
      "GPU, no guard zones or\ntiming): the planted-candidate suite in CI.\n\n"
      "Exit status: 0 all candidates pass (or compile), 2 some candidate "
      "failed,\n1 usage or tool error (no GPU, reference broken).\n\n"
      "Example:\n"
      "  htam-run --cuda cand.cu --reference ref.cu --entry add \\\n"
      "    --launch 'grid=4,block=256' \\\n"
      "    --args 'in:f32[1024],in:f32[1024],out:f32[1024],i32:1024' "
      "--time\n");

  if (!workerRequest.empty())
    return workerMain(workerRequest, workerResult);

  if (deviceInfo) {
    auto driver = CudaDriver::get();
    if (!driver)
      return toolError(llvm::toString(driver.takeError()));
    auto info = queryDevice(*driver, deviceOrdinal);
    if (!info)
      return toolError(llvm::toString(info.takeError()));
    return emit(toJSON(*info), 0);
  }

  EvaluatorOptions options;
  options.arch = arch;
  options.numTrials = seeds;
  options.baseSeed = baseSeed;
  for (const std::string &d : distributions) {
    auto parsed = parseDistribution(d);
    if (!parsed)
      return toolError("unknown distribution '" + d +
                       "' (expected uniform, normal, edge)");
    options.distributions.push_back(*parsed);
  }
  options.tolerance.atol = atolOpt;
  options.tolerance.rtol = rtolOpt;
  options.time = timeKernels;
  options.timing.warmups = warmups;
  options.timing.trials = timingTrials;
  options.timing.repeats = repeats;
  options.timing.cutAboveUs = cutAboveUs;
  options.timing.flushL2 = !noL2Flush;
  options.timeoutSeconds = timeout;
  options.compileTimeoutSeconds = compileTimeout;
  options.device = deviceOrdinal;
  options.keepFiles = keepFiles;
  options.inputsDir = inputsDir;
  options.dumpDir = dumpDir;
  options.referenceCacheDir = referenceCacheDir;
  options.accuracyOnHost = accuracyOnHost;
  if (!inputsDir.empty() && !llvm::sys::fs::is_directory(inputsDir.getValue()))
    return toolError("--inputs: '" + inputsDir + "' is not a directory");
  if (seeds < 1)
    return toolError("--seeds must be at least 1");
  if (atolOpt < 0 || rtolOpt < 0)
    return toolError("--atol and --rtol must not be negative");
  if (timeKernels && timingTrials < 1)
    return toolError("--timing-trials must be at least 1");
  if (compileTimeout < 0)
    return toolError("--compile-timeout must not be negative");
  if (!(minFlops >= 0))
    return toolError("--min-flops must not be negative");
  options.checkTimeBound = !noTimeBound;
  options.minFlops = minFlops;
  if (std::optional<Acceptance> a = parseAcceptance(acceptRule))
    options.accept = *a;
  else
    return toolError("--accept: unknown rule '" + acceptRule +
                     "' (expected accuracy, allclose, auto)");

  if (checkProtocol) {
    if (argsSpec.empty())
      return toolError("--check-protocol needs --args");
    auto specs = parseArgSpecs(argsSpec);
    if (!specs)
      return toolError(llvm::toString(specs.takeError()));
    llvm::json::Object doc;
    int rc = runProtocolCheck(options, *specs, doc);
    if (rc == 1)
      return rc;
    return emit(llvm::json::Value(std::move(doc)), rc);
  }

  std::vector<std::string> files(cudaFiles.begin(), cudaFiles.end());
  files.insert(files.end(), inputFiles.begin(), inputFiles.end());
  if (printPlan) {
    if (files.size() != 1 || llvm::sys::path::extension(files[0]) != ".mlir")
      return toolError("--print-plan takes one .mlir task file");
    auto plan = readMlirPlan(files[0]);
    if (!plan)
      return toolError(llvm::toString(plan.takeError()));
    return emit(launchPlanToJSON(*plan, funcName), 0);
  }
  if (f64Oracle && !cpuCheck && !cpuRun)
    return toolError("--f64-oracle needs --cpu-run or --cpu-check");
  if (cpuVerify) {
    if (files.empty() || !llvm::all_of(files, [](llvm::StringRef f) {
          return llvm::sys::path::extension(f) == ".mlir";
        }))
      return toolError("--cpu-verify takes tensor-level .mlir candidates");
    if (funcName.empty() || referenceFile.empty() ||
        llvm::sys::path::extension(referenceFile) != ".mlir")
      return toolError("--cpu-verify needs --func and an .mlir --reference");
    if (!oracleFile.empty() && llvm::sys::path::extension(oracleFile) != ".mlir")
      return toolError("--cpu-verify takes an .mlir --oracle (the task)");
    CpuVerifyRequest request;
    request.candidates = files;
    request.referencePath = referenceFile;
    request.oraclePath = oracleFile;
    request.funcName = funcName;
    request.options = options;
    request.quiet = quiet;
    llvm::json::Object doc;
    int rc = runCpuVerify(request, doc);
    if (rc == 1)
      return rc;
    return emit(llvm::json::Value(std::move(doc)), rc);
  }
  if (cpuCheck || cpuRun) {
    if (files.size() != 1 || llvm::sys::path::extension(files[0]) != ".mlir")
      return toolError("--cpu-check and --cpu-run take one .mlir task file");
    if (funcName.empty())
      return toolError("--func is required with --cpu-check and --cpu-run");
    if (!cpuRun) {
      auto driver = CudaDriver::get();
      if (!driver)
        return toolError(llvm::toString(driver.takeError()) +
                         " (--cpu-run runs the CPU side alone)");
    }
    CpuCheckRequest request;
    request.path = files[0];
    request.funcName = funcName;
    request.cpuOnly = cpuRun;
    request.f64Oracle = f64Oracle;
    request.options = options;
    llvm::json::Object doc;
    int rc = runCpuCheck(request, doc);
    if (rc == 1)
      return rc;
    return emit(llvm::json::Value(std::move(doc)), rc);
  }
  if (files.empty())
    return toolError("no candidate kernel (give --cuda FILE or a file); see "
                     "--help");
  auto isMlir = [](llvm::StringRef f) {
    return llvm::sys::path::extension(f) == ".mlir";
  };
  bool allMlir = llvm::all_of(files, isMlir);
  // Argument specs come from an MLIR task when none are given.
  std::vector<ArgSpec> mlirArgs;
  for (llvm::StringRef f : files)
    if (isMlir(f) && mlirArgs.empty()) {
      auto plan = readMlirPlan(f);
      if (!plan)
        return toolError(llvm::toString(plan.takeError()));
      mlirArgs = plan->args;
    }
  if (!referenceFile.empty() && isMlir(referenceFile) && mlirArgs.empty()) {
    auto plan = readMlirPlan(referenceFile);
    if (!plan)
      return toolError(llvm::toString(plan.takeError()));
    mlirArgs = plan->args;
  }
  // A candidate made of library steps only has no entry.
  bool libraryFirst = llvm::StringRef(launchSpec).trim().starts_with("lib=");
  if (entry.empty() && !allMlir && !libraryFirst)
    return toolError("--entry is required");

  // The candidate's launches (a compile-only run needs none: a default
  // launch names the entry) and the reference's.
  std::vector<KernelLaunch> launches;
  KernelLaunch first;
  first.entry = entry;
  if (!allMlir && (!compileOnly || !launchSpec.empty())) {
    if (launchSpec.empty())
      return toolError("--launch is required, e.g. 'grid=4,block=256'");
    auto parsed = parseKernelLaunch(launchSpec, entry);
    if (!parsed)
      return toolError(llvm::toString(parsed.takeError()));
    first = *parsed;
  }
  launches.push_back(first);
  for (const std::string &spec : thenLaunches) {
    auto parsed = parseKernelLaunch(spec, entry);
    if (!parsed)
      return toolError("--then: " + llvm::toString(parsed.takeError()));
    launches.push_back(*parsed);
  }
  std::vector<int64_t> scratch(scratchSizes.begin(), scratchSizes.end());
  KernelLaunch refLaunch = first;
  refLaunch.entry = referenceEntry.empty() ? entry : referenceEntry;
  refLaunch.params.clear();
  refLaunch.library = LibraryCall();
  if (!referenceLaunch.empty()) {
    auto parsed = parseKernelLaunch(referenceLaunch, refLaunch.entry);
    if (!parsed)
      return toolError("--reference-launch: " +
                       llvm::toString(parsed.takeError()));
    refLaunch = *parsed;
  }
  std::vector<ArgSpec> args;
  if (argsSpec.empty() && !mlirArgs.empty()) {
    args = mlirArgs;
  } else if (!compileOnly || !argsSpec.empty()) {
    if (argsSpec.empty())
      return toolError("--args is required, e.g. "
                       "'in:f32[1024],out:f32[1024],i32:1024'");
    auto parsed = parseArgSpecs(argsSpec);
    if (!parsed)
      return toolError(llvm::toString(parsed.takeError()));
    args = std::move(*parsed);
  }

  std::vector<KernelSource> candidates;
  for (const std::string &file : files) {
    auto source = readKernel(file, launches, scratch);
    if (!source)
      return toolError(llvm::toString(source.takeError()));
    // Library steps are checked against the buffers before any worker runs
    // (cuBLAS would write out of bounds, not fail).
    if (!args.empty())
      for (const KernelLaunch &launch : source->launches)
        if (launch.isLibraryCall())
          if (auto err = validateLaunch(launch, args, source->scratchBytes,
                                        source->constantBytes()))
            return toolError(source->label + ": " +
                             llvm::toString(std::move(err)));
    candidates.push_back(std::move(*source));
  }
  std::optional<KernelSource> reference;
  if (!referenceFile.empty()) {
    auto source = readKernel(referenceFile, {refLaunch}, {});
    if (!source)
      return toolError(llvm::toString(source.takeError()));
    reference = std::move(*source);
  }
  if (!referenceCacheDir.empty() && reference) {
    auto key = referenceCacheKey(referenceFile, refLaunch, args);
    if (!key)
      return toolError(llvm::toString(key.takeError()));
    options.referenceCacheDir = *key;
  }
  // The oracle: launched as the reference, under its own entry.
  std::optional<KernelSource> oracle;
  if (!oracleFile.empty()) {
    if (!reference)
      return toolError("--oracle needs --reference (the FP32 reference sets "
                       "the bar)");
    KernelLaunch oracleLaunch = refLaunch;
    if (!oracleEntry.empty())
      oracleLaunch.entry = oracleEntry;
    auto source = readKernel(oracleFile, {oracleLaunch}, {},
                             /*widenToF64=*/true);
    if (!source)
      return toolError(llvm::toString(source.takeError()));
    oracle = std::move(*source);
    if (!referenceCacheDir.empty()) {
      auto key = referenceCacheKey(oracleFile, oracleLaunch, args, "oracle");
      if (!key)
        return toolError(llvm::toString(key.takeError()));
      options.oracleCacheDir = *key;
    }
  }
  if (options.accept == Acceptance::Accuracy && !oracle && !compileOnly)
    return toolError("--accept=accuracy needs --oracle");

  if (compileOnly) {
    std::vector<KernelSource> all = candidates;
    if (reference)
      all.push_back(*reference);
    if (oracle)
      all.push_back(*oracle);
    return compileAll(all, options);
  }

  if (!workerTestModes.empty() && workerTestModes.size() != candidates.size())
    return toolError("--worker-test-mode needs one mode per candidate");
  // Without test modes for every candidate, a GPU is needed: say so once.
  bool needGpu = llvm::any_of(workerTestModes,
                              [](const std::string &m) { return m.empty(); }) ||
                 workerTestModes.empty();
  if (needGpu) {
    // cublaslt.matmul steps need cuBLASLt (opened in every worker): a
    // missing library is one clear error here, not one per candidate.
    bool anyCublasLt = llvm::any_of(candidates, [](const KernelSource &c) {
      return llvm::any_of(c.launches, [](const KernelLaunch &l) {
        return l.library.kind == LibraryCall::Kind::CublasLtMatmul;
      });
    });
    if (anyCublasLt)
      if (auto lt = CublasLt::get(); !lt)
        return toolError(llvm::toString(lt.takeError()));
    auto driver = CudaDriver::get();
    if (!driver)
      return toolError(llvm::toString(driver.takeError()));
  }

  Evaluator evaluator(options, args);
  if (reference)
    if (auto err = evaluator.setReference(*reference))
      return toolError(llvm::toString(std::move(err)));
  if (oracle)
    if (auto err = evaluator.setOracle(*oracle))
      return toolError(llvm::toString(std::move(err)));

  llvm::json::Array results;
  std::optional<DeviceInfo> device;
  unsigned passed = 0;
  llvm::StringMap<int64_t> failures;
  for (auto [i, candidate] : llvm::enumerate(candidates)) {
    evaluator.getOptions().workerTestMode =
        workerTestModes.empty() ? "" : workerTestModes[i];
    Evaluation e = evaluator.evaluate(candidate);
    if (e.device && !device)
      device = e.device;
    e.device.reset();
    if (e.passed())
      ++passed;
    else
      ++failures[toString(e.kind)];
    if (!quiet) {
      llvm::errs() << llvm::formatv("htam-run: [{0}/{1}] {2}: {3}", i + 1,
                                    candidates.size(), e.label,
                                    e.passed() ? "pass" : toString(e.kind));
      if (e.timing)
        llvm::errs() << llvm::formatv(", median {0:F2} us",
                                      e.timing->stats.median);
      if (e.speedup > 0)
        llvm::errs() << llvm::formatv(", speedup {0:F2}x", e.speedup);
      if (e.accuracy)
        llvm::errs() << llvm::formatv(", error {0:F2}x the reference's",
                                      e.accuracy->worstRatio);
      llvm::errs() << llvm::formatv(" ({0:F0} ms)\n", e.wallMs);
    }
    results.push_back(toJSON(e));
  }

  llvm::json::Array dists;
  for (const TrialPlan &t :
       planTrials(options.numTrials, options.baseSeed, options.distributions))
    dists.push_back(llvm::json::Object{
        {"seed", t.seed}, {"distribution", toString(t.distribution)}});
  llvm::json::Object protocol{{"trials", std::move(dists)},
                              {"atol", options.tolerance.atol},
                              {"rtol", options.tolerance.rtol},
                              {"accept", toString(options.accept)},
                              {"timing", options.time},
                              {"warmups", options.timing.warmups},
                              {"timing_trials", options.timing.trials},
                              {"repeats", options.timing.repeats},
                              {"cut_above_us", options.timing.cutAboveUs},
                              {"l2_flush", options.timing.flushL2},
                              {"timeout_s", options.timeoutSeconds}};
  llvm::json::Object failureCounts;
  for (const auto &f : failures)
    failureCounts[f.getKey()] = f.getValue();
  llvm::json::Object doc{
      {"tool", "htam-run"},
      {"version", 1},
      {"mode", "evaluate"},
      {"arch", options.arch},
      {"args", formatArgSpecs(args)},
      {"protocol", std::move(protocol)},
      {"candidates", std::move(results)},
      {"summary", llvm::json::Object{
                      {"candidates", static_cast<int64_t>(candidates.size())},
                      {"passed", passed},
                      {"failures", std::move(failureCounts)}}}};
  if (device)
    doc["device"] = toJSON(*device);
  if (const auto &ref = evaluator.getReference()) {
    const KernelLaunch &launch = ref->source.launches.front();
    llvm::json::Object r{{"label", ref->source.label},
                         {"entry", launch.entry},
                         {"launch", launch.config.str()}};
    llvm::json::Array stats;
    for (const PtxasKernelStats &s : ref->entryStats())
      stats.push_back(toJSON(s));
    r["ptxas"] = std::move(stats);
    doc["reference"] = std::move(r);
  }
  if (const auto &o = evaluator.getOracle())
    doc["oracle"] = llvm::json::Object{
        {"label", o->source.label},
        {"entry", o->source.launches.front().entry}};
  return emit(std::move(doc), passed == candidates.size() ? 0 : 2);
}
