//===- Optimize.cpp - The htam-optimize pass (the HTAM loop) --------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The coarse-to-fine evolution loop of the HTAM paper (§3-§4.3, SPEC §1):
// per operator task, a reference, then T steps of state -> global direction
// (HTG scoring) -> local card and candidate (proposer) -> compile -> verify
// -> time -> memory update; the best verified kernel is emitted in upstream
// form. Everything a step decided and measured goes into the trajectory.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/OperatorTask.h"
#include "htam/LLM/Redact.h"
#include "htam/Memory/MemoryIO.h"
#include "htam/Memory/Scorer.h"
#include "htam/Memory/ShippedMemory.h"
#include "htam/Memory/Store.h"
#include "htam/Memory/Updater.h"
#include "htam/Proposers/LlmProposer.h"
#include "htam/Proposers/Proposer.h"
#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/Evaluator.h"
#include "htam/Transforms/EmitKernel.h"
#include "htam/Transforms/KernelReuse.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/Pipelines.h"
#include "htam/Transforms/SearchMethod.h"
#include "htam/Transforms/WholeFunction.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <cmath>
#include <cstdlib>

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMOPTIMIZEPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

namespace {


json::Value toJSON(const memory::DirectionScore &d) {
  json::Array prefix;
  for (const memory::PrefixTerm &p : d.Prefix)
    prefix.push_back(json::Object{{"from", p.From},
                                  {"weight", p.Weight},
                                  {"has_edge", p.HasEdge},
                                  {"phi", p.phi()},
                                  {"prior", p.Prior},
                                  {"gain", p.Gain},
                                  {"downstream", p.Downstream},
                                  {"failure", p.Failure},
                                  {"condition", p.Condition},
                                  {"explore", p.Explore}});
  return json::Object{{"id", d.Id},
                      {"total", d.Total},
                      {"prior", d.prior()},
                      {"evidence_gain", d.Evidence.Gain},
                      {"evidence_success", d.Evidence.Success},
                      {"evidence_failure", d.Evidence.Failure},
                      {"evidence_trend", d.Evidence.Trend},
                      {"trigger", d.Trigger},
                      {"pattern", d.Pattern},
                      {"stagnation", d.Stagnation},
                      {"prefix", d.prefix()},
                      {"prefix_terms", std::move(prefix)}};
}

json::Value evidenceJSON(const memory::Evidence &e) {
  return json::Object{
      {"attempts", int64_t(e.Attempts)}, {"compiled", int64_t(e.Compiled)},
      {"correct", int64_t(e.Correct)},   {"improved", int64_t(e.Improved)},
      {"sum_log_gain", e.SumLogGain},    {"trend", e.Trend}};
}

/// A number for JSON: NaN (unknown) becomes null, an infinity a string.
json::Value num(double v) {
  // JSON has no infinities: LLVM's writer would print a bare `inf`, which no
  // reader accepts; "inf"/"-inf" as Evaluation's JSON writes them.
  if (std::isnan(v))
    return nullptr;
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  return v;
}

/// How often one step may pass over a card whose compiler-action
/// configurations all duplicate earlier kernels.
constexpr unsigned kMaxReselections = 8;

/// A task lowered by a direction pipeline.
struct LoweredCandidate {
  std::string module;
  KernelSource kernel;
};

/// Runs the textual pass `pipeline` on a copy of `task` and reads the launch
/// plan of the result; failure with a one-line `why` (the lowering's own
/// diagnostics are caught, not printed: a rejected candidate is feedback).
FailureOr<LoweredCandidate>
lowerWithPipeline(func::FuncOp task, StringRef pipeline, std::string &why) {
  MLIRContext *ctx = task.getContext();
  OwningOpRef<ModuleOp> module = ModuleOp::create(task.getLoc());
  OpBuilder b = OpBuilder::atBlockEnd(module->getBody());
  b.clone(*task);
  std::string firstError;
  ScopedDiagnosticHandler quiet(ctx, [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && firstError.empty())
      firstError = d.str();
    return success();
  });
  // `pm` is anchored on the module: parse what the textual pipeline runs on
  // it, i.e. the contents of `builtin.module(...)`.
  StringRef nested = pipeline;
  if (nested.consume_front("builtin.module("))
    nested.consume_back(")");
  PassManager pm(ctx);
  std::string parseErrors;
  llvm::raw_string_ostream os(parseErrors);
  if (failed(parsePassPipeline(nested, pm, os))) {
    why = ("cannot build " + pipeline + ": " + parseErrors).str();
    return failure();
  }
  if (failed(pm.run(*module))) {
    why = (pipeline + " failed: " + firstError).str();
    return failure();
  }
  FailureOr<LaunchPlan> plan =
      extractLaunchPlan(*module->getOps<func::FuncOp>().begin());
  if (failed(plan)) {
    why = (pipeline + ": the result cannot be run: " + firstError).str();
    return failure();
  }
  LoweredCandidate c;
  c.kernel = std::move(plan->kernel);
  llvm::raw_string_ostream(c.module) << *module;
  return c;
}

/// The key of a lowered candidate in the `tried` set: its PTX and launches
/// (the module text also holds compile times, which differ run to run).
std::string planKey(const KernelSource &kernel) {
  return candidateKey(kernel.text, kernel.launches);
}

/// "12.34" + suffix, or "-" for an unknown (NaN) value.
std::string fixed(double v, llvm::StringRef suffix) {
  if (std::isnan(v))
    return "-";
  return llvm::formatv("{0:f2}{1}", v, suffix).str();
}

/// The best candidate of a task so far.
struct Best {
  /// For a pipeline candidate, its lowered module (else empty).
  std::string loweredModule;
  double timeUs = NAN;
  /// Its error against the f64 oracle over the FP32 reference's (NaN when
  /// no oracle ran).
  double accuracyRatio = NAN;
  unsigned step = 0;
  std::string card, key;
  GeneratedKernel kernel;
  CompiledKernel compiled;
};

