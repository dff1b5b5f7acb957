//===- Evaluator.cpp - Compile, run in a worker, verify, time -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The caller's side of an evaluation: compilation, the request files, the
// isolated worker and the interpretation of how it ended; plus the JSON form
// of worker requests and the worker's main.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Evaluator.h"
#include "htam/Runtime/DeviceProtocol.h"
#include "htam/Runtime/Worker.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <set>
#include <csignal>
#include <thread>
#include <unistd.h>

using namespace mlir;
using namespace mlir::htam;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

llvm::Expected<CompiledKernel>
mlir::htam::compileKernel(const KernelSource &source,
                          const EvaluatorOptions &options) {
  CompiledKernel kernel;
  kernel.source = source;
  if (source.launches.empty())
    return makeError("kernel '" + source.label + "': no launch given");
  std::vector<std::string> entries;
  for (const KernelLaunch &launch : source.launches) {
    if (launch.isLibraryCall())
      continue;
    if (launch.entry.empty())
      return makeError("kernel '" + source.label + "': no entry name given");
    if (!llvm::is_contained(entries, launch.entry))
      entries.push_back(launch.entry);
  }
  auto entriesAsIs = [&] {
    for (const KernelLaunch &launch : source.launches)
      kernel.loweredEntries.push_back(launch.entry);
  };
  // Only library steps: nothing to load. CUDA text that comes with them is
  // still compiled, so a candidate never carries device code that does not
  // compile.
  if (entries.empty()) {
    entriesAsIs();
    if (source.kind != KernelSource::Kind::Cuda ||
        llvm::StringRef(source.text).trim().empty()) {
      kernel.compile.success = true;
      return kernel;
    }
    auto nvrtc = Nvrtc::get();
    if (!nvrtc)
      return nvrtc.takeError();
    CompileOptions copts;
    copts.arch = options.arch;
    copts.sourceName = source.label.empty() ? "kernel.cu" : source.label;
    copts.extraOptions = source.compileOptions;
    copts.timeoutSeconds = options.compileTimeoutSeconds;
    auto result = nvrtc->compile(source.text, copts);
    if (!result)
      return result.takeError();
    kernel.compile = std::move(*result);
    // Nothing of it is loaded.
    kernel.compile.ptx.clear();
    kernel.compile.cubin.clear();
    return kernel;
  }
  switch (source.kind) {
  case KernelSource::Kind::Cuda: {
    auto nvrtc = Nvrtc::get();
    if (!nvrtc)
      return nvrtc.takeError();
    CompileOptions copts;
    copts.arch = options.arch;
    copts.sourceName = source.label.empty() ? "kernel.cu" : source.label;
    copts.entries = entries;
    copts.extraOptions = source.compileOptions;
    copts.timeoutSeconds = options.compileTimeoutSeconds;
    auto result = nvrtc->compile(source.text, copts);
    if (!result)
      return result.takeError();
    kernel.compile = std::move(*result);
    if (!kernel.compile.success)
      return kernel;
    for (const KernelLaunch &launch : source.launches) {
      if (launch.isLibraryCall()) {
        kernel.loweredEntries.push_back("");
        continue;
      }
      auto it = kernel.compile.loweredNames.find(launch.entry);
      if (it == kernel.compile.loweredNames.end()) {
        kernel.compile.success = false;
        kernel.compile.log += "error: entry '" + launch.entry + "' not found\n";
        kernel.loweredEntries.clear();
        return kernel;
      }
      kernel.loweredEntries.push_back(it->second);
    }
    kernel.image = kernel.compile.cubin.empty() ? kernel.compile.ptx
                                                : kernel.compile.cubin;
    return kernel;
  }
  case KernelSource::Kind::Cubin:
    kernel.compile.success = true;
    kernel.compile.cubin = source.text;
    addCubinResourceUsage(kernel.compile.ptxas, source.text);
    kernel.image = source.text;
    entriesAsIs();
    return kernel;
  case KernelSource::Kind::Ptx:
    kernel.compile.success = true;
    kernel.compile.ptx = source.text;
    kernel.image = source.text;
    // The driver wants a NUL-terminated PTX image.
    kernel.image.push_back('\0');
    entriesAsIs();
    return kernel;
  case KernelSource::Kind::LoweredMlir:
    return makeError("kernel '" + source.label +
                     "': executing lowered MLIR modules is not supported yet "
                     "(issue 4, item 3)");
  }
  return makeError("unknown kernel kind");
}

