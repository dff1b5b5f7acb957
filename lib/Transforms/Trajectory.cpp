//===- Trajectory.cpp - htam-optimize's trajectory.json -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Trajectory.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

json::Value mlir::htam::jsonNumber(double v) {
  // JSON has no infinities: LLVM's writer would print a bare `inf`, which no
  // reader accepts; "inf"/"-inf" as Evaluation's JSON writes them.
  if (std::isnan(v))
    return nullptr;
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  return v;
}

json::Value mlir::htam::toJSON(const memory::DirectionScore &d) {
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

json::Array mlir::htam::directionScoresJSON(
    llvm::ArrayRef<memory::DirectionScore> dirs) {
  json::Array dirsJSON;
  for (const memory::DirectionScore &d : dirs)
    dirsJSON.push_back(toJSON(d));
  return dirsJSON;
}

json::Array
mlir::htam::cardScoresJSON(llvm::ArrayRef<memory::CardScore> cards) {
  json::Array cardsJSON;
  for (const memory::CardScore &c : cards)
    cardsJSON.push_back(json::Object{{"id", c.Id}, {"total", c.Total}});
  return cardsJSON;
}

json::Value mlir::htam::evidenceJSON(const memory::Evidence &e) {
  return json::Object{
      {"attempts", int64_t(e.Attempts)}, {"compiled", int64_t(e.Compiled)},
      {"correct", int64_t(e.Correct)},   {"improved", int64_t(e.Improved)},
      {"sum_log_gain", e.SumLogGain},    {"trend", e.Trend}};
}

json::Object mlir::htam::ptxasJSON(const PtxasKernelStats &k) {
  return json::Object{{"entry", k.name},
                      {"registers", k.registers},
                      {"spill_stores", k.spillStoreBytes},
                      {"spill_loads", k.spillLoadBytes},
                      {"shared_bytes", k.sharedBytes}};
}

json::Value mlir::htam::toJSON(const SkippedFunction &f) {
  return json::Object{
      {"name", f.name},
      {"location", f.location},
      {"op", f.op},
      {"kind", f.kind},
      {"reason", f.reason},
      {"warning", f.warning.empty() ? json::Value(nullptr)
                                    : json::Value(f.warning)}};
}

const json::Object *TrajectoryWriter::lastTask() const {
  return taskRecords.empty() ? nullptr : taskRecords.back().getAsObject();
}

std::string TrajectoryWriter::finish(const RunHeader &header,
                                     json::Value llm) {
  json::Object trajectory{{"tool", "htam-optimize"},
                          {"version", 1},
                          {"memory", header.memory},
                          {"method", header.method},
                          {"steps", int64_t(header.steps)},
                          {"proposer", header.proposer},
                          {"dry_run", header.dryRun},
                          {"seed", int64_t(header.seed)},
                          {"tasks", std::move(taskRecords)},
                          {"skipped_functions", std::move(skippedRecords)}};
  if (!wholeRecords.empty())
    trajectory["whole_functions"] = std::move(wholeRecords);
  if (llm.kind() != json::Value::Null)
    trajectory["llm"] = std::move(llm);
  return llvm::formatv("{0:2}", json::Value(std::move(trajectory))).str();
}
