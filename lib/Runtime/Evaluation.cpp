//===- Evaluation.cpp - The outcome of evaluating one candidate -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Failure kind names and the JSON form of evaluations, timings and devices.
// Non-finite numbers (a NaN output value, say) are written as the strings
// "nan", "inf" and "-inf", which JSON itself cannot express.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Evaluation.h"

#include <cmath>

using namespace mlir;
using namespace mlir::htam;

namespace {
struct KindName {
  FailureKind kind;
  const char *name;
};
} // namespace

static const KindName kKindNames[] = {
    {FailureKind::None, "none"},
    {FailureKind::CompileError, "compile_error"},
    {FailureKind::CompilerCrash, "compiler_crash"},
    {FailureKind::CompileTimeout, "compile_timeout"},
    {FailureKind::LaunchError, "launch_error"},
    {FailureKind::Timeout, "timeout"},
    {FailureKind::Crash, "crash"},
    {FailureKind::Mismatch, "mismatch"},
    {FailureKind::NanMismatch, "nan_mismatch"},
    {FailureKind::InputMutated, "input_mutated"},
    {FailureKind::OutOfBounds, "out_of_bounds"},
    {FailureKind::ReferenceError, "reference_error"},
    {FailureKind::Inaccurate, "inaccurate"},
    {FailureKind::Degenerate, "degenerate"},
    {FailureKind::ImpossibleTime, "impossible_time"},
};

llvm::StringRef mlir::htam::toString(FailureKind kind) {
  for (const KindName &k : kKindNames)
    if (k.kind == kind)
      return k.name;
  return "none";
}

std::optional<FailureKind> mlir::htam::parseFailureKind(llvm::StringRef name) {
  for (const KindName &k : kKindNames)
    if (name == k.name)
      return k.kind;
  return std::nullopt;
}

FailureKind mlir::htam::compileFailureKind(const CompileResult &result) {
  switch (result.fault) {
  case CompilerFault::None:
    return FailureKind::CompileError;
  case CompilerFault::Crash:
    return FailureKind::CompilerCrash;
  case CompilerFault::Timeout:
    return FailureKind::CompileTimeout;
  }
  return FailureKind::CompileError;
}

/// A number, or "nan"/"inf"/"-inf".
static llvm::json::Value number(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  return v;
}

/// Reads what number() wrote.
static bool readNumber(const llvm::json::Value *v, double &out) {
  if (!v)
    return true;
  if (auto d = v->getAsNumber()) {
    out = *d;
    return true;
  }
  if (auto s = v->getAsString()) {
    if (*s == "nan")
      out = NAN;
    else if (*s == "inf")
      out = INFINITY;
    else if (*s == "-inf")
      out = -INFINITY;
    else
      return false;
    return true;
  }
  return false;
}

llvm::json::Value mlir::htam::toJSON(const Stats &s) {
  return llvm::json::Object{{"count", static_cast<int64_t>(s.count)},
                            {"mean", number(s.mean)},
                            {"median", number(s.median)},
                            {"stdev", number(s.stdev)},
                            {"min", number(s.min)},
                            {"max", number(s.max)},
                            {"cv", number(s.cv())}};
}

llvm::json::Value mlir::htam::toJSON(const TimingResult &t) {
  llvm::json::Array repeats;
  for (const Stats &s : t.repeats)
    repeats.push_back(toJSON(s));
  return llvm::json::Object{
      {"unit", "us"},
      {"stats", toJSON(t.stats)},
      {"repeats", std::move(repeats)},
      {"effective_bandwidth_gbs", number(t.effectiveBandwidthGBs)},
      {"l2_flush_bytes", t.l2FlushBytes},
      {"cut_short", t.cutShort},
      {"inputs", t.inputs}};
}

llvm::json::Value mlir::htam::toJSON(const DeviceInfo &d) {
  return llvm::json::Object{
      {"ordinal", d.ordinal},
      {"name", d.name},
      {"compute_capability",
       std::to_string(d.ccMajor) + "." + std::to_string(d.ccMinor)},
      {"sm_count", d.smCount},
      {"l2_bytes", d.l2Bytes},
      {"total_mem_bytes", d.totalMemBytes},
      {"peak_bandwidth_gbs", number(d.peakBandwidthGBs)},
      {"max_shared_per_block_optin", d.maxSharedPerBlockOptin},
      {"driver_version", d.driverVersion}};
}

