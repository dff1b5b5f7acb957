//===- LibraryConv.cpp - Convolutions as cuDNN steps ----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The layout analysis behind the lib_cudnn_* templates. On top of the GEMM
// classification of ConvImplicitGemm.h it reads the convolution's geometry
// from the indexing maps (input results `n, [g,] c, s*o + d*k ...`, filter
// `[g,] f, c, k ...`, output `n, [g,] f, o ...`) and looks through the
// producers of the input (zero padding, zero insertion) and of the filter
// (flip + transpose of a transposed convolution's weight) so that cuDNN
// reads the task's own tensors.
//
//===----------------------------------------------------------------------===//

#include "LibraryConv.h"
#include "ConvImplicitGemm.h"
#include "LibraryGemm.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <climits>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

/// A linear affine expression: sum of coef[d] * d plus a constant.
struct Linear {
  SmallVector<int64_t> coef;
  int64_t cst = 0;
};

/// `e` as a linear expression of `numDims` dims, or nullopt (mod, div,
/// symbols, products of dims).
std::optional<Linear> linearOf(AffineExpr e, unsigned numDims) {
  Linear l;
  l.coef.assign(numDims, 0);
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    l.coef[d.getPosition()] = 1;
    return l;
  }
  if (auto c = dyn_cast<AffineConstantExpr>(e)) {
    l.cst = c.getValue();
    return l;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  std::optional<Linear> a = linearOf(bin.getLHS(), numDims);
  std::optional<Linear> b = linearOf(bin.getRHS(), numDims);
  if (!a || !b)
    return std::nullopt;
  if (e.getKind() == AffineExprKind::Add) {
    for (unsigned i = 0; i < numDims; ++i)
      a->coef[i] += b->coef[i];
    a->cst += b->cst;
    return a;
  }
  if (e.getKind() != AffineExprKind::Mul)
    return std::nullopt;
  bool aConst = llvm::all_of(a->coef, [](int64_t c) { return c == 0; });
  bool bConst = llvm::all_of(b->coef, [](int64_t c) { return c == 0; });
  if (!aConst && !bConst)
    return std::nullopt;
  Linear &v = aConst ? *b : *a;
  int64_t k = aConst ? a->cst : b->cst;
  for (int64_t &c : v.coef)
    c *= k;
  v.cst *= k;
  return v;
}

/// The dim of result `r` of `map` when it is a plain dim.
std::optional<unsigned> dimAt(AffineMap map, unsigned r) {
  if (r >= map.getNumResults())
    return std::nullopt;
  if (auto d = dyn_cast<AffineDimExpr>(map.getResult(r)))
    return d.getPosition();
  return std::nullopt;
}

/// True when the payload of `gen` yields its first input unchanged.
bool yieldsFirstInput(linalg::GenericOp gen) {
  Block &body = gen.getRegion().front();
  if (!body.without_terminator().empty())
    return false;
  return body.getTerminator()->getNumOperands() == 1 &&
         body.getTerminator()->getOperand(0) == body.getArgument(0);
}

/// A one-input, one-init, all-parallel copy generic.
bool isCopyGeneric(linalg::GenericOp gen) {
  return gen && gen.getNumDpsInputs() == 1 && gen.getNumDpsInits() == 1 &&
         gen->getNumResults() == 1 && gen.getNumReductionLoops() == 0 &&
         yieldsFirstInput(gen);
}

/// A tensor that is `src` placed into zeros: element i of spatial dim d at
/// lo[d] + i * ins[d] (the leading `lead` dims unchanged).
struct ZeroPlaced {
  Value src;
  SmallVector<int64_t> srcShape, lo, ins, hi;
};