class HTAMOptimizePass final
    : public htam::impl::HTAMOptimizePassBase<HTAMOptimizePass> {
public:
  using Base::Base;

  void runOnOperation() override;

private:
  LogicalResult optimizeTask(func::FuncOp task, memory::Memory &mem,
                             Proposer &proposer, json::Array &tasksJSON,
                             std::string &reportMd);
  /// The step outcomes of every task of this run, for memory-out.
  std::vector<std::vector<memory::StepOutcome>> runOutcomes;
  /// The `method` option, parsed.
  SearchMethod searchMethod = SearchMethod::HTAM;
  /// Set while a fusion group of a whole function is optimized
  /// (WholeFunction.h): its step budget and its reference time measured
  /// already (0: none).
  unsigned groupSteps = 0;
  double groupReferenceUs = 0;

  memory::Ablations ablations() const {
    memory::Ablations a;
    a.Flat = flat;
    a.NoLocalMemory = noLocalMemory;
    a.Randomized = randomized;
    a.NoPrefix = noPrefix;
    a.NoPositionWeight = noPositionWeight;
    a.Frozen = frozen;
    a.Seed = seed;
    // flat: no hierarchy and no transitions; the memory-free methods take
    // the flat path (no directions) and learn nothing.
    if (searchMethod != SearchMethod::HTAM) {
      a.Flat = true;
      a.NoPrefix = true;
    }
    if (!usesMemory(searchMethod))
      a.Frozen = true;
    return a;
  }
  EvaluatorOptions evaluatorOptions() const {
    EvaluatorOptions o;
    o.arch = arch;
    o.baseSeed = seed;
    o.tolerance.atol = atol;
    o.tolerance.rtol = rtol;
    o.timeoutSeconds = timeoutSeconds;
    o.time = true;
    // The reference is timed once per task (the baseline); a candidate's
    // worker runs it only untimed, for its outputs in the trials.
    o.timeReference = false;
    return o;
  }
  /// The proposer the options ask for.
  llvm::Expected<std::unique_ptr<Proposer>> makeProposer() const {
    if (proposer == "builtin")
      return createBuiltinProposer(&directionPipelineCatalog());
    LlmProposerOptions o;
    o.url = llmUrl;
    o.model = llmModel;
    o.keyEnv = llmKeyEnv;
    o.timeoutSeconds = llmTimeout;
    o.retries = llmRetries;
    o.concurrency = llmConcurrency;
    o.cacheDir = llmCache;
    o.transcript = llmTranscript;
    o.prices = llmPrices;
    o.arch = arch;
    if (proposer == "llm")
      return createLlmProposer(o);
    if (proposer == "replay")
      return createReplayProposer(o);
    return llvm::createStringError("proposer must be builtin, llm or replay, "
                                   "got '" +
                                   proposer.getValue() + "'");
  }
  /// Fail early: memory-out and report-dir are checked before the search,
  /// so an unusable path does not cost a whole run (-o is checked by the
  /// driver when it opens it).
  llvm::Error checkOutputs() const {
    if (!reportDir.empty())
      if (llvm::Error err = memory::prepareOutputDirectory(reportDir))
        return llvm::createStringError("report-dir: " +
                                       llvm::toString(std::move(err)));
    if (memoryOut.empty())
      return llvm::Error::success();
    if (llvm::Error err = memory::checkWritableFile(memoryOut))
      return llvm::createStringError("memory-out: " +
                                     llvm::toString(std::move(err)));
    if (llvm::sys::fs::exists(memoryOut.getValue()))
      if (llvm::Expected<memory::Memory> m =
              memory::readMemoryFile(memoryOut);
          !m)
        return llvm::createStringError(
            "memory-out: '" + memoryOut.getValue() +
            "' does not parse and is never overwritten:\n" +
            llvm::toString(m.takeError()));
    return llvm::Error::success();
  }
  /// Writes `contents` to report-dir/`name` (no-op without a report dir).
  void writeReport(const llvm::Twine &name, llvm::StringRef contents) {
    if (reportDir.empty())
      return;
    llvm::SmallString<256> path(reportDir.getValue());
    llvm::sys::path::append(path, name);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path));
    // A report holds server text (plans, sources, errors): redacted.
    llvm::Error err = memory::writeFileAtomic(path, llm::redact(contents));
    if (!err)
      return;
    // One short line for the first failure (a full disk fails them all);
    // a warning on the module would print the module, PTX included.
    std::string why = llvm::toString(std::move(err));
    if (reportWriteFailed)
      return;
    reportWriteFailed = true;
    if (!llvm::StringRef(why).contains(path))
      why = ("cannot write " + path + ": " + why).str();
    mlir::emitWarning(getOperation().getLoc())
        << "htam-optimize: report-dir: " << why
        << " (later report-dir write failures are not reported)";
  }
  /// Whether a report-dir write failed already (warned once).
  bool reportWriteFailed = false;
  /// The kernel database of this run (null without kernel-db; shared so
  /// that the pass stays copyable).
  std::shared_ptr<KernelDbSession> kernelDatabase;
};