//===----------------------------------------------------------------------===//
// Worker requests
//===----------------------------------------------------------------------===//

std::vector<PtxasKernelStats> CompiledKernel::entryStats() const {
  std::vector<PtxasKernelStats> stats;
  for (const std::string &entry : loweredEntries) {
    const PtxasKernelStats *k = compile.ptxas.find(entry);
    if (k && llvm::none_of(stats, [&](const PtxasKernelStats &s) {
          return s.name == entry;
        }))
      stats.push_back(*k);
  }
  return stats;
}

std::vector<int64_t> WorkerRequest::Kernel::constantBytes() const {
  std::vector<int64_t> bytes;
  for (const Constant &c : constants)
    bytes.push_back(c.bytes);
  return bytes;
}

llvm::json::Value mlir::htam::toJSON(const WorkerRequest::Kernel &k) {
  llvm::json::Array launches;
  for (const KernelLaunch &launch : k.launches)
    launches.push_back(launch.str());
  llvm::json::Object object{{"label", k.label},
                            {"image", k.imagePath},
                            {"ptx", k.isPtx},
                            {"launches", std::move(launches)},
                            {"scratch_bytes", k.scratchBytes}};
  if (!k.constants.empty()) {
    llvm::json::Array constants;
    for (const WorkerRequest::Kernel::Constant &c : k.constants)
      constants.push_back(llvm::json::Object{
          {"name", c.name},
          {"file", c.path},
          {"bytes", c.bytes},
          {"hash", llvm::formatv("{0:x-16}", c.hash).str()}});
    object["constants"] = std::move(constants);
  }
  return object;
}

namespace mlir::htam {
bool fromJSON(const llvm::json::Value &v, WorkerRequest::Kernel::Constant &c,
              llvm::json::Path p) {
  llvm::json::ObjectMapper m(v, p);
  std::string hash;
  if (!m || !m.map("name", c.name) || !m.map("file", c.path) ||
      !m.map("bytes", c.bytes) || !m.map("hash", hash))
    return false;
  if (c.bytes < 0 || llvm::StringRef(hash).getAsInteger(16, c.hash)) {
    p.report("invalid constant size or hash");
    return false;
  }
  return true;
}
} // namespace mlir::htam

llvm::json::Value mlir::htam::toJSON(const WorkerRequest &r) {
  const EvaluatorOptions &o = r.options;
  llvm::json::Array dists;
  for (Distribution d : o.distributions)
    dists.push_back(toString(d));
  llvm::json::Object options{{"arch", o.arch},
                             {"trials", o.numTrials},
                             {"base_seed", o.baseSeed},
                             {"distributions", std::move(dists)},
                             {"atol", o.tolerance.atol},
                             {"rtol", o.tolerance.rtol},
                             {"time", o.time},
                             {"time_reference", o.timeReference},
                             {"warmups", o.timing.warmups},
                             {"timing_trials", o.timing.trials},
                             {"flush_l2", o.timing.flushL2},
                             {"l2_flush_factor", o.timing.l2FlushFactor},
                             {"repeats", o.timing.repeats},
                             {"cut_above_us", o.timing.cutAboveUs},
                             {"device", o.device},
                             {"guard_bytes", o.guardBytes},
                             {"test_mode", o.workerTestMode},
                             {"inputs_dir", o.inputsDir},
                             {"dump_dir", o.dumpDir},
                             {"reference_cache_dir", o.referenceCacheDir},
                             {"oracle_cache_dir", o.oracleCacheDir},
                             {"accept", toString(o.accept)},
                             {"accuracy_on_host", o.accuracyOnHost},
                             {"check_time_bound", o.checkTimeBound},
                             {"min_flops", o.minFlops}};
  llvm::json::Object request{{"version", 1},
                             {"options", std::move(options)},
                             {"args", formatArgSpecs(r.args)},
                             {"candidate", toJSON(r.candidate)}};
  if (r.reference)
    request["reference"] = toJSON(*r.reference);
  if (r.oracle)
    request["oracle"] = toJSON(*r.oracle);
  if (!r.protocolImagePath.empty())
    request["protocol_image"] = r.protocolImagePath;
  return request;
}

