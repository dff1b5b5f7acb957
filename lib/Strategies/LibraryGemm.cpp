//===- LibraryGemm.cpp - Contractions as cuBLAS steps ---------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The layout analysis behind the lib_cublas_* templates: from the indexing
// maps and static shapes of a contraction, the strides of its batch/m/n/k
// dimension groups in each operand, and from those the transposes, leading
// dimensions and batch strides of one cublas.sgemm step.
//
//===----------------------------------------------------------------------===//

#include "LibraryGemm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Matchers.h"

#include <climits>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

/// True when `v` is a zero float constant (scalar or splat).
bool isZeroConstant(Value v) {
  Attribute attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return false;
  if (auto f = dyn_cast<FloatAttr>(attr))
    return f.getValue().isZero();
  if (auto d = dyn_cast<DenseFPElementsAttr>(attr))
    return d.isSplat() && d.getSplatValue<APFloat>().isZero();
  return false;
}

} // namespace

bool mlir::htam::detail::isZeroInit(Value v) {
  if (isZeroConstant(v))
    return true;
  if (auto fill = v.getDefiningOp<linalg::FillOp>())
    return isZeroConstant(fill.getInputs()[0]);
  auto gen = v.getDefiningOp<linalg::GenericOp>();
  if (!gen || gen.getNumReductionLoops() != 0 || gen->getNumResults() != 1)
    return false;
  auto yield = cast<linalg::YieldOp>(gen.getBody()->getTerminator());
  Value y = yield.getOperand(0);
  if (isZeroConstant(y))
    return true;
  auto arg = dyn_cast<BlockArgument>(y);
  if (!arg || arg.getOwner() != gen.getBody() ||
      arg.getArgNumber() >= gen.getNumDpsInputs())
    return false;
  Value in = gen.getDpsInputs()[arg.getArgNumber()];
  return !isa<ShapedType>(in.getType()) && isZeroConstant(in);
}

namespace {

/// Stride of one dimension group in an operand read through `map` from a
/// dense row-major tensor of `shape`: the group folds into one dimension
/// when stride(d_i) = stride(d_i+1) * range(d_i+1) along the group. Range-1
/// dims are ignored; 0 when the group has no dim of range > 1.
FailureOr<int64_t> groupStride(AffineMap map, ArrayRef<int64_t> shape,
                               ArrayRef<unsigned> group,
                               ArrayRef<int64_t> ranges) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  SmallVector<std::pair<int64_t, int64_t>> dims; // (stride, range)
  for (unsigned d : group) {
    if (ranges[d] == 1)
      continue;
    std::optional<unsigned> pos =
        map.getResultPosition(getAffineDimExpr(d, map.getContext()));
    if (!pos)
      return failure();
    dims.push_back({strides[*pos], ranges[d]});
  }
  if (dims.empty())
    return int64_t(0);
  for (size_t i = 0; i + 1 < dims.size(); ++i)
    if (dims[i].first != dims[i + 1].first * dims[i + 1].second)
      return failure();
  return dims.back().first;
}

/// A logical rows x cols matrix with row and column strides, stored either
/// as is (offset r * ld + c) or transposed (offset c * ld + r).
bool fitMatrix(int64_t rows, int64_t cols, int64_t sRow, int64_t sCol,
               bool allowTranspose, bool &trans, int64_t &ld) {
  if ((cols == 1 || sCol == 1)) {
    ld = rows == 1 ? cols : sRow;
    if (ld >= cols) {
      trans = false;
      return true;
    }
  }
  if (allowTranspose && (rows == 1 || sRow == 1)) {
    ld = cols == 1 ? rows : sCol;
    if (ld >= rows) {
      trans = true;
      return true;
    }
  }
  return false;
}

/// Strides of the four groups in one operand.
struct GroupStrides {
  int64_t batch = 0, m = 0, n = 0, k = 0;
};

} // namespace

bool mlir::htam::detail::isLibraryContraction(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1)
    return false;
  if (!linalg::isaContractionOpInterface(op))
    return false;
  Block &body = op.getRegion().front();
  auto ops = body.without_terminator();
  if (std::distance(ops.begin(), ops.end()) != 2)
    return false;
  return isa<arith::MulFOp>(&*ops.begin()) &&
         isa<arith::AddFOp>(&*std::next(ops.begin()));
}

