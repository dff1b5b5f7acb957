//===- GatherTable.cpp - Gathered reads split into row and K parts --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The walk mirrors Writer::read (Cuda/TensorReader.cpp) over the ops whose
// indices stay affine: it collects the buffer reads and padding bounds the
// emitted read will test, as linear forms of the reading op's loops.
//
//===----------------------------------------------------------------------===//

#include "GatherTable.h"

#include "PayloadMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

int64_t LinearForm::eval(ArrayRef<int64_t> loops) const {
  int64_t s = constant;
  for (auto [c, l] : llvm::zip(coeff, loops))
    s += c * l;
  return s;
}

LinearForm LinearForm::part(ArrayRef<unsigned> dims, bool withConstant) const {
  LinearForm p;
  p.coeff.assign(coeff.size(), 0);
  for (unsigned d : dims)
    p.coeff[d] = coeff[d];
  p.constant = withConstant ? constant : 0;
  return p;
}

std::optional<LinearForm> mlir::htam::detail::linearFormOf(AffineExpr e,
                                                           unsigned numDims) {
  LinearForm f;
  f.coeff.assign(numDims, 0);
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    if (d.getPosition() >= numDims)
      return std::nullopt;
    f.coeff[d.getPosition()] = 1;
    return f;
  }
  if (auto c = dyn_cast<AffineConstantExpr>(e)) {
    f.constant = c.getValue();
    return f;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin || (e.getKind() != AffineExprKind::Add &&
               e.getKind() != AffineExprKind::Mul))
    return std::nullopt;
  std::optional<LinearForm> l = linearFormOf(bin.getLHS(), numDims);
  std::optional<LinearForm> r = linearFormOf(bin.getRHS(), numDims);
  if (!l || !r)
    return std::nullopt;
  if (e.getKind() == AffineExprKind::Add) {
    for (unsigned d = 0; d < numDims; ++d)
      f.coeff[d] = l->coeff[d] + r->coeff[d];
    f.constant = l->constant + r->constant;
    return f;
  }
  // A product is linear when one side is a constant.
  auto isConstant = [](const LinearForm &x) {
    return llvm::all_of(x.coeff, [](int64_t c) { return c == 0; });
  };
  if (!isConstant(*l) && !isConstant(*r))
    return std::nullopt;
  const LinearForm &var = isConstant(*l) ? *r : *l;
  int64_t k = isConstant(*l) ? l->constant : r->constant;
  for (unsigned d = 0; d < numDims; ++d)
    f.coeff[d] = var.coeff[d] * k;
  f.constant = var.constant * k;
  return f;
}

namespace {

struct Walker {
  Walker(unsigned numDims, llvm::function_ref<bool(Value)> isBuffer,
         std::string &why)
      : numDims(numDims), isBuffer(isBuffer), why(why) {}
  unsigned numDims;
  llvm::function_ref<bool(Value)> isBuffer;
  std::string &why;
  GatherTable t;
  DenseMap<Value, SmallVector<AffineExpr>> seen;
  unsigned elementwise = 0, pads = 0;

  bool fail(const Twine &msg) {
    why = msg.str();
    return false;
  }

  std::optional<LinearForm> form(AffineExpr e) {
    std::optional<LinearForm> f = linearFormOf(e, numDims);
    if (!f)
      fail("an index that is not linear in the loops");
    return f;
  }

  /// The row-major offset of `idx` in `shape`.
  static AffineExpr linearize(ArrayRef<AffineExpr> idx,
                              ArrayRef<int64_t> shape, MLIRContext *ctx) {
    AffineExpr off = getAffineConstantExpr(0, ctx);
    for (auto [i, n] : llvm::zip(idx, shape))
      off = n == 1 ? off : off * n + i;
    return off;
  }

