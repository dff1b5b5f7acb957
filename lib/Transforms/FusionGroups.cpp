//===- FusionGroups.cpp - Whole functions split into fusion groups --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rule (docs/PARTITION.md): one group per contraction, convolution or
// pooling (the anchor) with the elementwise producers feeding only it, and
// the elementwise ops and reductions that consume what the group computes;
// a data-movement op (transpose, pad, slice, concat) after an anchor or a
// reduction cuts; elementwise-only stretches form their own group. Free ops
// (tensor.empty, scalar and splat constants, fills of them) are cloned into
// every group that uses them; constant tensors that become device buffers
// are arguments of the groups, so groups that differ only in their weights
// share a structural hash.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/FusionGroups.h"
#include "htam/Analysis/ConstantTensors.h"
#include "htam/Analysis/OperatorTask.h"
#include "htam/Analysis/WorkloadKey.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::htam;

namespace {

/// What an op is to the partition.
enum class Role {
  /// Costs nothing: cloned into every group that uses it.
  Free,
  /// A constant tensor held in a device buffer: stays in the function and
  /// is passed to the groups that read it.
  BufferConstant,
  /// Contraction, convolution or pooling: one group each.
  Anchor,
  /// A reduction or softmax/norm: joins the group whose value it reads.
  Reduction,
  /// Transpose, pad, slice, concat: a layout change.
  Layout,
  /// Elementwise, broadcast, reshapes and anything else.
  Light,
};

bool isFreeOp(Operation *op) {
  if (isa<tensor::EmptyOp, bufferization::AllocTensorOp>(op))
    return true;
  if (auto c = dyn_cast<arith::ConstantOp>(op))
    return !isBufferConstant(c.getValue());
  // A fill of a free scalar into a free tensor is an initial value.
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return llvm::all_of(fill->getOperands(), [](Value v) {
      Operation *def = v.getDefiningOp();
      return def && isFreeOp(def);
    });
  return false;
}

Role roleOf(Operation *op) {
  if (isFreeOp(op))
    return Role::Free;
  if (isa<arith::ConstantOp>(op))
    return Role::BufferConstant;
  if (isa<linalg::TransposeOp, tensor::PadOp, tensor::ConcatOp,
          tensor::ExtractSliceOp, tensor::InsertSliceOp>(op))
    return Role::Layout;
  // A generic that writes through a map that is no projected permutation
  // (a copy into a padded or strided window: pads written as fill + copy)
  // moves data like tensor.pad.
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    for (OpOperand &init : generic.getDpsInitsMutable())
      if (!generic.getMatchingIndexingMap(&init).isProjectedPermutation())
        return Role::Layout;
  bool unclassified = false;
  std::optional<OpAnalysis> info = analyzeOp(op, unclassified);
  if (!info)
    return Role::Light;
  switch (info->opClass) {
  case OpClass::Contraction:
  case OpClass::Convolution:
  case OpClass::Pooling:
    return Role::Anchor;
  case OpClass::Reduction:
  case OpClass::SoftmaxNorm:
    return Role::Reduction;
  default:
    return Role::Light;
  }
}

/// The group being built by the scan.
struct OpenGroup {
  FusionGroup group;
  llvm::SmallPtrSet<Operation *, 16> members;
  bool hasReduction = false;

  bool empty() const { return group.ops.empty(); }
  /// No anchor and no reduction yet: elementwise or data movement only,
  /// which a following anchor may take as its producers.
  bool isStretch() const { return !group.anchor && !hasReduction; }
  bool readsFrom(Operation *op) const {
    return llvm::any_of(op->getOperands(), [&](Value v) {
      Operation *def = v.getDefiningOp();
      return def && members.contains(def);
    });
  }
  /// Every value of the group is used only inside it or by `consumer`: the
  /// group can fuse into `consumer` without being written out for others.
  bool feedsOnly(Operation *consumer) const {
    for (Operation *op : group.ops)
      for (Operation *user : op->getUsers())
        if (user != consumer && !members.contains(user))
          return false;
    return true;
  }
  void add(Operation *op, Role role) {
    group.ops.push_back(op);
    members.insert(op);
    if (role == Role::Anchor)
      group.anchor = op;
    hasReduction |= role == Role::Reduction;
  }
};

/// Whether `op` (of `role`) joins the open group `g` or starts a new one.
bool joins(const OpenGroup &g, Operation *op, Role role) {
  if (g.empty())
    return true;
  switch (role) {
  case Role::Anchor:
    // Producers fuse into their anchor only when nothing else reads them.
    return g.isStretch() && g.feedsOnly(op);
  case Role::Reduction:
    return g.readsFrom(op);
  case Role::Layout:
    return g.isStretch();
  case Role::Light:
    return g.isStretch() || g.readsFrom(op);
  case Role::Free:
  case Role::BufferConstant:
    break;
  }
  return false;
}

} // namespace

