//===- CpuVerify.cpp - htam-run --cpu-verify ------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The GPU worker's verification (lib/Runtime/Executor.cpp) with the
// candidate, the FP32 reference and the f64 oracle all run by the MLIR CPU
// JIT, so that CI without a GPU judges planted candidates as the H200 does.
// What decides is shared, not copied: the inputs come from the protocol's
// host generators (Protocol.h: the bits the GPU generates), outputs are
// NaN-filled before each run, and each output is judged by
// judgeOutputOnHost, failed by rejectByJudgement and checked for
// sensitivity by findInsensitiveOutput (HostJudge.h), which the worker
// calls too. What the CPU cannot see: guard zones (out_of_bounds; the
// tensor-level candidates address their buffers through bounded memrefs),
// timeouts and crashes (the JIT code runs in this process), and timing.
//
//===----------------------------------------------------------------------===//

#include "CpuVerify.h"

#include "htam/Analysis/OperatorTask.h"
#include "htam/CpuReference/CpuReference.h"
#include "htam/InitAll.h"
#include "htam/Runtime/HostJudge.h"
#include "htam/Runtime/RawBuffers.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/Unsupported.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstring>
#include <limits>
#include <optional>

using namespace mlir;
using namespace mlir::htam;

static int toolError(const llvm::Twine &message) {
  llvm::errs() << "htam-run: error: " << message << "\n";
  return 1;
}

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

using Buffers = std::vector<std::vector<float>>;
using Clock = std::chrono::steady_clock;

static double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

namespace {

/// Parses `path` and finds the operator task `funcName` in it; errors are
/// located diagnostics (printed) and a one-line message.
llvm::Expected<OwningOpRef<ModuleOp>>
readTask(MLIRContext &context, llvm::StringRef path, llvm::StringRef funcName) {
  // A parser reads the main buffer of its source manager: one for each
  // file. The diagnostics' handler, on `sourceMgr`, finds files by name.
  llvm::SourceMgr fileMgr;
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(path, fileMgr, ParserConfig(&context));
  if (!module)
    return error(path + ": cannot parse the module (diagnostics above)");
  auto func = module->lookupSymbol<func::FuncOp>(funcName);
  if (!func) {
    module->emitError() << "htam-run: no function '" << funcName
                        << "' at the top level of the module";
    return error(path + ": no function '" + funcName + "'");
  }
  if (std::string why = whyNotOperatorTask(func); !why.empty()) {
    func.emitError() << "htam-run: '" << funcName
                     << "' is not an operator task: " << why;
    return error(path + ": '" + funcName + "' is not an operator task");
  }
  if (std::optional<UnsupportedConstruct> why = findUnboundEdge(func)) {
    why->op->emitError() << "htam-run: " << why->reason;
    return error(path + ": cannot run '" + funcName + "' (diagnostics above)");
  }
  return std::move(module);
}

/// One trial's inputs and the reference's and the oracle's outputs on them,
/// computed once for every candidate.
struct TrialData {
  bool ready = false;
  /// By argument: the inputs (outputs empty).
  Buffers inputs;
  /// By buffer: the input seeds and checksums.
  std::vector<uint64_t> seeds, inputSums;
  Buffers reference, oracle;
  /// Non-empty: the reference failed on this trial.
  std::string referenceError;
};

/// The verification of candidates against one reference (and oracle).
class CpuVerifier {
public:
  CpuVerifier(const EvaluatorOptions &options, std::vector<ArgSpec> args,
              CpuTask reference, std::optional<CpuTask> oracle,
              Acceptance accept)
      : options(options), args(std::move(args)),
        reference(std::move(reference)), oracle(std::move(oracle)),
        accept(accept) {
    for (auto [i, arg] : llvm::enumerate(this->args))
      if (arg.isBuffer())
        argOf.push_back(static_cast<int>(i));
    trialPlans = options.inputsDir.empty()
                     ? planTrials(options.numTrials, options.baseSeed,
                                  options.distributions)
                     : std::vector<TrialPlan>{TrialPlan{}};
    trials.resize(trialPlans.size());
  }

