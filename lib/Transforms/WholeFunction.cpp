//===- WholeFunction.cpp - htam-optimize on whole-model functions ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A public function of several fusion groups, optimized group by group:
// partition a copy, measure (or, in dry runs, estimate) each distinct
// group's reference time, spread the steps by share, hand each distinct
// group to the driver's loop as its own task, and collect the results for
// the report. docs/PARTITION.md describes what is emitted.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/WholeFunction.h"
#include "htam/Analysis/OperatorTask.h"
#include "htam/Transforms/FusionGroups.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

SmallVector<unsigned> mlir::htam::spreadSteps(unsigned total,
                                              ArrayRef<double> shares) {
  size_t n = shares.size();
  SmallVector<unsigned> steps(n, 1);
  if (n == 0 || total <= n)
    return steps;
  double sum = 0;
  for (double s : shares)
    sum += std::max(0.0, s);
  unsigned rest = total - unsigned(n);
  SmallVector<double> ideal(n);
  unsigned given = 0;
  for (size_t i = 0; i < n; ++i) {
    double share = sum > 0 ? std::max(0.0, shares[i]) / sum : 1.0 / n;
    ideal[i] = share * rest;
    unsigned whole = unsigned(std::floor(ideal[i]));
    steps[i] += whole;
    given += whole;
  }
  // The steps left by rounding down go to the largest remainders.
  SmallVector<size_t> order(n);
  for (size_t i = 0; i < n; ++i)
    order[i] = i;
  llvm::stable_sort(order, [&](size_t a, size_t b) {
    return ideal[a] - std::floor(ideal[a]) > ideal[b] - std::floor(ideal[b]);
  });
  for (size_t i = 0; given < rest; ++i, ++given)
    ++steps[order[i % n]];
  return steps;
}

namespace {

/// `func` cloned into a new module of its own, public, named `name`.
OwningOpRef<ModuleOp> aloneInModule(func::FuncOp func, StringRef name) {
  OwningOpRef<ModuleOp> module = ModuleOp::create(func.getLoc());
  OpBuilder b = OpBuilder::atBlockEnd(module->getBody());
  auto copy = cast<func::FuncOp>(b.clone(*func));
  copy.setSymName(name);
  copy.setPublic();
  return module;
}

/// The reference lowering of the task alone in `module`.
LogicalResult lowerReference(ModuleOp module, StringRef arch) {
  PassManager pm(module.getContext());
  HTAMLowerReferencePassOptions options;
  options.chip = arch.str();
  pm.addPass(createHTAMLowerReferencePass(options));
  return pm.run(module);
}

/// Moves the lowered contents of `from` into `to` before `before` (at the
/// end when null); symbols `to` has already (library declarations) are not
/// duplicated. `to` gets the module attributes of the upstream form.
void moveInto(ModuleOp from, ModuleOp to, Operation *before) {
  SymbolTable symbols(to);
  for (Operation &op : llvm::make_early_inc_range(*from.getBody())) {
    if (auto sym = dyn_cast<SymbolOpInterface>(op))
      if (symbols.lookup(sym.getName()))
        continue;
    if (before)
      op.moveBefore(before);
    else
      op.moveBefore(to.getBody(), to.getBody()->end());
  }
  for (NamedAttribute attr : from->getAttrs())
    if (attr.getName().getValue() != "sym_name")
      to->setAttr(attr.getName(), attr.getValue());
}

/// The time of the reference of `task` (alone in its module) in us: lowered,
/// verified against itself on one trial and timed, as the driver times a
/// task's reference; NaN when it cannot be measured (`why` says why).
double timeReference(ModuleOp alone, const WholeFunctionOptions &options,
                     std::string &why) {
  OwningOpRef<ModuleOp> lowered = cast<ModuleOp>(alone->clone());
  if (failed(lowerReference(*lowered, options.arch))) {
    why = "the reference lowering failed";
    return NAN;
  }
  FailureOr<LaunchPlan> plan =
      extractLaunchPlan(*lowered->getOps<func::FuncOp>().begin());
  if (failed(plan)) {
    why = "no launch plan";
    return NAN;
  }
  EvaluatorOptions o = options.evaluator;
  o.numTrials = 1;
  o.timeoutSeconds = options.referenceTimeLimit;
  o.time = true;
  Evaluator evaluator(o, plan->args);
  if (llvm::Error err = evaluator.setReference(plan->kernel)) {
    why = llvm::toString(std::move(err));
    return NAN;
  }
  Evaluation e = evaluator.evaluate(plan->kernel);
  if (!e.passed() || !e.timing) {
    why = e.message;
    return NAN;
  }
  return e.timing->stats.median;
}

/// "linalg.conv_2d_nchw_fchw, linalg.generic x4": the compute ops of a
/// group in order of first occurrence, with counts.
std::string describeOps(func::FuncOp group) {
  llvm::MapVector<StringRef, unsigned> counts;
  for (Operation &op : group.getBody().front().without_terminator()) {
    // Fills only initialize accumulators.
    if (isa<linalg::FillOp>(op))
      continue;
    bool unclassified = false;
    if (analyzeOp(&op, unclassified) || unclassified ||
        isa<linalg::TransposeOp, tensor::PadOp, tensor::ConcatOp>(op))
      ++counts[op.getName().getStringRef()];
  }
  std::string text;
  for (auto [name, count] : counts) {
    if (!text.empty())
      text += ", ";
    text += name.str();
    if (count > 1)
      text += " x" + std::to_string(count);
  }
  return text.empty() ? "(data movement)" : text;
}

std::string fixedOrDash(double v, const char *suffix = "") {
  if (std::isnan(v))
    return "-";
  return llvm::formatv("{0:f2}{1}", v, suffix).str();
}

json::Value numOrNull(double v) {
  if (std::isfinite(v))
    return v;
  return nullptr;
}

/// One group of the function and what became of it.
struct GroupRecord {
  func::FuncOp func;
  std::string name, hash, ops, anchor;
  /// The first group of the same hash (itself for a representative).
  unsigned representative = 0;
  unsigned occurrences = 1;
  double estimateUs = NAN, referenceUs = NAN;
  double share = 0;
  unsigned steps = 0;
  std::string bestCandidate, bestCard, emitted;
  double bestUs = NAN;
};

} // namespace