LogicalResult mlir::htam::checkPartitionable(func::FuncOp func,
                                             DiagnosticSeverity severity) {
  bool ok = true;
  auto report = [&](Operation *op) -> InFlightDiagnostic {
    ok = false;
    return op->getContext()->getDiagEngine().emit(op->getLoc(), severity)
           << "htam-partition-fusion-groups: '" << func.getSymName()
           << "' is not partitioned: ";
  };
  if (!func.getBody().hasOneBlock()) {
    report(func) << "its body has more than one block";
    return failure();
  }
  auto isDynamic = [](Type t) {
    auto shaped = dyn_cast<ShapedType>(t);
    return shaped && !shaped.hasStaticShape();
  };
  if (llvm::any_of(func.getArgumentTypes(), isDynamic) ||
      llvm::any_of(func.getResultTypes(), isDynamic))
    report(func) << "its signature has a dynamic shape";
  for (Operation &op : func.getBody().front()) {
    if (isa<CallOpInterface>(op)) {
      report(&op) << "'" << op.getName()
                  << "' calls another function (calls are not partitioned)";
      continue;
    }
    if (isa_and_nonnull<scf::SCFDialect>(op.getDialect())) {
      report(&op) << "'" << op.getName()
                  << "' is a loop or branch (scf ops are not partitioned)";
      continue;
    }
    if (op.getNumRegions() > 0 && !isa<linalg::LinalgOp, tensor::PadOp>(op)) {
      report(&op) << "'" << op.getName()
                  << "' holds a region (only linalg ops and tensor.pad may)";
      continue;
    }
    for (Type t : op.getResultTypes())
      if (isa<TensorType>(t) && isDynamic(t)) {
        report(&op) << "'" << op.getName() << "' has a dynamic shape " << t;
        break;
      }
  }
  return success(ok);
}

SmallVector<FusionGroup> mlir::htam::computeFusionGroups(func::FuncOp func) {
  SmallVector<FusionGroup> groups;
  OpenGroup open;
  for (Operation &op : func.getBody().front().without_terminator()) {
    Role role = roleOf(&op);
    if (role == Role::Free || role == Role::BufferConstant)
      continue;
    if (!joins(open, &op, role)) {
      groups.push_back(std::move(open.group));
      open = OpenGroup();
    }
    open.add(&op, role);
  }
  if (!open.empty())
    groups.push_back(std::move(open.group));
  return groups;
}

//===----------------------------------------------------------------------===//
// Outlining
//===----------------------------------------------------------------------===//