FailureOr<LibraryGemm> mlir::htam::detail::planLibraryGemm(linalg::GenericOp op,
                                                           std::string &why) {
  auto fail = [&](const Twine &message) -> FailureOr<LibraryGemm> {
    why = message.str();
    return failure();
  };
  if (!isLibraryContraction(op))
    return fail("not a contraction out += a * b");
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->k.empty())
    return fail("the contraction dimensions cannot be inferred");
  if (!isZeroInit(op.getDpsInits()[0]))
    return fail("the contraction accumulates into a non-zero init");
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (int64_t r : ranges)
    if (ShapedType::isDynamic(r))
      return fail("dynamic loop ranges");
  auto product = [&](ArrayRef<unsigned> g) {
    int64_t p = 1;
    for (unsigned d : g)
      p *= ranges[d];
    return p;
  };
  int64_t M = product(dims->m), N = product(dims->n), K = product(dims->k),
          B = product(dims->batch);
  if (M > INT_MAX || N > INT_MAX || K > INT_MAX || B > INT_MAX)
    return fail("a GEMM dimension exceeds cuBLAS's 32-bit sizes");

  // Groups ordered as in the output (batch, m, n) and in A (k).
  auto ordered = [&](ArrayRef<unsigned> g, AffineMap map) {
    SmallVector<unsigned> v(g.begin(), g.end());
    llvm::sort(v, [&](unsigned x, unsigned y) {
      return *map.getResultPosition(getAffineDimExpr(x, op.getContext())) <
             *map.getResultPosition(getAffineDimExpr(y, op.getContext()));
    });
    return v;
  };
  Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1];
  AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap bMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  AffineMap cMap = op.getIndexingMapMatchingResult(op->getResult(0));
  for (AffineMap m : {aMap, bMap, cMap})
    if (!m.isProjectedPermutation())
      return fail("an operand is read through a map that is not a "
                  "projected permutation");
  SmallVector<unsigned> gB = ordered(dims->batch, cMap),
                        gM = ordered(dims->m, cMap),
                        gN = ordered(dims->n, cMap),
                        gK = ordered(dims->k, aMap);
  auto strides = [&](Value v, AffineMap map, bool hasM, bool hasN,
                     bool hasK) -> FailureOr<GroupStrides> {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape())
      return failure();
    GroupStrides s;
    FailureOr<int64_t> bs = groupStride(map, type.getShape(), gB, ranges);
    if (failed(bs))
      return failure();
    s.batch = *bs;
    for (auto [has, group, out] :
         {std::make_tuple(hasM, &gM, &s.m), std::make_tuple(hasN, &gN, &s.n),
          std::make_tuple(hasK, &gK, &s.k)}) {
      if (!has)
        continue;
      FailureOr<int64_t> st = groupStride(map, type.getShape(), *group, ranges);
      if (failed(st))
        return failure();
      *out = *st;
    }
    return s;
  };
  FailureOr<GroupStrides> sa = strides(a, aMap, true, false, true);
  FailureOr<GroupStrides> sb = strides(b, bMap, false, true, true);
  FailureOr<GroupStrides> sc =
      strides(op->getResult(0), cMap, true, true, false);
  if (failed(sa) || failed(sb) || failed(sc))
    return fail("a batch, m, n or k dimension group is not one strided "
                "dimension of its operand");

  // Row-major C = op(A) op(B); or, with a transposed output, C^T = op(B)^T
  // op(A)^T with the inputs swapped.
  for (bool swap : {false, true}) {
    LibraryGemm g;
    g.swapped = swap;
    LibraryCall &c = g.call;
    c.kind = LibraryCall::Kind::CublasSgemm;
    c.m = swap ? N : M;
    c.n = swap ? M : N;
    c.k = K;
    c.batch = B;
    // Rows/cols strides of the library's A (m x k), B (k x n), C (m x n).
    int64_t aRow = swap ? sb->n : sa->m, aCol = swap ? sb->k : sa->k;
    int64_t bRow = swap ? sa->k : sb->k, bCol = swap ? sa->m : sb->n;
    int64_t cRow = swap ? sc->n : sc->m, cCol = swap ? sc->m : sc->n;
    bool transC;
    if (!fitMatrix(c.m, c.k, aRow, aCol, true, c.transA, c.lda) ||
        !fitMatrix(c.k, c.n, bRow, bCol, true, c.transB, c.ldb) ||
        !fitMatrix(c.m, c.n, cRow, cCol, false, transC, c.ldc))
      continue;
    if (B > 1) {
      c.strideA = swap ? sb->batch : sa->batch;
      c.strideB = swap ? sa->batch : sb->batch;
      c.strideC = sc->batch;
      // Output matrices of the batch must not overlap.
      if (c.strideC < (c.m - 1) * c.ldc + c.n)
        continue;
    }
    return g;
  }
  return fail("no cuBLAS layout (transposes, leading dimensions) reads the "
              "operands as stored");
}
