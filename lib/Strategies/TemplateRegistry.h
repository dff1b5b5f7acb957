//===- TemplateRegistry.h - Per-template pieces of the registry -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Strategies: what Templates.cpp (the table, generateKernel)
// asks of each template, keyed by its id.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_TEMPLATEREGISTRY_H
#define HTAM_LIB_STRATEGIES_TEMPLATEREGISTRY_H

#include "htam/Strategies/Strategies.h"

#include "CudaEmitter.h"

#include <string>

namespace mlir::htam::detail {

/// The emitter options of template `id` with `p` (TemplateOptions.cpp); an
/// error for bad values.
FailureOr<EmitOptions> optionsFor(llvm::StringRef id, const TemplateParams &p,
                                  std::string &error);

/// Class-level check of template `id` against the emitted structure
/// (TemplateFits.cpp); `why` says what is missing.
bool structureFits(llvm::StringRef id, const EmitResult &r, std::string &why);

} // namespace mlir::htam::detail

#endif // HTAM_LIB_STRATEGIES_TEMPLATEREGISTRY_H