namespace {

/// The top-level op of `func`'s body that holds `op`.
Operation *topLevel(Operation *op, Block &body) {
  while (op && op->getBlock() != &body)
    op = op->getParentOp();
  return op;
}

/// What a group reads from outside and what it gives back.
struct GroupInterface {
  SmallVector<Value> inputs;
  SmallVector<Value> outputs;
  /// Free ops the group uses, in program order (cloned into it).
  SmallVector<Operation *> freeOps;
};

/// Adds the free op `op` and the free ops it reads to `free`.
void collectFree(Operation *op, llvm::SetVector<Operation *> &free) {
  if (!free.insert(op))
    return;
  for (Value v : op->getOperands())
    if (Operation *def = v.getDefiningOp())
      collectFree(def, free);
}

GroupInterface interfaceOf(const FusionGroup &group, Block &body) {
  llvm::SmallPtrSet<Operation *, 16> members(group.ops.begin(),
                                             group.ops.end());
  GroupInterface io;
  llvm::SetVector<Value> inputs;
  llvm::SetVector<Operation *> free;
  for (Operation *op : group.ops) {
    op->walk([&](Operation *nested) {
      for (Value v : nested->getOperands()) {
        Operation *def = v.getDefiningOp();
        // Defined inside the group (or inside this op's own regions).
        if (def && members.contains(topLevel(def, body)))
          continue;
        if (!def) {
          auto arg = cast<BlockArgument>(v);
          if (arg.getOwner() != &body)
            continue; // a block argument of a region inside the group
          inputs.insert(v);
        } else if (isFreeOp(def)) {
          collectFree(def, free);
        } else {
          inputs.insert(v);
        }
      }
    });
  }
  io.inputs = inputs.takeVector();
  io.freeOps = free.takeVector();
  llvm::sort(io.freeOps,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  for (Operation *op : group.ops)
    for (Value r : op->getResults())
      if (llvm::any_of(r.getUsers(), [&](Operation *user) {
            return !members.contains(topLevel(user, body));
          }))
        io.outputs.push_back(r);
  return io;
}

} // namespace

SmallVector<func::FuncOp>
mlir::htam::partitionIntoFusionGroups(func::FuncOp func) {
  SmallVector<FusionGroup> groups = computeFusionGroups(func);
  if (groups.size() <= 1)
    return {};
  Block &body = func.getBody().front();
  MLIRContext *ctx = func.getContext();
  OpBuilder moduleBuilder(ctx);
  moduleBuilder.setInsertionPointAfter(func);
  SmallVector<func::FuncOp> outlined;
  unsigned k = 0;
  for (FusionGroup &group : groups) {
    GroupInterface io = interfaceOf(group, body);
    // A group whose values nothing uses is dead code: dropped, not a task
    // (a task without outputs cannot be verified).
    if (io.outputs.empty()) {
      for (Operation *op : llvm::reverse(group.ops))
        op->erase();
      continue;
    }
    Operation *anchor = group.anchor ? group.anchor : group.ops.front();
    std::string name =
        llvm::formatv("{0}__g{1}", func.getSymName(), k++).str();
    auto type = FunctionType::get(ctx, ValueRange(io.inputs).getTypes(),
                                  ValueRange(io.outputs).getTypes());
    auto groupFunc =
        func::FuncOp::create(moduleBuilder, anchor->getLoc(), name, type);
    groupFunc.setPrivate();
    moduleBuilder.setInsertionPointAfter(groupFunc);

    // The body: the free ops it uses, its ops, the values used later.
    Block *entry = groupFunc.addEntryBlock();
    OpBuilder b = OpBuilder::atBlockEnd(entry);
    IRMapping map;
    map.map(io.inputs, entry->getArguments());
    for (Operation *op : io.freeOps)
      b.clone(*op, map);
    for (Operation *op : group.ops)
      b.clone(*op, map);
    SmallVector<Value> results;
    for (Value v : io.outputs)
      results.push_back(map.lookup(v));
    func::ReturnOp::create(b, group.ops.back()->getLoc(), results);
    // The workload key's structural hash: names and locations left out,
    // so identical blocks (weights are arguments) hash alike.
    groupFunc->setAttr(kGroupHashAttr,
                       StringAttr::get(ctx, structuralHash(groupFunc)));
    groupFunc->setAttr(kGroupAnchorAttr,
                       StringAttr::get(ctx, group.anchor
                                                ? group.anchor->getName()
                                                      .getStringRef()
                                                : StringRef("none")));

    // The call replaces the group where its last op was: every input is
    // defined before that op.
    OpBuilder callBuilder(ctx);
    callBuilder.setInsertionPointAfter(group.ops.back());
    auto call = func::CallOp::create(callBuilder, anchor->getLoc(), groupFunc,
                                     io.inputs);
    llvm::SmallPtrSet<Operation *, 16> members(group.ops.begin(),
                                               group.ops.end());
    for (auto [old, replacement] : llvm::zip(io.outputs, call.getResults()))
      old.replaceUsesWithIf(replacement, [&](OpOperand &use) {
        return !members.contains(topLevel(use.getOwner(), body));
      });
    for (Operation *op : llvm::reverse(group.ops))
      op->erase();
    outlined.push_back(groupFunc);
  }
  // Free ops whose every user moved into a group.
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
    if (isFreeOp(&op) && op.use_empty())
      op.erase();
  func->setAttr(kFusionGroupsAttr, IntegerAttr::get(IntegerType::get(ctx, 64),
                                                   int64_t(outlined.size())));
  return outlined;
}