  bool visit(Value v, ArrayRef<AffineExpr> idx) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape())
      return fail("a read of a value that is not a static tensor");
    auto it = seen.find(v);
    if (it != seen.end()) {
      if (ArrayRef<AffineExpr>(it->second) == idx)
        return true;
      return fail("a value read at two indices");
    }
    seen[v] = SmallVector<AffineExpr>(idx.begin(), idx.end());
    MLIRContext *ctx = v.getContext();
    bool leaf = isBuffer(v);
    if (auto ba = dyn_cast<BlockArgument>(v)) {
      if (!isa<func::FuncOp>(ba.getOwner()->getParentOp()))
        return fail("a block argument inside an op");
      leaf = true;
    }
    if (leaf) {
      if (!type.getElementType().isF32())
        return fail("a buffer that is not f32");
      std::optional<LinearForm> off =
          form(linearize(idx, type.getShape(), ctx));
      if (!off)
        return false;
      t.readOf[v] = t.reads.size();
      t.reads.push_back({v, *off});
      return true;
    }
    Operation *def = v.getDefiningOp();
    if (auto gen = dyn_cast<linalg::GenericOp>(def)) {
      if (hasReduction(gen))
        return fail("a producer with a reduction");
      AffineMap outMap = gen.getIndexingMapMatchingResult(cast<OpResult>(v));
      if (!outMap.isPermutation())
        return fail("a producer writing part of its init");
      for (Operation &o : gen.getRegion().front())
        if (isa<linalg::IndexOp>(o))
          return fail("a producer reading its loop indices");
      SmallVector<AffineExpr> loops(gen.getNumLoops());
      for (unsigned r = 0; r < outMap.getNumResults(); ++r)
        loops[outMap.getDimPosition(r)] = idx[r];
      for (OpOperand &init : gen.getDpsInitsMutable())
        if (!gen.getMatchingBlockArgument(&init).use_empty())
          return fail("a producer reading its init");
      for (OpOperand *in : gen.getDpsInputOperands()) {
        if (gen.getMatchingBlockArgument(in).use_empty() ||
            !isa<ShapedType>(in->get().getType()))
          continue;
        SmallVector<AffineExpr> sub;
        for (AffineExpr e : gen.getMatchingIndexingMap(in).getResults())
          sub.push_back(e.replaceDims(loops));
        if (!visit(in->get(), sub))
          return false;
      }
      ++elementwise;
      return true;
    }
    if (auto pad = dyn_cast<tensor::PadOp>(def)) {
      ArrayRef<int64_t> lows = pad.getStaticLow();
      if (ShapedType::isDynamicShape(lows) || !pad.getConstantPaddingValue())
        return fail("a tensor.pad with dynamic or non-constant padding");
      RankedTensorType src = pad.getSourceType();
      SmallVector<AffineExpr> sidx;
      SmallVector<unsigned> bounds;
      for (int64_t d = 0; d < src.getRank(); ++d) {
        sidx.push_back(idx[d] - lows[d]);
        if (!lows[d] && src.getDimSize(d) == type.getDimSize(d))
          continue;
        std::optional<LinearForm> f = form(sidx.back());
        if (!f)
          return false;
        bounds.push_back(t.bounds.size());
        t.bounds.push_back({*f, src.getDimSize(d)});
      }
      // A pad of nothing tests nothing (Writer::read reads through it).
      if (!bounds.empty())
        t.boundsOf[v] = bounds;
      ++pads;
      return visit(pad.getSource(), sidx);
    }
    if (auto c = dyn_cast<tensor::CastOp>(def))
      return visit(c.getSource(), idx);
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def)) {
      ArrayRef<int64_t> offs = slice.getStaticOffsets(),
                        strides = slice.getStaticStrides();
      if (ShapedType::isDynamicShape(offs) ||
          ShapedType::isDynamicShape(strides))
        return fail("a tensor.extract_slice with dynamic offsets");
      llvm::SmallBitVector dropped = slice.getDroppedDims();
      SmallVector<AffineExpr> sidx;
      unsigned r = 0;
      for (size_t d = 0; d < offs.size(); ++d) {
        AffineExpr i = dropped.test(d) ? getAffineConstantExpr(0, ctx)
                                       : idx[r++];
        sidx.push_back(i * strides[d] + offs[d]);
      }
      return visit(slice.getSource(), sidx);
    }
    if (auto e = dyn_cast<tensor::ExpandShapeOp>(def)) {
      SmallVector<AffineExpr> sidx;
      for (const ReassociationIndices &group : e.getReassociationIndices()) {
        SmallVector<AffineExpr> sub;
        SmallVector<int64_t> shape;
        for (int64_t d : group) {
          sub.push_back(idx[d]);
          shape.push_back(type.getDimSize(d));
        }
        sidx.push_back(linearize(sub, shape, ctx));
      }
      return visit(e.getSrc(), sidx);
    }
    if (auto c = dyn_cast<arith::ConstantOp>(def)) {
      auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
      if (dense && dense.isSplat())
        return true;
      return fail("a constant tensor operand");
    }
    StringRef dialect = def->getName().getDialectNamespace();
    if (def->getNumResults() == 1 && (dialect == "arith" || dialect == "math")) {
      for (Value o : def->getOperands())
        if (isa<RankedTensorType>(o.getType()) && !visit(o, idx))
          return false;
      ++elementwise;
      return true;
    }
    return fail("a producer '" + def->getName().getStringRef() +
                "' the table does not follow");
  }
};

} // namespace

std::optional<GatherTable>
mlir::htam::detail::planGatherTable(Value v, ArrayRef<AffineExpr> idx,
                                    unsigned numDims,
                                    llvm::function_ref<bool(Value)> isBuffer,
                                    std::string &why) {
  Walker w(numDims, isBuffer, why);
  if (!w.visit(v, idx))
    return std::nullopt;
  if (w.t.reads.empty()) {
    why = "no buffer read";
    return std::nullopt;
  }
  w.t.direct = w.elementwise == 0 && w.t.reads.size() == 1 && w.pads <= 1;
  return std::move(w.t);
}

bool mlir::htam::detail::gatherVec4(const GatherTable &t, unsigned kIn,
                                    int64_t kRange, std::string &why) {
  if (!t.direct) {
    why = "A is not one buffer read (a fused producer)";
    return false;
  }
  const LinearForm &off = t.reads[0].offset;
  if (off.coeff[kIn] != 1) {
    why = "the innermost K loop does not move along a unit-stride dim";
    return false;
  }
  if (kRange % 4) {
    why = "the innermost K extent is not a multiple of 4";
    return false;
  }
  for (unsigned d = 0; d < off.coeff.size(); ++d)
    if (d != kIn && off.coeff[d] % 4) {
      why = "a stride that is not a multiple of 4 (unaligned runs)";
      return false;
    }
  if (off.constant % 4) {
    why = "an offset that is not a multiple of 4 (unaligned runs)";
    return false;
  }
  for (const GatherTable::Bound &b : t.bounds)
    if (b.index.coeff[kIn]) {
      why = "padding on the innermost K dim";
      return false;
    }
  return true;
}