void HTAMOptimizePass::runOnOperation() {
  ModuleOp module = getOperation();
  llvm::Expected<std::unique_ptr<Proposer>> gen = makeProposer();
  if (!gen) {
    emitError(module.getLoc())
        << "htam-optimize: " << llvm::toString(gen.takeError());
    return signalPassFailure();
  }
  if (steps == 0) {
    emitError(module.getLoc(), "htam-optimize: steps must be at least 1");
    return signalPassFailure();
  }
  if (!(timeoutSeconds > 0) || !(referenceTimeLimit > 0)) {
    emitError(module.getLoc(), "htam-optimize: timeout and "
                               "reference-time-limit must be positive");
    return signalPassFailure();
  }
  if (!(atol >= 0) || !(rtol >= 0)) {
    emitError(module.getLoc(),
              "htam-optimize: atol and rtol must not be negative");
    return signalPassFailure();
  }
  std::optional<SearchMethod> parsedMethod = parseSearchMethod(method);
  if (!parsedMethod) {
    emitError(module.getLoc())
        << "htam-optimize: unknown method '" << method.getValue()
        << "' (htam, flat, feedback, best-of-n, direct)";
    return signalPassFailure();
  }
  searchMethod = *parsedMethod;
  bool anyAblation = flat || noLocalMemory || randomized || noPrefix ||
                     noPositionWeight || frozen;
  if (searchMethod != SearchMethod::HTAM && anyAblation) {
    emitError(module.getLoc())
        << "htam-optimize: the ablation switches apply to method=htam, not "
           "to method="
        << method.getValue();
    return signalPassFailure();
  }
  if (!usesMemory(searchMethod) && !memoryOut.empty()) {
    emitError(module.getLoc())
        << "htam-optimize: method=" << method.getValue()
        << " reads no memory and learns nothing; memory-out does not apply";
    return signalPassFailure();
  }
  std::string memPath =
      memoryPath.empty() ? memory::shippedMemoryPath() : memoryPath.getValue();
  llvm::Expected<memory::Memory> mem = memory::readMemoryFile(memPath);
  if (!mem) {
    emitError(module.getLoc()) << "htam-optimize: cannot use the memory: "
                               << llvm::toString(mem.takeError());
    return signalPassFailure();
  }
  if (!usesMemory(searchMethod))
    *mem = withoutMemory(*mem);
  if (llvm::Error err = checkOutputs()) {
    emitError(module.getLoc())
        << "htam-optimize: " << llvm::toString(std::move(err));
    return signalPassFailure();
  }
  if (!dryRun) {
    auto driver = CudaDriver::get();
    if (!driver) {
      emitError(module.getLoc())
          << "htam-optimize: " << llvm::toString(driver.takeError())
          << "; use dry-run=true to select, generate and compile candidates "
             "without a GPU";
      return signalPassFailure();
    }
  }
  llvm::Expected<std::unique_ptr<KernelDbSession>> db =
      KernelDbSession::open({kernelDb, kernelDbReuse, kernelDbGpu, arch,
                             accept, atol, rtol, seed, dryRun});
  if (!db) {
    emitError(module.getLoc())
        << "htam-optimize: " << llvm::toString(db.takeError());
    return signalPassFailure();
  }
  kernelDatabase = std::move(*db);

  if (!injectFault.empty()) {
    *gen = createFaultInjectingProposer(std::move(*gen), injectFault);
    if (!*gen) {
      emitError(module.getLoc())
          << "htam-optimize: inject-fault must be compile or generate, got '"
          << injectFault.getValue() << "'";
      return signalPassFailure();
    }
  }
  memory::Memory start = *mem;
  json::Array tasksJSON;
  std::string reportMd = "# htam-optimize report\n\n";
  reportMd += llvm::formatv("memory: `{0}`; method: {4}; steps: {1}; "
                            "proposer: {2}; dry-run: {3}\n\n",
                            memPath, methodSteps(searchMethod, steps),
                            proposer.getValue(), dryRun ? "yes" : "no",
                            method.getValue())
                  .str();
  SmallVector<func::FuncOp> tasks;
  warnSkippedFunctions(module, "htam-optimize", /*nested=*/false);
  for (auto func : module.getOps<func::FuncOp>())
    if (isOperatorTask(func))
      tasks.push_back(func);
  if (referenceUs < 0 || (referenceUs > 0 && tasks.size() != 1)) {
    emitError(module.getLoc(), "htam-optimize: reference-us must be positive "
                               "and is for modules with one task");
    return signalPassFailure();
  }
  bool ok = true;
  // Whole-model functions are optimized group by group (partition=...).
  std::optional<PartitionMode> partitionMode = parsePartitionMode(partition);
  if (!partitionMode) {
    emitError(module.getLoc()) << "htam-optimize: partition must be off, "
                                  "auto or on, not '"
                               << partition.getValue() << "'";
    return signalPassFailure();
  }
  WholeFunctionOptions whole{*partitionMode, steps, dryRun, arch,
                             evaluatorOptions(), referenceTimeLimit};
  GroupTaskRunner runner{
      [&](func::FuncOp group, unsigned budget, double knownUs) {
        groupSteps = budget;
        groupReferenceUs = knownUs;
        llvm::scope_exit reset([&] {
          groupSteps = 0;
          groupReferenceUs = 0;
        });
        return optimizeTask(group, *mem, **gen, tasksJSON, reportMd);
      },
      [&]() -> const json::Object * {
        return tasksJSON.empty() ? nullptr : tasksJSON.back().getAsObject();
      }};
  json::Array wholeJSON;
  for (func::FuncOp task : tasks) {
    bool handled = false;
    ok &= succeeded(optimizeWholeFunction(task, whole, runner, wholeJSON,
                                          reportMd, handled));
    if (!handled)
      ok &= succeeded(optimizeTask(task, *mem, **gen, tasksJSON, reportMd));
  }
  reportMd += (*gen)->reportSection();

  json::Object trajectory{{"tool", "htam-optimize"},
                          {"version", 1},
                          {"memory", memPath},
                          {"method", method.getValue()},
                          {"steps", int64_t(methodSteps(searchMethod, steps))},
                          {"proposer", proposer.getValue()},
                          {"dry_run", bool(dryRun)},
                          {"seed", int64_t(seed)},
                          {"tasks", std::move(tasksJSON)}};
  if (!wholeJSON.empty())
    trajectory["whole_functions"] = std::move(wholeJSON);
  if (json::Value llm = (*gen)->runRecord(); llm.kind() != json::Value::Null)
    trajectory["llm"] = std::move(llm);
  writeReport("trajectory.json",
              llvm::formatv("{0:2}", json::Value(std::move(trajectory))).str());
  writeReport("report.md", reportMd);

  if (!memoryOut.empty()) {
    // The update is rule-based, so this run's evidence is its step outcomes:
    // replay them, under memory-out's lock, on memory-out as it is then (or
    // on the input memory when memory-out does not exist yet), so concurrent
    // runs lose nothing and count the input's evidence once.
    llvm::Error err = memory::updateMemoryFile(
        memoryOut, start, [&](memory::Memory &m) {
          for (const std::vector<memory::StepOutcome> &outcomes :
               runOutcomes) {
            for (const memory::StepOutcome &o : outcomes)
              if (llvm::Error e = memory::applyStep(m, o, {}, ablations()))
                llvm::consumeError(std::move(e));
            memory::applyTrajectoryEnd(m, outcomes, {}, ablations());
          }
          return llvm::Error::success();
        });
    if (err) {
      // The search's result is still written (-o); the tool exits non-zero.
      emitError(module.getLoc())
          << "htam-optimize: memory-out: " << llvm::toString(std::move(err));
      memory::noteDeferredFailure();
    }
  }
  // A run whose endpoint answered nothing explored nothing: it fails (after
  // its trajectory and -o are written), with one line saying so.
  if (std::string why = (*gen)->runFailure(); !why.empty()) {
    emitError(module.getLoc()) << "htam-optimize: " << why;
    memory::noteDeferredFailure();
  }
  if (!ok)
    signalPassFailure();
}