/// `v` as a zero padding or zero insertion of another tensor: a copy
/// generic into a zero init with output map results `s * d + c`,
/// tensor.pad with a zero value, or tensor.insert_slice into zeros.
std::optional<ZeroPlaced> matchZeroPlaced(Value v, unsigned lead) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  unsigned rank = type.getRank();
  ZeroPlaced z;
  auto finish = [&](Value src) -> std::optional<ZeroPlaced> {
    auto st = dyn_cast<RankedTensorType>(src.getType());
    if (!st || !st.hasStaticShape() || st.getRank() != int64_t(rank))
      return std::nullopt;
    z.src = src;
    z.srcShape.assign(st.getShape().begin(), st.getShape().end());
    for (unsigned d = 0; d < rank; ++d) {
      if (d < lead && (z.lo[d] != 0 || z.ins[d] != 1 ||
                       z.srcShape[d] != type.getDimSize(d)))
        return std::nullopt;
      int64_t last = z.lo[d] + (z.srcShape[d] - 1) * z.ins[d];
      if (z.lo[d] < 0 || last >= type.getDimSize(d))
        return std::nullopt;
      z.hi.push_back(type.getDimSize(d) - 1 - last);
    }
    // Spatial dims only, from here on.
    for (SmallVector<int64_t> *vec : {&z.srcShape, &z.lo, &z.ins, &z.hi})
      vec->erase(vec->begin(), vec->begin() + lead);
    return z;
  };
  if (auto gen = v.getDefiningOp<linalg::GenericOp>()) {
    if (!isCopyGeneric(gen) || !isZeroInit(gen.getDpsInits()[0]))
      return std::nullopt;
    AffineMap inMap = gen.getMatchingIndexingMap(gen.getDpsInputOperand(0));
    AffineMap outMap = gen.getIndexingMapMatchingResult(gen->getResult(0));
    if (!inMap.isIdentity() || outMap.getNumResults() != rank ||
        gen.getNumLoops() != rank)
      return std::nullopt;
    for (unsigned r = 0; r < rank; ++r) {
      std::optional<Linear> l = linearOf(outMap.getResult(r), rank);
      if (!l)
        return std::nullopt;
      for (unsigned d = 0; d < rank; ++d)
        if ((d == r) != (l->coef[d] != 0))
          return std::nullopt;
      if (l->coef[r] < 1)
        return std::nullopt;
      z.lo.push_back(l->cst);
      z.ins.push_back(l->coef[r]);
    }
    return finish(gen.getDpsInputs()[0]);
  }
  if (auto pad = v.getDefiningOp<tensor::PadOp>()) {
    Value pv = pad.getConstantPaddingValue();
    if (!pv || !isZeroInit(pv) ||
        ShapedType::isDynamicShape(pad.getStaticLow()))
      return std::nullopt;
    for (int64_t l : pad.getStaticLow()) {
      z.lo.push_back(l);
      z.ins.push_back(1);
    }
    return finish(pad.getSource());
  }
  if (auto ins = v.getDefiningOp<tensor::InsertSliceOp>()) {
    if (!isZeroInit(ins.getDest()) ||
        ShapedType::isDynamicShape(ins.getStaticOffsets()) ||
        ShapedType::isDynamicShape(ins.getStaticStrides()) ||
        ins.getSourceType().getRank() != int64_t(rank) ||
        ins.getSourceType().getShape() != ins.getStaticSizes())
      return std::nullopt;
    for (auto [o, s] :
         llvm::zip_equal(ins.getStaticOffsets(), ins.getStaticStrides())) {
      if (s < 1)
        return std::nullopt;
      z.lo.push_back(o);
      z.ins.push_back(s);
    }
    return finish(ins.getSource());
  }
  return std::nullopt;
}

