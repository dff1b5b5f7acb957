//===- TaskSearch.cpp - The HTAM loop for one operator task ---------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Per operator task, a reference, then T steps of state -> global direction
// (HTG scoring) -> local card and candidate (proposer) -> compile -> verify
// -> time -> memory update; the best verified kernel is emitted in upstream
// form. Everything a step decided and measured goes into the trajectory.
// The phases before the first step are in TaskSearchSetup.cpp.
//
//===----------------------------------------------------------------------===//

#include "TaskSearch.h"
#include "CandidateLowering.h"
#include "WinnerStrategy.h"

#include "htam/LLM/Redact.h"
#include "htam/Memory/Updater.h"
#include "htam/Strategies/StrategyAttr.h"
#include "htam/Transforms/EmitKernel.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

/// How often one step may pass over a card whose compiler-action
/// configurations all duplicate earlier kernels.
static constexpr unsigned kMaxReselections = 8;

memory::Ablations
mlir::htam::searchAblations(const HTAMOptimizePassOptions &options,
                            SearchMethod method) {
  memory::Ablations a;
  a.Flat = options.flat;
  a.NoLocalMemory = options.noLocalMemory;
  a.Randomized = options.randomized;
  a.NoPrefix = options.noPrefix;
  a.NoPositionWeight = options.noPositionWeight;
  a.Frozen = options.frozen;
  a.Seed = options.seed;
  // flat: no hierarchy and no transitions; the memory-free methods take
  // the flat path (no directions) and learn nothing.
  if (method != SearchMethod::HTAM) {
    a.Flat = true;
    a.NoPrefix = true;
  }
  if (!usesMemory(method))
    a.Frozen = true;
  return a;
}

EvaluatorOptions
mlir::htam::searchEvaluatorOptions(const HTAMOptimizePassOptions &options) {
  EvaluatorOptions o;
  o.arch = options.arch;
  o.baseSeed = options.seed;
  o.tolerance.atol = options.atol;
  o.tolerance.rtol = options.rtol;
  o.timeoutSeconds = options.timeoutSeconds;
  o.time = true;
  // The reference is timed once per task (the baseline); a candidate's
  // worker runs it only untimed, for its outputs in the trials.
  o.timeReference = false;
  return o;
}

/// One step: what it chose, generated, compiled and measured.
struct TaskSearch::Step {
  unsigned t = 0;
  json::Object record;
  std::vector<memory::DirectionScore> dirs;
  std::string direction, card, why, genWhy, lowerWhy;
  std::vector<memory::CardScore> cards;
  SmallVector<std::string> skipped;
  std::optional<FailureOr<LoweredCandidate>> lowered;
  json::Array duplicates;
  bool duplicate = false;
  FailureOr<Proposal> proposal = failure();

  json::Value before = nullptr;
  memory::StepOutcome outcome;
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
  double prevBestUs = NAN;
  bool improved = false;
};

TaskSearch::TaskSearch(SearchRun &run, func::FuncOp task, unsigned groupSteps,
                       double groupReferenceUs)
    : runCtx(run), options(run.options), task(task),
      name(task.getSymName().str()), groupSteps(groupSteps),
      groupReferenceUs(groupReferenceUs) {}

TaskSearch::~TaskSearch() {
  if (!referenceCache.empty())
    (void)llvm::sys::fs::remove_directories(referenceCache);
  if (!oracleCache.empty())
    (void)llvm::sys::fs::remove_directories(oracleCache);
}

