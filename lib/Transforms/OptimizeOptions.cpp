//===- OptimizeOptions.cpp - Spellings of htam-optimize's enum options ----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The option values as Passes.td spells them, for what the driver writes
// (trajectory.json, report.md, the kernel database, diagnostics).
// test/Driver/htam-optimize-enum-options.test checks that each spelling
// here is the one the option prints.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/OptimizeOptions.h"

#include "llvm/Support/ErrorHandling.h"

using namespace mlir::htam;

llvm::StringRef mlir::htam::stringifyProposerKind(ProposerKind kind) {
  switch (kind) {
  case ProposerKind::Builtin:
    return "builtin";
  case ProposerKind::Llm:
    return "llm";
  case ProposerKind::Replay:
    return "replay";
  }
  llvm_unreachable("unknown proposer kind");
}

llvm::StringRef mlir::htam::stringifySearchMethod(SearchMethod method) {
  switch (method) {
  case SearchMethod::HTAM:
    return "htam";
  case SearchMethod::Flat:
    return "flat";
  case SearchMethod::Feedback:
    return "feedback";
  case SearchMethod::BestOfN:
    return "best-of-n";
  case SearchMethod::Direct:
    return "direct";
  }
  llvm_unreachable("unknown search method");
}

llvm::StringRef mlir::htam::stringifyAcceptRule(AcceptRule rule) {
  switch (rule) {
  case AcceptRule::Allclose:
    return "allclose";
  case AcceptRule::Measure:
    return "measure";
  case AcceptRule::Accuracy:
    return "accuracy";
  }
  llvm_unreachable("unknown acceptance rule");
}

llvm::StringRef mlir::htam::stringifyKernelDbReuse(KernelDbReuse reuse) {
  switch (reuse) {
  case KernelDbReuse::Off:
    return "off";
  case KernelDbReuse::Verify:
    return "verify";
  case KernelDbReuse::Trust:
    return "trust";
  }
  llvm_unreachable("unknown kernel-db-reuse mode");
}
