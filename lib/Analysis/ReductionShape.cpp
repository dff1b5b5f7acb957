//===- ReductionShape.cpp - The parallel shape of a task's reduction ------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Read from the loops of the op, not from the task's operand shapes: the
// largest operand of a normalization or a keepdim reduction says nothing
// about how many reductions there are or which dim they run along.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/ReductionShape.h"

#include "htam/Analysis/OperatorTask.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineExpr.h"

using namespace mlir;
using namespace mlir::htam;

/// The shape of one reduction op, if it is one with static loops.
static std::optional<ReductionShape> shapeOf(linalg::LinalgOp op) {
  if (op.getNumReductionLoops() == 0 || !op.hasPureTensorSemantics())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  ReductionShape shape;
  for (auto [range, iter] : llvm::zip_equal(ranges, iters)) {
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    (iter == utils::IteratorType::reduction ? shape.length : shape.outputs) *=
        range;
  }
  // The layout of the input that reads the most loops (the reduced tensor,
  // not a broadcast weight): its innermost dim with an extent above one is
  // reduced or kept.
  OpOperand *widest = nullptr;
  for (OpOperand *input : op.getDpsInputOperands())
    if (isa<ShapedType>(input->get().getType()) &&
        (!widest || op.getMatchingIndexingMap(input).getNumResults() >
                        op.getMatchingIndexingMap(widest).getNumResults()))
      widest = input;
  if (!widest)
    return shape;
  AffineMap map = op.getMatchingIndexingMap(widest);
  for (AffineExpr expr : llvm::reverse(map.getResults())) {
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim)
      break;
    if (ranges[dim.getPosition()] == 1)
      continue;
    shape.layout = iters[dim.getPosition()] == utils::IteratorType::reduction
                       ? ReductionLayout::Row
                       : ReductionLayout::Column;
    break;
  }
  return shape;
}

/// linalg.softmax reduces along its `dimension` (twice: max, then sum).
static std::optional<ReductionShape> shapeOf(linalg::SoftmaxOp op) {
  auto type = cast<ShapedType>(op.getInput().getType());
  if (!type.hasStaticShape())
    return std::nullopt;
  ReductionShape shape;
  int64_t dim = op.getDimension();
  for (auto [i, size] : llvm::enumerate(type.getShape()))
    (int64_t(i) == dim ? shape.length : shape.outputs) *= size;
  shape.layout = ReductionLayout::Row;
  for (int64_t i = type.getRank() - 1; i > dim; --i)
    if (type.getDimSize(i) > 1)
      shape.layout = ReductionLayout::Column;
  return shape;
}

std::optional<ReductionShape>
mlir::htam::mainReductionShape(const OperatorTask &task) {
  std::optional<ReductionShape> main;
  for (const OpAnalysis &info : task.ops) {
    if (info.opClass != OpClass::Reduction &&
        info.opClass != OpClass::SoftmaxNorm)
      continue;
    std::optional<ReductionShape> shape;
    if (auto softmax = dyn_cast_or_null<linalg::SoftmaxOp>(info.op))
      shape = shapeOf(softmax);
    else if (auto op = dyn_cast_or_null<linalg::LinalgOp>(info.op))
      shape = shapeOf(op);
    if (shape && (!main || shape->outputs * shape->length >
                               main->outputs * main->length))
      main = shape;
  }
  return main;
}

const char *mlir::htam::stringifyReductionLayout(ReductionLayout layout) {
  return layout == ReductionLayout::Row ? "row" : "column";
}