LogicalResult TaskSearch::run() {
  taskStart = Clock::now();
  analysis = analyzeOperatorTask(task);
  if (!analysis.cost)
    return task.emitError() << "htam-optimize: '" << name
                            << "' has no static cost (see the warnings); "
                               "only static shapes are optimized";

  // The kernel database: a trusted hit is emitted without a search (one
  // judged by allclose is verified first under accept=accuracy).
  KernelDbSession *db = runCtx.kernelDb;
  if (db) {
    dbTask = db->lookup(task);
    if (dbTask->entry && db->mode() == KernelDbReuse::Trust &&
        dbTask->mustVerify.empty())
      return db->emitHit(*dbTask, task, analysis, NAN,
                         runCtx.trajectory.tasks(), runCtx.report.markdown());
  }
  if (failed(prepareReference()) || failed(measureBaseline()) ||
      failed(prepareOracle()))
    return failure();
  prepareReferenceCache();

  // A database hit to verify: evaluated once, like a candidate; used when
  // it passes, else the search runs.
  if (dbTask && dbTask->entry) {
    bool reused = db->verify(*dbTask, task, *evaluator, baselineUs,
                             workerTimeLimit());
    oracleWallS += dbTask->oracleMs / 1000.0;
    if (dbTask->oracleMs > 0)
      lastOracleMs = dbTask->oracleMs;
    if (reused)
      return db->emitHit(*dbTask, task, analysis, baselineUs,
                         runCtx.trajectory.tasks(), runCtx.report.markdown());
  }

  referenceWallS = secondsSince(taskStart);
  buildInitialState();

  for (unsigned t = 1; t <= budget; ++t) {
    if (!stepFits(t))
      break;
    Step s;
    s.t = t;
    select(s);
    if (s.card.empty()) {
      s.record["outcome"] = "no_candidate";
      s.record["why"] = s.why;
      stepsJSON.push_back(std::move(s.record));
      llvm::errs() << llvm::formatv("htam: {0} step {1}/{2}: no applicable "
                                    "card left; stopping\n",
                                    name, t, budget);
      break;
    }
    if (failed(compile(s)))
      return failure();
    if (s.compiled && s.compiled->compile.success)
      evaluate(s);
    if (failed(update(s)))
      return failure();
    record(s);
  }
  memory::applyTrajectoryEnd(runCtx.memory, outcomes, {}, runCtx.ablations);
  runCtx.outcomes.push_back(outcomes);
  return emit();
}

/// Whether step `t` may start under the time budget.
bool TaskSearch::stepFits(unsigned t) {
  auto now = Clock::now();
  if (t > 1)
    longestStepS = std::max(
        longestStepS, std::chrono::duration<double>(now - stepStart).count());
  stepStart = now;
  double elapsedS = std::chrono::duration<double>(now - taskStart).count();
  if (options.timeBudgetSeconds > 0 && t > 1 &&
      elapsedS + longestStepS > options.timeBudgetSeconds) {
    stoppedEarly = llvm::formatv(
        "stopped after step {0} of {1}: {2:f1} s of the {3:f1} s time "
        "budget are spent and the longest step took {4:f1} s",
        t - 1, budget, elapsedS, double(options.timeBudgetSeconds),
        longestStepS);
    llvm::errs() << "htam: " << name << " " << stoppedEarly << "\n";
    return false;
  }
  return true;
}

/// Coarse to fine: the best direction with a card the proposer can use,
/// then a candidate for it. A compiler action whose kernels equal the
/// reference's or an earlier candidate's is replaced by the card's next
/// configuration; a card left with only such configurations is passed over
/// for the next best card (at most kMaxReselections times).
void TaskSearch::select(Step &s) {
  if (runCtx.method == SearchMethod::BestOfN ||
      runCtx.method == SearchMethod::Direct)
    state = initialState;
  state.Step = s.t;
  s.record = json::Object{{"step", int64_t(s.t)}};
  s.dirs = scorer->rankDirections(state);
  s.record["direction_scores"] = directionScoresJSON(s.dirs);

  for (unsigned attempt = 0; attempt < kMaxReselections; ++attempt) {
    if (!chooseCard(s))
      break;
    generate(s);
    if (!s.duplicate)
      break;
  }
  s.record["skipped_directions"] = json::Array(s.skipped);
  if (json::Value llm = runCtx.proposer.takeStepRecord();
      llm.kind() != json::Value::Null)
    s.record["llm"] = std::move(llm);
  if (!s.duplicates.empty())
    s.record["skipped_duplicates"] = std::move(s.duplicates);
}