  llvm::Error readInputFiles() {
    if (options.inputsDir.empty())
      return llvm::Error::success();
    files.resize(args.size());
    for (auto [i, arg] : llvm::enumerate(args)) {
      if (!arg.isInput())
        continue;
      files[i].assign(arg.numElements(), 0.0f);
      if (llvm::Error err = readRawFloats(options.inputsDir, i, files[i]))
        return err;
    }
    return llvm::Error::success();
  }

  const std::vector<TrialPlan> &plans() const { return trialPlans; }

  /// Evaluates one compiled candidate (e.label is set by the caller).
  void evaluate(CpuTask &candidate, Evaluation &e);

private:
  /// The buffers of a run: inputs drawn from `seeds` (by buffer; or the
  /// files), outputs NaN-filled as the worker fills them.
  Buffers freshBuffers(Distribution d, llvm::ArrayRef<uint64_t> seeds) const {
    Buffers buffers(args.size());
    for (size_t b = 0; b < argOf.size(); ++b) {
      const ArgSpec &arg = args[argOf[b]];
      std::vector<float> &values = buffers[argOf[b]];
      if (!arg.isInput())
        values.assign(arg.numElements(),
                      std::numeric_limits<float>::quiet_NaN());
      else if (!files.empty())
        values = files[argOf[b]];
      else {
        values.resize(arg.numElements());
        generateInput(values, d, seeds[b], arg.init);
      }
    }
    return buffers;
  }

  /// The checksums of the output buffers, by buffer (0 for the others).
  std::vector<uint64_t> outputSums(const Buffers &buffers) const {
    std::vector<uint64_t> sums(argOf.size(), 0);
    for (size_t b = 0; b < argOf.size(); ++b)
      if (args[argOf[b]].isOutput())
        sums[b] = checksum(buffers[argOf[b]]);
    return sums;
  }

  /// Trial `t`'s inputs and reference and oracle outputs (computed on first
  /// use; the oracle's time goes to `oracleMs`).
  TrialData &trialData(size_t t, double &oracleMs);

  const EvaluatorOptions &options;
  std::vector<ArgSpec> args;
  std::vector<int> argOf;
  CpuTask reference;
  std::optional<CpuTask> oracle;
  Acceptance accept;
  std::vector<TrialPlan> trialPlans;
  std::vector<TrialData> trials;
  /// By argument: the inputs read from --inputs (empty: generated).
  Buffers files;
};

} // namespace

TrialData &CpuVerifier::trialData(size_t t, double &oracleMs) {
  TrialData &data = trials[t];
  if (data.ready)
    return data;
  data.ready = true;
  const TrialPlan &trial = trialPlans[t];
  data.seeds.assign(argOf.size(), 0);
  data.inputSums.assign(argOf.size(), 0);
  for (size_t b = 0; b < argOf.size(); ++b)
    data.seeds[b] = argumentSeed(trial.seed, argOf[b]);
  data.inputs = freshBuffers(trial.distribution, data.seeds);
  for (size_t b = 0; b < argOf.size(); ++b)
    if (args[argOf[b]].isInput())
      data.inputSums[b] = checksum(data.inputs[argOf[b]]);
  data.reference = data.inputs;
  if (llvm::Error err = reference.run(data.reference)) {
    data.referenceError = "reference: " + llvm::toString(std::move(err));
    return data;
  }
  for (size_t b = 0; b < argOf.size(); ++b)
    if (args[argOf[b]].role == ArgRole::In &&
        checksum(data.reference[argOf[b]]) != data.inputSums[b]) {
      data.referenceError = llvm::formatv("reference: writes into input "
                                          "argument {0}",
                                          argOf[b]);
      return data;
    }
  if (oracle) {
    auto start = Clock::now();
    data.oracle = data.inputs;
    if (llvm::Error err = oracle->run(data.oracle))
      data.referenceError = "oracle: " + llvm::toString(std::move(err));
    oracleMs += msSince(start);
  }
  return data;
}

