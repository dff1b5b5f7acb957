//===- CandidateFault.h - Faults a proposer can inject ----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The ways createFaultInjectingProposer (Proposer.h) makes every candidate
// fail. A header of its own so that the pass options (OptimizeOptions.h)
// can name the type without the proposer interface and what it includes.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_PROPOSERS_CANDIDATEFAULT_H
#define HTAM_PROPOSERS_CANDIDATEFAULT_H

namespace mlir {
namespace htam {

/// htam-optimize's `inject-fault`.
enum class CandidateFault {
  /// Candidates are left as the proposer made them.
  None,
  /// Every candidate fails to compile.
  Compile,
  /// Every generation fails.
  Generate,
};

} // namespace htam
} // namespace mlir

#endif // HTAM_PROPOSERS_CANDIDATEFAULT_H
