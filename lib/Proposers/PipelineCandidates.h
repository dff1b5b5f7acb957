//===- PipelineCandidates.h - Candidates from direction pipelines -*- C++ -*-=//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The built-in proposer's compiler actions: parsing a card's `pipeline:`
// implementation into the pass pipelines to try. The driver runs them.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_PROPOSERS_PIPELINECANDIDATES_H
#define HTAM_LIB_PROPOSERS_PIPELINECANDIDATES_H

#include "htam/Memory/Memory.h"
#include "htam/Proposers/PipelineCatalog.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// `pipeline:NAME{k=v,k2=...}` of a card.
struct PipelineImpl {
  std::string name;
  /// `k=v` options, as written.
  std::vector<std::string> fixedOptions;
  /// Options written `k=...`, whose values come from the card's parameters.
  std::vector<std::string> openOptions;
};

/// Parses a `pipeline:` implementation; std::nullopt for anything else.
std::optional<PipelineImpl> parsePipelineImpl(llvm::StringRef impl);

/// The option strings to try, in the card's parameter order; empty when the
/// card does not say how to fill the open options.
std::vector<std::string> pipelineConfigs(const PipelineImpl &p,
                                         const memory::LocalCard &card);

} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_PROPOSERS_PIPELINECANDIDATES_H