LogicalResult mlir::htam::optimizeWholeFunction(
    func::FuncOp func, const WholeFunctionOptions &options,
    const GroupTaskRunner &runner, json::Array &wholeJSON,
    std::string &reportMd, bool &handled) {
  handled = false;
  if (options.mode == PartitionMode::Off)
    return success();
  std::string name = func.getSymName().str();
  auto module = func->getParentOfType<ModuleOp>();
  bool strict = options.mode == PartitionMode::On;
  if (failed(checkPartitionable(func, strict ? DiagnosticSeverity::Error
                                             : DiagnosticSeverity::Warning))) {
    if (strict) {
      handled = true;
      return failure();
    }
    func.emitWarning() << "htam-optimize: '" << name
                       << "' is optimized as one task (partition=auto)";
    return success();
  }

  // Partition a copy: the function itself keeps its body until it is
  // replaced by its lowering.
  OwningOpRef<ModuleOp> partitioned = aloneInModule(func, name);
  auto copy = *partitioned->getOps<func::FuncOp>().begin();
  SmallVector<func::FuncOp> groupFuncs = partitionIntoFusionGroups(copy);
  if (groupFuncs.empty())
    return success(); // one group: one task, as before
  handled = true;

  // Identical groups are optimized once.
  std::vector<GroupRecord> groups;
  std::map<std::string, unsigned> firstOfHash;
  GpuDescription gpu;
  for (func::FuncOp g : groupFuncs) {
    GroupRecord r;
    r.func = g;
    r.name = g.getSymName().str();
    r.hash = g->getAttrOfType<StringAttr>(kGroupHashAttr).getValue().str();
    r.anchor = g->getAttrOfType<StringAttr>(kGroupAnchorAttr).getValue().str();
    r.ops = describeOps(g);
    auto [it, inserted] = firstOfHash.try_emplace(r.hash, groups.size());
    r.representative = it->second;
    if (!inserted)
      ++groups[r.representative].occurrences;
    OperatorTask analysis = analyzeOperatorTask(g);
    if (analysis.cost)
      r.estimateUs = analysis.cost->rooflineMicros(gpu);
    groups.push_back(std::move(r));
  }

  // Shares of the reference time: measured on the GPU, else estimated from
  // FLOPs and bytes (the roofline); a representative counts once per
  // occurrence.
  SmallVector<unsigned> reps;
  for (auto [i, r] : llvm::enumerate(groups))
    if (r.representative == i)
      reps.push_back(i);
  bool measured = !options.dryRun;
  for (unsigned i : reps) {
    GroupRecord &r = groups[i];
    if (!options.dryRun) {
      std::string why;
      OwningOpRef<ModuleOp> alone = aloneInModule(r.func, r.name);
      r.referenceUs = timeReference(*alone, options, why);
      if (std::isnan(r.referenceUs)) {
        emitWarning(r.func.getLoc())
            << "htam-optimize: the reference of group '" << r.name
            << "' was not timed (" << why
            << "); the budget uses the roofline estimate";
        measured = false;
      }
    }
  }
  SmallVector<double> shares;
  double total = 0;
  for (unsigned i : reps) {
    GroupRecord &r = groups[i];
    double t = measured ? r.referenceUs : r.estimateUs;
    r.share = std::isfinite(t) ? t * r.occurrences : 0;
    total += r.share;
  }
  for (unsigned i : reps) {
    if (total > 0)
      groups[i].share /= total;
    shares.push_back(groups[i].share);
  }
  SmallVector<unsigned> steps =
      spreadSteps(options.steps * unsigned(reps.size()), shares);
  for (auto [i, s] : llvm::zip(reps, steps))
    groups[i].steps = s;

  // Each distinct group: a task of the loop, alone in its module; its
  // lowered form goes before `func` as a public host function.
  for (unsigned i : reps) {
    GroupRecord &r = groups[i];
    llvm::errs() << llvm::formatv("htam: {0}: group {1} ({2}), share "
                                  "{3:f1}%, {4} steps\n",
                                  name, r.name, r.ops, 100 * r.share, r.steps);
    OwningOpRef<ModuleOp> alone = aloneInModule(r.func, r.name);
    auto task = *alone->getOps<func::FuncOp>().begin();
    if (failed(runner.optimize(task, r.steps,
                               measured ? r.referenceUs : 0.0)))
      return failure();
    if (const json::Object *rec = runner.taskRecord()) {
      if (auto s = rec->getString("best_candidate"))
        r.bestCandidate = s->str();
      if (auto s = rec->getString("best_card"))
        r.bestCard = s->str();
      if (auto s = rec->getString("emitted"))
        r.emitted = s->str();
      if (auto v = rec->getNumber("best_us"))
        r.bestUs = *v;
      if (!measured)
        if (auto v = rec->getNumber("reference_us"))
          r.referenceUs = *v;
    }
    moveInto(*alone, module, func);
  }

  // The whole function: its reference lowering (assembling the groups'
  // kernels into one host function is not done yet: docs/PARTITION.md).
  OwningOpRef<ModuleOp> whole = aloneInModule(func, name);
  if (failed(lowerReference(*whole, options.arch)))
    return func.emitError() << "htam-optimize: the reference lowering of '"
                            << name << "' failed";
  Operation *next = func->getNextNode();
  func.erase();
  moveInto(*whole, module, next);

  // The record and the report.
  json::Array groupsJSON;
  std::string table =
      "| group | ops | hash | same as | share | steps | best kernel | "
      "time (us) | reference (us) |\n"
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
  for (auto [i, r] : llvm::enumerate(groups)) {
    const GroupRecord &rep = groups[r.representative];
    bool isRep = r.representative == i;
    std::string best = rep.emitted == "candidate"
                           ? rep.bestCandidate + " (" + rep.bestCard + ")"
                           : std::string("reference");
    groupsJSON.push_back(json::Object{
        {"name", r.name},
        {"hash", r.hash},
        {"anchor", r.anchor},
        {"ops", r.ops},
        {"same_as", isRep ? json::Value(nullptr) : json::Value(rep.name)},
        {"occurrences", int64_t(rep.occurrences)},
        {"share", isRep ? r.share : 0.0},
        {"steps", int64_t(isRep ? r.steps : 0)},
        {"estimate_us", numOrNull(r.estimateUs)},
        {"reference_us", numOrNull(rep.referenceUs)},
        {"best_us", numOrNull(rep.bestUs)},
        {"best_candidate", rep.bestCandidate},
        {"emitted", rep.emitted}});
    table += llvm::formatv("| {0} | {1} | `{2}` | {3} | {4} | {5} | {6} | "
                           "{7} | {8} |\n",
                           r.name, r.ops, r.hash, isRep ? "-" : rep.name,
                           isRep ? fixedOrDash(100 * r.share, "%") : "-",
                           isRep ? std::to_string(r.steps) : "-", best,
                           fixedOrDash(rep.bestUs),
                           fixedOrDash(rep.referenceUs))
                 .str();
  }
  wholeJSON.push_back(json::Object{
      {"name", name},
      {"groups", std::move(groupsJSON)},
      {"distinct_groups", int64_t(reps.size())},
      {"share_basis", measured ? "reference_time" : "roofline_estimate"},
      {"budget", int64_t(options.steps * reps.size())},
      {"emitted", "reference"},
      {"verified_whole", false}});
  reportMd += llvm::formatv("## {0}: {1} fusion groups, {2} distinct\n\n",
                            name, groups.size(), reps.size())
                  .str();
  reportMd +=
      llvm::formatv("Budget: {0} steps ({1} per distinct group), spread by "
                    "each group's share of the {2} (at least one step "
                    "each); identical groups (same hash) are optimized "
                    "once.\n\n",
                    options.steps * reps.size(), options.steps,
                    measured ? "measured reference time"
                             : "roofline estimate (FLOPs and bytes)")
          .str();
  reportMd += table + "\n";
  reportMd += "The groups' kernels are emitted as the public host functions "
              "`@" +
              name +
              "__g<k>`; the whole function keeps its reference lowering "
              "(assembly into one host function is not done yet).\n\n";
  return success();
}