llvm::json::Value mlir::htam::toJSON(const AccuracySummary &a) {
  auto errors = [](double elementwise, double normwise, double maxRelative) {
    return llvm::json::Object{{"elementwise", number(elementwise)},
                              {"normwise", number(normwise)},
                              {"max_relative", number(maxRelative)}};
  };
  return llvm::json::Object{
      {"ratio", number(a.worstRatio)},
      {"ratios", errors(a.elementwiseRatio, a.normwiseRatio,
                        a.maxRelativeRatio)},
      {"candidate", errors(a.candidateElementwise, a.candidateNormwise,
                           a.candidateMaxRelative)},
      {"reference", errors(a.referenceElementwise, a.referenceNormwise,
                           a.referenceMaxRelative)},
      {"outputs_judged", a.numJudged}};
}

bool mlir::htam::fromJSON(const llvm::json::Value &v, AccuracySummary &a,
                          llvm::json::Path p) {
  const llvm::json::Object *o = v.getAsObject();
  if (!o) {
    p.report("expected an object");
    return false;
  }
  auto errors = [&](llvm::StringRef key, double &elementwise, double &normwise,
                    double &maxRelative) {
    const llvm::json::Object *e = o->getObject(key);
    return !e || (readNumber(e->get("elementwise"), elementwise) &&
                  readNumber(e->get("normwise"), normwise) &&
                  readNumber(e->get("max_relative"), maxRelative));
  };
  a.numJudged = o->getInteger("outputs_judged").value_or(0);
  if (readNumber(o->get("ratio"), a.worstRatio) &&
      errors("ratios", a.elementwiseRatio, a.normwiseRatio,
             a.maxRelativeRatio) &&
      errors("candidate", a.candidateElementwise, a.candidateNormwise,
             a.candidateMaxRelative) &&
      errors("reference", a.referenceElementwise, a.referenceNormwise,
             a.referenceMaxRelative))
    return true;
  p.report("malformed number");
  return false;
}

llvm::json::Value mlir::htam::toJSON(const Evaluation &e) {
  llvm::json::Object o{{"label", e.label},
                       {"status", e.passed() ? "pass" : "fail"},
                       {"failure", toString(e.kind)},
                       {"message", e.message},
                       {"verified", e.verified},
                       {"trials_run", e.trialsRun},
                       {"trials_passed", e.trialsPassed},
                       {"wall_ms", number(e.wallMs)},
                       {"setup_ms", number(e.setupMs)},
                       {"verify_ms", number(e.verifyMs)},
                       {"timing_ms", number(e.timingMs)},
                       {"oracle_ms", number(e.oracleMs)}};
  if (e.trial >= 0) {
    o["trial"] = e.trial;
    o["seed"] = e.seed;
    o["distribution"] = e.distribution;
  }
  if (e.argIndex >= 0)
    o["arg"] = e.argIndex;
  if (e.kind == FailureKind::Mismatch || e.kind == FailureKind::NanMismatch ||
      e.kind == FailureKind::Inaccurate) {
    o["first_bad_index"] = e.firstBadIndex;
    o["num_bad"] = e.numBad;
    o["expected"] = number(e.expectedValue);
    o["actual"] = number(e.actualValue);
  }
  if (e.trialsRun > 0 && e.verified) {
    o["max_abs_error"] = number(e.maxAbsError);
    o["max_rel_error"] = number(e.maxRelError);
  }
  if (e.accuracy)
    o["accuracy"] = toJSON(*e.accuracy);
  if (!e.ptxas.empty()) {
    llvm::json::Array kernels;
    for (const PtxasKernelStats &k : e.ptxas)
      kernels.push_back(toJSON(k));
    o["ptxas"] = std::move(kernels);
  }
  if (!e.libraryAlgorithms.empty()) {
    llvm::json::Array algos;
    for (const std::string &a : e.libraryAlgorithms)
      algos.push_back(a);
    o["library_algorithms"] = std::move(algos);
  }
  if (e.timing)
    o["timing"] = toJSON(*e.timing);
  if (e.referenceTiming)
    o["reference_timing"] = toJSON(*e.referenceTiming);
  if (e.speedup > 0)
    o["speedup"] = number(e.speedup);
  if (e.timeBoundUs > 0)
    o["time_bound_us"] = number(e.timeBoundUs);
  if (e.device)
    o["device"] = toJSON(*e.device);
  return o;
}

bool mlir::htam::fromJSON(const llvm::json::Value &v, Stats &s,
                          llvm::json::Path p) {
  const llvm::json::Object *o = v.getAsObject();
  if (!o) {
    p.report("expected an object");
    return false;
  }
  s.count = o->getInteger("count").value_or(0);
  return readNumber(o->get("mean"), s.mean) &&
         readNumber(o->get("median"), s.median) &&
         readNumber(o->get("stdev"), s.stdev) &&
         readNumber(o->get("min"), s.min) && readNumber(o->get("max"), s.max);
}

