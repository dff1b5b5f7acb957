//===- PlantCandidate.cpp - The htam-plant-candidate pass -----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Issue 21 item 4: wrong-but-plausible candidates of any task, which the
// verification must reject with the right kind, and right ones it must
// accept. Each kind rewrites the task on tensors (same signature, so the
// planted module runs wherever the task runs) and is lowered like the
// reference. scripts/plant-candidates.py names the kind each must fail as.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/SmallBitVector.h"

#include <limits>

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMPLANTCANDIDATEPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

using Plant = htam::PlantKind;

/// A static f32 tensor: what every kind rewrites.
RankedTensorType f32Tensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (tensor && tensor.hasStaticShape() && tensor.getElementType().isF32())
    return tensor;
  return {};
}

/// A tensor of `type` with every element `value`.
Value filled(OpBuilder &b, Location loc, RankedTensorType type, double value) {
  Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                        type.getElementType());
  Value scalar = arith::ConstantOp::create(
      b, loc, b.getF32FloatAttr(static_cast<float>(value)));
  return linalg::FillOp::create(b, loc, scalar, empty).getResult(0);
}

/// An elementwise map of `input` by `body(builder, loc, element)`.
Value mapped(OpBuilder &b, Location loc, Value input,
             function_ref<Value(OpBuilder &, Location, Value)> body) {
  auto type = cast<RankedTensorType>(input.getType());
  Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                        type.getElementType());
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, TypeRange{type}, ValueRange{input}, ValueRange{empty},
             ArrayRef<AffineMap>{id, id}, parallel,
             [&](OpBuilder &nb, Location nloc, ValueRange args) {
               linalg::YieldOp::create(nb, nloc, body(nb, nloc, args[0]));
             })
      .getResult(0);
}

/// max_i |v_i| as a 0-d f32 tensor (read by kernels: a host-side extract
/// of it would not run on the device).
Value maxAbs(OpBuilder &b, Location loc, Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  auto scalarType = RankedTensorType::get({}, b.getF32Type());
  Value init = filled(b, loc, scalarType, 0.0);
  SmallVector<AffineMap> maps = {
      b.getMultiDimIdentityMap(type.getRank()),
      AffineMap::get(type.getRank(), 0, {}, b.getContext())};
  SmallVector<utils::IteratorType> reduction(type.getRank(),
                                             utils::IteratorType::reduction);
  return linalg::GenericOp::create(
             b, loc, TypeRange{scalarType}, ValueRange{v}, ValueRange{init},
             maps, reduction,
             [&](OpBuilder &nb, Location nloc, ValueRange args) {
               Value abs = math::AbsFOp::create(nb, nloc, args[0]);
               Value max = arith::MaximumFOp::create(nb, nloc, abs, args[1]);
               linalg::YieldOp::create(nb, nloc, max);
             })
      .getResult(0);
}

/// `v` with its middle element off by 1e-3 of max |v|: one elementwise
/// kernel that compares its indices with the middle's (a host-side
/// tensor.insert would not run on the device).
Value middleOffByOne(OpBuilder &b, Location loc, Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t rank = type.getRank();
  Value max = maxAbs(b, loc, v);
  Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                        type.getElementType());
  AffineMap id = b.getMultiDimIdentityMap(rank);
  SmallVector<AffineMap> maps = {
      id, AffineMap::get(rank, 0, {}, b.getContext()), id};
  SmallVector<utils::IteratorType> parallel(rank,
                                            utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, TypeRange{type}, ValueRange{v, max}, ValueRange{empty},
             maps, parallel,
             [&](OpBuilder &nb, Location nloc, ValueRange args) {
               Value atMiddle =
                   arith::ConstantIntOp::create(nb, nloc, nb.getI1Type(), 1);
               for (int64_t d = 0; d < rank; ++d) {
                 Value i = linalg::IndexOp::create(nb, nloc, d);
                 Value middle = arith::ConstantIndexOp::create(
                     nb, nloc, type.getDimSize(d) / 2);
                 Value same = arith::CmpIOp::create(
                     nb, nloc, arith::CmpIPredicate::eq, i, middle);
                 atMiddle = arith::AndIOp::create(nb, nloc, atMiddle, same);
               }
               Value delta = arith::MulFOp::create(
                   nb, nloc, args[1],
                   arith::ConstantOp::create(nb, nloc,
                                             nb.getF32FloatAttr(1e-3f)));
               Value off = arith::AddFOp::create(nb, nloc, args[0], delta);
               Value result =
                   arith::SelectOp::create(nb, nloc, atMiddle, off, args[0]);
               linalg::YieldOp::create(nb, nloc, result);
             })
      .getResult(0);
}

