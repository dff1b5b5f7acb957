//===- PipelineCandidates.cpp - Candidates from direction pipelines -------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A card whose implementation is `pipeline:htam-<direction>-pipeline{...}`
// is a compiler action: the task lowered by that registered pipeline, in the
// reference's upstream form, is the candidate. An option written `key=...`
// takes each value of the card's parameter (the one named `key`, else the
// card's only parameter).
//
//===----------------------------------------------------------------------===//

#include "PipelineCandidates.h"

#include "htam/Transforms/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::htam;

std::optional<PipelineImpl> mlir::htam::parsePipelineImpl(StringRef impl) {
  if (!impl.consume_front("pipeline:"))
    return std::nullopt;
  PipelineImpl p;
  auto [name, rest] = impl.split('{');
  p.name = name.trim().str();
  rest.consume_back("}");
  SmallVector<StringRef> items;
  rest.split(items, ',', -1, /*KeepEmpty=*/false);
  for (StringRef item : items) {
    auto [key, value] = item.trim().split('=');
    if (value == "...")
      p.openOptions.push_back(key.str());
    else
      p.fixedOptions.push_back(item.trim().str());
  }
  return p;
}

std::vector<std::string>
mlir::htam::pipelineConfigs(const PipelineImpl &p,
                            const memory::LocalCard &card) {
  std::string fixed = llvm::join(p.fixedOptions, " ");
  if (p.openOptions.empty())
    return {fixed};
  // One open option is supported: the one the card parameterizes.
  const std::string &key = p.openOptions.front();
  const memory::Param *param = nullptr;
  for (const memory::Param &candidate : card.Params)
    if (candidate.Name == key)
      param = &candidate;
  if (!param && card.Params.size() == 1)
    param = &card.Params.front();
  if (!param || p.openOptions.size() > 1)
    return {};
  std::vector<std::string> configs;
  for (const std::string &value : param->Values)
    configs.push_back((fixed.empty() ? "" : fixed + " ") + key + "=" + value);
  return configs;
}

bool mlir::htam::pipelineAvailable(const PipelineImpl &p) {
  return PassPipelineInfo::lookup(p.name) != nullptr;
}

bool mlir::htam::pipelineBuilds(const PipelineImpl &p, StringRef options,
                                std::string &why) {
  // Unknown option names are reported here: the option parser would print
  // them to stderr.
  SmallVector<StringRef> items;
  options.split(items, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef item : items) {
    StringRef key = item.split('=').first;
    if (!llvm::is_contained(directionPipelineOptionNames(), key)) {
      why = (p.name + " has no option '" + key + "'").str();
      return false;
    }
  }
  OpPassManager pm("builtin.module");
  std::string errors;
  llvm::raw_string_ostream os(errors);
  if (succeeded(
          parsePassPipeline((p.name + "{" + options + "}").str(), pm, os)))
    return true;
  why = errors;
  return false;
}