bool mlir::htam::fromJSON(const llvm::json::Value &v, WorkerRequest::Kernel &k,
                          llvm::json::Path p) {
  llvm::json::ObjectMapper m(v, p);
  std::vector<std::string> launches;
  if (!m || !m.map("label", k.label) || !m.map("image", k.imagePath) ||
      !m.map("ptx", k.isPtx) || !m.map("launches", launches) ||
      !m.mapOptional("scratch_bytes", k.scratchBytes) ||
      !m.mapOptional("constants", k.constants))
    return false;
  for (const std::string &text : launches) {
    auto launch = parseKernelLaunch(text, "");
    if (!launch) {
      p.field("launches").report("invalid launch");
      llvm::consumeError(launch.takeError());
      return false;
    }
    k.launches.push_back(*launch);
  }
  return true;
}

llvm::Expected<WorkerRequest>
mlir::htam::parseWorkerRequest(llvm::StringRef text) {
  auto value = llvm::json::parse(text);
  if (!value)
    return value.takeError();
  WorkerRequest r;
  EvaluatorOptions &o = r.options;
  llvm::json::Path::Root root("request");
  llvm::json::ObjectMapper m(*value, root);
  const llvm::json::Object *obj = value->getAsObject();
  const llvm::json::Value *opts = obj ? obj->get("options") : nullptr;
  std::string args;
  std::vector<std::string> dists;
  std::string accept = "auto";
  bool ok = m && opts && m.map("args", args) &&
            m.map("candidate", r.candidate) &&
            m.mapOptional("reference", r.reference) &&
            m.mapOptional("oracle", r.oracle) &&
            m.mapOptional("protocol_image", r.protocolImagePath);
  if (ok) {
    llvm::json::ObjectMapper om(*opts, llvm::json::Path(root).field("options"));
    ok = om && om.map("arch", o.arch) && om.map("trials", o.numTrials) &&
         om.map("base_seed", o.baseSeed) && om.map("distributions", dists) &&
         om.map("atol", o.tolerance.atol) && om.map("rtol", o.tolerance.rtol) &&
         om.map("time", o.time) &&
         om.mapOptional("time_reference", o.timeReference) &&
         om.map("warmups", o.timing.warmups) &&
         om.map("timing_trials", o.timing.trials) &&
         om.map("flush_l2", o.timing.flushL2) &&
         om.map("l2_flush_factor", o.timing.l2FlushFactor) &&
         om.map("repeats", o.timing.repeats) &&
         om.mapOptional("cut_above_us", o.timing.cutAboveUs) &&
         om.map("device", o.device) &&
         om.map("guard_bytes", o.guardBytes) &&
         om.mapOptional("test_mode", o.workerTestMode) &&
         om.mapOptional("inputs_dir", o.inputsDir) &&
         om.mapOptional("dump_dir", o.dumpDir) &&
         om.mapOptional("reference_cache_dir", o.referenceCacheDir) &&
         om.mapOptional("oracle_cache_dir", o.oracleCacheDir) &&
         om.mapOptional("accept", accept) &&
         om.mapOptional("accuracy_on_host", o.accuracyOnHost) &&
         om.mapOptional("check_time_bound", o.checkTimeBound) &&
         om.mapOptional("min_flops", o.minFlops);
  }
  if (!ok)
    return root.getError();
  for (const std::string &d : dists) {
    auto parsed = parseDistribution(d);
    if (!parsed)
      return makeError("request: unknown distribution '" + d + "'");
    o.distributions.push_back(*parsed);
  }
  std::optional<Acceptance> acceptance = parseAcceptance(accept);
  if (!acceptance)
    return makeError("request: unknown acceptance '" + accept + "'");
  o.accept = *acceptance;
  auto specs = parseArgSpecs(args);
  if (!specs)
    return specs.takeError();
  r.args = std::move(*specs);
  return r;
}

//===----------------------------------------------------------------------===//
// The worker's main
//===----------------------------------------------------------------------===//

