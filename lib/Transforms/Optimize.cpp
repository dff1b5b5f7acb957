//===- Optimize.cpp - The htam-optimize pass (the HTAM loop) --------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The coarse-to-fine evolution loop of the HTAM paper (§3-§4.3, SPEC §1) as
// a pass: it checks the options, reads the memory, builds the proposer, runs
// a TaskSearch (TaskSearch.h) per operator task or fusion group, writes the
// trajectory and the report, and merges the run's evidence into memory-out.
//
//===----------------------------------------------------------------------===//

#include "NvrtcCompileCheck.h"
#include "Report.h"
#include "TaskSearch.h"
#include "Trajectory.h"

#include "htam/Analysis/OperatorTask.h"
#include "htam/Memory/MemoryIO.h"
#include "htam/Memory/ShippedMemory.h"
#include "htam/Memory/Store.h"
#include "htam/Memory/Updater.h"
#include "htam/Proposers/LlmProposer.h"
#include "htam/Proposers/Proposer.h"
#include "htam/Runtime/CudaDriver.h"
#include "htam/Transforms/KernelReuse.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/Pipelines.h"
#include "htam/Transforms/SearchMethod.h"
#include "htam/Transforms/Unsupported.h"
#include "htam/Transforms/WholeFunction.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"

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