/// One attempt's direction and card; false when no card is left.
bool TaskSearch::chooseCard(Step &s) {
  Proposer &gen = runCtx.proposer;
  memory::Memory &mem = runCtx.memory;
  s.direction.clear();
  s.card.clear();
  s.skipped.clear();
  s.duplicate = false;
  if (runCtx.ablations.Flat) {
    s.cards = usesMemory(runCtx.method)
                  ? scorer->rankFlat(state)
                  : rankCardsForMethod(runCtx.method, *scorer, state, s.t,
                                       options.seed, refineCard);
    ProposalContext pc{task, &analysis, &state, &mem, "", s.cards, &tried};
    if (std::optional<std::string> c = gen.selectLocal(pc, s.why)) {
      s.card = *c;
      s.direction = mem.findCard(s.card)->Parent;
    }
  } else {
    for (const memory::DirectionScore &d : s.dirs) {
      s.cards = scorer->rankCards(state, d.Id);
      ProposalContext pc{task, &analysis, &state, &mem,
                         d.Id, s.cards,   &tried};
      if (std::optional<std::string> c = gen.selectLocal(pc, s.why)) {
        s.direction = d.Id;
        s.card = *c;
        break;
      }
      s.skipped.push_back(d.Id);
    }
  }
  return !s.card.empty();
}

/// A candidate for the chosen card; a compiler action is lowered here, and
/// one whose kernels were tried already is replaced by the card's next
/// configuration (`duplicate` when the card has none left).
void TaskSearch::generate(Step &s) {
  Proposer &gen = runCtx.proposer;
  ProposalContext pc{task,        &analysis, &state, &runCtx.memory,
                     s.direction, s.cards,   &tried};
  s.proposal = gen.generate(pc, s.card, s.genWhy);
  s.lowered.reset();
  while (succeeded(s.proposal) && !s.proposal->pipeline.empty()) {
    s.lowered = lowerWithPipeline(task, s.proposal->pipeline, s.lowerWhy);
    if (failed(*s.lowered) || !tried.contains(planKey((*s.lowered)->kernel)))
      break;
    tried.insert(s.proposal->key);
    s.duplicates.push_back(s.proposal->key);
    FailureOr<Proposal> next = gen.generate(pc, s.card, s.genWhy);
    if (failed(next)) {
      s.duplicate = true;
      break;
    }
    s.proposal = std::move(next);
    s.lowered.reset();
  }
}

