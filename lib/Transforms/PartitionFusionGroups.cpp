//===- PartitionFusionGroups.cpp - The htam-partition-fusion-groups pass --===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Splits every operator task of a module into its fusion groups
// (FusionGroups.h, docs/PARTITION.md). A function that cannot be split gets
// located errors and is left as it was; the other functions are still
// partitioned.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/OperatorTask.h"
#include "htam/Transforms/FusionGroups.h"
#include "htam/Transforms/Passes.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMPARTITIONFUSIONGROUPSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;
using namespace mlir::htam;

namespace {

class HTAMPartitionFusionGroupsPass final
    : public htam::impl::HTAMPartitionFusionGroupsPassBase<
          HTAMPartitionFusionGroupsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    // Collected first: outlining inserts functions into the module.
    SmallVector<func::FuncOp> tasks;
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (isOperatorTask(func))
        tasks.push_back(func);
    bool ok = true;
    for (func::FuncOp func : tasks) {
      if (failed(checkPartitionable(func, DiagnosticSeverity::Error))) {
        ok = false;
        continue;
      }
      SmallVector<func::FuncOp> groups = partitionIntoFusionGroups(func);
      numGroups += groups.size();
      if (publicGroups)
        for (func::FuncOp group : groups)
          group.setPublic();
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
