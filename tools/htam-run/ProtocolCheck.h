//===- ProtocolCheck.h - htam-run --check-protocol --------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TOOLS_HTAMRUN_PROTOCOLCHECK_H
#define HTAM_TOOLS_HTAMRUN_PROTOCOLCHECK_H

#include "htam/Runtime/Evaluator.h"

#include "llvm/Support/JSON.h"

namespace mlir {
namespace htam {

/// Checks the worker's GPU protocol kernels against the host definitions:
/// for every trial of `options` and every buffer of `args`, the inputs
/// generated on the GPU must equal the host's bit for bit, the GPU checksum
/// must equal the host's, the generator comparison must find no difference,
/// and a comparison (with `options.tolerance`) of the input with a perturbed
/// copy must give the same result on both sides. Fills `doc`; returns 0 when
/// everything agrees, 2 when not, 1 on a tool error (also on stderr).
int runProtocolCheck(const EvaluatorOptions &options,
                     const std::vector<ArgSpec> &args, llvm::json::Object &doc);

} // namespace htam
} // namespace mlir

#endif // HTAM_TOOLS_HTAMRUN_PROTOCOLCHECK_H
