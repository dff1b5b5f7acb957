//===- Passes.h - htam pass entry points ------------------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The generated declarations and registration of every htam pass.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_PASSES_H
#define HTAM_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace htam {

#define GEN_PASS_DECL
#include "htam/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "htam/Transforms/Passes.h.inc"

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_PASSES_H