int mlir::htam::workerMain(llvm::StringRef requestPath,
                           llvm::StringRef resultPath) {
  auto buffer = llvm::MemoryBuffer::getFile(requestPath);
  if (!buffer) {
    llvm::errs() << "htam-run worker: cannot read " << requestPath << ": "
                 << buffer.getError().message() << "\n";
    return 1;
  }
  auto request = parseWorkerRequest((*buffer)->getBuffer());
  if (!request) {
    llvm::errs() << "htam-run worker: malformed request: "
                 << llvm::toString(request.takeError()) << "\n";
    return 1;
  }
  // Test modes exercise the caller's handling of misbehaving workers
  // without a GPU.
  llvm::StringRef mode = request->options.workerTestMode;
  if (mode == "crash") {
    llvm::errs() << "htam-run worker: test mode: crashing\n";
    ::signal(SIGSEGV, SIG_DFL);
    ::raise(SIGSEGV);
  } else if (mode == "hang") {
    while (true)
      std::this_thread::sleep_for(std::chrono::seconds(1));
  } else if (mode == "exit") {
    llvm::errs() << "htam-run worker: test mode: exiting without result\n";
    ::_exit(3);
  }

  Evaluation evaluation;
  if (mode == "pass" || mode == "garbage") {
    evaluation.label = request->candidate.label;
    evaluation.message = "test mode: pass without running";
  } else if (!mode.empty()) {
    llvm::errs() << "htam-run worker: unknown test mode '" << mode << "'\n";
    return 1;
  } else {
    evaluation = runWorkerRequest(*request);
  }

  std::error_code ec;
  llvm::raw_fd_ostream os(resultPath, ec);
  if (ec) {
    llvm::errs() << "htam-run worker: cannot write " << resultPath << ": "
                 << ec.message() << "\n";
    return 1;
  }
  if (mode == "garbage")
    os << "{ this is not json";
  else
    os << llvm::formatv("{0:2}", toJSON(evaluation)) << "\n";
  return 0;
}

//===----------------------------------------------------------------------===//
// Evaluator
//===----------------------------------------------------------------------===//

namespace mlir::htam {
/// One directory per Evaluator holding each distinct constant once, as
/// `<hash>.bin`: written by the first evaluation that needs it, read by
/// every worker (a candidate's weights are the reference's).
class ConstantFiles {
public:
  explicit ConstantFiles(bool keep) : keep(keep) {}
  ~ConstantFiles() {
    if (!dir.empty() && !keep)
      llvm::sys::fs::remove_directories(dir);
  }
  /// Writes `c` unless it is there; `path` is its file. False on an I/O
  /// error.
  bool write(const ConstantBuffer &c, std::string &path) {
    if (dir.empty() &&
        llvm::sys::fs::createUniqueDirectory("htam-constants", dir))
      return false;
    llvm::SmallString<128> p(dir);
    llvm::sys::path::append(p, llvm::formatv("{0:x-16}.bin", c.hash).str());
    path = std::string(p);
    if (!written.insert(c.hash).second)
      return true;
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec || !c.data)
      return false;
    os << *c.data;
    os.close();
    return !os.has_error();
  }

private:
  bool keep;
  llvm::SmallString<128> dir;
  std::set<uint64_t> written;
};
} // namespace mlir::htam

llvm::Error Evaluator::setReference(const KernelSource &source) {
  auto compiled = compileKernel(source, options);
  if (!compiled)
    return compiled.takeError();
  if (!compiled->compile.success)
    return makeError("reference '" + source.label + "' does not compile:\n" +
                     compiled->compile.log);
  for (const KernelLaunch &launch : source.launches)
    if (auto err = validateLaunch(launch, args, source.scratchBytes,
                                  source.constantBytes()))
      return makeError("reference '" + source.label +
                       "': " + llvm::toString(std::move(err)));
  reference = std::move(*compiled);
  return llvm::Error::success();
}

llvm::StringRef mlir::htam::toString(Acceptance acceptance) {
  switch (acceptance) {
  case Acceptance::Auto:
    return "auto";
  case Acceptance::Allclose:
    return "allclose";
  case Acceptance::Accuracy:
    return "accuracy";
  }
  return "auto";
}

std::optional<Acceptance> mlir::htam::parseAcceptance(llvm::StringRef name) {
  for (Acceptance a :
       {Acceptance::Auto, Acceptance::Allclose, Acceptance::Accuracy})
    if (name == toString(a))
      return a;
  return std::nullopt;
}

llvm::Error Evaluator::setOracle(const KernelSource &source) {
  auto compiled = compileKernel(source, options);
  if (!compiled)
    return compiled.takeError();
  if (!compiled->compile.success)
    return makeError("oracle '" + source.label + "' does not compile:\n" +
                     compiled->compile.log);
  for (const KernelLaunch &launch : source.launches)
    if (auto err = validateLaunch(launch, args, source.scratchBytes,
                                  source.constantBytes()))
      return makeError("oracle '" + source.label +
                       "': " + llvm::toString(std::move(err)));
  oracle = std::move(*compiled);
  return llvm::Error::success();
}