/// `v` rounded to TF32 (10 mantissa bits, to nearest, ties away), what a
/// one-pass TF32 tensor core reads.
Value roundToTf32(OpBuilder &b, Location loc, Value v) {
  Type i32 = b.getI32Type();
  Value bits = arith::BitcastOp::create(b, loc, i32, v);
  Value half = arith::ConstantIntOp::create(b, loc, i32, 0x1000);
  // 0xFFFFE000 as a signed 32-bit value: the upper 19 bits.
  Value mask = arith::ConstantIntOp::create(b, loc, i32, -8192);
  Value rounded = arith::AndIOp::create(
      b, loc, arith::AddIOp::create(b, loc, bits, half), mask);
  return arith::BitcastOp::create(b, loc, b.getF32Type(), rounded);
}

/// `v` through f16 and back: an fp16 intermediate.
Value roundToF16(OpBuilder &b, Location loc, Value v) {
  Value half = arith::TruncFOp::create(b, loc, b.getF16Type(), v);
  return arith::ExtFOp::create(b, loc, b.getF32Type(), half);
}

/// `input` with the dimensions where `reverse` is set read backwards.
Value reversedAlong(OpBuilder &b, Location loc, Value input,
                    ArrayRef<bool> reverse) {
  auto type = cast<RankedTensorType>(input.getType());
  SmallVector<AffineExpr> read;
  for (int64_t p = 0; p < type.getRank(); ++p) {
    AffineExpr t = b.getAffineDimExpr(p);
    read.push_back(reverse[p] ? type.getDimSize(p) - 1 - t : t);
  }
  Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                        type.getElementType());
  SmallVector<AffineMap> maps = {
      AffineMap::get(type.getRank(), 0, read, b.getContext()),
      b.getMultiDimIdentityMap(type.getRank())};
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, TypeRange{type}, ValueRange{input}, ValueRange{empty},
             maps, parallel,
             [](OpBuilder &nb, Location nloc, ValueRange args) {
               linalg::YieldOp::create(nb, nloc, args[0]);
             })
      .getResult(0);
}