/// The step's outcome up to compilation: a duplicate, an outage, a
/// generation error, or the candidate's source compiled. Failure only when
/// the compiler cannot be run at all.
LogicalResult TaskSearch::compile(Step &s) {
  json::Object &stepJSON = s.record;
  memory::StepOutcome &outcome = s.outcome;
  stepJSON["direction"] = s.direction;
  stepJSON["card"] = s.card;
  stepJSON["card_scores"] = cardScoresJSON(s.cards);
  s.before = evidenceJSON(runCtx.memory.findGlobal(s.direction)->Stats);

  outcome.Global = s.direction;
  outcome.Local = s.card;
  outcome.PrevGlobal =
      state.RecentGlobals.empty() ? "" : state.RecentGlobals.back();
  outcome.OpClass = state.OpClass;
  outcome.ShapeBucket = memory::shapeBucket(state);
  outcome.PrevBestMs = state.BestTimeMs;

  if (s.duplicate) {
    s.outcomeText = "duplicate";
    stepJSON["candidate"] = s.proposal->key;
    return success();
  }
  if (failed(s.proposal) && runCtx.proposer.lastFailureIsOutage()) {
    s.outage = true;
    outcome.Reason = s.genWhy;
    s.outcomeText = "llm_unavailable";
    return success();
  }
  if (failed(s.proposal)) {
    outcome.ErrorClass = "generate_error";
    outcome.Reason = s.genWhy;
    s.outcomeText = "generate_error";
    return success();
  }
  Proposal &proposal = *s.proposal;
  ++runCtx.counters.candidates;
  tried.insert(proposal.key);
  stepJSON["candidate"] = proposal.key;
  stepJSON["plan"] = proposal.plan;
  stepJSON["uses_vendor_library"] = proposal.kernel.usesVendorLibrary;
  std::string label = (name + "-step" + llvm::Twine(s.t)).str();
  std::optional<KernelSource> source;
  if (!proposal.pipeline.empty()) {
    // A compiler action: the task lowered by the direction pipeline.
    std::string file =
        llvm::formatv("candidates/{0}-step{1}.mlir", name, s.t);
    if (succeeded(*s.lowered)) {
      tried.insert(planKey((*s.lowered)->kernel));
      runCtx.report.writeFile(file, (*s.lowered)->module);
      stepJSON["source"] = file;
      s.loweredModule = (*s.lowered)->module;
      source = std::move((*s.lowered)->kernel);
      source->label = label;
    } else {
      s.compiled = CompiledKernel();
      s.compiled->compile.success = false;
      s.compiled->compile.log = s.lowerWhy;
    }
  } else {
    tried.insert(
        candidateKey(proposal.kernel.source, proposal.kernel.launches));
    std::string file = llvm::formatv("candidates/{0}-step{1}.cu", name, s.t);
    runCtx.report.writeFile(file, proposal.kernel.source);
    stepJSON["source"] = file;
    source = proposal.kernel.toKernelSource(label);
  }
  if (source) {
    stepJSON["candidate_hash"] =
        llvm::formatv("{0:x16}", llvm::xxh3_64bits(source->text)).str();
    auto c = compileKernel(*source, evOptions);
    if (!c)
      return task.emitError()
             << "htam-optimize: " << llvm::toString(c.takeError());
    s.compiled = std::move(*c);
  }
  outcome.Compiled = s.compiled->compile.success;
  json::Array stats;
  for (const PtxasKernelStats &k : s.compiled->entryStats()) {
    stats.push_back(ptxasJSON(k));
    state.Registers = k.registers;
    state.Spills = double(k.spillStoreBytes + k.spillLoadBytes);
    state.SharedMemBytes = double(k.sharedBytes);
  }
  stepJSON["ptxas"] = std::move(stats);
  if (!s.compiled->compile.success) {
    // compile_error, or compiler_crash / compile_timeout when nvrtc
    // crashed or hung on the source (the run goes on either way).
    outcome.ErrorClass = toString(compileFailureKind(s.compiled->compile)).str();
    outcome.Reason = s.compiled->compile.log.substr(0, 400);
    s.outcomeText = outcome.ErrorClass;
  }
  return success();
}

/// A compiled candidate verified and timed (a dry run stops at compiled).
void TaskSearch::evaluate(Step &s) {
  memory::StepOutcome &outcome = s.outcome;
  ++runCtx.counters.compiled;
  if (options.dryRun) {
    s.outcomeText = "compiled";
    if (options.strategyOnly && !firstCompiled.step &&
        s.proposal->pipeline.empty() &&
        lookupStrategyTemplate(s.proposal->kernel.templateId)) {
      firstCompiled.step = s.t;
      firstCompiled.card = s.card;
      firstCompiled.key = s.proposal->key;
      firstCompiled.kernel = s.proposal->kernel;
    }
    return;
  }
  // A candidate over twice the best so far is timed only roughly.
  // Its worker also runs the reference once per trial (until the
  // reference cache holds them): that time is not the candidate's.
  EvaluatorOptions &o = evaluator->getOptions();
  o.timing.cutAboveUs = std::isfinite(best.timeUs) ? 2 * best.timeUs : 0;
  o.timeoutSeconds = workerTimeLimit();
  s.record["time_limit_s"] = o.timeoutSeconds;
  auto evalStart = Clock::now();
  Evaluation e = evaluator->evaluate(*s.compiled);
  s.record["evaluate_s"] = secondsSince(evalStart);
  s.record["evaluation"] = toJSON(e);
  oracleWallS += e.oracleMs / 1000.0;
  if (e.oracleMs > 0)
    lastOracleMs = e.oracleMs;
  if (e.accuracy)
    s.accuracyRatio = e.accuracy->worstRatio;
  outcome.Correct = e.passed();
  if (e.passed()) {
    ++runCtx.counters.correct;
    s.timeUs = e.timing ? e.timing->stats.median : NAN;
    outcome.NewMs = s.timeUs / 1000.0;
    s.outcomeText = "correct";
  } else {
    outcome.ErrorClass = toString(e.kind).str();
    outcome.Reason = e.message.substr(0, 400);
    s.outcomeText = outcome.ErrorClass;
  }
}

