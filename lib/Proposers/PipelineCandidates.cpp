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
// takes each value of the card's parameter named `key`; otherwise each
// combination of all the card's parameters, in order, as a list value
// (`tile-sizes=64,64,8` from tile_m, tile_n and tile_k).
//
//===----------------------------------------------------------------------===//

#include "PipelineCandidates.h"

#include "llvm/ADT/StringExtras.h"

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
  if (p.openOptions.size() > 1)
    return {};
  const std::string &key = p.openOptions.front();
  std::vector<const memory::Param *> params;
  for (const memory::Param &candidate : card.Params)
    if (candidate.Name == key)
      params.push_back(&candidate);
  // Otherwise every parameter of the card, in order, gives one element of a
  // list option (tile-sizes from tile_m, tile_n, tile_k): their product.
  if (params.empty())
    for (const memory::Param &candidate : card.Params)
      params.push_back(&candidate);
  if (params.empty())
    return {};
  std::vector<std::string> values = {""};
  for (const memory::Param *param : params) {
    std::vector<std::string> next;
    for (const std::string &prefix : values)
      for (const std::string &value : param->Values)
        next.push_back(prefix.empty() ? value : prefix + "," + value);
    values = std::move(next);
  }
  std::vector<std::string> configs;
  for (const std::string &value : values)
    configs.push_back((fixed.empty() ? "" : fixed + " ") + key + "=" + value);
  return configs;
}

mlir::htam::PipelineCatalog::~PipelineCatalog() = default;