std::string Evaluator::workerPath() const {
  if (!options.workerPath.empty())
    return options.workerPath;
  // htam-run next to the running executable (htam-opt, htam-run, tests).
  std::string self = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&makeError));
  if (!self.empty()) {
    llvm::SmallString<256> sibling(llvm::sys::path::parent_path(self));
    llvm::sys::path::append(sibling, "htam-run");
    if (llvm::sys::fs::can_execute(sibling))
      return std::string(sibling);
  }
  if (auto found = llvm::sys::findProgramByName("htam-run"))
    return *found;
  return "htam-run";
}

Evaluation Evaluator::evaluate(const KernelSource &candidate) {
  auto start = std::chrono::steady_clock::now();
  auto compiled = compileKernel(candidate, options);
  if (!compiled) {
    Evaluation e;
    e.label = candidate.label;
    e.kind = FailureKind::CompileError;
    e.message = llvm::toString(compiled.takeError());
    return e;
  }
  Evaluation e = evaluate(*compiled);
  e.wallMs = std::chrono::duration<double, std::milli>(
                 std::chrono::steady_clock::now() - start)
                 .count();
  return e;
}

/// The last `lines` lines of `text`.
static std::string lastLines(llvm::StringRef text, unsigned lines) {
  text = text.rtrim();
  size_t pos = text.size();
  for (unsigned i = 0; i < lines && pos != llvm::StringRef::npos && pos > 0;
       ++i)
    pos = text.rfind('\n', pos - 1);
  if (pos == llvm::StringRef::npos)
    return text.str();
  return text.drop_front(pos + 1).str();
}

