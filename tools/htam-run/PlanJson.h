//===- PlanJson.h - A launch plan as JSON for other runtimes ----*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `htam-run --print-plan`: the launch plan of a lowered or emitted task
// (LaunchPlan.h) as one JSON document, so that a runtime outside htam (the
// PyTorch module of `htam-import --emit-torch`) can run exactly what
// htam-run runs: the operator arguments, the kernel image, the launches in
// htam-run's launch syntax (KernelSpec.h), the scratch sizes and the
// constant buffers with their bytes.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TOOLS_HTAM_RUN_PLANJSON_H
#define HTAM_TOOLS_HTAM_RUN_PLANJSON_H

#include "htam/Transforms/LaunchPlan.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

namespace mlir {
namespace htam {

/// The format's version (`plan_version`).
constexpr int64_t kPlanJsonVersion = 1;

/// `plan` of function `func` as JSON; binary data (the image, constants)
/// base64-encoded.
llvm::json::Value launchPlanToJSON(const LaunchPlan &plan,
                                   llvm::StringRef func);

} // namespace htam
} // namespace mlir

#endif // HTAM_TOOLS_HTAM_RUN_PLANJSON_H
