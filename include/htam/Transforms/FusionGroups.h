//===- FusionGroups.h - Whole functions split into fusion groups -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A public function holding a whole block (convolution, batch norm, ReLU,
// pooling, residual add; an attention block; an MLP) is split into fusion
// groups, each outlined as a private function on tensors that htam-optimize
// treats as one operator task. docs/PARTITION.md states the rule.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_FUSIONGROUPS_H
#define HTAM_TRANSFORMS_FUSIONGROUPS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"


namespace mlir {
namespace htam {

/// The attribute holding a group function's structural hash (WorkloadKey.h,
/// 32 hex digits).
constexpr llvm::StringLiteral kGroupHashAttr = "htam.group_hash";
/// The attribute naming the op a group is built around (its anchor).
constexpr llvm::StringLiteral kGroupAnchorAttr = "htam.group_anchor";
/// On a partitioned public function: how many groups it calls.
constexpr llvm::StringLiteral kFusionGroupsAttr = "htam.fusion_groups";

/// One fusion group: top-level ops of a function body, in program order
/// (contiguous among the compute ops), and the op it is built around.
struct FusionGroup {
  llvm::SmallVector<Operation *> ops;
  /// The contraction, convolution or pooling of the group; null for an
  /// elementwise, data-movement or reduction-only group.
  Operation *anchor = nullptr;
};

/// Checks that `func` can be partitioned: one block, static shapes, no
/// calls, no region-holding ops other than linalg ops and tensor.pad.
/// Emits one diagnostic of `severity` at each offending op (naming it and
/// the reason) and fails if there is any.
LogicalResult checkPartitionable(func::FuncOp func,
                                 DiagnosticSeverity severity);

/// The fusion groups of `func` by the rule of docs/PARTITION.md
/// (deterministic; `func` must pass checkPartitionable).
llvm::SmallVector<FusionGroup> computeFusionGroups(func::FuncOp func);

/// Splits `func` into its fusion groups: each is outlined as a private
/// `@<func>__g<k>` (arguments: the values it reads from outside, in order
/// of first use; results: its values used later, in program order), with
/// kGroupHashAttr and kGroupAnchorAttr, inserted after `func`; `func` calls
/// them in order. A function of one group is left alone (returns no
/// function). `func` must pass checkPartitionable.
llvm::SmallVector<func::FuncOp> partitionIntoFusionGroups(func::FuncOp func);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_FUSIONGROUPS_H
