//===- OptimizeOptions.h - htam-optimize's enum options ---------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The enum types of htam-optimize's enum options (Passes.td lists their
// spellings with `clEnumValN`), parsed by EnumOptionParser.h's parser, which
// names the valid values on an error. Passes.h includes this file before the
// generated declarations.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_OPTIMIZEOPTIONS_H
#define HTAM_TRANSFORMS_OPTIMIZEOPTIONS_H

#include "htam/Proposers/CandidateFault.h"
#include "htam/Transforms/EnumOptionParser.h"

#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace htam {

/// `proposer`: who makes the candidates (docs/LLM.md for llm and replay).
enum class ProposerKind { Builtin, Llm, Replay };

/// `method`: the methods of the paper's comparison (SearchMethod.h).
enum class SearchMethod { HTAM, Flat, Feedback, BestOfN, Direct };

/// `accept`: how candidates are accepted (docs/RUNTIME.md, "Acceptance by
/// measured accuracy").
enum class AcceptRule {
  /// atol/rtol against the FP32 reference.
  Allclose,
  /// Allclose decides; the error against the f64 oracle is measured.
  Measure,
  /// The f64 oracle decides.
  Accuracy,
};

/// `partition`: whole-model functions (docs/PARTITION.md).
enum class PartitionMode {
  /// Every public function is one task (as before).
  Off,
  /// Functions of more than one group are partitioned; one that cannot be
  /// (dynamic shapes, loops, calls) gets a warning and stays one task.
  Auto,
  /// As auto, but a function that cannot be partitioned is an error.
  On,
};

/// `kernel-db-reuse`: what a kernel database hit does (KernelReuse.h).
enum class KernelDbReuse { Off, Verify, Trust };

/// The spellings of the option values (as in Passes.td), for the
/// trajectory, the report and diagnostics.
llvm::StringRef stringifyProposerKind(ProposerKind kind);
llvm::StringRef stringifySearchMethod(SearchMethod method);
llvm::StringRef stringifyAcceptRule(AcceptRule rule);
llvm::StringRef stringifyKernelDbReuse(KernelDbReuse reuse);

} // namespace htam
} // namespace mlir

HTAM_ENUM_OPTION_PARSER(::mlir::htam::ProposerKind)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::SearchMethod)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::AcceptRule)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::PartitionMode)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::KernelDbReuse)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::CandidateFault)

#endif // HTAM_TRANSFORMS_OPTIMIZEOPTIONS_H