/// The weight W[a, b, k...] of which `filter` is the flipped transpose
/// F[b, a, k...] = W[a, b, ker - 1 - k...] (a copy generic), or null.
Value matchFlippedTranspose(Value filter, ArrayRef<int64_t> ker) {
  auto gen = filter.getDefiningOp<linalg::GenericOp>();
  if (!isCopyGeneric(gen))
    return {};
  unsigned rank = ker.size() + 2;
  AffineMap inMap = gen.getMatchingIndexingMap(gen.getDpsInputOperand(0));
  AffineMap outMap = gen.getIndexingMapMatchingResult(gen->getResult(0));
  if (!outMap.isIdentity() || gen.getNumLoops() != rank ||
      inMap.getNumResults() != rank || dimAt(inMap, 0) != 1u ||
      dimAt(inMap, 1) != 0u)
    return {};
  for (unsigned i = 0; i < ker.size(); ++i) {
    std::optional<Linear> l = linearOf(inMap.getResult(2 + i), rank);
    if (!l || l->cst != ker[i] - 1)
      return {};
    for (unsigned d = 0; d < rank; ++d)
      if (l->coef[d] != (d == 2 + i ? -1 : 0))
        return {};
  }
  return gen.getDpsInputs()[0];
}

} // namespace

bool mlir::htam::detail::isLibraryConv(linalg::GenericOp op) {
  return detectConvAsGemm(op).has_value();
}