bool mlir::htam::fromJSON(const llvm::json::Value &v, TimingResult &t,
                          llvm::json::Path p) {
  llvm::json::ObjectMapper m(v, p);
  const llvm::json::Object *o = v.getAsObject();
  if (!m || !m.map("stats", t.stats) || !m.mapOptional("repeats", t.repeats) ||
      !m.mapOptional("l2_flush_bytes", t.l2FlushBytes) ||
      !m.mapOptional("cut_short", t.cutShort) ||
      !m.mapOptional("inputs", t.inputs))
    return false;
  return readNumber(o->get("effective_bandwidth_gbs"), t.effectiveBandwidthGBs);
}

bool mlir::htam::fromJSON(const llvm::json::Value &v, DeviceInfo &d,
                          llvm::json::Path p) {
  llvm::json::ObjectMapper m(v, p);
  std::string cc;
  if (!m || !m.mapOptional("ordinal", d.ordinal) || !m.map("name", d.name) ||
      !m.mapOptional("compute_capability", cc) ||
      !m.mapOptional("sm_count", d.smCount) ||
      !m.mapOptional("l2_bytes", d.l2Bytes) ||
      !m.mapOptional("total_mem_bytes", d.totalMemBytes) ||
      !m.mapOptional("max_shared_per_block_optin", d.maxSharedPerBlockOptin) ||
      !m.mapOptional("driver_version", d.driverVersion))
    return false;
  auto [major, minor] = llvm::StringRef(cc).split('.');
  (void)major.getAsInteger(10, d.ccMajor);
  (void)minor.getAsInteger(10, d.ccMinor);
  return readNumber(v.getAsObject()->get("peak_bandwidth_gbs"),
                    d.peakBandwidthGBs);
}

bool mlir::htam::fromJSON(const llvm::json::Value &v, PtxasKernelStats &k,
                          llvm::json::Path p) {
  llvm::json::ObjectMapper m(v, p);
  return m && m.map("name", k.name) && m.mapOptional("arch", k.arch) &&
         m.mapOptional("registers", k.registers) &&
         m.mapOptional("barriers", k.barriers) &&
         m.mapOptional("stack_frame_bytes", k.stackFrameBytes) &&
         m.mapOptional("spill_store_bytes", k.spillStoreBytes) &&
         m.mapOptional("spill_load_bytes", k.spillLoadBytes) &&
         m.mapOptional("shared_bytes", k.sharedBytes) &&
         m.mapOptional("cumulative_stack_bytes", k.cumulativeStackBytes) &&
         m.mapOptional("cmem_bytes", k.cmemBytes);
}

bool mlir::htam::fromJSON(const llvm::json::Value &v, Evaluation &e,
                          llvm::json::Path p) {
  llvm::json::ObjectMapper m(v, p);
  std::string kind;
  if (!m || !m.map("label", e.label) || !m.map("failure", kind) ||
      !m.mapOptional("message", e.message) ||
      !m.mapOptional("verified", e.verified) ||
      !m.mapOptional("trials_run", e.trialsRun) ||
      !m.mapOptional("trials_passed", e.trialsPassed) ||
      !m.mapOptional("trial", e.trial) || !m.mapOptional("seed", e.seed) ||
      !m.mapOptional("distribution", e.distribution) ||
      !m.mapOptional("arg", e.argIndex) ||
      !m.mapOptional("first_bad_index", e.firstBadIndex) ||
      !m.mapOptional("num_bad", e.numBad) || !m.mapOptional("ptxas", e.ptxas) ||
      !m.mapOptional("library_algorithms", e.libraryAlgorithms) ||
      !m.mapOptional("timing", e.timing) ||
      !m.mapOptional("reference_timing", e.referenceTiming) ||
      !m.mapOptional("device", e.device) ||
      !m.mapOptional("accuracy", e.accuracy))
    return false;
  std::optional<FailureKind> parsed = parseFailureKind(kind);
  if (!parsed) {
    p.field("failure").report("unknown failure kind");
    return false;
  }
  e.kind = *parsed;
  const llvm::json::Object *o = v.getAsObject();
  if (!readNumber(o->get("expected"), e.expectedValue) ||
      !readNumber(o->get("actual"), e.actualValue) ||
      !readNumber(o->get("max_abs_error"), e.maxAbsError) ||
      !readNumber(o->get("max_rel_error"), e.maxRelError) ||
      !readNumber(o->get("speedup"), e.speedup) ||
      !readNumber(o->get("time_bound_us"), e.timeBoundUs) ||
      !readNumber(o->get("wall_ms"), e.wallMs) ||
      !readNumber(o->get("setup_ms"), e.setupMs) ||
      !readNumber(o->get("verify_ms"), e.verifyMs) ||
      !readNumber(o->get("timing_ms"), e.timingMs) ||
      !readNumber(o->get("oracle_ms"), e.oracleMs)) {
    p.report("malformed number");
    return false;
  }
  return true;
}
