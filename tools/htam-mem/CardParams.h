//===- CardParams.h - Memory cards checked against the template table -----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `htam-mem validate` checks a card's `implementation` and `params` against
// the template table (TemplateTable.h), the one registry of parameter
// domains that `htam.strategy` is checked against too.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TOOLS_HTAM_MEM_CARDPARAMS_H
#define HTAM_TOOLS_HTAM_MEM_CARDPARAMS_H

#include "htam/Memory/MemoryIO.h"

#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// What is wrong with `card` against the template table: errors for a
/// parameter the template does not have and a value outside the
/// parameter's domain; a warning for an implementation that is no template
/// of the table (the shipped memory keeps cards for templates not written
/// yet, docs/STRATEGIES.md: the builtin proposer passes over them), whose
/// params cannot be checked. LLM-only cards and `pipeline:` cards (whose
/// params are pass options, checked when the pipeline is built) have
/// nothing to check.
std::vector<memory::CardProblem>
checkCardParams(const memory::LocalCard &card);

} // namespace htam
} // namespace mlir

#endif // HTAM_TOOLS_HTAM_MEM_CARDPARAMS_H