FailureOr<LibraryConv> mlir::htam::detail::planLibraryConv(linalg::GenericOp op,
                                                           std::string &why) {
  auto fail = [&](const Twine &message) -> FailureOr<LibraryConv> {
    why = message.str();
    return failure();
  };
  std::optional<linalg::ContractionDimensions> dims = detectConvAsGemm(op);
  if (!dims)
    return fail("not a convolution out += in * filter");
  if (!isZeroInit(op.getDpsInits()[0]))
    return fail("the convolution accumulates into a non-zero init");
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return fail("dynamic loop ranges");
  Value in = op.getDpsInputs()[0], filter = op.getDpsInputs()[1];
  auto inType = dyn_cast<RankedTensorType>(in.getType());
  auto fType = dyn_cast<RankedTensorType>(filter.getType());
  if (!inType || !fType || !inType.hasStaticShape() ||
      !fType.hasStaticShape() || !inType.getElementType().isF32() ||
      !fType.getElementType().isF32())
    return fail("the input and filter must be static f32 tensors");
  AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap bMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  AffineMap oMap = op.getIndexingMapMatchingResult(op->getResult(0));
  unsigned rank = oMap.getNumResults(), numLoops = op.getNumLoops();
  if (aMap.getNumResults() != rank || bMap.getNumResults() != rank)
    return fail("input, filter and output must have the same rank "
                "(N, C, spatial...)");
  std::optional<unsigned> nDim = dimAt(oMap, 0), gDim;
  bool grouped = rank >= 4 && dimAt(oMap, 1) &&
                 llvm::is_contained(dims->batch, *dimAt(oMap, 1));
  if (grouped)
    gDim = dimAt(oMap, 1);
  unsigned lead = grouped ? 3 : 2;
  if (rank < lead + 1 || rank > lead + 3)
    return fail("only 1-D, 2-D and 3-D convolutions map to cuDNN");
  int nd = int(rank - lead);
  std::optional<unsigned> fDim = dimAt(oMap, lead - 1);
  std::optional<unsigned> cDim = dimAt(aMap, lead - 1);
  if (!nDim || !fDim || !cDim || dimAt(aMap, 0) != nDim ||
      (grouped && (dimAt(aMap, 1) != gDim || dimAt(bMap, 0) != gDim)) ||
      dimAt(bMap, lead - 2) != fDim || dimAt(bMap, lead - 1) != cDim ||
      !llvm::is_contained(dims->k, *cDim) ||
      !llvm::is_contained(dims->n, *fDim))
    return fail("not an NCHW-like convolution (input N, [G,] C, spatial; "
                "filter [G,] K, C, kernel; output N, [G,] K, spatial)");
  LibraryCall call;
  call.kind = LibraryCall::Kind::CudnnConvFwd;
  LibraryCall::Conv &cv = call.conv;
  cv.nd = nd;
  cv.groups = grouped ? ranges[*gDim] : 1;
  cv.n = ranges[*nDim];
  cv.c = cv.groups * ranges[*cDim];
  cv.k = cv.groups * ranges[*fDim];
  for (int i = 0; i < nd; ++i) {
    std::optional<unsigned> o = dimAt(oMap, lead + i);
    std::optional<Linear> l = linearOf(aMap.getResult(lead + i), numLoops);
    std::optional<unsigned> kd = dimAt(bMap, lead + i);
    if (!o || !l || !kd || !llvm::is_contained(dims->k, *kd) || *kd == *o)
      return fail("a spatial dim of the input is not `stride * out + "
                  "dilation * kernel`");
    for (unsigned d = 0; d < numLoops; ++d)
      if (d != *o && d != *kd && l->coef[d] != 0)
        return fail("a spatial dim of the input depends on other loops");
    if (l->coef[*o] < 1 || l->coef[*kd] < 1)
      return fail("a spatial dim of the input is not `stride * out + "
                  "dilation * kernel`");
    if (l->cst != 0)
      return fail("the input is read at a constant offset");
    cv.stride[i] = l->coef[*o];
    cv.dil[i] = l->coef[*kd];
    cv.ker[i] = ranges[*kd];
    cv.out[i] = ranges[*o];
    cv.in[i] = inType.getDimSize(lead + i);
  }
  for (int64_t v : {cv.n, cv.c, cv.k})
    if (v > INT_MAX)
      return fail("a size exceeds cuDNN's 32-bit dims");
  auto outMatches = [&](const LibraryCall::Conv &c) {
    for (int i = 0; i < c.nd; ++i)
      if (c.impliedOut(i) != c.out[i] || c.pad[i] < 0)
        return false;
    return true;
  };
  std::optional<ZeroPlaced> placed = matchZeroPlaced(in, lead);
  // A zero-inserted, padded input and a flipped transposed weight: the
  // transposed convolution, by cuDNN's backward data with the weight itself.
  if (placed && !grouped &&
      llvm::all_of(ArrayRef(cv.stride).take_front(nd),
                   [](int64_t s) { return s == 1; })) {
    Value weight =
        matchFlippedTranspose(filter, ArrayRef(cv.ker).take_front(nd));
    LibraryCall t = call;
    t.kind = LibraryCall::Kind::CudnnConvBwdData;
    LibraryCall::Conv &tc = t.conv;
    // The forward convolution whose data gradient this is: x is the result
    // (k = filter's first dim), y the placed source.
    tc.c = cv.k;
    tc.k = cv.c;
    bool ok = bool(weight);
    for (int i = 0; ok && i < nd; ++i) {
      tc.in[i] = cv.out[i];
      tc.out[i] = placed->srcShape[i];
      tc.stride[i] = placed->ins[i];
      tc.pad[i] = cv.dil[i] * (cv.ker[i] - 1) - placed->lo[i];
      int64_t extra = placed->hi[i] - placed->lo[i];
      ok = extra >= 0 && extra < placed->ins[i];
    }
    if (ok && outMatches(tc))
      return LibraryConv{t, placed->src, weight};
  }
  // A zero padding: cuDNN's (symmetric) padding when it gives the same
  // output size (zeros past the end read as zeros either way).
  if (placed && llvm::all_of(placed->ins, [](int64_t s) { return s == 1; })) {
    LibraryCall p = call;
    for (int i = 0; i < nd; ++i) {
      p.conv.in[i] = placed->srcShape[i];
      p.conv.pad[i] = placed->lo[i];
    }
    if (outMatches(p.conv))
      return LibraryConv{p, placed->src, filter};
  }
  if (!outMatches(cv))
    return fail("the output is smaller than the convolution of its input "
                "(cuDNN writes the full output)");
  return LibraryConv{call, in, filter};
}