class HTAMOptimizePass final
    : public htam::impl::HTAMOptimizePassBase<HTAMOptimizePass> {
public:
  using Base::Base;

  void runOnOperation() override;

private:
  /// The options as the generated struct, which the search takes.
  FailureOr<HTAMOptimizePassOptions> passOptions();
  /// The proposer the options ask for.
  llvm::Expected<std::unique_ptr<Proposer>> makeProposer() const {
    if (proposer == ProposerKind::Builtin)
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
    o.compileCheck = &nvrtcCompileCheck();
    if (proposer == ProposerKind::Llm)
      return createLlmProposer(o);
    return createReplayProposer(o);
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
  /// The kernel database of this run (null without kernel-db; shared so
  /// that the pass stays copyable).
  std::shared_ptr<KernelDbSession> kernelDatabase;
};

FailureOr<HTAMOptimizePassOptions> HTAMOptimizePass::passOptions() {
  HTAMOptimizePassOptions o;
  o.steps = steps;
  o.proposer = proposer;
  o.memoryPath = memoryPath;
  o.memoryOut = memoryOut;
  o.reportDir = reportDir;
  o.seed = seed;
  o.atol = atol;
  o.rtol = rtol;
  o.timeoutSeconds = timeoutSeconds;
  o.referenceTimeLimit = referenceTimeLimit;
  o.referenceUs = referenceUs;
  o.accept = accept;
  o.timeBudgetSeconds = timeBudgetSeconds;
  o.dryRun = dryRun;
  o.strategyOnly = strategyOnly;
  o.arch = arch;
  o.partition = partition;
  o.method = method;
  o.flat = flat;
  o.noLocalMemory = noLocalMemory;
  o.randomized = randomized;
  o.noPrefix = noPrefix;
  o.noPositionWeight = noPositionWeight;
  o.frozen = frozen;
  o.injectFault = injectFault;
  o.kernelDb = kernelDb;
  o.kernelDbReuse = kernelDbReuse;
  o.kernelDbGpu = kernelDbGpu;
  o.llmUrl = llmUrl;
  o.llmModel = llmModel;
  o.llmKeyEnv = llmKeyEnv;
  o.llmTimeout = llmTimeout;
  o.llmRetries = llmRetries;
  o.llmConcurrency = llmConcurrency;
  o.llmCache = llmCache;
  o.llmTranscript = llmTranscript;
  o.llmPrices = llmPrices;
  // The one copy of the options: a pass made from it must print as this
  // one, so an option added to Passes.td but not above fails every run
  // that sets it instead of silently reading its default.
  std::string mine, copy;
  llvm::raw_string_ostream mineOs(mine), copyOs(copy);
  printAsTextualPipeline(mineOs);
  createHTAMOptimizePass(o)->printAsTextualPipeline(copyOs);
  if (mine != copy)
    return emitError(getOperation().getLoc())
           << "htam-optimize: internal error: an option is missing from "
              "passOptions() (Optimize.cpp): '"
           << mine << "' vs '" << copy << "'";
  return o;
}

void HTAMOptimizePass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<HTAMOptimizePassOptions> opts = passOptions();
  if (failed(opts))
    return signalPassFailure();
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
  if (strategyOnly && partition != PartitionMode::Off) {
    // A fusion group's kernel is merged into its whole function; a group
    // left on tensors would have nowhere to go.
    emitError(module.getLoc(),
              "htam-optimize: strategy-only needs partition=off");
    return signalPassFailure();
  }
  SearchMethod searchMethod = method;
  bool anyAblation = flat || noLocalMemory || randomized || noPrefix ||
                     noPositionWeight || frozen;
  if (searchMethod != SearchMethod::HTAM && anyAblation) {
    emitError(module.getLoc())
        << "htam-optimize: the ablation switches apply to method=htam, not "
           "to method="
        << stringifySearchMethod(searchMethod);
    return signalPassFailure();
  }
  if (!usesMemory(searchMethod) && !memoryOut.empty()) {
    emitError(module.getLoc())
        << "htam-optimize: method=" << stringifySearchMethod(searchMethod)
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
                             stringifyAcceptRule(accept).str(), atol, rtol,
                             seed, dryRun});
  if (!db) {
    emitError(module.getLoc())
        << "htam-optimize: " << llvm::toString(db.takeError());
    return signalPassFailure();
  }
  kernelDatabase = std::move(*db);

  *gen = createFaultInjectingProposer(std::move(*gen), injectFault);
  memory::Memory start = *mem;
  TrajectoryWriter trajectory;
  ReportWriter report(reportDir, module.getLoc());
  report.header(memPath, stringifySearchMethod(searchMethod),
                methodSteps(searchMethod, steps),
                stringifyProposerKind(proposer), dryRun);
  SmallVector<func::FuncOp> tasks;
  // Every function left as it was is recorded (trajectory.json and
  // report.md), not only warned about: a frontend's module is read by a
  // script as often as by a person.
  std::vector<SkippedFunction> skipped;
  warnSkippedFunctions(
      module, "htam-optimize", /*nested=*/false,
      [&](func::FuncOp func, StringRef why, StringRef warning) {
        StringRef kind = func.isExternal() ? "declaration"
                         : func.isPrivate() ? "private"
                                            : "not_operator_task";
        skipped.push_back({func.getSymName().str(),
                           fileLineCol(func.getLoc()), "func.func",
                           kind.str(), why.str(), warning.str()});
      });
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!isOperatorTask(func))
      continue;
    // What htam cannot handle is reported where it is and left as it was;
    // the rest of the module is still optimized (htam-opt exits with 2).
    if (std::optional<UnsupportedConstruct> why = findUnsupported(func)) {
      std::string warning = ("htam-optimize: '" + func.getSymName() +
                             "' is skipped and left as it was: " + why->reason)
                                .str();
      why->op->emitWarning() << warning;
      skipped.push_back({func.getSymName().str(),
                         fileLineCol(why->op->getLoc()),
                         why->op->getName().getStringRef().str(),
                         why->kind.str(), why->reason, warning});
      noteSkippedTask();
      continue;
    }
    tasks.push_back(func);
  }
  for (const SkippedFunction &f : skipped)
    trajectory.skippedFunctions().push_back(toJSON(f));
  report.markdown() += skippedFunctionsSection(skipped);
  if (referenceUs < 0 || (referenceUs > 0 && tasks.size() != 1)) {
    emitError(module.getLoc(), "htam-optimize: reference-us must be positive "
                               "and is for modules with one task");
    return signalPassFailure();
  }
  bool ok = true;
  // Whole-model functions are optimized group by group (partition=...).
  memory::Ablations ablations = searchAblations(*opts, searchMethod);
  EvaluatorOptions evaluatorOptions = searchEvaluatorOptions(*opts);
  std::vector<std::vector<memory::StepOutcome>> runOutcomes;
  SearchCounters counters;
  SearchRun run{*opts,      searchMethod,        ablations,
                evaluatorOptions, *mem,          **gen,
                kernelDatabase.get(), trajectory, report,
                runOutcomes, counters};
  WholeFunctionOptions whole{partition, steps, dryRun, arch,
                             evaluatorOptions, referenceTimeLimit};
  GroupTaskRunner runner{
      [&](func::FuncOp group, unsigned budget, double knownUs) {
        return TaskSearch(run, group, budget, knownUs).run();
      },
      [&]() -> const json::Object * { return trajectory.lastTask(); }};
  for (func::FuncOp task : tasks) {
    bool handled = false;
    ok &= succeeded(optimizeWholeFunction(task, whole, runner,
                                          trajectory.wholeFunctions(),
                                          report.markdown(), handled));
    if (!handled)
      ok &= succeeded(TaskSearch(run, task).run());
  }
  numCandidates += counters.candidates;
  numCompiled += counters.compiled;
  numCorrect += counters.correct;
  numImproved += counters.improved;
  report.markdown() += (*gen)->reportSection();

  RunHeader header{memPath,
                   stringifySearchMethod(searchMethod).str(),
                   stringifyProposerKind(proposer).str(),
                   methodSteps(searchMethod, steps),
                   dryRun,
                   seed};
  report.writeFile("trajectory.json",
                   trajectory.finish(header, (*gen)->runRecord()));
  report.writeFile("report.md", report.markdown());

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
              if (llvm::Error e = memory::applyStep(m, o, {}, ablations))
                llvm::consumeError(std::move(e));
            memory::applyTrajectoryEnd(m, outcomes, {}, ablations);
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

} // namespace