/// Replaces `task` by a lowered form of it from `refModule` (the host
/// function and its binary): the reference, or a pipeline candidate.
/// `task` alone in a new module `out`, lowered by the reference path; with
/// `widenToF64`, computed in f64 behind its f32 signature first (the oracle).
static LogicalResult lowerTaskAlone(func::FuncOp task, StringRef arch,
                                    bool widenToF64,
                                    OwningOpRef<ModuleOp> &out) {
  out = ModuleOp::create(task.getLoc());
  OpBuilder builder = OpBuilder::atBlockEnd(out->getBody());
  builder.clone(*task);
  PassManager pm(task.getContext());
  if (widenToF64) {
    HTAMWidenToF64PassOptions widen;
    widen.widenSignature = false;
    pm.addPass(createHTAMWidenToF64Pass(widen));
  }
  HTAMLowerReferencePassOptions lowerOptions;
  lowerOptions.chip = arch.str();
  pm.addPass(createHTAMLowerReferencePass(lowerOptions));
  return pm.run(*out);
}

static void adoptReference(func::FuncOp task, ModuleOp refModule) {
  auto module = task->getParentOfType<ModuleOp>();
  OpBuilder b(task);
  for (Operation &op : llvm::make_early_inc_range(*refModule.getBody()))
    b.clone(op);
  task.erase();
  module->setAttr("gpu.container_module", b.getUnitAttr());
  module->setAttr("htam.kernel_abi", b.getStringAttr("bare-ptr"));
}