/// Its own share (`timeout`), the reference's runs and the oracle's (the
/// last measured, else estimated from the reference).
double TaskSearch::workerTimeLimit() const {
  WorkerTimeLimitInputs in;
  in.baseSeconds = options.timeoutSeconds;
  in.trials = evaluator->getOptions().numTrials;
  in.referenceUs = baselineUs;
  in.oracle = evaluator->getOracle().has_value();
  in.lastOracleMs = lastOracleMs;
  return workerTimeLimitSeconds(in);
}

/// Feedback into the memory, then the state for the next step.
LogicalResult TaskSearch::update(Step &s) {
  memory::StepOutcome &outcome = s.outcome;
  memory::Memory &mem = runCtx.memory;
  // A dry run knows only whether a candidate compiled: a compiled
  // candidate teaches the memory nothing yet.
  bool informative =
      !s.duplicate && !s.outage &&
      (!options.dryRun ||
       llvm::is_contained({"compile_error", "compiler_crash",
                           "compile_timeout", "generate_error"},
                          outcome.ErrorClass));
  if (informative) {
    // Memory examples quote compile logs and answers: redacted.
    outcome.Reason = llm::redact(outcome.Reason);
    if (llvm::Error err = memory::applyStep(mem, outcome, {}, runCtx.ablations))
      return task.emitError() << "htam-optimize: memory update: "
                              << llvm::toString(std::move(err));
    outcomes.push_back(outcome);
  }
  s.record["memory_before"] = std::move(s.before);
  s.record["memory_after"] = evidenceJSON(mem.findGlobal(s.direction)->Stats);

  s.prevBestUs = best.timeUs;
  // Any faster kernel becomes the best; only a gain above the timing noise
  // counts as progress (stagnation, refinement), as in the memory update.
  bool faster = outcome.Correct && s.timeUs < best.timeUs;
  s.improved = faster && std::log(best.timeUs / s.timeUs) >
                             memory::UpdateParams().ImproveEps;
  refineCard = s.improved ? s.card : "";
  if (faster) {
    best.timeUs = s.timeUs;
    best.accuracyRatio = s.accuracyRatio;
    best.step = s.t;
    best.card = s.card;
    best.key = s.proposal->key;
    best.kernel = s.proposal->kernel;
    best.compiled = *s.compiled;
    best.loweredModule = s.loweredModule;
  }
  if (s.improved)
    state.Stagnation = 0;
  else if (!s.outage)
    ++state.Stagnation;
  if (!s.outage) {
    state.RecentGlobals.push_back(s.direction);
    state.RecentLocals.push_back(s.card);
  }
  if (!s.duplicate && !s.outage) {
    state.LastCompile = outcome.Compiled ? "ok" : "failed";
    state.LastCorrect =
        options.dryRun ? "" : (outcome.Correct ? "correct" : "incorrect");
    state.ErrorClass = outcome.ErrorClass;
  }
  state.CurrentTimeMs = s.timeUs / 1000.0;
  state.BestTimeMs = best.timeUs / 1000.0;
  state.Speedup = baselineUs / best.timeUs;
  if (!std::isnan(s.timeUs))
    state.BandwidthFraction =
        state.Bytes / (s.timeUs * 1e-6) / gpu.bandwidthBytesPerSec;
  return success();
}

