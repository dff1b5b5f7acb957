//===- Executor.cpp - The worker side: run, verify and time on the GPU ----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// runWorkerRequest executes the SPEC §5 protocol in the worker process: for
// every trial it generates the inputs, gives the reference and the candidate
// separate buffers (the candidate never sees the reference's outputs),
// pre-fills outputs with NaN and guard zones with a pattern, runs both, and
// checks guards, input checksums and outputs; then it times both kernels
// with CUDA events, flushing L2 before every launch.
//
//===----------------------------------------------------------------------===//

#include "AccuracyJudge.h"
#include "WorkerBuffers.h"

#include "htam/Runtime/Accuracy.h"
#include "htam/Runtime/Cublas.h"
#include "htam/Runtime/CublasLt.h"
#include "htam/Runtime/Cudnn.h"
#include "htam/Runtime/DeviceProtocol.h"
#include "htam/Runtime/Evaluator.h"
#include "htam/Runtime/HostJudge.h"
#include "htam/Runtime/RawBuffers.h"
#include "htam/Runtime/TimeBound.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdio>
#include <cstring>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::cuda;
using namespace mlir::htam::worker;

/// A value printed with %.9g: enough digits to tell any two floats apart.
static std::string formatG9(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.9g", value);
  return buffer;
}

/// Bytes of all buffer arguments, inputs read once and outputs written once.
static int64_t bytesMoved(const std::vector<ArgSpec> &args) {
  int64_t bytes = 0;
  for (const ArgSpec &arg : args)
    if (arg.isBuffer())
      bytes += arg.numBytes() * (arg.role == ArgRole::InOut ? 2 : 1);
  return bytes;
}

std::string mlir::htam::describeMismatch(int argIndex, const CompareResult &cmp,
                                         const Tolerance &tolerance) {
  bool nan = cmp.status == CompareResult::Status::NanMismatch;
  return llvm::formatv("argument {0}: {1} of {2} elements {3} (atol {4}, "
                       "rtol {5}); first at index {6}: expected {7}, got {8}; "
                       "max abs error {9}, max rel error {10}",
                       argIndex, cmp.numBad, cmp.numElements,
                       nan ? "break NaN/Inf parity" : "outside atol/rtol",
                       formatG9(tolerance.atol), formatG9(tolerance.rtol),
                       cmp.firstBadIndex, formatG9(cmp.expectedAtFirstBad),
                       formatG9(cmp.actualAtFirstBad),
                       formatG9(cmp.maxAbsError), formatG9(cmp.maxRelError))
      .str();
}

