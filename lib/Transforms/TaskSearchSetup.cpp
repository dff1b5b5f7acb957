//===- TaskSearchSetup.cpp - The HTAM loop's phases before the first step -===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Before a task's first step (TaskSearch.cpp runs the steps): its reference
// and baseline time, its f64 oracle (or the allclose fallback), the
// reference cache, and the search state of SPEC §4 the steps start from.
//
//===----------------------------------------------------------------------===//

#include "TaskSearch.h"
#include "CandidateLowering.h"
#include "Report.h"

#include "htam/Analysis/ReductionShape.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/SearchMethod.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/FileSystem.h"

using namespace mlir;
using namespace mlir::htam;

/// The reference: this task alone, lowered, and the evaluator that checks
/// candidates against it.
LogicalResult TaskSearch::prepareReference() {
  if (failed(lowerTaskAlone(task, options.arch, /*widenToF64=*/false, ref)))
    return task.emitError() << "htam-optimize: the reference lowering of '"
                            << name << "' failed";
  FailureOr<LaunchPlan> lowered =
      extractLaunchPlan(*ref->getOps<func::FuncOp>().begin());
  if (failed(lowered))
    return failure();
  plan = std::move(*lowered);

  evOptions = runCtx.evaluator;
  evaluator.emplace(evOptions, plan->args);
  tried.insert(planKey(plan->kernel));
  return success();
}

/// The baseline: the reference verified against itself and timed, once per
/// task, under its own time limit; or the time an earlier run of the task
/// measured (the reference still runs with every candidate).
LogicalResult TaskSearch::measureBaseline() {
  if (options.dryRun)
    return success();
  if (llvm::Error err = evaluator->setReference(plan->kernel))
    return task.emitError() << "htam-optimize: reference of '" << name
                            << "': " << llvm::toString(std::move(err));
  if (groupReferenceUs > 0 || options.referenceUs > 0) {
    baselineUs = groupReferenceUs > 0 ? groupReferenceUs : options.referenceUs;
    return success();
  }
  // One trial: the reference checked against itself only shows that it
  // runs (five would run a naive kernel of up to seconds ten times).
  EvaluatorOptions &o = evaluator->getOptions();
  unsigned trials = o.numTrials;
  o.timeoutSeconds = options.referenceTimeLimit;
  o.numTrials = 1;
  Evaluation base = evaluator->evaluate(plan->kernel);
  o.timeoutSeconds = options.timeoutSeconds;
  o.numTrials = trials;
  if (!base.passed() || !base.timing)
    return task.emitError() << "htam-optimize: the reference of '" << name
                            << "' does not run: " << base.message;
  baselineUs = base.timing->stats.median;
  return success();
}

/// The f64 oracle (accept=measure|accuracy): the task widened to f64
/// inside, f32 at its arguments, lowered as the reference; its outputs are
/// kept for the task's later workers (it is slower than the reference, and
/// the same in every worker). A task whose oracle cannot be built (an op
/// whose meaning depends on the f32 width, such as a bitcast) is judged by
/// allclose, with a warning; a dry run lowers the oracle too, so that it
/// tells which rule a real run will use.
LogicalResult TaskSearch::prepareOracle() {
  acceptRule = options.accept;
  if (acceptRule == AcceptRule::Allclose)
    return success();
  std::string why;
  Location where = task.getLoc();
  FailureOr<LaunchPlan> oraclePlan = lowerOracle(why, where);
  if (failed(oraclePlan)) {
    fallBackToAllclose(why, where);
    return success();
  }
  if (options.dryRun)
    return success();
  oraclePlan->kernel.label += " (f64 oracle)";
  if (llvm::Error err = evaluator->setOracle(oraclePlan->kernel)) {
    fallBackToAllclose(llvm::toString(std::move(err)), task.getLoc());
    return success();
  }
  EvaluatorOptions &o = evaluator->getOptions();
  o.accept = acceptRule == AcceptRule::Accuracy ? Acceptance::Accuracy
                                                : Acceptance::Allclose;
  int64_t outputBytes = 0;
  for (const ArgSpec &arg : plan->args)
    if (arg.isOutput())
      outputBytes += arg.numBytes();
  if (outputBytes <= (int64_t(256) << 20) &&
      !llvm::sys::fs::createUniqueDirectory("htam-oraclecache", oracleCache))
    o.oracleCacheDir = oracleCache.str().str();
  return success();
}

/// The oracle's launch plan; on failure `why` and `where` hold the first
/// error of widening or lowering. Nothing is printed: the task falls back,
/// and the lowering's warnings are the reference lowering's again.
FailureOr<LaunchPlan> TaskSearch::lowerOracle(std::string &why,
                                              Location &where) {
  ScopedDiagnosticHandler capture(task.getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && why.empty()) {
      why = d.str();
      where = d.getLocation();
    }
    return success();
  });
  OwningOpRef<ModuleOp> twin;
  FailureOr<LaunchPlan> oraclePlan = failure();
  if (succeeded(
          lowerTaskAlone(task, options.arch, /*widenToF64=*/true, twin)))
    oraclePlan = extractLaunchPlan(*twin->getOps<func::FuncOp>().begin());
  if (failed(oraclePlan) && why.empty())
    why = "its f64 twin does not lower";
  return oraclePlan;
}

/// No f64 oracle: the task's candidates are judged by allclose against the
/// FP32 reference; the warning, the trajectory and the report say so.
void TaskSearch::fallBackToAllclose(const llvm::Twine &why, Location where) {
  acceptRule = AcceptRule::Allclose;
  acceptFallback = why.str();
  InFlightDiagnostic d =
      mlir::emitWarning(task.getLoc())
      << "htam-optimize: '" << name << "' has no f64 oracle: its candidates "
      << "are accepted by allclose, not accept="
      << stringifyAcceptRule(options.accept);
  d.attachNote(where) << acceptFallback;
}

/// A slow reference runs in every trial of every candidate: keep its
/// outputs when reading them back costs well under running it (small
/// outputs), and drop them with the task.
void TaskSearch::prepareReferenceCache() {
  if (options.dryRun)
    return;
  int64_t outputBytes = 0;
  for (const ArgSpec &arg : plan->args)
    if (arg.isOutput())
      outputBytes += arg.numBytes();
  bool worthIt = outputBytes <= (int64_t(256) << 20) &&
                 baselineUs * 1e-6 > 2.0 * double(outputBytes) / 1e9;
  if (worthIt && !llvm::sys::fs::createUniqueDirectory("htam-refcache",
                                                       referenceCache))
    evaluator->getOptions().referenceCacheDir = referenceCache.str().str();
}

/// The state of SPEC §4, and the search's starting point.
void TaskSearch::buildInitialState() {
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
  state.Bound = stringifyBound(analysis.cost->bound(gpu)).str();
  if (std::optional<ReductionShape> reduction = mainReductionShape(analysis)) {
    state.ReductionOutputs = double(reduction->outputs);
    state.ReductionLength = double(reduction->length);
    state.ReductionLayout = stringifyReductionLayout(reduction->layout);
  }
  state.BaselineTimeMs = baselineUs / 1000.0;
  state.BestTimeMs = state.BaselineTimeMs;
  state.CurrentTimeMs = state.BaselineTimeMs;
  state.Speedup = options.dryRun ? NAN : 1.0;

  memory::ScoringParams scoring;
  scorer.emplace(runCtx.memory, scoring, runCtx.ablations);
  best.timeUs = baselineUs;
  table = stepTableHeader();
  initialState = state;
  budget = methodSteps(runCtx.method,
                       groupSteps ? groupSteps : unsigned(options.steps));
  stepStart = taskStart;
}