/// The step in the trajectory, the report's table and on stderr.
void TaskSearch::record(Step &s) {
  json::Object &stepJSON = s.record;
  double timeUs = s.timeUs;
  stepJSON["outcome"] = s.outcomeText;
  if (!s.outcome.Reason.empty())
    stepJSON["error"] = s.outcome.Reason;
  stepJSON["time_us"] = jsonNumber(timeUs);
  stepJSON["speedup_vs_reference"] = jsonNumber(baselineUs / timeUs);
  stepJSON["speedup_vs_best"] = jsonNumber(s.prevBestUs / timeUs);
  stepJSON["improved"] = s.improved;
  // The step's wall time: selection, generation, compilation, evaluation.
  stepJSON["wall_s"] = secondsSince(stepStart);
  stepsJSON.push_back(std::move(stepJSON));
  std::string key = succeeded(s.proposal) ? s.proposal->key : s.card;
  table += stepTableRow(s.t, s.direction, s.card, key, s.outcomeText, timeUs,
                        baselineUs, s.prevBestUs, s.accuracyRatio);
  llvm::errs() << llvm::formatv(
      "htam: {0} step {1}/{2} {3} / {4} [{5}]: {6}{7}\n", name, s.t, budget,
      s.direction, s.card, key, s.outcomeText,
      std::isnan(timeUs) ? std::string()
                         : llvm::formatv(" {0:f2} us, best {1:f2}x", timeUs,
                                         baselineUs / best.timeUs)
                               .str());
}