Evaluation mlir::htam::runWorkerRequest(const WorkerRequest &request) {
  const EvaluatorOptions &options = request.options;
  const std::vector<ArgSpec> &args = request.args;
  Evaluation e;
  // Where the worker's time goes (setup, verification, timing).
  using Clock = std::chrono::steady_clock;
  auto phaseStart = Clock::now();
  auto endPhase = [&](double &ms) {
    auto now = Clock::now();
    ms = std::chrono::duration<double, std::milli>(now - phaseStart).count();
    phaseStart = now;
  };
  e.label = request.candidate.label;
  e.verified = request.reference.has_value();
  auto fail = [&](FailureKind kind, const llvm::Twine &message) {
    e.kind = kind;
    e.message = message.str();
    return e;
  };
  auto failWith = [&](FailureKind kind, llvm::Error err,
                      const llvm::Twine &prefix = "") {
    return fail(kind, prefix + llvm::toString(std::move(err)));
  };

  auto driver = CudaDriver::get();
  if (!driver)
    return failWith(FailureKind::LaunchError, driver.takeError());
  auto context = CudaContext::create(*driver, options.device);
  if (!context)
    return failWith(FailureKind::LaunchError, context.takeError());
  auto device = queryDevice(*driver, options.device);
  if (!device)
    return failWith(FailureKind::LaunchError, device.takeError());
  e.device = *device;
  // The cuBLAS, cuBLASLt and cuDNN handles (library steps) go before the
  // context is released; declared here, they outlive the executors below.
  llvm::scope_exit releaseLibraries([&] {
    CublasLtHandle::release(*driver);
    CublasHandle::release(*driver);
    CudnnHandle::release(*driver);
  });

  std::unique_ptr<KernelExecutor> reference, candidate, oracle;
  if (request.reference) {
    auto loaded = createModuleExecutor(*driver, *request.reference, args);
    if (!loaded)
      return failWith(FailureKind::ReferenceError, loaded.takeError(),
                      "reference: ");
    reference = std::move(*loaded);
  }
  if (request.oracle && reference) {
    auto loaded = createModuleExecutor(*driver, *request.oracle, args);
    if (!loaded)
      return failWith(FailureKind::ReferenceError, loaded.takeError(),
                      "oracle: ");
    oracle = std::move(*loaded);
  }
  // The accuracy rule, unless asked for allclose or without an oracle.
  Acceptance accept = options.accept;
  if (accept == Acceptance::Auto)
    accept = oracle ? Acceptance::Accuracy : Acceptance::Allclose;
  if (accept == Acceptance::Accuracy && !oracle && reference)
    return fail(FailureKind::ReferenceError,
                "acceptance by accuracy needs an oracle");
  auto loaded = createModuleExecutor(*driver, request.candidate, args);
  if (!loaded)
    return failWith(FailureKind::LaunchError, loaded.takeError());
  candidate = std::move(*loaded);
  e.libraryAlgorithms = candidate->libraryAlgorithms();

  BufferSet refBuffers(*driver, options.guardBytes);
  BufferSet candBuffers(*driver, options.guardBytes);
  BufferSet oracleBuffers(*driver, options.guardBytes);
  if (oracle)
    if (auto err = oracleBuffers.allocate(args))
      return failWith(FailureKind::ReferenceError, std::move(err), "oracle: ");
  if (reference)
    if (auto err = refBuffers.allocate(args))
      return failWith(FailureKind::ReferenceError, std::move(err),
                      "reference: ");
  if (auto err = candBuffers.allocate(args))
    return failWith(FailureKind::LaunchError, std::move(err));

  // The data-sized steps of the protocol run on the GPU: no host buffer of
  // tensor size exists on this path (only with --inputs and
  // --dump-outputs, which read or write files).
  // The evaluator's compiled protocol kernels, if it sent them (a file that
  // cannot be read is compiled again, as without one).
  std::string protocolImage;
  if (!request.protocolImagePath.empty())
    if (auto buffer = llvm::MemoryBuffer::getFile(request.protocolImagePath,
                                                  /*IsText=*/false))
      protocolImage = (*buffer)->getBuffer().str();
  auto protocol = DeviceProtocol::create(*driver, options.arch, device->smCount,
                                         protocolImage);
  if (!protocol)
    return failWith(FailureKind::LaunchError, protocol.takeError(),
                    "protocol kernels: ");

  // Buffer index -> argument index.
  std::vector<int> argOf;
  for (auto [i, arg] : llvm::enumerate(args))
    if (arg.isBuffer())
      argOf.push_back(static_cast<int>(i));

  // Inputs read from files (--inputs): the same every trial.
  std::vector<std::vector<float>> files;
  if (!options.inputsDir.empty()) {
    files.resize(argOf.size());
    for (size_t b = 0; b < argOf.size(); ++b) {
      const ArgSpec &arg = args[argOf[b]];
      if (!arg.isInput())
        continue;
      files[b].assign(arg.numElements(), 0.0f);
      if (auto err = readRawFloats(options.inputsDir, argOf[b], files[b]))
        return failWith(FailureKind::LaunchError, std::move(err), "inputs: ");
    }
  }
  std::vector<uint64_t> seeds(argOf.size()), inputSums(argOf.size());
  std::vector<float> dumped;
  /// The reference's and the oracle's outputs of the trial on the host, by
  /// buffer, when read from their caches (the host judge also copies them
  /// back here).
  std::vector<std::vector<float>> refKept(argOf.size()),
      oracleKept(argOf.size());
  bool oracleCached = false;
  AccuracySummary accuracy;
  // Reduced on the device where the protocol kernels can (AccuracyJudge.h).
  std::optional<AccuracyJudge> judge;
  if (oracle)
    judge.emplace(*driver, **protocol, args, argOf, candBuffers, refBuffers,
                  oracleBuffers, options.accuracyOnHost);

  // Fills the buffer sets with the inputs of trial `t` (the reference's only
  // when `withReference`); returns the failure, if any. `stage` names the
  // step in its message (empty for a verification trial).
  auto prepareInputs = [&](const TrialPlan &t, bool withReference,
                           llvm::StringRef stage) -> std::optional<Evaluation> {
    for (size_t b = 0; b < argOf.size(); ++b)
      seeds[b] = argumentSeed(t.seed, argOf[b]);
    std::string suffix = stage.empty() ? "" : " " + stage.str();
    if (withReference)
      if (auto err = refBuffers.prepare(args, **protocol, t.distribution, seeds,
                                        files))
        return failWith(FailureKind::ReferenceError, std::move(err),
                        "reference" + suffix + ": ");
    if (auto err =
            candBuffers.prepare(args, **protocol, t.distribution, seeds, files))
      return failWith(FailureKind::LaunchError, std::move(err),
                      stage.empty() ? "" : stage.str() + ": ");
    return std::nullopt;
  };

  std::vector<TrialPlan> trialPlans =
      planTrials(options.numTrials, options.baseSeed, options.distributions);

  // The checksums of the output buffers of `buffers` (0 for the others).
  auto outputSums =
      [&](BufferSet &buffers) -> llvm::Expected<std::vector<uint64_t>> {
    std::vector<uint64_t> sums(argOf.size(), 0);
    for (size_t b = 0; b < argOf.size(); ++b) {
      const ArgSpec &arg = args[argOf[b]];
      if (!arg.isOutput())
        continue;
      auto sum =
          (*protocol)->checksum(buffers.pointers()[b], arg.numElements());
      if (!sum)
        return sum.takeError();
      sums[b] = *sum;
    }
    return sums;
  };
  // One run of `kernel` on fresh buffers: inputs drawn from `withSeeds`,
  // outputs NaN-filled.
  auto runFresh = [&](KernelExecutor &kernel, BufferSet &buffers,
                      Distribution d,
                      const std::vector<uint64_t> &withSeeds) -> llvm::Error {
    if (auto err = buffers.prepare(args, **protocol, d, withSeeds, files))
      return err;
    if (auto err = kernel.launch(buffers.pointers(), nullptr))
      return err;
    return driver->check(driver->cuCtxSynchronize(), "kernel execution");
  };
  // Sensitivity (issue 21 item 3): each input of the trial is drawn again
  // from another seed, alone; an output of the candidate that stays the
  // same bit for bit while the reference's changes ignores that input (it
  // replays outputs, or computes them from something else). The reference
  // runs again only for an output of the candidate that did not change.
  auto checkSensitivity =
      [&](const TrialPlan &trial) -> std::optional<Evaluation> {
    // The side whose run or checksum failed, for the failure's kind.
    bool referenceFailed = false;
    auto found = findInsensitiveOutput(
        args, argOf, trial.seed, seeds,
        [&](bool ofReference, const std::vector<uint64_t> *withSeeds)
            -> llvm::Expected<std::vector<uint64_t>> {
          referenceFailed = ofReference;
          BufferSet &buffers = ofReference ? refBuffers : candBuffers;
          if (withSeeds)
            if (auto err = runFresh(ofReference ? *reference : *candidate,
                                    buffers, trial.distribution, *withSeeds))
              return std::move(err);
          return outputSums(buffers);
        });
    if (!found)
      return referenceFailed
                 ? failWith(FailureKind::ReferenceError, found.takeError(),
                            "reference (sensitivity): ")
                 : failWith(FailureKind::Crash, found.takeError(),
                            "sensitivity: ");
    if (!*found)
      return std::nullopt;
    e.trial = 0;
    e.seed = trial.seed;
    e.distribution = toString(trial.distribution).str();
    e.argIndex = (*found)->outputArg;
    return fail(FailureKind::Degenerate, (*found)->message);
  };
  // A time below the physical bound is verified again on fresh buffers
  // (the timed trial's inputs generated again, outputs NaN-filled): the
  // message says whether the candidate computes its outputs when it must.
  auto reverifyOnFreshBuffers = [&]() -> std::string {
    if (!reference || trialPlans.empty())
      return "not verified again (no reference)";
    auto uniform = llvm::find_if(trialPlans, [](const TrialPlan &t) {
      return t.distribution == Distribution::Uniform;
    });
    const TrialPlan &timed =
        uniform != trialPlans.end() ? *uniform : trialPlans.back();
    for (size_t b = 0; b < argOf.size(); ++b)
      seeds[b] = argumentSeed(timed.seed, argOf[b]);
    if (auto err = runFresh(*reference, refBuffers, timed.distribution, seeds))
      return "the reference fails on fresh buffers: " +
             llvm::toString(std::move(err));
    if (auto err = runFresh(*candidate, candBuffers, timed.distribution, seeds))
      return "on fresh buffers it fails: " + llvm::toString(std::move(err));
    Tolerance tolerance = trialTolerance(options.tolerance, timed.distribution);
    for (size_t b = 0; b < argOf.size(); ++b) {
      const ArgSpec &arg = args[argOf[b]];
      if (!arg.isOutput())
        continue;
      auto compared =
          (*protocol)->compare(refBuffers.pointers()[b],
                               candBuffers.pointers()[b], arg.numElements(),
                               tolerance);
      if (!compared)
        return "on fresh buffers the comparison fails: " +
               llvm::toString(compared.takeError());
      if (!compared->ok())
        return "on fresh buffers " +
               describeMismatch(argOf[b], *compared, tolerance);
    }
    return "on fresh buffers its outputs match the reference";
  };
  endPhase(e.setupMs);
  for (const TrialPlan &trial : trialPlans) {
    int trialIndex = static_cast<int>(e.trialsRun);
    auto locate = [&](int buffer) {
      e.trial = trialIndex;
      e.seed = trial.seed;
      e.distribution = toString(trial.distribution).str();
      e.argIndex = buffer >= 0 ? argOf[buffer] : -1;
    };
    ++e.trialsRun;
    // The first buffer set holds the pristine inputs of the trial (the
    // reference's, verified unchanged after the reference ran), against which
    // a mutated candidate input is located.
    BufferSet &pristine = reference ? refBuffers : candBuffers;
    if (std::optional<Evaluation> failed =
            prepareInputs(trial, reference != nullptr, ""))
      return *failed;
    for (size_t b = 0; b < argOf.size(); ++b) {
      const ArgSpec &arg = args[argOf[b]];
      if (!arg.isInput())
        continue;
      auto sum =
          (*protocol)->checksum(pristine.pointers()[b], arg.numElements());
      if (!sum)
        return failWith(FailureKind::LaunchError, sum.takeError());
      inputSums[b] = *sum;
    }

    // The reference's (and the oracle's) outputs of this trial from an
    // earlier worker, if kept.
    auto cacheEntry = [&](llvm::StringRef root) -> std::string {
      if (root.empty())
        return "";
      llvm::SmallString<256> path(root);
      llvm::sys::path::append(path,
                              llvm::formatv("{0}-{1}-{2}", trialIndex,
                                            trial.seed,
                                            toString(trial.distribution)));
      return std::string(path);
    };
    std::string cacheDir =
        reference ? cacheEntry(options.referenceCacheDir) : "";
    bool cached = false;
    if (!cacheDir.empty() && llvm::sys::fs::exists(cacheDir + "/complete")) {
      // An unreadable cache entry: run the reference instead.
      llvm::Error err =
          readCachedOutputs(cacheDir, args, argOf, refBuffers, refKept);
      cached = !err;
      llvm::consumeError(std::move(err));
    }

    if (reference && !cached) {
      llvm::Error err = reference->launch(refBuffers.pointers(), nullptr);
      if (!err)
        err = driver->check(driver->cuCtxSynchronize(), "kernel execution");
      if (err) {
        locate(-1);
        return failWith(FailureKind::ReferenceError, std::move(err),
                        "reference: ");
      }
      for (size_t b = 0; b < argOf.size(); ++b) {
        const ArgSpec &arg = args[argOf[b]];
        if (arg.role != ArgRole::In)
          continue;
        auto sum =
            (*protocol)->checksum(refBuffers.pointers()[b], arg.numElements());
        if (!sum)
          return failWith(FailureKind::ReferenceError, sum.takeError(),
                          "reference: ");
        if (*sum != inputSums[b]) {
          locate(b);
          return fail(FailureKind::ReferenceError,
                      llvm::formatv("reference: writes into input argument "
                                    "{0}",
                                    argOf[b]));
        }
      }
      // A cache that cannot be written only costs time later.
      if (!cacheDir.empty())
        llvm::consumeError(
            writeCachedOutputs(cacheDir, args, argOf, refBuffers));
    }

    // The oracle on the same inputs (generated again: its buffers are its
    // own), or its kept outputs.
    if (oracle) {
      std::string oracleCache = cacheEntry(options.oracleCacheDir);
      oracleCached = false;
      if (!oracleCache.empty() &&
          llvm::sys::fs::exists(oracleCache + "/complete")) {
        // On the host path nothing on the device reads them.
        llvm::Error err =
            readCachedOutputs(oracleCache, args, argOf, oracleBuffers,
                              oracleKept, /*upload=*/judge->onDevice());
        oracleCached = !err;
        llvm::consumeError(std::move(err));
      }
      if (!oracleCached) {
        auto oracleStart = std::chrono::steady_clock::now();
        llvm::scope_exit countOracle([&] {
          e.oracleMs += std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now() - oracleStart)
                            .count();
        });
        llvm::Error err = oracleBuffers.prepare(args, **protocol,
                                                trial.distribution, seeds, files);
        if (!err)
          err = oracle->launch(oracleBuffers.pointers(), nullptr);
        if (!err)
          err = driver->check(driver->cuCtxSynchronize(), "kernel execution");
        if (err) {
          locate(-1);
          return failWith(FailureKind::ReferenceError, std::move(err),
                          "oracle: ");
        }
        if (!oracleCache.empty())
          llvm::consumeError(
              writeCachedOutputs(oracleCache, args, argOf, oracleBuffers));
      }
    }

    if (auto err = candidate->launch(candBuffers.pointers(), nullptr)) {
      locate(-1);
      return failWith(FailureKind::LaunchError, std::move(err));
    }
    if (auto err =
            driver->check(driver->cuCtxSynchronize(), "kernel execution")) {
      locate(-1);
      return failWith(FailureKind::Crash, std::move(err));
    }
    auto badGuard = candBuffers.firstBadGuard();
    if (!badGuard)
      return failWith(FailureKind::Crash, badGuard.takeError());
    if (*badGuard >= 0) {
      locate(*badGuard);
      return fail(FailureKind::OutOfBounds,
                  llvm::formatv("writes past the end of argument {0} ({1})",
                                argOf[*badGuard],
                                args[argOf[*badGuard]].str()));
    }
    bool trialOk = true;
    for (size_t b = 0; b < argOf.size(); ++b) {
      const ArgSpec &arg = args[argOf[b]];
      CUdeviceptr actual = candBuffers.pointers()[b];
      if (arg.role == ArgRole::In) {
        auto sum = (*protocol)->checksum(actual, arg.numElements());
        if (!sum)
          return failWith(FailureKind::Crash, sum.takeError());
        if (*sum == inputSums[b])
          continue;
        locate(b);
        // Against the reference's copy, else the generator (or, for inputs
        // from files without a reference, the file's values).
        auto locateChange = [&]() -> llvm::Expected<int64_t> {
          if (reference)
            return (*protocol)->firstDifference(
                actual, refBuffers.pointers()[b], arg.numElements());
          if (files.empty())
            return (*protocol)->firstDifference(actual, 0, arg.numElements(),
                                                trial.distribution, seeds[b],
                                                arg.init);
          if (auto err = candBuffers.download(b, dumped))
            return std::move(err);
          for (size_t i = 0; i < dumped.size(); ++i)
            if (std::memcmp(&dumped[i], &files[b][i], sizeof(float)))
              return static_cast<int64_t>(i);
          return int64_t(-1);
        };
        llvm::Expected<int64_t> first = locateChange();
        if (!first)
          return failWith(FailureKind::Crash, first.takeError());
        e.firstBadIndex = *first;
        return fail(FailureKind::InputMutated,
                    llvm::formatv("input argument {0} changed (first "
                                  "changed element {1})",
                                  argOf[b], e.firstBadIndex));
      }
      if (!reference)
        continue;
      Tolerance tolerance =
          trialTolerance(options.tolerance, trial.distribution);
      auto compared = (*protocol)->compare(refBuffers.pointers()[b], actual,
                                           arg.numElements(), tolerance);
      if (!compared)
        return failWith(FailureKind::Crash, compared.takeError());
      const CompareResult &cmp = *compared;
      e.maxAbsError = std::max(e.maxAbsError, cmp.maxAbsError);
      e.maxRelError = std::max(e.maxRelError, cmp.maxRelError);
      if (oracle) {
        auto judged = judge->judge(b, tolerance, accept == Acceptance::Accuracy,
                                   inputSums, refKept[b], cached,
                                   oracleKept[b], oracleCached);
        if (!judged)
          return failWith(FailureKind::Crash, judged.takeError(),
                          "accuracy: ");
        // Degenerate, or rejected by the accuracy rule (HostJudge.h, shared
        // with htam-run --cpu-verify).
        if (rejectByJudgement(e, accuracy, *judged, argOf[b],
                              accept == Acceptance::Accuracy)) {
          locate(b);
          return e;
        }
        if (accept == Acceptance::Accuracy)
          continue;
      }
      if (cmp.ok())
        continue;
      trialOk = false;
      locate(b);
      e.firstBadIndex = cmp.firstBadIndex;
      e.numBad = cmp.numBad;
      e.expectedValue = cmp.expectedAtFirstBad;
      e.actualValue = cmp.actualAtFirstBad;
      bool nan = cmp.status == CompareResult::Status::NanMismatch;
      return fail(nan ? FailureKind::NanMismatch : FailureKind::Mismatch,
                  describeMismatch(argOf[b], cmp, tolerance));
    }
    if (trialOk)
      ++e.trialsPassed;
    if (!options.dumpDir.empty())
      for (size_t b = 0; b < argOf.size(); ++b) {
        if (!args[argOf[b]].isOutput())
          continue;
        if (auto err = candBuffers.download(b, dumped))
          return failWith(FailureKind::Crash, std::move(err));
        if (auto err = writeRawFloats(options.dumpDir, argOf[b], dumped))
          return failWith(FailureKind::LaunchError, std::move(err), "dump: ");
      }
    // Sensitivity, once, on the first trial's inputs (issue 21 item 3).
    if (trialIndex == 0 && accept == Acceptance::Accuracy && reference &&
        files.empty()) {
      if (std::optional<Evaluation> failed = checkSensitivity(trial))
        return *failed;
      // The timing may use the buffers' inputs: the trial's again.
      if (trialPlans.size() == 1)
        if (std::optional<Evaluation> failed =
                prepareInputs(trial, true, "sensitivity"))
          return *failed;
    }
  }

  endPhase(e.verifyMs);
  if (!options.time)
    return e;

  // Timed on the inputs of the first uniform trial, as KernelBench and the
  // PyTorch baselines time torch.rand inputs: the last trial is the edge
  // one, whose special values send some operations (IEEE division, for
  // one) down slow paths.
  std::string timedInputs = "files";
  if (files.empty() && !trialPlans.empty()) {
    auto uniform = llvm::find_if(trialPlans, [](const TrialPlan &t) {
      return t.distribution == Distribution::Uniform;
    });
    const TrialPlan &timed =
        uniform != trialPlans.end() ? *uniform : trialPlans.back();
    timedInputs = toString(timed.distribution).str();
    // The buffers hold the last trial's inputs: regenerate the timed ones.
    if (&timed != &trialPlans.back())
      if (std::optional<Evaluation> failed = prepareInputs(
              timed, options.timeReference && reference, "timing"))
        return *failed;
  }

  // Timing: events around each launch, L2 flushed before each.
  KernelExecutor *timedReference =
      options.timeReference ? reference.get() : nullptr;
  int64_t flushBytes = 0;
  if (options.timing.flushL2)
    flushBytes = options.timing.l2FlushFactor *
                 (device->l2Bytes > 0 ? device->l2Bytes : int64_t(64) << 20);
  Timer timer(*driver);
  if (auto err = timer.init(flushBytes))
    return failWith(FailureKind::LaunchError, std::move(err), "timing: ");
  for (unsigned w = 0; w < options.timing.warmups; ++w) {
    if (timedReference)
      if (auto err = timer.warmup(*reference, refBuffers.pointers()))
        return failWith(FailureKind::ReferenceError, std::move(err),
                        "reference timing: ");
    if (auto err = timer.warmup(*candidate, candBuffers.pointers()))
      return failWith(FailureKind::Crash, std::move(err), "timing: ");
  }
  TimingResult candTiming, refTiming;
  std::vector<double> candAll, refAll;
  for (unsigned r = 0; r < std::max(1u, options.timing.repeats); ++r) {
    std::vector<double> candTimes, refTimes;
    // Interleaved, so that clock and thermal drift hit both alike.
    unsigned trials = options.timing.trials;
    for (unsigned t = 0; t < trials; ++t) {
      if (timedReference)
        if (auto err =
                timer.timeOne(*reference, refBuffers.pointers(), refTimes))
          return failWith(FailureKind::ReferenceError, std::move(err),
                          "reference timing: ");
      if (auto err =
              timer.timeOne(*candidate, candBuffers.pointers(), candTimes))
        return failWith(FailureKind::Crash, std::move(err), "timing: ");
      // Slow kernels (naive references of suite-size tasks take
      // milliseconds to seconds) get fewer trials, so that one repeat stays
      // within the plan's time budget.
      if (t == 0) {
        trials = adaptedTrials(
            options.timing,
            (candTimes.back() + (refTimes.empty() ? 0.0 : refTimes.back())) *
                1e-6);
        // Clearly slower than the caller's best: a rough time is enough
        // (not with an interleaved reference, whose ratio is the result).
        if (!timedReference && options.timing.cutAboveUs > 0 &&
            candTimes.back() > options.timing.cutAboveUs &&
            trials > options.timing.cutTrials) {
          trials = std::max(1u, options.timing.cutTrials);
          candTiming.cutShort = true;
        }
      }
    }
    candTiming.repeats.push_back(computeStats(candTimes));
    candAll.insert(candAll.end(), candTimes.begin(), candTimes.end());
    if (timedReference) {
      refTiming.repeats.push_back(computeStats(refTimes));
      refAll.insert(refAll.end(), refTimes.begin(), refTimes.end());
    }
  }
  int64_t bytes = bytesMoved(args);
  auto finishTiming = [&](TimingResult &t, const std::vector<double> &all) {
    t.stats = computeStats(all);
    t.inputs = timedInputs;
    t.l2FlushBytes = flushBytes;
    if (t.stats.median > 0)
      t.effectiveBandwidthGBs = bytes / (t.stats.median * 1e-6) / 1e9;
  };
  finishTiming(candTiming, candAll);
  e.timing = candTiming;
  endPhase(e.timingMs);
  if (timedReference) {
    finishTiming(refTiming, refAll);
    e.referenceTiming = refTiming;
    if (candTiming.stats.median > 0)
      e.speedup = refTiming.stats.median / candTiming.stats.median;
  }
  // Faster than physics allows: the timed launches did not do the work.
  if (options.checkTimeBound) {
    TimeBound bound = physicalTimeBound(args, options.minFlops, *device,
                                        /*l2Flushed=*/flushBytes > 0);
    e.timeBoundUs = bound.us();
    std::string impossible =
        findImpossibleTime(candTiming.stats.median, bound);
    if (!impossible.empty())
      return fail(FailureKind::ImpossibleTime,
                  impossible + "; " + reverifyOnFreshBuffers());
  }
  return e;
}