LogicalResult HTAMOptimizePass::optimizeTask(func::FuncOp task,
                                             memory::Memory &mem, Proposer &gen,
                                             json::Array &tasksJSON,
                                             std::string &reportMd) {
  // The time budget counts from here: the reference is part of the task.
  using Clock = std::chrono::steady_clock;
  const auto taskStart = Clock::now();
  auto secondsSince = [](Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
  };
  MLIRContext *ctx = &getContext();
  std::string name = task.getSymName().str();
  OperatorTask analysis = analyzeOperatorTask(task);
  if (!analysis.cost)
    return task.emitError() << "htam-optimize: '" << name
                            << "' has no static cost (see the warnings); "
                               "only static shapes are optimized";

  // The kernel database: a trusted hit is emitted without a search.
  std::optional<KernelDbTask> dbTask;
  if (kernelDatabase) {
    dbTask = kernelDatabase->lookup(task);
    if (dbTask->entry && kernelDatabase->mode() == KernelDbReuse::Trust)
      return kernelDatabase->emitHit(*dbTask, task, analysis, NAN, tasksJSON,
                                     reportMd);
  }

  // The reference: this task alone, lowered.
  OwningOpRef<ModuleOp> ref;
  if (failed(lowerTaskAlone(task, arch, /*widenToF64=*/false, ref)))
    return task.emitError() << "htam-optimize: the reference lowering of '"
                            << name << "' failed";
  FailureOr<LaunchPlan> plan =
      extractLaunchPlan(*ref->getOps<func::FuncOp>().begin());
  if (failed(plan))
    return failure();

  EvaluatorOptions evOptions = evaluatorOptions();
  Evaluator evaluator(evOptions, plan->args);
  // Candidates identical to the reference are never proposed.
  llvm::StringSet<> tried;
  tried.insert(planKey(plan->kernel));
  double baselineUs = NAN;
  if (!dryRun) {
    if (llvm::Error err = evaluator.setReference(plan->kernel))
      return task.emitError() << "htam-optimize: reference of '" << name
                              << "': " << llvm::toString(std::move(err));
    // The baseline: the reference verified against itself and timed, once
    // per task, under its own time limit; or the time an earlier run of the
    // task measured (the reference still runs with every candidate).
    if (groupReferenceUs > 0 || referenceUs > 0) {
      baselineUs = groupReferenceUs > 0 ? groupReferenceUs : referenceUs;
    } else {
      // One trial: the reference checked against itself only shows that it
      // runs (five would run a naive kernel of up to seconds ten times).
      EvaluatorOptions &o = evaluator.getOptions();
      unsigned trials = o.numTrials;
      o.timeoutSeconds = referenceTimeLimit;
      o.numTrials = 1;
      Evaluation base = evaluator.evaluate(plan->kernel);
      o.timeoutSeconds = timeoutSeconds;
      o.numTrials = trials;
      if (!base.passed() || !base.timing)
        return task.emitError() << "htam-optimize: the reference of '" << name
                                << "' does not run: " << base.message;
      baselineUs = base.timing->stats.median;
    }
  }

  // The f64 oracle (accept=measure|accuracy): the task widened to f64
  // inside, f32 at its arguments, lowered as the reference; its outputs
  // are kept for the task's later workers (it is slower than the
  // reference, and the same in every worker).
  llvm::SmallString<128> oracleCache;
  llvm::scope_exit dropOracleCache([&] {
    if (!oracleCache.empty())
      (void)llvm::sys::fs::remove_directories(oracleCache);
  });
  if (accept != "allclose" && accept != "measure" && accept != "accuracy")
    return task.emitError() << "htam-optimize: accept must be allclose, "
                               "measure or accuracy, not '"
                            << accept << "'";
  if (!dryRun && accept != "allclose") {
    OwningOpRef<ModuleOp> twin;
    if (failed(lowerTaskAlone(task, arch, /*widenToF64=*/true, twin)))
      return task.emitError() << "htam-optimize: the f64 oracle of '" << name
                              << "' does not lower";
    FailureOr<LaunchPlan> oraclePlan =
        extractLaunchPlan(*twin->getOps<func::FuncOp>().begin());
    if (failed(oraclePlan))
      return failure();
    oraclePlan->kernel.label += " (f64 oracle)";
    if (llvm::Error err = evaluator.setOracle(oraclePlan->kernel))
      return task.emitError() << "htam-optimize: oracle of '" << name
                              << "': " << llvm::toString(std::move(err));
    EvaluatorOptions &o = evaluator.getOptions();
    o.accept =
        accept == "accuracy" ? Acceptance::Accuracy : Acceptance::Allclose;
    int64_t outputBytes = 0;
    for (const ArgSpec &arg : plan->args)
      if (arg.isOutput())
        outputBytes += arg.numBytes();
    if (outputBytes <= (int64_t(256) << 20) &&
        !llvm::sys::fs::createUniqueDirectory("htam-oraclecache", oracleCache))
      o.oracleCacheDir = oracleCache.str().str();
  }

  // A slow reference runs in every trial of every candidate: keep its
  // outputs when reading them back costs well under running it (small
  // outputs), and drop them with the task.
  llvm::SmallString<128> referenceCache;
  llvm::scope_exit dropReferenceCache([&] {
    if (!referenceCache.empty())
      (void)llvm::sys::fs::remove_directories(referenceCache);
  });
  if (!dryRun) {
    int64_t outputBytes = 0;
    for (const ArgSpec &arg : plan->args)
      if (arg.isOutput())
        outputBytes += arg.numBytes();
    bool worthIt = outputBytes <= (int64_t(256) << 20) &&
                   baselineUs * 1e-6 > 2.0 * double(outputBytes) / 1e9;
    if (worthIt && !llvm::sys::fs::createUniqueDirectory("htam-refcache",
                                                         referenceCache))
      evaluator.getOptions().referenceCacheDir = referenceCache.str().str();
  }

  // A database hit to verify: evaluated once, like a candidate; used when
  // it passes, else the search runs.
  if (dbTask && dbTask->entry &&
      kernelDatabase->verify(*dbTask, task, evaluator, baselineUs,
                             timeoutSeconds))
    return kernelDatabase->emitHit(*dbTask, task, analysis, baselineUs,
                                   tasksJSON, reportMd);

  // Lowering, verifying and timing the reference (where a task's time goes).
  const double referenceWallS = secondsSince(taskStart);

  // The state of SPEC §4.
  memory::State state;
  state.OpClass = stringifyOpClass(analysis.opClass).str();
  state.MainOp = state.OpClass;
  int64_t mainFlops = -1;
  for (const OpAnalysis &op : analysis.ops)
    if (op.cost && op.cost->flops > mainFlops) {
      mainFlops = op.cost->flops;
      state.MainOp = stringifyOpClass(op.opClass).str();
    }
  for (const auto &shape : llvm::concat<const SmallVector<int64_t>>(
           analysis.inputShapes, analysis.outputShapes))
    state.Shapes.emplace_back(shape.begin(), shape.end());
  std::string dtype;
  llvm::raw_string_ostream(dtype) << analysis.elementType;
  state.DType = dtype;
  state.Flops = double(analysis.cost->flops);
  state.Bytes = double(analysis.cost->bytes());
  state.Intensity = analysis.cost->intensity();
  GpuDescription gpu;
  state.Bound = stringifyBound(analysis.cost->bound(gpu)).str();
  state.BaselineTimeMs = baselineUs / 1000.0;
  state.BestTimeMs = state.BaselineTimeMs;
  state.CurrentTimeMs = state.BaselineTimeMs;
  state.Speedup = dryRun ? NAN : 1.0;

  memory::ScoringParams scoring;
  memory::Ablations abl = ablations();
  memory::Scorer scorer(mem, scoring, abl);
  Best best;
  best.timeUs = baselineUs;
  std::vector<memory::StepOutcome> outcomes;
  json::Array stepsJSON;
  std::string table = "| step | direction | card | candidate | outcome | "
                      "time (us) | vs reference | vs best before | "
                      "error vs reference |\n"
                      "| --- | --- | --- | --- | --- | --- | --- | --- | --- "
                      "|\n";

  // Best-of-n samples are independent: each starts from this state.
  const memory::State initialState = state;
  // Feedback refines the card of a step that improved the best kernel.
  std::string refineCard;
  unsigned budget =
      methodSteps(searchMethod, groupSteps ? groupSteps : unsigned(steps));
  // With a time budget, a step starts only if the longest one so far would
  // still end within it (slow candidates of a slow task would otherwise run
  // past an outside time limit, and the best kernel found would be lost).
  double longestStepS = 0;
  // What the f64 oracle cost the task's evaluations (its runs, not cached).
  double oracleWallS = 0;
  auto stepStart = taskStart;
  std::string stoppedEarly;
  for (unsigned t = 1; t <= budget; ++t) {
    auto now = Clock::now();
    if (t > 1)
      longestStepS = std::max(
          longestStepS, std::chrono::duration<double>(now - stepStart).count());
    stepStart = now;
    double elapsedS = std::chrono::duration<double>(now - taskStart).count();
    if (timeBudgetSeconds > 0 && t > 1 &&
        elapsedS + longestStepS > timeBudgetSeconds) {
      stoppedEarly = llvm::formatv(
          "stopped after step {0} of {1}: {2:f1} s of the {3:f1} s time "
          "budget are spent and the longest step took {4:f1} s",
          t - 1, budget, elapsedS, double(timeBudgetSeconds), longestStepS);
      llvm::errs() << "htam: " << name << " " << stoppedEarly << "\n";
      break;
    }
    if (searchMethod == SearchMethod::BestOfN ||
        searchMethod == SearchMethod::Direct)
      state = initialState;
    state.Step = t;
    json::Object stepJSON{{"step", int64_t(t)}};
    std::vector<memory::DirectionScore> dirs = scorer.rankDirections(state);
    json::Array dirsJSON;
    for (const memory::DirectionScore &d : dirs)
      dirsJSON.push_back(toJSON(d));
    stepJSON["direction_scores"] = std::move(dirsJSON);

    // Coarse to fine: the best direction with a card the proposer can use,
    // then a candidate for it. A compiler action whose kernels equal the
    // reference's or an earlier candidate's is replaced by the card's next
    // configuration; a card left with only such configurations is passed
    // over for the next best card (at most kMaxReselections times).
    std::string direction, card, why, genWhy, lowerWhy;
    std::vector<memory::CardScore> cards;
    SmallVector<std::string> skipped;
    std::optional<FailureOr<LoweredCandidate>> lowered;
    json::Array duplicates;
    bool duplicate = false;
    FailureOr<Proposal> proposal = failure();
    for (unsigned attempt = 0; attempt < kMaxReselections; ++attempt) {
      direction.clear();
      card.clear();
      skipped.clear();
      duplicate = false;
      if (abl.Flat) {
        cards = usesMemory(searchMethod)
                    ? scorer.rankFlat(state)
                    : rankCardsForMethod(searchMethod, scorer, state, t, seed,
                                         refineCard);
        ProposalContext pc{task, &analysis, &state, &mem, "", cards, &tried};
        if (std::optional<std::string> c = gen.selectLocal(pc, why)) {
          card = *c;
          direction = mem.findCard(card)->Parent;
        }
      } else {
        for (const memory::DirectionScore &d : dirs) {
          cards = scorer.rankCards(state, d.Id);
          ProposalContext pc{task, &analysis, &state, &mem,
                             d.Id, cards,     &tried};
          if (std::optional<std::string> c = gen.selectLocal(pc, why)) {
            direction = d.Id;
            card = *c;
            break;
          }
          skipped.push_back(d.Id);
        }
      }
      if (card.empty())
        break;
      ProposalContext pc{task,      &analysis, &state, &mem,
                         direction, cards,     &tried};
      proposal = gen.generate(pc, card, genWhy);
      lowered.reset();
      while (succeeded(proposal) && !proposal->pipeline.empty()) {
        lowered = lowerWithPipeline(task, proposal->pipeline, lowerWhy);
        if (failed(*lowered) || !tried.contains(planKey((*lowered)->kernel)))
          break;
        tried.insert(proposal->key);
        duplicates.push_back(proposal->key);
        FailureOr<Proposal> next = gen.generate(pc, card, genWhy);
        if (failed(next)) {
          duplicate = true;
          break;
        }
        proposal = std::move(next);
        lowered.reset();
      }
      if (!duplicate)
        break;
    }
    stepJSON["skipped_directions"] = json::Array(skipped);
    if (json::Value llm = gen.takeStepRecord(); llm.kind() != json::Value::Null)
      stepJSON["llm"] = std::move(llm);
    if (!duplicates.empty())
      stepJSON["skipped_duplicates"] = std::move(duplicates);
    if (card.empty()) {
      stepJSON["outcome"] = "no_candidate";
      stepJSON["why"] = why;
      stepsJSON.push_back(std::move(stepJSON));
      llvm::errs() << llvm::formatv("htam: {0} step {1}/{2}: no applicable "
                                    "card left; stopping\n",
                                    name, t, budget);
      break;
    }
    stepJSON["direction"] = direction;
    stepJSON["card"] = card;
    json::Array cardsJSON;
    for (const memory::CardScore &c : cards)
      cardsJSON.push_back(json::Object{{"id", c.Id}, {"total", c.Total}});
    stepJSON["card_scores"] = std::move(cardsJSON);
    json::Value before = evidenceJSON(mem.findGlobal(direction)->Stats);

    memory::StepOutcome outcome;
    outcome.Global = direction;
    outcome.Local = card;
    outcome.PrevGlobal =
        state.RecentGlobals.empty() ? "" : state.RecentGlobals.back();
    outcome.OpClass = state.OpClass;
    outcome.ShapeBucket = memory::shapeBucket(state);
    outcome.PrevBestMs = state.BestTimeMs;

    std::string outcomeText;
    double timeUs = NAN;
    // Error against the f64 oracle over the reference's (accept=measure or
    // accuracy).
    double accuracyRatio = NAN;
    std::optional<CompiledKernel> compiled;
    std::string loweredModule;
    // The proposer's service (an LLM endpoint) gave no answer: recorded in
    // the trajectory, but no evidence about the card, so nothing is learned
    // and the search state stays (the next step retries the same choice).
    bool outage = false;
    if (duplicate) {
      outcomeText = "duplicate";
      stepJSON["candidate"] = proposal->key;
    } else if (failed(proposal) && gen.lastFailureIsOutage()) {
      outage = true;
      outcome.Reason = genWhy;
      outcomeText = "llm_unavailable";
    } else if (failed(proposal)) {
      outcome.ErrorClass = "generate_error";
      outcome.Reason = genWhy;
      outcomeText = "generate_error";
    } else {
      ++numCandidates;
      tried.insert(proposal->key);
      stepJSON["candidate"] = proposal->key;
      stepJSON["plan"] = proposal->plan;
      stepJSON["uses_vendor_library"] = proposal->kernel.usesVendorLibrary;
      std::string label = (name + "-step" + llvm::Twine(t)).str();
      std::optional<KernelSource> source;
      if (!proposal->pipeline.empty()) {
        // A compiler action: the task lowered by the direction pipeline.
        std::string file =
            llvm::formatv("candidates/{0}-step{1}.mlir", name, t);
        if (succeeded(*lowered)) {
          tried.insert(planKey((*lowered)->kernel));
          writeReport(file, (*lowered)->module);
          stepJSON["source"] = file;
          loweredModule = (*lowered)->module;
          source = std::move((*lowered)->kernel);
          source->label = label;
        } else {
          compiled = CompiledKernel();
          compiled->compile.success = false;
          compiled->compile.log = lowerWhy;
        }
      } else {
        tried.insert(
            candidateKey(proposal->kernel.source, proposal->kernel.launches));
        std::string file = llvm::formatv("candidates/{0}-step{1}.cu", name, t);
        writeReport(file, proposal->kernel.source);
        stepJSON["source"] = file;
        source = proposal->kernel.toKernelSource(label);
      }
      if (source) {
        stepJSON["candidate_hash"] =
            llvm::formatv("{0:x16}", llvm::xxh3_64bits(source->text)).str();
        auto c = compileKernel(*source, evOptions);
        if (!c)
          return task.emitError()
                 << "htam-optimize: " << llvm::toString(c.takeError());
        compiled = std::move(*c);
      }
      outcome.Compiled = compiled->compile.success;
      json::Array stats;
      for (const PtxasKernelStats &k : compiled->entryStats()) {
        stats.push_back(json::Object{{"entry", k.name},
                                     {"registers", k.registers},
                                     {"spill_stores", k.spillStoreBytes},
                                     {"spill_loads", k.spillLoadBytes},
                                     {"shared_bytes", k.sharedBytes}});
        state.Registers = k.registers;
        state.Spills = double(k.spillStoreBytes + k.spillLoadBytes);
        state.SharedMemBytes = double(k.sharedBytes);
      }
      stepJSON["ptxas"] = std::move(stats);
      if (!compiled->compile.success) {
        // compile_error, or compiler_crash / compile_timeout when nvrtc
        // crashed or hung on the source (the run goes on either way).
        outcome.ErrorClass =
            toString(compileFailureKind(compiled->compile)).str();
        outcome.Reason = compiled->compile.log.substr(0, 400);
        outcomeText = outcome.ErrorClass;
      } else {
        ++numCompiled;
        if (dryRun) {
          outcomeText = "compiled";
        } else {
          // A candidate over twice the best so far is timed only roughly.
          // Its worker also runs the reference once per trial (until the
          // reference cache holds them): that time is not the candidate's.
          EvaluatorOptions &o = evaluator.getOptions();
          o.timing.cutAboveUs =
              std::isfinite(best.timeUs) ? 2 * best.timeUs : 0;
          o.timeoutSeconds = timeoutSeconds;
          if (std::isfinite(baselineUs))
            o.timeoutSeconds += 1.5 * o.numTrials * baselineUs * 1e-6;
          auto evalStart = Clock::now();
          Evaluation e = evaluator.evaluate(*compiled);
          stepJSON["evaluate_s"] = secondsSince(evalStart);
          stepJSON["evaluation"] = toJSON(e);
          oracleWallS += e.oracleMs / 1000.0;
          if (e.accuracy)
            accuracyRatio = e.accuracy->worstRatio;
          outcome.Correct = e.passed();
          if (e.passed()) {
            ++numCorrect;
            timeUs = e.timing ? e.timing->stats.median : NAN;
            outcome.NewMs = timeUs / 1000.0;
            outcomeText = "correct";
          } else {
            outcome.ErrorClass = toString(e.kind).str();
            outcome.Reason = e.message.substr(0, 400);
            outcomeText = outcome.ErrorClass;
          }
        }
      }
    }

    // Feedback. A dry run knows only whether a candidate compiled: a
    // compiled candidate teaches the memory nothing yet.
    bool informative =
        !duplicate && !outage &&
        (!dryRun || llvm::is_contained({"compile_error", "compiler_crash",
                                        "compile_timeout", "generate_error"},
                                       outcome.ErrorClass));
    if (informative) {
      // Memory examples quote compile logs and answers: redacted.
      outcome.Reason = llm::redact(outcome.Reason);
      if (llvm::Error err = memory::applyStep(mem, outcome, {}, abl))
        return task.emitError() << "htam-optimize: memory update: "
                                << llvm::toString(std::move(err));
      outcomes.push_back(outcome);
    }
    stepJSON["memory_before"] = std::move(before);
    stepJSON["memory_after"] = evidenceJSON(mem.findGlobal(direction)->Stats);

    // The state for the next step.
    double prevBestUs = best.timeUs;
    // Any faster kernel becomes the best; only a gain above the timing noise
    // counts as progress (stagnation, refinement), as in the memory update.
    bool faster = outcome.Correct && timeUs < best.timeUs;
    bool improved = faster && std::log(best.timeUs / timeUs) >
                                  memory::UpdateParams().ImproveEps;
    refineCard = improved ? card : "";
    if (faster) {
      best.timeUs = timeUs;
      best.accuracyRatio = accuracyRatio;
      best.step = t;
      best.card = card;
      best.key = proposal->key;
      best.kernel = proposal->kernel;
      best.compiled = *compiled;
      best.loweredModule = loweredModule;
    }
    if (improved)
      state.Stagnation = 0;
    else if (!outage)
      ++state.Stagnation;
    if (!outage) {
      state.RecentGlobals.push_back(direction);
      state.RecentLocals.push_back(card);
    }
    if (!duplicate && !outage) {
      state.LastCompile = outcome.Compiled ? "ok" : "failed";
      state.LastCorrect =
          dryRun ? "" : (outcome.Correct ? "correct" : "incorrect");
      state.ErrorClass = outcome.ErrorClass;
    }
    state.CurrentTimeMs = timeUs / 1000.0;
    state.BestTimeMs = best.timeUs / 1000.0;
    state.Speedup = baselineUs / best.timeUs;
    if (!std::isnan(timeUs))
      state.BandwidthFraction =
          state.Bytes / (timeUs * 1e-6) / gpu.bandwidthBytesPerSec;

    stepJSON["outcome"] = outcomeText;
    if (!outcome.Reason.empty())
      stepJSON["error"] = outcome.Reason;
    stepJSON["time_us"] = num(timeUs);
    stepJSON["speedup_vs_reference"] = num(baselineUs / timeUs);
    stepJSON["speedup_vs_best"] = num(prevBestUs / timeUs);
    stepJSON["improved"] = improved;
    // The step's wall time: selection, generation, compilation, evaluation.
    stepJSON["wall_s"] = secondsSince(stepStart);
    stepsJSON.push_back(std::move(stepJSON));
    std::string key = succeeded(proposal) ? proposal->key : card;
    table += llvm::formatv("| {0} | {1} | {2} | `{3}` | {4} | {5} | {6} | "
                           "{7} | {8} |\n",
                           t, direction, card, key, outcomeText,
                           fixed(timeUs, ""), fixed(baselineUs / timeUs, "x"),
                           fixed(prevBestUs / timeUs, "x"),
                           fixed(accuracyRatio, "x"))
                 .str();
    llvm::errs() << llvm::formatv(
        "htam: {0} step {1}/{2} {3} / {4} [{5}]: {6}{7}\n", name, t, budget,
        direction, card, key, outcomeText,
        std::isnan(timeUs) ? std::string()
                           : llvm::formatv(" {0:f2} us, best {1:f2}x", timeUs,
                                           baselineUs / best.timeUs)
                                 .str());
  }
  memory::applyTrajectoryEnd(mem, outcomes, {}, abl);
  runOutcomes.push_back(outcomes);

  // Emission: the best verified kernel, else the reference.
  bool useCandidate = best.step > 0;
  json::Object taskJSON{{"name", name},
                        {"op_class", state.OpClass},
                        {"main_op", state.MainOp},
                        {"flops", int64_t(analysis.cost->flops)},
                        {"bytes", int64_t(analysis.cost->bytes())},
                        {"intensity", state.Intensity},
                        {"bound", state.Bound},
                        {"roofline_us", analysis.cost->rooflineMicros(gpu)},
                        {"reference_us", num(baselineUs)},
                        {"reference_timed", !dryRun && !(referenceUs > 0)},
                        {"reference_wall_s", referenceWallS},
                        {"oracle_wall_s", oracleWallS},
                        {"atol", double(atol)},
                        {"rtol", double(rtol)},
                        {"best_us", num(best.timeUs)},
                        {"best_step", int64_t(best.step)},
                        {"best_card", best.card},
                        {"best_candidate", best.key},
                        {"speedup", num(baselineUs / best.timeUs)},
                        {"accept", accept.getValue()},
                        {"best_accuracy_ratio", num(best.accuracyRatio)},
                        {"emitted", useCandidate ? "candidate" : "reference"},
                        {"best_uses_vendor_library",
                         useCandidate && best.kernel.usesVendorLibrary},
                        {"steps", std::move(stepsJSON)}};
  if (!stoppedEarly.empty())
    taskJSON["stopped_early"] = stoppedEarly;
  if (dbTask)
    taskJSON["kernel_db"] = dbTask->toJSON();
  tasksJSON.push_back(std::move(taskJSON));
  // The winner goes into the kernel database (a verified search only).
  auto recordWinner = [&](const EmittedKernel *emitted) {
    if (dbTask)
      kernelDatabase->record(
          *dbTask,
          {emitted, best.loweredModule, &best.kernel, best.timeUs, baselineUs,
           best.accuracyRatio, best.step, evaluator.getOptions().numTrials,
           best.card, best.key, gen.name().str()},
          tasksJSON, reportMd);
  };

  reportMd += llvm::formatv("## {0} ({1}, {2}-bound, roofline {3:f2} us)\n\n",
                            name, state.OpClass, state.Bound,
                            analysis.cost->rooflineMicros(gpu))
                  .str();
  if (dryRun)
    reportMd += "Dry run: candidates were generated and compiled, not run; "
                "the reference lowering stays.\n\n";
  else
    reportMd += llvm::formatv("Reference: {0:f2} us.\n\n", baselineUs).str();
  reportMd += table + "\n";
  if (best.step > 0 && std::isfinite(best.accuracyRatio))
    reportMd += llvm::formatv("Accuracy: the best kernel's error against the "
                              "f64 oracle is {0:f2}x the FP32 reference's "
                              "(accept={1}).\n\n",
                              best.accuracyRatio, accept.getValue())
                    .str();
  if (!stoppedEarly.empty())
    reportMd += "The search " + stoppedEarly + " (`time-budget`).\n\n";

  if (useCandidate && !best.loweredModule.empty()) {
    // A compiler-action winner is already in upstream form.
    ++numImproved;
    reportMd += llvm::formatv("Winner: step {0}, `{1}` ({2}), {3:f2} us, "
                              "{4:f2}x over the reference.\n\n",
                              best.step, best.key, best.card, best.timeUs,
                              baselineUs / best.timeUs)
                    .str();
    OwningOpRef<ModuleOp> winner =
        parseSourceString<ModuleOp>(best.loweredModule, ctx);
    if (!winner)
      return task.emitError("htam-optimize: cannot read back the winner");
    recordWinner(nullptr);
    adoptReference(task, *winner);
    return success();
  }
  if (useCandidate) {
    ++numImproved;
    EmittedKernel emitted;
    emitted.source = best.kernel.source;
    emitted.image = best.compiled.compile.ptx;
    emitted.imageIsPtx = true;
    emitted.chip = arch;
    emitted.launches = best.kernel.launches;
    for (auto [launch, entry] :
         llvm::zip(emitted.launches, best.compiled.loweredEntries))
      launch.entry = entry;
    emitted.scratchBytes = best.kernel.scratchBytes;
    emitted.constants = best.kernel.constants;
    emitted.origin = gen.name().str() + ":" + best.card + ":" + best.key;
    emitted.usesVendorLibrary = best.kernel.usesVendorLibrary;
    reportMd += llvm::formatv("Winner: step {0}, `{1}` ({2}), {3:f2} us, "
                              "{4:f2}x over the reference.\n\n",
                              best.step, best.key, best.card, best.timeUs,
                              baselineUs / best.timeUs)
                    .str();
    if (best.kernel.usesVendorLibrary) {
      // Honesty (SPEC §6): say which work a vendor library does.
      reportMd += "The winner calls a vendor library (cuBLAS, cuBLASLt or "
                  "cuDNN, strict FP32):\n";
      for (const KernelLaunch &l : best.kernel.launches)
        if (l.isLibraryCall())
          reportMd += "- `" + l.str() + "`\n";
      reportMd += "\n";
    }
    reportMd += "```cuda\n" + best.kernel.source + "```\n\n";
    recordWinner(&emitted);
    return emitKernel(task, emitted);
  }
  reportMd += dryRun ? ""
                     : "No candidate beat the reference; the reference "
                       "lowering stays.\n\n";
  adoptReference(task, *ref);
  return success();
}

} // namespace