/// Emission: the best verified kernel, else the reference; the task's
/// trajectory record and report section; the winner into the kernel
/// database.
LogicalResult TaskSearch::emit() {
  bool useCandidate = best.step > 0;
  // strategy-only: the winner (a dry run's first compiled template) as the
  // task's htam.strategy, when it is a template choice.
  const Best &chosen = options.dryRun ? firstCompiled : best;
  DictionaryAttr strategy =
      options.strategyOnly && chosen.step > 0 && chosen.loweredModule.empty()
          ? winnerStrategy(task, chosen.kernel)
          : nullptr;
  std::string &reportMd = runCtx.report.markdown();
  json::Array &tasksJSON = runCtx.trajectory.tasks();
  json::Object taskJSON{{"name", name},
                        {"op_class", state.OpClass},
                        {"main_op", state.MainOp},
                        {"flops", int64_t(analysis.cost->flops)},
                        {"bytes", int64_t(analysis.cost->bytes())},
                        {"intensity", state.Intensity},
                        {"bound", state.Bound},
                        {"roofline_us", analysis.cost->rooflineMicros(gpu)},
                        {"reference_us", jsonNumber(baselineUs)},
                        {"reference_timed",
                         !options.dryRun && !(options.referenceUs > 0)},
                        {"reference_wall_s", referenceWallS},
                        {"oracle_wall_s", oracleWallS},
                        {"atol", double(options.atol)},
                        {"rtol", double(options.rtol)},
                        {"best_us", jsonNumber(best.timeUs)},
                        {"best_step", int64_t(best.step)},
                        {"best_card", best.card},
                        {"best_candidate", best.key},
                        {"speedup", jsonNumber(baselineUs / best.timeUs)},
                        {"accept", stringifyAcceptRule(acceptRule)},
                        {"accept_requested",
                         stringifyAcceptRule(options.accept)},
                        {"best_accuracy_ratio", jsonNumber(best.accuracyRatio)},
                        {"emitted", strategy       ? "strategy"
                                    : useCandidate ? "candidate"
                                                   : "reference"},
                        {"best_uses_vendor_library",
                         useCandidate && best.kernel.usesVendorLibrary},
                        {"steps", std::move(stepsJSON)}};
  if (!stoppedEarly.empty())
    taskJSON["stopped_early"] = stoppedEarly;
  if (strategy)
    taskJSON["strategy"] = json::Object{{"step", int64_t(chosen.step)},
                                        {"card", chosen.card},
                                        {"candidate", chosen.key}};
  if (!acceptFallback.empty())
    taskJSON["accept_fallback"] = acceptFallback;
  if (dbTask)
    taskJSON["kernel_db"] = dbTask->toJSON();
  tasksJSON.push_back(std::move(taskJSON));
  // The winner goes into the kernel database (a verified search only).
  auto recordWinner = [&](const EmittedKernel *emitted) {
    if (dbTask)
      runCtx.kernelDb->record(
          *dbTask,
          {emitted, best.loweredModule, &best.kernel, best.timeUs, baselineUs,
           best.accuracyRatio, best.step, evaluator->getOptions().numTrials,
           best.card, best.key, runCtx.proposer.name().str(),
           stringifyAcceptRule(acceptRule).str()},
          tasksJSON, reportMd);
  };

  reportMd += taskHeading(name, state.OpClass, state.Bound,
                          analysis.cost->rooflineMicros(gpu), options.dryRun,
                          baselineUs);
  reportMd += table + "\n";
  if (!acceptFallback.empty())
    reportMd += acceptFallbackLine(stringifyAcceptRule(options.accept),
                                   acceptFallback);
  if (best.step > 0 && std::isfinite(best.accuracyRatio))
    reportMd +=
        accuracyLine(best.accuracyRatio, stringifyAcceptRule(acceptRule));
  if (!stoppedEarly.empty())
    reportMd += "The search " + stoppedEarly + " (`time-budget`).\n\n";

  if (useCandidate && !best.loweredModule.empty()) {
    // A compiler-action winner is already in upstream form.
    ++runCtx.counters.improved;
    reportMd +=
        winnerLine(best.step, best.key, best.card, best.timeUs, baselineUs);
    OwningOpRef<ModuleOp> winner =
        parseSourceString<ModuleOp>(best.loweredModule, task.getContext());
    if (!winner)
      return task.emitError("htam-optimize: cannot read back the winner");
    recordWinner(nullptr);
    adoptReference(task, *winner);
    return success();
  }
  if (useCandidate) {
    ++runCtx.counters.improved;
    EmittedKernel emitted;
    emitted.source = best.kernel.source;
    emitted.image = best.compiled.compile.ptx;
    emitted.imageIsPtx = true;
    emitted.chip = options.arch;
    emitted.launches = best.kernel.launches;
    for (auto [launch, entry] :
         llvm::zip(emitted.launches, best.compiled.loweredEntries))
      launch.entry = entry;
    emitted.scratchBytes = best.kernel.scratchBytes;
    emitted.constants = best.kernel.constants;
    emitted.origin =
        runCtx.proposer.name().str() + ":" + best.card + ":" + best.key;
    emitted.usesVendorLibrary = best.kernel.usesVendorLibrary;
    reportMd +=
        winnerLine(best.step, best.key, best.card, best.timeUs, baselineUs);
    if (best.kernel.usesVendorLibrary)
      reportMd += vendorLibrarySection(best.kernel.launches);
    reportMd += "```cuda\n" + best.kernel.source + "```\n\n";
    recordWinner(&emitted);
    if (strategy) {
      reportMd += strategyLine(best.key, best.card, best.step, false);
      task->setAttr(kStrategyAttrName, strategy);
      return success();
    }
    return emitKernel(task, emitted);
  }
  if (strategy) {
    // A dry run: the task stays on tensors with its selection.
    reportMd += strategyLine(chosen.key, chosen.card, chosen.step, true);
    task->setAttr(kStrategyAttrName, strategy);
    return success();
  }
  reportMd += options.dryRun ? ""
                             : "No candidate beat the reference; the "
                               "reference lowering stays.\n\n";
  adoptReference(task, *ref);
  return success();
}