/// Sums every reduction of the structured ops of `func` in the reverse
/// order: a reduction dimension d that each input reads as a plain index
/// (not inside a sum such as a convolution's oh + kh) has its inputs read
/// backwards along it, so the op accumulates element N - 1 - d at step d.
/// Named ops are generalized and aggregates (softmax) decomposed first.
/// Returns the number of ops changed.
FailureOr<int> reverseReductions(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  SmallVector<linalg::AggregatedOpInterface> aggregates;
  func.walk([&](linalg::AggregatedOpInterface op) { aggregates.push_back(op); });
  for (linalg::AggregatedOpInterface op : aggregates) {
    rewriter.setInsertionPoint(op);
    FailureOr<SmallVector<Value>> results = op.decomposeOperation(rewriter);
    if (failed(results))
      return op->emitOpError("htam-plant-candidate: cannot be decomposed");
    rewriter.replaceOp(op, *results);
  }
  SmallVector<linalg::LinalgOp> named;
  func.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::generalizeNamedOp(rewriter, op)))
      return op->emitOpError("htam-plant-candidate: cannot be generalized");
  }
  SmallVector<linalg::GenericOp> generics;
  func.walk([&](linalg::GenericOp op) { generics.push_back(op); });
  int changed = 0;
  for (linalg::GenericOp op : generics) {
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    // The reduction dimensions every input reads as a plain index.
    llvm::SmallBitVector reversible(op.getNumLoops());
    for (auto [d, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
      reversible[d] = iterator == utils::IteratorType::reduction &&
                      !ShapedType::isDynamic(ranges[d]) && ranges[d] > 1;
    for (OpOperand *in : op.getDpsInputOperands())
      for (AffineExpr e : maps[in->getOperandNumber()].getResults())
        if (!isa<AffineDimExpr>(e))
          for (unsigned d = 0; d < op.getNumLoops(); ++d)
            if (e.isFunctionOfDim(d))
              reversible.reset(d);
    if (reversible.none())
      continue;
    rewriter.setInsertionPoint(op);
    for (OpOperand *in : op.getDpsInputOperands()) {
      auto type = dyn_cast<RankedTensorType>(in->get().getType());
      if (!type || !type.hasStaticShape())
        continue;
      SmallVector<bool> reverse;
      for (AffineExpr e : maps[in->getOperandNumber()].getResults()) {
        auto dim = dyn_cast<AffineDimExpr>(e);
        reverse.push_back(dim && reversible[dim.getPosition()]);
      }
      if (llvm::none_of(reverse, [](bool r) { return r; }))
        continue;
      Value backwards = reversedAlong(rewriter, op.getLoc(), in->get(), reverse);
      rewriter.modifyOpInPlace(op, [&] { in->set(backwards); });
    }
    ++changed;
  }
  return changed;
}

class HTAMPlantCandidatePass final
    : public htam::impl::HTAMPlantCandidatePassBase<HTAMPlantCandidatePass> {
public:
  using Base::Base;

  void runOnOperation() override {
    bool planted = false;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal() || func.isPrivate())
        continue;
      LogicalResult result = plantIn(func, kind);
      if (failed(result))
        return signalPassFailure();
      planted = true;
    }
    if (!planted) {
      getOperation().emitError()
          << "htam-plant-candidate: no public function with a body";
      signalPassFailure();
    }
  }