void CpuVerifier::evaluate(CpuTask &candidate, Evaluation &e) {
  auto start = Clock::now();
  llvm::scope_exit timeVerification([&] { e.verifyMs = msSince(start); });
  e.verified = true;
  AccuracySummary accuracy;
  auto fail = [&](FailureKind kind, const llvm::Twine &message) {
    e.kind = kind;
    e.message = message.str();
  };
  for (auto [t, trial] : llvm::enumerate(trialPlans)) {
    int trialIndex = static_cast<int>(e.trialsRun);
    auto locate = [&](int buffer) {
      e.trial = trialIndex;
      e.seed = trial.seed;
      e.distribution = toString(trial.distribution).str();
      e.argIndex = buffer >= 0 ? argOf[buffer] : -1;
    };
    ++e.trialsRun;
    TrialData &data = trialData(t, e.oracleMs);
    if (!data.referenceError.empty()) {
      locate(-1);
      return fail(FailureKind::ReferenceError, data.referenceError);
    }
    Buffers buffers = data.inputs;
    for (size_t b = 0; b < argOf.size(); ++b)
      if (!args[argOf[b]].isInput())
        buffers[argOf[b]].assign(args[argOf[b]].numElements(),
                                 std::numeric_limits<float>::quiet_NaN());
    if (llvm::Error err = candidate.run(buffers)) {
      locate(-1);
      return fail(FailureKind::LaunchError, llvm::toString(std::move(err)));
    }
    bool trialOk = true;
    for (size_t b = 0; b < argOf.size(); ++b) {
      int a = argOf[b];
      const ArgSpec &arg = args[a];
      llvm::ArrayRef<float> actual = buffers[a];
      if (arg.role == ArgRole::In) {
        if (checksum(actual) == data.inputSums[b])
          continue;
        locate(b);
        for (size_t i = 0; i < actual.size(); ++i)
          if (std::memcmp(&actual[i], &data.inputs[a][i], sizeof(float))) {
            e.firstBadIndex = static_cast<int64_t>(i);
            break;
          }
        return fail(FailureKind::InputMutated,
                    llvm::formatv("input argument {0} changed (first changed "
                                  "element {1})",
                                  a, e.firstBadIndex));
      }
      Tolerance tolerance =
          trialTolerance(options.tolerance, trial.distribution);
      CompareResult cmp = compareOutputs(data.reference[a], actual, tolerance);
      e.maxAbsError = std::max(e.maxAbsError, cmp.maxAbsError);
      e.maxRelError = std::max(e.maxRelError, cmp.maxRelError);
      if (oracle) {
        // The inputs it may be a copy of: same size and checksum, as the
        // worker preselects them.
        std::vector<InputValues> inputs;
        uint64_t sum = checksum(actual);
        for (size_t in = 0; in < argOf.size(); ++in) {
          const ArgSpec &input = args[argOf[in]];
          if (input.role == ArgRole::In &&
              input.numElements() == arg.numElements() &&
              data.inputSums[in] == sum)
            inputs.push_back({argOf[in], data.inputs[argOf[in]]});
        }
        OutputJudgement judged = judgeOutputOnHost(
            actual, data.reference[a], data.oracle[a], tolerance,
            accept == Acceptance::Accuracy, inputs);
        if (rejectByJudgement(e, accuracy, judged, a,
                              accept == Acceptance::Accuracy)) {
          locate(b);
          return;
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
                  describeMismatch(a, cmp, tolerance));
    }
    if (trialOk)
      ++e.trialsPassed;
    if (!options.dumpDir.empty())
      for (size_t b = 0; b < argOf.size(); ++b)
        if (args[argOf[b]].isOutput())
          if (llvm::Error err = writeRawFloats(options.dumpDir, argOf[b],
                                               buffers[argOf[b]]))
            return fail(FailureKind::LaunchError,
                        "dump: " + llvm::toString(std::move(err)));
    // Sensitivity, once, on the first trial's inputs (issue 21 item 3).
    if (trialIndex != 0 || accept != Acceptance::Accuracy || !files.empty())
      continue;
    Buffers candNow = buffers;
    bool referenceFailed = false;
    auto found = findInsensitiveOutput(
        args, argOf, trial.seed, data.seeds,
        [&](bool ofReference, const std::vector<uint64_t> *withSeeds)
            -> llvm::Expected<std::vector<uint64_t>> {
          referenceFailed = ofReference;
          if (!withSeeds)
            return outputSums(ofReference ? data.reference : candNow);
          Buffers fresh = freshBuffers(trial.distribution, *withSeeds);
          if (llvm::Error err = ofReference ? reference.run(fresh)
                                            : candidate.run(fresh))
            return std::move(err);
          if (!ofReference)
            candNow = fresh;
          return outputSums(fresh);
        });
    if (!found)
      return referenceFailed
                 ? fail(FailureKind::ReferenceError,
                        "reference (sensitivity): " +
                            llvm::toString(found.takeError()))
                 : fail(FailureKind::LaunchError,
                        "sensitivity: " + llvm::toString(found.takeError()));
    if (*found) {
      e.trial = 0;
      e.seed = trial.seed;
      e.distribution = toString(trial.distribution).str();
      e.argIndex = (*found)->outputArg;
      return fail(FailureKind::Degenerate, (*found)->message);
    }
  }
}

int mlir::htam::runCpuVerify(const CpuVerifyRequest &request,
                             llvm::json::Object &doc) {
  MLIRContext context([] {
    DialectRegistry registry;
    registerHTAMDialects(registry);
    return registry;
  }());
  // Diagnostics as file:line:col with the source line, as htam-opt prints,
  // without the whole module after each.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  const std::string &funcName = request.funcName;

  auto refModule =
      readTask(context, request.referencePath, funcName);
  if (!refModule)
    return toolError(llvm::toString(refModule.takeError()));
  // The arguments as the GPU reference's launch plan has them (their
  // parameter initializations included), from a lowered copy.
  OwningOpRef<ModuleOp> lowered = (*refModule)->clone();
  PassManager pm(&context);
  pm.addPass(createHTAMLowerReferencePass());
  if (failed(pm.run(*lowered)))
    return toolError(request.referencePath +
                     ": htam-lower-reference failed (diagnostics above)");
  FailureOr<LaunchPlan> plan =
      extractLaunchPlan(lowered->lookupSymbol<func::FuncOp>(funcName));
  if (failed(plan))
    return toolError(request.referencePath + ": cannot run '" + funcName +
                     "' (diagnostics above)");
  std::vector<ArgSpec> args = plan->args;
  auto label = [&](llvm::StringRef path, llvm::StringRef suffix = "") {
    return (llvm::sys::path::filename(path) + ":" + funcName + suffix).str();
  };

  auto refTask = CpuTask::compile(**refModule, funcName, args);
  if (!refTask)
    return toolError("reference: " + llvm::toString(refTask.takeError()));
  // The oracle as the worker runs it: f32 in and out, f64 inside.
  std::optional<CpuTask> oracleTask;
  if (!request.oraclePath.empty()) {
    auto oracleModule =
        readTask(context, request.oraclePath, funcName);
    if (!oracleModule)
      return toolError(llvm::toString(oracleModule.takeError()));
    PassManager widen(&context);
    HTAMWidenToF64PassOptions widenOptions;
    widenOptions.widenSignature = false;
    widen.addPass(createHTAMWidenToF64Pass(widenOptions));
    if (failed(widen.run(**oracleModule)))
      return toolError(request.oraclePath +
                       ": htam-widen-to-f64 failed (diagnostics above)");
    auto compiled = CpuTask::compile(**oracleModule, funcName, args);
    if (!compiled)
      return toolError("oracle: " + llvm::toString(compiled.takeError()));
    oracleTask = std::move(*compiled);
  }
  Acceptance accept = request.options.accept;
  if (accept == Acceptance::Auto)
    accept = oracleTask ? Acceptance::Accuracy : Acceptance::Allclose;
  if (accept == Acceptance::Accuracy && !oracleTask)
    return toolError("--accept=accuracy needs --oracle");

  CpuVerifier verifier(request.options, args, std::move(*refTask),
                       std::move(oracleTask), accept);
  if (llvm::Error err = verifier.readInputFiles())
    return toolError(llvm::toString(std::move(err)));

  llvm::json::Array results;
  unsigned passed = 0;
  llvm::StringMap<int64_t> failures;
  for (auto [i, path] : llvm::enumerate(request.candidates)) {
    Evaluation e;
    e.label = label(path);
    auto start = Clock::now();
    // A candidate that does not parse, lower or compile fails alone.
    auto module = readTask(context, path, funcName);
    std::optional<CpuTask> task;
    if (!module) {
      e.kind = FailureKind::CompileError;
      e.message = llvm::toString(module.takeError());
    } else if (auto compiled = CpuTask::compile(**module, funcName, args)) {
      task = std::move(*compiled);
    } else {
      e.kind = FailureKind::CompileError;
      e.message = llvm::toString(compiled.takeError());
    }
    double compileMs = msSince(start);
    if (task) {
      verifier.evaluate(*task, e);
      e.setupMs = compileMs;
    }
    e.wallMs = msSince(start);
    if (e.passed())
      ++passed;
    else
      ++failures[toString(e.kind)];
    if (!request.quiet) {
      llvm::errs() << llvm::formatv("htam-run: [{0}/{1}] {2}: {3}", i + 1,
                                    request.candidates.size(), e.label,
                                    e.passed() ? "pass" : toString(e.kind));
      if (e.accuracy)
        llvm::errs() << llvm::formatv(", error {0:F2}x the reference's",
                                      e.accuracy->worstRatio);
      llvm::errs() << llvm::formatv(" ({0:F0} ms, CPU JIT)\n", e.wallMs);
    }
    results.push_back(toJSON(e));
  }

  llvm::json::Array dists;
  for (const TrialPlan &t : verifier.plans())
    dists.push_back(llvm::json::Object{
        {"seed", t.seed}, {"distribution", toString(t.distribution)}});
  llvm::json::Object failureCounts;
  for (const auto &f : failures)
    failureCounts[f.getKey().str()] = f.getValue();
  doc["tool"] = "htam-run";
  doc["version"] = 1;
  doc["mode"] = "cpu-verify";
  doc["func"] = funcName;
  doc["args"] = formatArgSpecs(args);
  doc["protocol"] = llvm::json::Object{
      {"trials", std::move(dists)},
      {"atol", request.options.tolerance.atol},
      {"rtol", request.options.tolerance.rtol},
      {"accept", toString(accept)},
      {"executor", "cpu-jit"}};
  doc["candidates"] = std::move(results);
  doc["summary"] = llvm::json::Object{
      {"candidates", static_cast<int64_t>(request.candidates.size())},
      {"passed", passed},
      {"failures", std::move(failureCounts)}};
  doc["reference"] = llvm::json::Object{{"label", label(request.referencePath)}};
  if (!request.oraclePath.empty())
    doc["oracle"] = llvm::json::Object{
        {"label", label(request.oraclePath, " (f64 oracle)")}};
  return passed == request.candidates.size() ? 0 : 2;
}
