//===- OffsetWritesToSlices.cpp - The htam-offset-writes-to-slices pass ---===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Zero padding in the suite (and in code written like it) is a fill of the
// padded tensor, then a copy generic whose output map offsets (and, for
// transposed convolutions, strides) the indices: it writes a window of its
// init and keeps the fill elsewhere. Upstream elementwise fusion's
// "remove outs dependency" pattern treats any parallel generic that does not
// read its init as a full overwrite and swaps the init for tensor.empty, which
// leaves the border uninitialized. Writing the window as insert_slice of a
// generic with an identity output map keeps the meaning explicit.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMOFFSETWRITESTOSLICESPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

/// The window a map of the form (d0..dn) -> (s0*d0 + c0, ..., sn*dn + cn)
/// writes, as offsets and strides; failure for any other map.
LogicalResult readStridedWindow(AffineMap map,
                                SmallVectorImpl<int64_t> &offsets,
                                SmallVectorImpl<int64_t> &strides) {
  if (map.getNumResults() != map.getNumDims() || map.getNumSymbols() != 0)
    return failure();
  MLIRContext *ctx = map.getContext();
  unsigned n = map.getNumDims();
  for (unsigned i = 0; i < n; ++i) {
    AffineExpr expr = map.getResult(i);
    // Evaluate at d = 0 and d_i = 1 for the constant and the stride, then
    // check that the expression is exactly stride * d_i + constant.
    SmallVector<AffineExpr> zeros(n, getAffineConstantExpr(0, ctx));
    auto atZero = dyn_cast<AffineConstantExpr>(
        simplifyAffineExpr(expr.replaceDims(zeros), n, 0));
    SmallVector<AffineExpr> unit = zeros;
    unit[i] = getAffineConstantExpr(1, ctx);
    auto atOne = dyn_cast<AffineConstantExpr>(
        simplifyAffineExpr(expr.replaceDims(unit), n, 0));
    if (!atZero || !atOne)
      return failure();
    int64_t offset = atZero.getValue();
    int64_t stride = atOne.getValue() - offset;
    if (offset < 0 || stride <= 0)
      return failure();
    AffineExpr rebuilt = getAffineDimExpr(i, ctx) * stride + offset;
    if (simplifyAffineExpr(expr - rebuilt, n, 0) !=
        getAffineConstantExpr(0, ctx))
      return failure();
    offsets.push_back(offset);
    strides.push_back(stride);
  }
  return success();
}

/// `op` with an identity output map writing all of `init` (same inputs,
/// same body, moved over).
linalg::GenericOp fullWrite(PatternRewriter &rewriter, linalg::GenericOp op,
                            Value init) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  maps.back() = AffineMap::getMultiDimIdentityMap(op.getNumLoops(),
                                                  rewriter.getContext());
  auto full = linalg::GenericOp::create(
      rewriter, op.getLoc(), TypeRange{init.getType()}, op.getDpsInputs(),
      ValueRange{init}, maps, op.getIteratorTypesArray());
  rewriter.inlineRegionBefore(op.getRegion(), full.getRegion(),
                              full.getRegion().begin());
  return full;
}

struct OffsetWriteToInsertSlice final
    : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumParallelLoops() != op.getNumLoops())
      return failure();
    OpOperand *init = op.getDpsInitOperand(0);
    AffineMap map = op.getMatchingIndexingMap(init);
    if (map.isIdentity())
      return failure();
    SmallVector<int64_t> offsets, strides;
    if (failed(readStridedWindow(map, offsets, strides)))
      return failure();
    SmallVector<int64_t> sizes = op.getStaticLoopRanges();
    if (llvm::any_of(sizes, ShapedType::isDynamic))
      return failure();

    Location loc = op.getLoc();
    auto attrs = [&](ArrayRef<int64_t> values) {
      return llvm::to_vector(llvm::map_range(values, [&](int64_t v) {
        return OpFoldResult(rewriter.getIndexAttr(v));
      }));
    };
    SmallVector<OpFoldResult> offsetAttrs = attrs(offsets),
                              sizeAttrs = attrs(sizes),
                              strideAttrs = attrs(strides);
    Value dest = init->get();
    // A window with unit strides in a constant fill whose values the body
    // does not read is a tensor.pad, which producer fusion computes per
    // tile.
    auto fill = dest.getDefiningOp<linalg::FillOp>();
    Value initArg = op.getMatchingBlockArgument(init);
    if (fill && initArg.use_empty() &&
        llvm::all_of(strides, [](int64_t s) { return s == 1; })) {
      auto destType = cast<RankedTensorType>(dest.getType());
      SmallVector<int64_t> high;
      for (auto [extent, offset, size] :
           llvm::zip_equal(destType.getShape(), offsets, sizes))
        high.push_back(extent - offset - size);
      if (llvm::all_of(high, [](int64_t h) { return h >= 0; })) {
        auto empty = tensor::EmptyOp::create(rewriter, loc, sizes,
                                             destType.getElementType());
        linalg::GenericOp full = fullWrite(rewriter, op, empty.getResult());
        rewriter.replaceOpWithNewOp<tensor::PadOp>(
            op, destType, full.getResult(0), offsetAttrs, attrs(high),
            fill.getDpsInputOperand(0)->get());
        return success();
      }
    }
    auto window = tensor::ExtractSliceOp::create(
        rewriter, loc, dest, offsetAttrs, sizeAttrs, strideAttrs);
    linalg::GenericOp full = fullWrite(rewriter, op, window.getResult());
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        op, full.getResult(0), dest, offsetAttrs, sizeAttrs, strideAttrs);
    return success();
  }
};

class HTAMOffsetWritesToSlicesPass final
    : public htam::impl::HTAMOffsetWritesToSlicesPassBase<
          HTAMOffsetWritesToSlicesPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<OffsetWriteToInsertSlice>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