Evaluation Evaluator::evaluate(const CompiledKernel &candidate) {
  auto start = std::chrono::steady_clock::now();
  Evaluation e;
  e.label = candidate.source.label;
  e.ptxas = candidate.entryStats();
  auto finish = [&]() -> Evaluation {
    e.wallMs = std::chrono::duration<double, std::milli>(
                   std::chrono::steady_clock::now() - start)
                   .count();
    return e;
  };
  if (!candidate.compile.success || !candidate.ok()) {
    e.kind = candidate.compile.success ? FailureKind::CompileError
                                       : compileFailureKind(candidate.compile);
    e.message = candidate.compile.log;
    return finish();
  }
  // Rounding other than FP32's by design: only the f64 oracle may accept it.
  if (candidate.source.acceptByAccuracyOnly &&
      (!oracle || options.accept == Acceptance::Allclose)) {
    e.kind = FailureKind::Inaccurate;
    e.message = "not judged: this candidate is accepted only by the accuracy "
                "rule against the f64 oracle (accept=accuracy), and this "
                "evaluation " +
                std::string(oracle ? "accepts by allclose"
                                   : "has no oracle");
    return finish();
  }
  for (const KernelLaunch &launch : candidate.source.launches)
    if (auto err = validateLaunch(launch, args, candidate.source.scratchBytes,
                                  candidate.source.constantBytes())) {
      e.kind = FailureKind::LaunchError;
      e.message = llvm::toString(std::move(err));
      return finish();
    }
  for (int64_t bytes : candidate.source.scratchBytes)
    if (bytes <= 0 || bytes > kMaxBufferBytes) {
      e.kind = FailureKind::LaunchError;
      e.message = "scratch buffer sizes must be in (0, 16 GiB]";
      return finish();
    }
  int64_t constantTotal = 0;
  for (const ConstantBuffer &c : candidate.source.constants)
    constantTotal += c.numBytes();
  if (constantTotal > kMaxConstantBytes) {
    e.kind = FailureKind::LaunchError;
    e.message = llvm::formatv("the constants take {0} bytes, more than the "
                              "limit of {1} (1 GiB)",
                              constantTotal, kMaxConstantBytes);
    return finish();
  }

  // The request and the kernel images go to a private directory.
  llvm::SmallString<128> dir;
  if (auto ec = llvm::sys::fs::createUniqueDirectory("htam-eval", dir)) {
    e.kind = FailureKind::Crash;
    e.message = "cannot create a temporary directory: " + ec.message();
    return finish();
  }
  llvm::scope_exit cleanup([&] {
    if (!options.keepFiles)
      llvm::sys::fs::remove_directories(dir);
  });
  if (options.keepFiles)
    llvm::errs() << "htam: worker files for " << e.label << " kept in " << dir
                 << "\n";
  auto writeFile = [&](llvm::StringRef name, llvm::StringRef data,
                       std::string &path) -> bool {
    llvm::SmallString<128> p(dir);
    llvm::sys::path::append(p, name);
    path = std::string(p);
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return false;
    os << data;
    return !os.has_error();
  };

  WorkerRequest request;
  request.options = options;
  request.args = args;
  if (!constantFiles)
    constantFiles = std::make_shared<ConstantFiles>(options.keepFiles);
  bool written = true;
  auto describe = [&](const CompiledKernel &k) {
    WorkerRequest::Kernel kernel;
    kernel.label = k.source.label;
    kernel.isPtx =
        k.source.kind == KernelSource::Kind::Ptx ||
        (k.source.kind == KernelSource::Kind::Cuda && k.compile.cubin.empty());
    kernel.launches = k.source.launches;
    for (auto [launch, lowered] :
         llvm::zip_equal(kernel.launches, k.loweredEntries))
      launch.entry = lowered;
    kernel.scratchBytes = k.source.scratchBytes;
    for (const ConstantBuffer &c : k.source.constants) {
      WorkerRequest::Kernel::Constant file{c.name, "", c.numBytes(), c.hash};
      written &= constantFiles->write(c, file.path);
      kernel.constants.push_back(std::move(file));
    }
    return kernel;
  };
  request.candidate = describe(candidate);
  written &=
      writeFile("candidate.img", candidate.image, request.candidate.imagePath);
  if (reference) {
    request.reference = describe(*reference);
    written &= writeFile("reference.img", reference->image,
                         request.reference->imagePath);
  }
  if (reference && oracle) {
    request.oracle = describe(*oracle);
    written &=
        writeFile("oracle.img", oracle->image, request.oracle->imagePath);
  }
  if (!protocolImage) {
    auto image = DeviceProtocol::compileImage(options.arch);
    protocolImage = image ? *image : std::string();
    if (!image)
      llvm::consumeError(image.takeError());
  }
  if (!protocolImage->empty())
    written &=
        writeFile("protocol.img", *protocolImage, request.protocolImagePath);
  std::string requestPath, resultPath;
  written &=
      writeFile("request.json", llvm::formatv("{0:2}", toJSON(request)).str(),
                requestPath);
  llvm::SmallString<128> result(dir);
  llvm::sys::path::append(result, "result.json");
  resultPath = std::string(result);
  if (!written) {
    e.kind = FailureKind::Crash;
    e.message = "cannot write the worker request in " + std::string(dir);
    return finish();
  }

  std::vector<std::string> argv = {workerPath(), "--worker", requestPath,
                                   "--worker-result", resultPath};
  auto process = runIsolated(argv, options.timeoutSeconds);
  if (!process) {
    e.kind = FailureKind::Crash;
    e.message = llvm::toString(process.takeError());
    return finish();
  }
  std::string stderrTail = lastLines(process->stderrText, 8);
  if (process->timedOut) {
    e.kind = FailureKind::Timeout;
    e.message = llvm::formatv("worker {0} (limit {1} s)", process->describe(),
                              options.timeoutSeconds);
    return finish();
  }
  if (process->signaled) {
    e.kind = FailureKind::Crash;
    e.message = "worker " + process->describe();
    if (!stderrTail.empty())
      e.message += ": " + stderrTail;
    return finish();
  }
  auto buffer = llvm::MemoryBuffer::getFile(resultPath);
  if (!buffer) {
    e.kind = FailureKind::Crash;
    e.message = "worker " + process->describe() + " without a result";
    if (!stderrTail.empty())
      e.message += ": " + stderrTail;
    return finish();
  }
  auto parsed = llvm::json::parse((*buffer)->getBuffer());
  Evaluation worker;
  llvm::json::Path::Root root("result");
  if (!parsed || !fromJSON(*parsed, worker, root)) {
    e.kind = FailureKind::Crash;
    e.message = "worker returned a malformed result: " +
                (parsed ? llvm::toString(root.getError())
                        : llvm::toString(parsed.takeError()));
    return finish();
  }
  std::vector<PtxasKernelStats> ptxas = e.ptxas;
  e = std::move(worker);
  e.label = candidate.source.label;
  if (e.ptxas.empty())
    e.ptxas = ptxas;
  return finish();
}