private:
  LogicalResult plantIn(func::FuncOp func, Plant plant) {
    Block &entry = func.getBody().front();
    auto ret = dyn_cast<func::ReturnOp>(func.getBody().back().getTerminator());
    if (!ret || !func.getBody().hasOneBlock())
      return func.emitError("htam-plant-candidate: expected one block ending "
                            "in func.return");
    Location loc = func.getLoc();
    OpBuilder b(ret);

    // Kinds that change the inputs.
    if (plant == Plant::IgnoreInput || plant == Plant::Tf32) {
      SmallVector<BlockArgument> inputs;
      for (BlockArgument arg : entry.getArguments())
        if (f32Tensor(arg.getType()))
          inputs.push_back(arg);
      if (inputs.empty())
        return func.emitError("htam-plant-candidate: no f32 tensor input");
      if (plant == Plant::IgnoreInput &&
          (input < 0 || input >= static_cast<int64_t>(inputs.size())))
        return func.emitError("htam-plant-candidate: input ")
               << static_cast<int64_t>(input) << " out of range (" << inputs.size()
               << " f32 tensor inputs)";
      b.setInsertionPointToStart(&entry);
      for (auto [i, arg] : llvm::enumerate(inputs)) {
        if (plant == Plant::IgnoreInput && int64_t(i) != input)
          continue;
        Value replacement =
            plant == Plant::IgnoreInput
                ? filled(b, loc, f32Tensor(arg.getType()), 0.5)
                : mapped(b, loc, arg, roundToTf32);
        arg.replaceAllUsesExcept(replacement, replacement.getDefiningOp());
      }
      return success();
    }
    if (plant == Plant::Fp16) {
      // Every f32 tensor a linalg op computes goes through f16.
      SmallVector<OpResult> results;
      func.walk([&](Operation *op) {
        if (op->getDialect() &&
            isa<linalg::LinalgDialect>(op->getDialect()) &&
            !isa<linalg::FillOp, linalg::YieldOp>(op))
          for (OpResult r : op->getResults())
            if (f32Tensor(r.getType()))
              results.push_back(r);
      });
      if (results.empty())
        return func.emitError("htam-plant-candidate: no linalg result to "
                              "round");
      for (OpResult r : results) {
        b.setInsertionPointAfter(r.getOwner());
        Value rounded = mapped(b, loc, r, roundToF16);
        r.replaceAllUsesExcept(rounded, rounded.getDefiningOp());
      }
      return success();
    }
    if (plant == Plant::Reverse) {
      FailureOr<int> reversed = reverseReductions(func);
      if (failed(reversed))
        return failure();
      if (*reversed == 0)
        return func.emitError("htam-plant-candidate: no reduction to "
                              "reverse");
      return success();
    }

    // Kinds that change the outputs.
    bool any = false;
    for (OpOperand &operand : ret->getOpOperands()) {
      Value v = operand.get();
      RankedTensorType type = f32Tensor(v.getType());
      if (!type || type.getNumElements() == 0)
        continue;
      b.setInsertionPoint(ret);
      FailureOr<Value> planted = plantOutput(b, loc, entry, v, type, plant);
      if (failed(planted))
        return failure();
      if (!*planted)
        continue;
      operand.set(*planted);
      any = true;
    }
    if (!any)
      return func.emitError("htam-plant-candidate: no f32 tensor result "
                            "this kind applies to");
    return success();
  }

  /// The planted value of output `v`, or a null value where the kind does
  /// not apply to it.
  FailureOr<Value> plantOutput(OpBuilder &b, Location loc, Block &entry,
                               Value v, RankedTensorType type, Plant plant) {
    ArrayRef<int64_t> shape = type.getShape();
    int64_t rank = type.getRank();
    switch (plant) {
    case Plant::Zeros:
      return filled(b, loc, type, 0.0);
    case Plant::Constant:
      return filled(b, loc, type, 0.5);
    case Plant::Copy: {
      for (BlockArgument arg : entry.getArguments())
        if (arg.getType() == type) {
          Value empty = tensor::EmptyOp::create(b, loc, shape,
                                                type.getElementType());
          return linalg::CopyOp::create(b, loc, arg, empty).getResult(0);
        }
      return Value();
    }
    case Plant::Tiny:
      return mapped(b, loc, v, [](OpBuilder &nb, Location nloc, Value x) {
        Value scale = arith::ConstantOp::create(nb, nloc,
                                                nb.getF32FloatAttr(1e-6f));
        return arith::MulFOp::create(nb, nloc, x, scale).getResult();
      });
    case Plant::OneOff:
      // The middle element off by 1e-3 of the output's largest magnitude.
      return middleOffByOne(b, loc, v);
    case Plant::Partial: {
      // The last slice along the first dimension left unwritten: the NaN
      // the runtime pre-fills outputs with.
      if (rank == 0)
        return filled(b, loc, type, std::numeric_limits<double>::quiet_NaN());
      SmallVector<int64_t> sliceShape(shape);
      sliceShape[0] = 1;
      Value nan = filled(b, loc, RankedTensorType::get(sliceShape, b.getF32Type()),
                         std::numeric_limits<double>::quiet_NaN());
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0)), sizes,
          strides(rank, b.getIndexAttr(1));
      offsets[0] = b.getIndexAttr(shape[0] - 1);
      for (int64_t n : sliceShape)
        sizes.push_back(b.getIndexAttr(n));
      return tensor::InsertSliceOp::create(b, loc, nan, v, offsets, sizes,
                                           strides)
          .getResult();
    }
    case Plant::Edge: {
      // The last element along the last dimension of size >= 2 is a copy
      // of its neighbour: an off-by-one at the edge.
      int64_t dim = -1;
      for (int64_t d = rank - 1; d >= 0 && dim < 0; --d)
        if (shape[d] >= 2)
          dim = d;
      if (dim < 0)
        return Value();
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0)), sizes,
          strides(rank, b.getIndexAttr(1));
      SmallVector<int64_t> sliceShape(shape);
      sliceShape[dim] = 1;
      for (int64_t n : sliceShape)
        sizes.push_back(b.getIndexAttr(n));
      offsets[dim] = b.getIndexAttr(shape[dim] - 2);
      auto sliceType = RankedTensorType::get(sliceShape, b.getF32Type());
      Value neighbour = tensor::ExtractSliceOp::create(b, loc, sliceType, v,
                                                       offsets, sizes, strides);
      offsets[dim] = b.getIndexAttr(shape[dim] - 1);
      return tensor::InsertSliceOp::create(b, loc, neighbour, v, offsets,
                                           sizes, strides)
          .getResult();
    }
    default:
      return Value();
    }
  }
};

} // namespace
